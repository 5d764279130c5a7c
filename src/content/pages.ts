import type { Locale } from '@/i18n/locales'
import type { CaseIndustry } from '@/lib/case-industries'
import type { Page } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { imageView } from './media'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'

/** A published page by its route name (`airoad`, `news/eicad1`) in this language; null when there is none. */
export const getPage = cached(
  async (locale: Locale, slug: string): Promise<Page | null> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'pages',
      ...readOptions(locale, 2),
      where: visibleIn(locale, 'title', [{ slug: { equals: slug } }]),
      limit: 1,
      pagination: false,
    })
    return found.docs[0] ?? null
  },
  'pages:one',
  [TAGS.pages, TAGS.media, TAGS.partners],
)

export type PageLink = { slug: string; title: string; summary: string; category: Page['category'] }

/** Route names and titles of every published page in this language (menus, sitemap). */
export const listPages = cached(
  async (locale: Locale): Promise<PageLink[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      ...readOptions(locale, 0),
      where: visibleIn(locale),
      sort: ['_order', 'slug'],
      pagination: false,
      select: { slug: true, title: true, summary: true, category: true },
    })
    return result.docs.map((d) => ({ slug: d.slug, title: d.title ?? '', summary: d.summary ?? '', category: d.category }))
  },
  'pages:list',
  [TAGS.pages],
)

export type HubItem = {
  slug: string
  title: string
  summary: string
  /** The hero image's `card` size ('' when the page has none). */
  image: string
  imageAlt: string
  industry: CaseIndustry | null
}

/**
 * The items of a hub page (`/products`, `/solutions`, `/cases`): the published pages of one category in this
 * language, in the editors' order, with image, summary and route name; cases of one industry when asked.
 */
export const listHubItems = cached(
  async (locale: Locale, category: 'product' | 'solution' | 'case', industry: CaseIndustry | null): Promise<HubItem[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      ...readOptions(locale, 1),
      where: visibleIn(locale, 'title', [{ category: { equals: category } }, ...(industry ? [{ industry: { equals: industry } }] : [])]),
      sort: ['_order', 'slug'],
      pagination: false,
      select: { slug: true, title: true, summary: true, industry: true, hero: { image: true, text: true } },
    })
    return result.docs.map((d) => {
      const image = imageView(d.hero?.image, 'card')
      return {
        slug: d.slug,
        title: d.title ?? '',
        summary: d.summary || d.hero?.text || '',
        image: image?.url ?? '',
        imageAlt: image?.alt ?? '',
        industry: d.industry ?? null,
      }
    })
  },
  'pages:hub',
  [TAGS.pages, TAGS.media],
)
