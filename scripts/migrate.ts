/**
 * Runs the committed migrations of the configured database (SQLite by default, PostgreSQL with DATABASE_URL).
 * Usage: npm run migrate
 */
import { getPayload } from 'payload'

import { closePayload } from '../src/content/payload'
import { runMigrations } from '../src/migrations/run'
import config from '../src/payload.config'

const payload = await getPayload({ config })
await runMigrations(payload)
payload.logger.info('Migrations are up to date')
await closePayload(payload)
process.exit(0)
