import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'

import { readingDrafts } from './draft'
import { readContext } from './image-language'

/** A page of results, as the API's list envelope carries it. */
export type Paged<T> = { rows: T[]; total: number }

export type Paging = { pageNum: number; pageSize: number }

/**
 * What a visitor may see in one language: published, and written in that language (an item with no
 * text in English does not appear in English lists).
 */
export function visibleIn(locale: Locale, textField = 'title', extra: Where[] = []): Where {
  void locale // the locale is applied by the query's `locale`; the text field is checked in that locale
  return {
    and: [
      // In a draft preview the latest version of every document counts, draft or published.
      ...(readingDrafts() ? [] : [{ _status: { equals: 'published' } } satisfies Where]),
      { [textField]: { exists: true } },
      { [textField]: { not_equals: '' } },
      ...extra,
    ],
  }
}

/**
 * Options every public read shares: the locale without fallback, uploads populated (images with words in the read's
 * language where they have such a version: src/content/image-language.ts), no access checks (we filter).
 */
export function readOptions(locale: Locale, depth = 1) {
  return { locale, fallbackLocale: false as const, depth, overrideAccess: true, draft: readingDrafts(), context: readContext() } as const
}

/**
 * The total of a paged query: Payload answers 0 past the last page, so count again there
 * (the list envelope always carries the real total).
 */
export async function totalOf(
  result: { docs: unknown[]; totalDocs: number },
  page: number,
  count: () => Promise<{ totalDocs: number }>,
): Promise<number> {
  if (result.docs.length > 0 || page <= 1) return result.totalDocs
  return (await count()).totalDocs
}

/**
 * A page of a list read without Payload's count of every matching row (`pagination: false` keeps `page` and
 * `limit`), with the total from `total`, a count cached apart from the pages: counted once per publish, not for
 * every page a visitor or a crawler asks for.
 */
export async function pageWithTotal<D, R>(
  find: (paging: { page: number; limit: number; pagination: false }) => Promise<{ docs: D[] }>,
  { pageNum, pageSize }: Paging,
  total: () => Promise<number>,
  toRow: (doc: D) => R,
): Promise<Paged<R>> {
  const [result, count] = await Promise.all([find({ page: pageNum, limit: pageSize, pagination: false }), total()])
  return { rows: result.docs.map(toRow), total: count }
}
