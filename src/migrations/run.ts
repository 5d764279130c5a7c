import type { Payload } from 'payload'

import { backfillMediaVisibility } from '@/content/media-visibility'
import { reindexAll, searchStore } from '@/content/search/hooks'
import { backfillTranslationState } from '@/content/translation-backfill'
import { databaseKind } from '@/env'
import { LOCALES } from '@/i18n/locales'

import { LANGUAGE_MIGRATIONS } from './languages'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/**
 * The committed migrations of the configured database, then those of each added language SITE_LOCALES serves
 * (src/migrations/languages/): with the default languages, exactly the committed ones.
 */
export const migrations = [
  ...(databaseKind === 'postgres' ? postgres : sqlite),
  ...LOCALES.flatMap((code) => {
    const language = LANGUAGE_MIGRATIONS[code]
    return language ? [{ ...language[databaseKind], name: language.name }] : []
  }),
]

/**
 * What follows the migrations, once the schema is complete:
 * - the translation state of content saved before it was stored (src/content/translation-backfill.ts; with nothing
 *   to fill, a query per collection);
 * - whether each media file is public, for media stored before that was kept (src/content/media-visibility.ts);
 * - the search index, built from the published content when it is empty: a database from before site search, one
 *   restored without its index, or one whose index a migration emptied because what is indexed changed.
 * Neither is a migration of its own: a migration that reads documents through the content model would fail on a
 * database upgraded across a later migration that adds a column to one of them. A failure is logged and does not
 * stop the start: the site works without them, and `npm run translation:backfill` / `npm run search:reindex` try
 * again.
 */
export async function afterMigrations(payload: Payload): Promise<void> {
  await backfillTranslations(payload)
  await backfillMedia(payload)
  await buildEmptySearchIndex(payload)
}

/** Media stored before `isPublic` existed get it from the published content (src/content/media-visibility.ts). */
async function backfillMedia(payload: Payload): Promise<void> {
  try {
    const changed = await backfillMediaVisibility(payload)
    if (changed > 0) payload.logger.info(`Media visibility filled in: ${changed} files`)
  } catch (error) {
    payload.logger.error({ err: error }, 'Filling in the media visibility failed (it is tried again at the next start)')
  }
}

async function buildEmptySearchIndex(payload: Payload): Promise<void> {
  try {
    const counts = await searchStore(payload).count()
    if (counts.zh + counts.en > 0) return
    const built = await reindexAll(payload)
    if (built.zh + built.en > 0) payload.logger.info(`Search index built: ${built.zh} entries in Chinese, ${built.en} in English`)
  } catch (error) {
    payload.logger.error({ err: error }, 'Building the search index failed (run `npm run search:reindex`)')
  }
}

async function backfillTranslations(payload: Payload): Promise<void> {
  try {
    const filled = await backfillTranslationState(payload)
    if (filled.documents + filled.versions + filled.globals > 0) {
      payload.logger.info(
        `Translation state filled in: ${filled.documents} documents, ${filled.versions} versions, ${filled.globals} globals`,
      )
    }
  } catch (error) {
    payload.logger.error({ err: error }, 'Filling in the translation state failed (run `npm run translation:backfill`)')
  }
}

/** Runs the migrations not yet applied, then `afterMigrations` unless told not to (idempotent). */
export async function runMigrations(payload: Payload, options: { after?: boolean } = {}): Promise<void> {
  await payload.db.migrate({ migrations: migrations as never })
  if (options.after !== false) await afterMigrations(payload)
}
