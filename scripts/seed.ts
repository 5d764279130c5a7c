/**
 * Prepares the database: runs the migrations, creates the first administrator when ADMIN_EMAIL and
 * ADMIN_PASSWORD are set and there is no user yet, then fills an empty database with the demo company.
 * Usage: npm run seed [-- --reset] [-- --fixtures] [-- --media]
 *
 * DEMO_MEDIA=later (the seed of `npm run demo`): the demo's pictures and videos are placeholders at first, so that
 * the seed is quick; `--media` then draws each placeholder's real file (`npm run demo` runs it once the server is up)
 * and asks the running server (INTERNAL_REVALIDATE_URL and _TOKEN, given by `npm run demo`) to drop its caches.
 *
 * `--start` (what `npm start` runs): migrations and the first administrator only; the demo company is added to an
 * empty database only when SEED_DEMO=true. A production start never fills a database with demo content unasked.
 */
import { getPayload } from 'payload'

import { EVERY_TAG, invalidateThroughServer } from '../src/content/cache'
import { closePayload } from '../src/content/payload'
import { holdSeedLock } from '../src/content/seed-lock'
import { env } from '../src/env'
import { runMigrations } from '../src/migrations/run'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { ensureFirstAdmin } from '../src/seed/first-admin'

const args = new Set(process.argv.slice(2))
// A build started beside the seed (npm run demo) reads the database only once this is released (src/content/seed-lock.ts).
const releaseLock = args.has('--start') || args.has('--media') ? () => {} : holdSeedLock()
const started = Date.now()
const payload = await getPayload({ config })
if (args.has('--media')) {
  const { fillDemoMedia } = await import('../src/seed/demo')
  const filled = await fillDemoMedia(payload)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (filled === 0) payload.logger.info('Every demo picture and video is drawn already')
  else {
    const dropped = await invalidateThroughServer(EVERY_TAG)
    payload.logger.info(`Drew ${filled} demo pictures and videos in ${seconds} s${dropped ? '; the server shows them now' : ''}`)
  }
  await closePayload(payload)
  process.exit(0)
}
await runMigrations(payload)
await ensureFirstAdmin(payload, env.adminEmail, env.adminPassword)
const startOnly = args.has('--start') && !env.seedDemo
const result = startOnly
  ? { seeded: false, reason: 'a start seeds only with SEED_DEMO=true' }
  : await seed(payload, {
      reset: args.has('--reset'),
      dataset: args.has('--fixtures') ? 'fixtures' : 'demo',
      media: env.demoMedia,
    })
const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (result.seeded) payload.logger.info(`Seeded in ${seconds} s`)
else payload.logger.info(`Seed skipped: ${result.reason}${startOnly ? '' : ' (use --reset to start over)'}`)
await closePayload(payload)
releaseLock()
process.exit(0)
