/**
 * What search engines and link previews read about a page (contract 1, issue item 6): title, description,
 * canonical URL, hreflang alternates (zh, en and x-default = the Chinese URL), Open Graph and JSON-LD.
 * Pure: the caller passes the site's origin and base path.
 */
import type { Metadata } from 'next'

import { DEFAULT_LOCALE, LANGUAGES, type Locale, localePrefix, LOCALES } from '@/i18n/locales'

export type SiteAddress = {
  /** `https://www.example.com`, no trailing slash. */
  origin: string
  /** `/website` or empty. */
  basePath: string
}

/** A locale-free path with an optional query (`/newsDetail?type=information&id=12`) in one language. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  const prefix = localePrefix(locale)
  return prefix ? `${prefix}${clean === '/' ? '' : clean}` : clean
}

export function absoluteUrl(site: SiteAddress, locale: Locale, path: string): string {
  return `${site.origin.replace(/\/+$/, '')}${site.basePath}${localizedPath(locale, path)}`
}

/** The hreflang code of each language (as the pages' `<html lang>`). */
export const HREFLANG = Object.fromEntries(LOCALES.map((l) => [l, LANGUAGES[l].tag])) as Record<Locale, string>

/** The hreflang alternates of a page that exists in every language at the same locale-free path. */
function alternatesOf(site: SiteAddress, path: string): Record<string, string> {
  return alternatesAt(site, Object.fromEntries(LOCALES.map((l) => [l, path])))
}

export type SeoImage = { url: string; width?: number | null; height?: number | null; alt?: string | null }

export type PageSeo = {
  site: SiteAddress
  locale: Locale
  /** The page's own locale-free path with its query: the canonical URL in this language. */
  path: string
  title: string
  siteName: string
  description: string
  image?: SeoImage | null
  /**
   * A square picture named after `image` (at least 300 x 300): chat apps that crop a link's card to a square, WeChat
   * first, take it instead of cutting the wide one.
   */
  squareImage?: SeoImage | null
  type?: 'website' | 'article' | 'video.other'
  publishedTime?: string
  /** Ask search engines not to index this address (for example a page shown in place of another). */
  noIndex?: boolean
  /** Other names of the brand (the company's full name): a title that holds one gets no brand appended. */
  brandNames?: string[]
  /**
   * Where each language's version of this content lives, when not at `path` in both languages (a help document:
   * the document in that language, at the page of that language). A language left out has no version.
   */
  languages?: Partial<Record<Locale, string>>
  /** The language whose address is the canonical one (default: the page's); with `languages`, its path there. */
  canonicalLocale?: Locale
  /** The page has a Markdown version at its path with `.md` (src/lib/markdown.ts), named as an alternate. */
  markdown?: boolean
}

/** The Markdown address of a page's path (`/airoad` → `/airoad.md`; the query stays: `/newsDetail.md?id=5`). */
export function markdownPathOf(path: string): string {
  const [pathname, query] = path.split('?')
  return `${pathname.replace(/\/+$/, '')}.md${query ? `?${query}` : ''}`
}

/**
 * A page's title with the brand once: `EICAD - 云衢数字`, or the title as it is when it already names the brand
 * or the company (never `… - 云衢数字 - 云衢数字`); the brand alone for an empty title.
 */
export function titleWithBrand(title: string, brand: string, otherNames: string[] = []): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  const name = brand.trim()
  if (!clean) return name
  if (!name) return clean
  const folded = clean.toLowerCase()
  const names = [name, ...otherNames].map((n) => n.trim().toLowerCase()).filter(Boolean)
  return names.some((n) => folded.includes(n)) ? clean : `${clean} - ${name}`
}

/** The hreflang alternates of content whose versions live at different paths per language (see `PageSeo.languages`). */
export function alternatesAt(site: SiteAddress, languages: Partial<Record<Locale, string>>): Record<string, string> {
  const urls: Record<string, string> = {}
  for (const locale of LOCALES) {
    const path = languages[locale]
    if (path) urls[HREFLANG[locale]] = absoluteUrl(site, locale, path)
  }
  // x-default: the default language's version, else the first there is.
  const fallback = languages[DEFAULT_LOCALE] ? DEFAULT_LOCALE : LOCALES.find((l) => languages[l])
  return fallback ? { ...urls, 'x-default': urls[HREFLANG[fallback]] } : urls
}

/** A description of at most `max` characters, whitespace folded, cut at a word where one is near. */
export function clampDescription(text: string, max = 160): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  if (folded.length <= max) return folded
  const cut = folded.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:，。；：、]+$/, '')}…`
}

/** A URL that may be a path of this site made absolute (Open Graph needs absolute image URLs). */
export function absoluteAsset(site: SiteAddress, url: string): string {
  if (!url || /^https?:\/\//i.test(url)) return url
  return `${site.origin.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`
}

export function pageMetadata(seo: PageSeo): Metadata {
  const { site, locale, path } = seo
  const title = titleWithBrand(seo.title, seo.siteName, seo.brandNames)
  const description = clampDescription(seo.description || seo.title)
  const canonicalLocale = seo.canonicalLocale ?? locale
  const canonical = absoluteUrl(site, canonicalLocale, seo.languages?.[canonicalLocale] ?? path)
  const card = (picture: SeoImage) => ({
    url: absoluteAsset(site, picture.url),
    ...(picture.width ? { width: picture.width } : {}),
    ...(picture.height ? { height: picture.height } : {}),
    alt: picture.alt || seo.title,
  })
  const image = seo.image?.url ? [card(seo.image), ...(seo.squareImage?.url ? [card(seo.squareImage)] : [])] : undefined
  const type = seo.type ?? 'website'
  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical,
      languages: seo.languages ? alternatesAt(site, seo.languages) : alternatesOf(site, path),
      ...(seo.markdown ? { types: { 'text/markdown': absoluteUrl(site, locale, markdownPathOf(path)) } } : {}),
    },
    openGraph: {
      type: type === 'article' ? 'article' : type === 'video.other' ? 'video.other' : 'website',
      url: canonical,
      title,
      description,
      siteName: seo.siteName,
      locale: LANGUAGES[locale].ogLocale,
      alternateLocale: (seo.languages ? LOCALES.filter((l) => seo.languages?.[l]) : LOCALES)
        .filter((l) => l !== locale)
        .map((l) => LANGUAGES[l].ogLocale),
      ...(image ? { images: image } : {}),
      ...(type === 'article' && seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      // twitter:image with twitter:image:alt
      ...(image ? { images: [{ url: image[0].url, alt: image[0].alt }] } : {}),
    },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** `2026-06-01 10:00:00` (Asia/Shanghai, as the content layer gives times) as ISO 8601 with its offset. */
export function shanghaiIso(time: string): string {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(time.trim())
  return m ? `${m[1]}T${m[2]}+08:00` : ''
}

/** Seconds as an ISO 8601 duration (`PT1M35S`), as VideoObject wants it. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = s % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`
}

/** Seconds as a clock (`1:35`, `1:02:05`). */
export function clockDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

/** JSON for a `<script type="application/ld+json">`, safe inside HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
