import type { CollectionSlug, Field, Payload } from 'payload'

import { startFrom } from '@/collections/translation'
import { LANGUAGES, type Locale, LOCALES } from '@/i18n/locales'

/** A few of the editors' words for Traditional Chinese, as a company in Taiwan would set them (the demo's list). */
const DEMO_TERMS = [
  { simplified: '数字建造', traditional: '數位營造' },
  { simplified: '信息化', traditional: '資訊化' },
  { simplified: '施工单位', traditional: '施工廠商' },
]

type Doc = Record<string, unknown>

/** Whether a collection or global keeps a translation state (it has localized fields: src/collections/translation.ts). */
const translated = (fields: Field[]) => fields.some((field) => 'name' in field && field.name === 'translation')

/**
 * The seeded content in each served language the table converts from its source (zh-Hant from zh): every document
 * and global started from its source, as an editor's "start from Simplified" does (OpenCC, then the term list),
 * published. Nothing to do with the default languages.
 */
export async function seedConvertedLanguages(payload: Payload): Promise<number> {
  const converted = LOCALES.filter((code) => LANGUAGES[code].convert && LANGUAGES[code].source)
  if (converted.length === 0) return 0
  await payload.updateGlobal({
    slug: 'chinese-terms',
    data: { terms: DEMO_TERMS },
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  let written = 0
  for (const locale of converted) {
    for (const collection of Object.values(payload.collections).map((c) => c.config)) {
      if (translated(collection.fields)) written += await convertCollection(payload, collection.slug, locale)
    }
    for (const global of payload.config.globals) {
      if (!translated(global.fields)) continue
      const doc = (await payload.findGlobal({
        slug: global.slug,
        locale: 'all',
        depth: 0,
        overrideAccess: true,
      })) as unknown as Doc
      const { data, copied } = await startFrom({ payload }, global.fields, doc, LANGUAGES[locale].source!, locale)
      if (copied.length === 0) continue
      await payload.updateGlobal({
        slug: global.slug as 'site-settings',
        locale,
        data,
        overrideAccess: true,
        context: { translationCopy: true, skipRevalidate: true },
      })
      written += 1
    }
  }
  return written
}

async function convertCollection(payload: Payload, slug: CollectionSlug, locale: Locale): Promise<number> {
  const config = payload.collections[slug].config
  const drafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
  let written = 0
  for (let page = 1; ; page += 1) {
    const found = await payload.find({ collection: slug, locale: 'all', depth: 0, limit: 100, page, overrideAccess: true })
    for (const doc of found.docs as unknown as Doc[]) {
      const { data, copied } = await startFrom({ payload }, config.fields, doc, LANGUAGES[locale].source!, locale)
      if (copied.length === 0) continue
      await payload.update({
        collection: slug as 'news',
        id: doc.id as number,
        locale,
        data: drafts ? { ...data, _status: 'published' } : data,
        overrideAccess: true,
        context: { translationCopy: true, skipRevalidate: true },
      })
      written += 1
    }
    if (!found.hasNextPage) return written
  }
}
