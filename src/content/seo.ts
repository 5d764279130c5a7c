/**
 * The SEO fields an editor wrote for a document in one language (issue 33, item 4: `meta.title`,
 * `meta.description`, `meta.image`, src/fields/common.ts). Empty ones are '' / null: the page then uses its content's
 * own title, summary and cover (`buildMetadata`'s `seo`, src/components/pages/seo.ts).
 */
import type { Locale } from '@/i18n/locales'
import type { SeoKind } from '@/lib/public-kinds'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { type ImageView, imageView, type MediaRef } from './media'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'

/** The collections with SEO fields and a detail page of their own (pages read theirs with the page): src/lib/public-kinds.ts. */
export type SeoCollection = SeoKind

export type SeoFields = { title: string; description: string; image: ImageView | null }

export const NO_SEO: SeoFields = { title: '', description: '', image: null }

type Meta = { title?: string | null; description?: string | null; image?: MediaRef } | null | undefined

/** A document's `meta` group as the pages use it. */
export function seoFieldsOf(meta: Meta): SeoFields {
  const image = imageView(meta?.image, 'large')
  return { title: meta?.title?.trim() ?? '', description: meta?.description?.trim() ?? '', image: image?.url ? image : null }
}

export const getSeoFields = cached(
  async (collection: SeoCollection, locale: Locale, id: number): Promise<SeoFields> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection,
      ...readOptions(locale),
      where: visibleIn(locale, 'title', [{ id: { equals: id } }]),
      select: { meta: true },
      limit: 1,
      pagination: false,
    })
    const doc = found.docs[0] as { meta?: Meta } | undefined
    return doc ? seoFieldsOf(doc.meta) : NO_SEO
  },
  'seo:one',
  [TAGS.news, TAGS.videos, TAGS.teaching, TAGS.updateLogs, TAGS.helpDocuments, TAGS.media],
)
