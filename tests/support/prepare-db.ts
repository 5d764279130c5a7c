/**
 * Migrates and seeds the test database named by the environment (SQLITE_PATH or DATABASE_URL) with the
 * fixtures, in a process of its own, and prints the fixture ids as JSON on the last line.
 */
import { getPayload } from 'payload'

import { closePayload } from '../../src/content/payload'
import { runMigrations } from '../../src/migrations/run'
import config from '../../src/payload.config'
import { seedFixtures } from '../../src/seed/fixtures'

const payload = await getPayload({ config })
await runMigrations(payload)
const ids = await seedFixtures(payload)
await closePayload(payload)
process.stdout.write(`\n${JSON.stringify(ids)}\n`)
process.exit(0)
