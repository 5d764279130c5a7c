/**
 * The sitemap's shape (pure): a sitemap index at /sitemap.xml naming one child per content type and per
 * `childUrls` URLs (/sitemaps/news-3.xml), each child holding the items of one id range, so that a publish changes
 * one child only and no child ever reaches the protocol's limits (50,000 URLs, 50 MB).
 */
import { type Locale, LOCALES } from '@/i18n/locales'

import { escapeMarkup } from './escape'
import { alternatesAt, HREFLANG, type SiteAddress } from './seo'

/** URLs per child at most (the protocol allows 50,000; fewer keeps each child quick to build and to fetch). */
export const SITEMAP_CHILD_URLS = 10_000
/** The protocol's limits for one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024

/**
 * The children's content types. `site` (fixed routes) and `software` (update-log lists and help documents, one per
 * software) are one child each; the others are split by id range.
 */
// public-kinds-ok: sitemap children, not collections (`site`, `teaching`; tests/unit/public-kinds.test.ts ties them).
export const SITEMAP_KINDS = ['site', 'software', 'pages', 'news', 'videos', 'update-logs', 'teaching'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]
// public-kinds-ok: sitemap children (named by what they list; src/lib/public-kinds.ts says which kind each lists).
export const SPLIT_KINDS = ['pages', 'news', 'videos', 'update-logs', 'teaching'] as const satisfies readonly SitemapKind[]
export type SplitKind = (typeof SPLIT_KINDS)[number]

export type SitemapChild = { kind: SitemapKind; part: number }

/** One page of the site: its locale-free path in each language it exists in, and when its content last changed. */
export type SitemapEntry = { paths: Partial<Record<Locale, string>>; lastmod?: string }

/** How many ids one child covers: each item is at most one URL per language. */
export function idsPerChild(childUrls: number = SITEMAP_CHILD_URLS): number {
  const urls = Math.min(Math.max(1, Math.floor(childUrls)), SITEMAP_MAX_URLS)
  return Math.max(1, Math.floor(urls / LOCALES.length))
}

/** The child (1-based) an item of this id belongs to. */
export function partOf(id: number, childUrls?: number): number {
  return Math.max(1, Math.ceil(id / idsPerChild(childUrls)))
}

/** The ids of one child, both ends included. */
export function idRange(part: number, childUrls?: number): { from: number; to: number } {
  const size = idsPerChild(childUrls)
  return { from: (part - 1) * size + 1, to: part * size }
}

export function childName({ kind, part }: SitemapChild): string {
  return `${kind}-${part}.xml`
}

/** `news-3.xml` → { kind: 'news', part: 3 }; null for anything else. */
export function parseChildName(name: string): SitemapChild | null {
  const m = /^([a-z-]+)-([1-9]\d{0,6})\.xml$/.exec(name)
  if (!m) return null
  const kind = SITEMAP_KINDS.find((k) => k === m[1])
  if (!kind) return null
  const part = Number(m[2])
  if (!(SPLIT_KINDS as readonly string[]).includes(kind) && part !== 1) return null
  return { kind, part }
}

/** The protocol's `<lastmod>` (W3C date-time) of a stored time; '' when it is none. */
export function w3cDate(value: string | null | undefined): string {
  if (!value) return ''
  const time = Date.parse(value)
  return Number.isNaN(time) ? '' : new Date(time).toISOString()
}

const lastmodTag = (value?: string) => {
  const date = w3cDate(value)
  return date ? `<lastmod>${date}</lastmod>` : ''
}

/** The sitemap index naming the children (their absolute URLs). */
export function sitemapIndexXml(children: { loc: string; lastmod?: string }[]): string {
  const items = children.map((c) => `<sitemap><loc>${escapeMarkup(c.loc)}</loc>${lastmodTag(c.lastmod)}</sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** One `<url>` per language an entry exists in, each naming every language's version (hreflang) and x-default. */
export function urlsetXml(site: SiteAddress, entries: SitemapEntry[]): string {
  const urls: string[] = []
  for (const entry of entries) {
    const languages = alternatesAt(site, entry.paths)
    const links = Object.entries(languages)
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeMarkup(href)}"/>`)
      .join('')
    for (const locale of LOCALES) {
      const own = entry.paths[locale] ? languages[HREFLANG[locale]] : undefined
      if (own) urls.push(`<url><loc>${escapeMarkup(own)}</loc>${lastmodTag(entry.lastmod)}${links}</url>`)
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** The number of URLs a child of these entries lists. */
export function urlCount(entries: SitemapEntry[]): number {
  return entries.reduce((n, e) => n + LOCALES.filter((l) => e.paths[l]).length, 0)
}

/** An XML answer that caches keep only until they ask again (the content itself is cached until a publish). */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  })
}
