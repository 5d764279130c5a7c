import type { Payload } from 'payload'

import { reindexAll } from '@/content/search/hooks'
import { backfillTranslationState } from '@/content/translation-backfill'

import { seedConvertedLanguages } from './converted-languages'
import { seedFixtures } from './fixtures'
import { hasContent, resetContent } from './reset'

export type SeedOptions = {
  /** Delete the existing content first. */
  reset?: boolean
  /** `demo`: the full demo company; `fixtures`: the small test set. */
  dataset?: 'demo' | 'fixtures'
  /** The demo's pictures and videos: drawn `now`, or placeholders filled `later` (src/seed/demo/media.ts). */
  media?: 'now' | 'later'
}

export type SeedResult = { seeded: boolean; reason?: string }

/**
 * Fills the database. Idempotent: a database that already holds content is left alone unless `reset` is set.
 */
export async function seed(payload: Payload, { reset = false, dataset = 'demo', media = 'now' }: SeedOptions = {}): Promise<SeedResult> {
  if (reset) await resetContent(payload)
  else if (await hasContent(payload)) return { seeded: false, reason: 'the database already holds content' }
  if (dataset === 'fixtures') {
    await seedFixtures(payload)
  } else {
    const { seedDemo } = await import('./demo')
    await seedDemo(payload, media)
  }
  // Traditional Chinese (or another language the table converts), when SITE_LOCALES serves it.
  await seedConvertedLanguages(payload)
  // Documents written in every language at once (one write per item) carry no translation state from the save hook,
  // which works per language: it is filled in from their versions here, as for content from before the state existed,
  // so that the demo's items count in the translation filters and the dashboard from the start.
  const filled = await backfillTranslationState(payload)
  payload.logger.info(`Translation state filled in from the versions: ${filled.documents} documents, ${filled.versions} versions`)
  // The seed writes without the search hooks (skipRevalidate): the index is built once, at the end.
  await reindexAll(payload)
  return { seeded: true }
}
