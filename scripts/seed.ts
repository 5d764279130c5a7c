/**
 * Prepares the database: runs the migrations, creates the first administrator when ADMIN_EMAIL and
 * ADMIN_PASSWORD are set and there is no user yet, then fills an empty database with the demo company.
 * Usage: npm run seed [-- --reset] [-- --fixtures]
 */
import { getPayload } from 'payload'

import { closePayload } from '../src/content/payload'

import { runMigrations } from '../src/migrations/run'
import config from '../src/payload.config'
import { env } from '../src/env'
import { seed } from '../src/seed'
import { ensureFirstAdmin } from '../src/seed/first-admin'

const args = new Set(process.argv.slice(2))
const started = Date.now()
const payload = await getPayload({ config })
await runMigrations(payload)
await ensureFirstAdmin(payload, env.adminEmail, env.adminPassword)
const result = await seed(payload, { reset: args.has('--reset'), dataset: args.has('--fixtures') ? 'fixtures' : 'demo' })
const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (result.seeded) payload.logger.info(`Seeded in ${seconds} s`)
else payload.logger.info(`Seed skipped: ${result.reason} (use --reset to start over)`)
await closePayload(payload)
process.exit(0)
