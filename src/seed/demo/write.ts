/**
 * Writes of the demo seed: one `create` per document with both languages at once (Payload's locale 'all',
 * where each localized field takes `{ zh, en }`), instead of a create and an update per document.
 * Payload's validation does not take 'all' values for localized arrays and blocks, so a document that has
 * those (pages, help documents) is still written as a Chinese create plus an English update.
 * The data is merged by walking the collection's field config, so callers write the Chinese and English
 * documents separately, as with ../bilingual, and a group's shared fields (e.g. hero.image) are kept in both.
 */
import type { CollectionSlug, Field, Payload } from 'payload'

type Data = Record<string, unknown>

/** Payload's local API accepts 'all' for writes; its generated types only list the real locales. */
const ALL_LOCALES = 'all' as unknown as 'zh'

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `locale` undefined: values for 'all'; otherwise the data of that one language. */
function mergeFields(fields: Field[], zh: Data, en: Data, shared: Data, out: Data, locale?: 'zh' | 'en'): Data {
  for (const field of fields) {
    if ('name' in field && field.name) {
      const name = field.name
      if ('localized' in field && field.localized) {
        if (locale) {
          const value = (locale === 'zh' ? zh : en)[name]
          if (value !== undefined) out[name] = value
        } else if (zh[name] !== undefined || en[name] !== undefined) out[name] = { zh: zh[name], en: en[name] }
      } else if (field.type === 'group') {
        const sub = (v: unknown) => (isObject(v) ? v : {})
        if (zh[name] !== undefined || en[name] !== undefined || shared[name] !== undefined) {
          out[name] = mergeFields(field.fields, sub(zh[name]), sub(en[name]), sub(shared[name]), {}, locale)
        }
      } else {
        const value = shared[name] ?? zh[name] ?? en[name]
        if (value !== undefined) out[name] = value
      }
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const sub = (v: unknown) => (isObject(v) ? v : {})
          out[tab.name] = mergeFields(tab.fields, sub(zh[tab.name]), sub(en[tab.name]), sub(shared[tab.name]), {}, locale)
        } else {
          mergeFields(tab.fields, zh, en, shared, out, locale)
        }
      }
    } else if ('fields' in field && Array.isArray(field.fields)) {
      mergeFields(field.fields, zh, en, shared, out, locale)
    }
  }
  return out
}

/** True when the fields hold a localized array or blocks field (at any depth of groups, tabs and rows). */
function hasLocalizedLists(fields: Field[]): boolean {
  return fields.some((field) => {
    if ((field.type === 'array' || field.type === 'blocks') && 'localized' in field && field.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => hasLocalizedLists(tab.fields))
    if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible') return hasLocalizedLists(field.fields)
    return false
  })
}

/** Creates a published document in both languages with a single write; answers its id. */
export async function createDoc(
  payload: Payload,
  collection: CollectionSlug,
  docs: { shared?: Data; zh: Data; en: Data },
): Promise<number> {
  const config = payload.collections[collection].config
  const shared = docs.shared ?? {}
  if (hasLocalizedLists(config.fields)) {
    const created = await payload.create({
      collection,
      locale: 'zh',
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
      data: { ...mergeFields(config.fields, docs.zh, docs.en, shared, {}, 'zh'), _status: 'published' } as never,
      context: { skipRevalidate: true },
    })
    await payload.update({
      collection,
      id: created.id,
      locale: 'en',
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
      data: { ...mergeFields(config.fields, docs.zh, docs.en, shared, {}, 'en'), _status: 'published' } as never,
      context: { skipRevalidate: true },
    })
    return created.id
  }
  const data = mergeFields(config.fields, docs.zh, docs.en, shared, {})
  const created = await payload.create({
    collection,
    locale: ALL_LOCALES,
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
    data: { ...data, _status: 'published' } as never,
    context: { skipRevalidate: true },
  })
  return created.id
}

/** An upload in the media collection, alt text in both languages, in one write. */
export async function createUpload(
  payload: Payload,
  file: { data: Buffer; name: string; mimetype: string },
  alt: { zh: string; en: string },
  /** Of an image with words in it: their language, and the same image in the other language. */
  language: { textLanguage: 'zh' | 'en'; inOtherLanguage?: number } | null = null,
): Promise<number> {
  const created = await payload.create({
    collection: 'media',
    locale: ALL_LOCALES,
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
    data: { alt: { zh: alt.zh, en: alt.en } as unknown as string, originalName: file.name, ...language },
    file: { data: file.data, name: file.name, mimetype: file.mimetype, size: file.data.length },
    context: { skipRevalidate: true },
  })
  return created.id
}
