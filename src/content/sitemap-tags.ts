/**
 * Which sitemap tags a change of a document drops: the index (it names each child with its last change) and the
 * one child that lists the document; for software, help documents and teaching classifications, which decide what
 * other children list, every child of those types.
 */
import { SITEMAP_COLLECTIONS } from '@/lib/public-kinds'
import { partOf, type SitemapKind, type SplitKind } from '@/lib/sitemap'

import { SITEMAP_INDEX_TAG, type SitemapTag, sitemapTag } from './cache'

const WIDE: Record<string, SitemapKind[]> = {
  // public-kinds-ok: the sitemap children a change of these collections redraws.
  software: ['software', 'update-logs'],
  'help-documents': ['software'],
  'teaching-classifications': ['teaching'],
}

export function sitemapTagsOf(collection: string, id: unknown, childUrls?: number): SitemapTag[] {
  const split = (Object.keys(SITEMAP_COLLECTIONS) as SplitKind[]).find((kind) => SITEMAP_COLLECTIONS[kind] === collection)
  if (split) {
    const part = typeof id === 'number' && Number.isInteger(id) && id > 0 ? partOf(id, childUrls) : undefined
    return [SITEMAP_INDEX_TAG, sitemapTag(split, part)]
  }
  const kinds = WIDE[collection]
  return kinds ? [SITEMAP_INDEX_TAG, ...kinds.map((kind) => sitemapTag(kind))] : []
}
