/**
 * Fills in the translation state of documents, versions and globals saved before it was stored
 * (src/content/translation-backfill.ts), after the pending migrations. Every migration run does it too, so on an
 * up-to-date database it finds nothing to do. Safe at any time and idempotent; exits 1 on a failure.
 * Usage: npm run translation:backfill
 */
import { getPayload } from 'payload'

import { closePayload } from '../src/content/payload'
import { backfillTranslationState } from '../src/content/translation-backfill'
import { runMigrations } from '../src/migrations/run'
import config from '../src/payload.config'

const started = Date.now()
const payload = await getPayload({ config })
await runMigrations(payload, { after: false })
const filled = await backfillTranslationState(payload)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
payload.logger.info(
  `Translation backfill finished in ${seconds} s: ${filled.documents} documents, ${filled.versions} versions, ${filled.globals} globals` +
    (filled.documents + filled.versions + filled.globals === 0 ? ' (nothing was missing)' : ''),
)
await closePayload(payload)
process.exit(0)
