/**
 * Rebuilds the site search index from the published content (docs/search.md). Safe at any time: visitors searching
 * meanwhile may see fewer results for the second or two it takes.
 * Usage: npm run search:reindex
 */
import { getPayload } from 'payload'

import { closePayload } from '../src/content/payload'
import { reindexAll } from '../src/content/search'
import { runMigrations } from '../src/migrations/run'
import config from '../src/payload.config'

const started = Date.now()
const payload = await getPayload({ config })
// Without what follows the migrations: it would build an empty index once before the full rebuild below.
await runMigrations(payload, { after: false })
const counts = await reindexAll(payload)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
payload.logger.info(`Search index rebuilt in ${seconds} s: ${counts.zh} entries in Chinese, ${counts.en} in English`)
await closePayload(payload)
process.exit(0)
