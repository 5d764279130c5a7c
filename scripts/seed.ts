/**
 * Prepares the database: runs the migrations, creates the first administrator when ADMIN_EMAIL and
 * ADMIN_PASSWORD are set and there is no user yet, then fills an empty database with the demo company.
 * Usage: npm run seed [-- --reset] [-- --fixtures]
 *
 * `--start` (what `npm start` runs): migrations and the first administrator only; the demo company is added to an
 * empty database only when SEED_DEMO=true. A production start never fills a database with demo content unasked.
 */
import { getPayload } from 'payload'

import { closePayload } from '../src/content/payload'
import { env } from '../src/env'
import { runMigrations } from '../src/migrations/run'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { ensureFirstAdmin } from '../src/seed/first-admin'

const args = new Set(process.argv.slice(2))
const started = Date.now()
const payload = await getPayload({ config })
await runMigrations(payload)
await ensureFirstAdmin(payload, env.adminEmail, env.adminPassword)
const startOnly = args.has('--start') && process.env.SEED_DEMO?.trim() !== 'true'
const result = startOnly
  ? { seeded: false, reason: 'a start seeds only with SEED_DEMO=true' }
  : await seed(payload, { reset: args.has('--reset'), dataset: args.has('--fixtures') ? 'fixtures' : 'demo' })
const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (result.seeded) payload.logger.info(`Seeded in ${seconds} s`)
else payload.logger.info(`Seed skipped: ${result.reason}${startOnly ? '' : ' (use --reset to start over)'}`)
await closePayload(payload)
process.exit(0)
