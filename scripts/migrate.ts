/**
 * Runs the committed migrations of the configured database (SQLite by default, PostgreSQL with DATABASE_URL).
 * Usage: npm run migrate
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
payload.logger.info('Migrations are up to date')
await payload.db.destroy?.()
process.exit(0)
