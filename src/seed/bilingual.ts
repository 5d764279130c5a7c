import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

type Data = Record<string, unknown>

/**
 * Creates a published document in both languages: the Chinese fields first, then the English ones.
 * `shared` holds the fields that are not localized. Pass `en: null` for a Chinese-only document.
 */
export async function createBilingual(
  payload: Payload,
  collection: CollectionSlug,
  docs: { shared?: Data; zh: Data; en: Data | null; status?: 'published' | 'draft' },
): Promise<number> {
  const status = docs.status ?? 'published'
  const created = await payload.create({
    collection,
    locale: 'zh',
    overrideAccess: true,
    depth: 0,
    draft: status === 'draft',
    data: { ...docs.shared, ...docs.zh, _status: status } as never,
    context: { skipRevalidate: true },
  })
  if (docs.en) {
    await payload.update({
      collection,
      id: created.id,
      locale: 'en',
      overrideAccess: true,
      depth: 0,
      draft: status === 'draft',
      data: { ...docs.en, _status: status },
      context: { skipRevalidate: true },
    })
  }
  return created.id
}

/** Writes a global in both languages (non-localized fields go in `shared`). */
export async function updateGlobalBilingual(
  payload: Payload,
  slug: GlobalSlug,
  docs: { shared?: Data; zh: Data; en: Data },
): Promise<void> {
  await payload.updateGlobal({ slug, locale: 'zh', overrideAccess: true, depth: 0, data: { ...docs.shared, ...docs.zh } })
  await payload.updateGlobal({ slug, locale: 'en', overrideAccess: true, depth: 0, data: { ...docs.en } })
}

/** A minimal Lexical document from paragraphs (and `## ` headings). */
export function lexical(paragraphs: string[]): Data {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => {
        const heading = text.startsWith('## ')
        const body = heading ? text.slice(3) : text
        return {
          type: heading ? 'heading' : 'paragraph',
          ...(heading ? { tag: 'h2' } : { textFormat: 0, textStyle: '' }),
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: [{ type: 'text', text: body, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        }
      }),
    },
  }
}
