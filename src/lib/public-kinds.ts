/**
 * The site's public content kinds, each declared once: the collections whose documents visitors open, with their
 * public address and every place that lists them (the sitemap, the site search, the insight's page table, the draft
 * preview, the search-engine push, the SEO fields of a detail page). Every consumer reads this table; `npm run lint`
 * (`check:public-kinds`, scripts/public-kind-lists.ts) fails where a list of these slugs is written anywhere else.
 * Adding a page type: docs/architecture.md, "Adding a public content kind".
 *
 * Pure: no data source, no UI.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

import type { SplitKind } from './sitemap'

/** What a path is built from: the document's id and slug, and for a document of a software, that software's alias. */
export type PathDoc = { id?: unknown; slug?: unknown; alias?: unknown }

type KindDeclaration = {
  /** The localized field whose text says the document is in a language (empty: not in that language). */
  textField: 'title' | 'name'
  /** The locale-free public path where a document is seen, or null when it has none yet (a page without a slug). */
  path: (doc: PathDoc, locale: Locale) => string | null
  /** The sitemap child that lists its documents by id range; absent when it has none of its own. */
  sitemap?: SplitKind
  /** Its documents are in the site search (src/content/search/documents.ts builds their entries). */
  search: boolean
  /** The insight's page table names and links its documents (src/content/insight). */
  insight: boolean
  /** An editor previews its drafts at `path` (src/lib/preview.ts). */
  preview: boolean
  /** Published language versions are pushed to search engines (src/content/search-push.ts): Baidu, IndexNow. */
  searchPush: boolean
  /** Its detail page reads the editor's SEO fields (src/content/seo.ts). */
  seo: boolean
}

const idOf = (doc: PathDoc): number | null => {
  const id = typeof doc.id === 'string' && /^\d+$/.test(doc.id) ? Number(doc.id) : doc.id
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}
const withId = (build: (id: number) => string) => (doc: PathDoc) => {
  const id = idOf(doc)
  return id === null ? null : build(id)
}
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const PUBLIC_KINDS = {
  pages: {
    textField: 'title',
    path: (doc) => {
      const slug = textOf(doc.slug).replace(/^\/+|\/+$/g, '')
      return slug ? `/${slug}` : null
    },
    sitemap: 'pages',
    search: true,
    insight: true,
    preview: true,
    searchPush: true,
    seo: false,
  },
  news: {
    textField: 'title',
    path: withId((id) => `/newsDetail?type=information&id=${id}`),
    sitemap: 'news',
    search: true,
    insight: true,
    preview: true,
    searchPush: true,
    seo: true,
  },
  videos: {
    textField: 'title',
    path: withId((id) => `/zxyhdVideoDetail?type=information&id=${id}`),
    sitemap: 'videos',
    search: true,
    insight: true,
    preview: true,
    searchPush: true,
    seo: true,
  },
  'teaching-albums': {
    textField: 'title',
    path: withId((id) => `/demonstrationTeaching?id=${id}`),
    sitemap: 'teaching',
    search: true,
    insight: true,
    preview: false,
    searchPush: false,
    seo: true,
  },
  software: {
    textField: 'name',
    path: (doc) => (textOf(doc.alias) ? `/download#software-${textOf(doc.alias)}` : null),
    search: true,
    insight: true,
    preview: false,
    searchPush: false,
    seo: false,
  },
  'update-logs': {
    textField: 'title',
    path: withId((id) => `/updateLogDetail?id=${id}`),
    sitemap: 'update-logs',
    search: true,
    insight: true,
    preview: false,
    searchPush: false,
    seo: true,
  },
  'help-documents': {
    textField: 'title',
    // One page per software and language: `alias` is its software's.
    path: (doc, locale) => (textOf(doc.alias) ? `/helpDocuments?soft=${encodeURIComponent(textOf(doc.alias))}&language=${locale}` : null),
    search: true,
    insight: true,
    preview: false,
    searchPush: false,
    seo: true,
  },
  banners: {
    textField: 'title',
    // Banners are seen on the home page.
    path: () => '/pc_index',
    search: false,
    insight: false,
    preview: true,
    searchPush: false,
    seo: false,
  },
} as const satisfies Record<string, KindDeclaration>

export type PublicKind = keyof typeof PUBLIC_KINDS
type Flag = 'search' | 'insight' | 'preview' | 'searchPush' | 'seo'
/** The kinds whose declaration sets `flag` (a type: a consumer keyed by it must handle every such kind). */
export type KindsWith<F extends Flag> = { [K in PublicKind]: (typeof PUBLIC_KINDS)[K][F] extends true ? K : never }[PublicKind]

export type SearchedKind = KindsWith<'search'>
export type InsightKind = KindsWith<'insight'>
export type PreviewableKind = KindsWith<'preview'>
export type PushedKind = KindsWith<'searchPush'>
export type SeoKind = KindsWith<'seo'>

const ALL = Object.keys(PUBLIC_KINDS) as PublicKind[]

/** The kinds that set `flag`, in the table's order. */
export function kindsWith<F extends Flag>(flag: F): readonly KindsWith<F>[] {
  return ALL.filter((kind) => PUBLIC_KINDS[kind][flag]) as KindsWith<F>[]
}

function isPublicKind(slug: string): slug is PublicKind {
  return Object.hasOwn(PUBLIC_KINDS, slug)
}

/** Whether `slug` is a kind that sets `flag`. */
export function hasFlag<F extends Flag>(slug: string, flag: F): slug is KindsWith<F> {
  return isPublicKind(slug) && PUBLIC_KINDS[slug][flag]
}

/** The locale-free public path of a document of this kind, or null when it has none (yet). */
export function publicPathOf(kind: PublicKind, doc: PathDoc, locale: Locale = DEFAULT_LOCALE): string | null {
  return PUBLIC_KINDS[kind].path(doc, locale)
}

/** The kind listed in a sitemap child, and the child of a kind. */
export const SITEMAP_COLLECTIONS = Object.fromEntries(
  ALL.flatMap((kind) => {
    const child = (PUBLIC_KINDS[kind] as KindDeclaration).sitemap
    return child ? [[child, kind]] : []
  }),
) as Record<SplitKind, PublicKind>
