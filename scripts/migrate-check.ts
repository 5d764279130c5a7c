/**
 * Compares the configured database (SQLite by default, PostgreSQL with DATABASE_URL) with the content model, without
 * changing anything: every missing or extra table, column, index, foreign key or enum value, one line each
 * (scripts/lib/schema-drift.ts). Exit code 1 when they differ. Run it after `npm run migrate`, e.g. after an upgrade.
 * Usage: npm run migrate:check
 */
import { getPayload } from 'payload'

import { closePayload } from '../src/content/payload'
import { databaseKind } from '../src/env'
import config from '../src/payload.config'
import { databaseShape, modelSnapshot, schemaDrift, shapeOfSnapshot } from './lib/schema-drift'

const payload = await getPayload({ config })
const problems = schemaDrift(shapeOfSnapshot(await modelSnapshot(payload)), await databaseShape(payload), databaseKind)
await closePayload(payload)
if (problems.length === 0) console.log(`The ${databaseKind} database holds the model's schema.`)
else
  console.error(
    `The ${databaseKind} database differs from the model (pending migrations? run npm run migrate):\n  ${problems.join('\n  ')}`,
  )
process.exit(problems.length === 0 ? 0 : 1)
