/**
 * Structured data (schema.org JSON-LD) of every page type, typed with schema-dts and built from plain values
 * (docs/architecture.md, "Search engines and link previews"). Pure: absolute URLs come in from the caller.
 *
 * - home: Organization and WebSite with a SearchAction (the site's own search);
 * - product pages: SoftwareApplication for design software (a product with a downloadable installer), Product for
 *   the platforms;
 * - articles and cases: Article; news items: NewsArticle; help documents and update logs: TechArticle;
 * - videos and lessons: VideoObject, with its duration and its captions when it has them;
 * - every page that shows breadcrumbs: BreadcrumbList.
 */
import type {
  Article,
  BreadcrumbList,
  ListItem,
  NewsArticle,
  Organization,
  Product,
  SearchAction,
  SoftwareApplication,
  TechArticle,
  Thing,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts'

import { isLocale, languageTag, type Locale } from '@/i18n/locales'

import { clampDescription, HREFLANG, isoDuration } from './seo'

export type JsonLdDocument = WithContext<Thing>

const CONTEXT = 'https://schema.org' as const

/** The language of a page as schema.org's `inLanguage` (BCP 47, as the pages' `<html lang>`). */
const inLanguage = (locale: Locale) => HREFLANG[locale]

export type OrganizationInput = {
  /** The site's home page, absolute. */
  url: string
  name: string
  /** Another name of the company (the short name, or the name in the other language). */
  alternateName?: string
  logo?: string
  description?: string
  email?: string
  telephone?: string
  address?: string
}

function organizationNode(o: OrganizationInput): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    ...(o.alternateName && o.alternateName !== o.name ? { alternateName: o.alternateName } : {}),
    ...(o.logo ? { logo: { '@type': 'ImageObject', url: o.logo } } : {}),
    ...(o.description ? { description: clampDescription(o.description, 300) } : {}),
    ...(o.email ? { email: o.email } : {}),
    ...(o.telephone ? { telephone: o.telephone } : {}),
    ...(o.address ? { address: o.address } : {}),
  }
}

/** The company, as the home page describes it (and as author and publisher of articles). */
export function organizationLd(o: OrganizationInput): WithContext<Organization> {
  return { '@context': CONTEXT, ...organizationNode(o) }
}

/**
 * The site with its search: `searchUrl` is the results page with `{search_term_string}` where the words go
 * (`https://example.com/search?q={search_term_string}`).
 */
export function webSiteLd(input: { url: string; name: string; locale: Locale; searchUrl: string }): WithContext<WebSite> {
  // schema.org's `query-input` is not in schema-dts's SearchAction: the one property added here.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: input.searchUrl },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    inLanguage: inLanguage(input.locale),
    potentialAction: search,
  }
}

export type BreadcrumbInput = { name: string; url?: string }

/**
 * The breadcrumbs of a page as a BreadcrumbList: the steps that link somewhere, then the page itself (the last
 * step, which needs no URL). A middle step that links nowhere is left out: a list item needs its page.
 */
export function breadcrumbListLd(steps: BreadcrumbInput[]): WithContext<BreadcrumbList> | null {
  const kept = steps.filter((step, i) => step.name.trim() && (step.url || i === steps.length - 1))
  if (kept.length < 2) return null
  const items: ListItem[] = kept.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name.trim(),
    ...(step.url ? { item: step.url } : {}),
  }))
  return { '@context': CONTEXT, '@type': 'BreadcrumbList', itemListElement: items }
}

export type ArticleInput = {
  url: string
  headline: string
  description?: string
  image?: string
  /** ISO 8601 with offset. */
  published?: string
  modified?: string
  locale: Locale
  publisher: OrganizationInput
}

function articleFields(a: ArticleInput) {
  const org = organizationNode(a.publisher)
  return {
    // Search engines show at most 110 characters of a headline.
    headline: a.headline.length > 110 ? `${a.headline.slice(0, 109)}…` : a.headline,
    ...(a.description ? { description: clampDescription(a.description, 300) } : {}),
    ...(a.image ? { image: [a.image] } : {}),
    ...(a.published ? { datePublished: a.published } : {}),
    ...(a.modified || a.published ? { dateModified: a.modified || a.published } : {}),
    inLanguage: inLanguage(a.locale),
    mainEntityOfPage: a.url,
    url: a.url,
    author: org,
    publisher: org,
  }
}

export function newsArticleLd(a: ArticleInput): WithContext<NewsArticle> {
  return { '@context': CONTEXT, '@type': 'NewsArticle', ...articleFields(a) }
}

export function articleLd(a: ArticleInput): WithContext<Article> {
  return { '@context': CONTEXT, '@type': 'Article', ...articleFields(a) }
}

/** A help document or an update log: an article about using the software. */
export function techArticleLd(a: ArticleInput & { about?: string }): WithContext<TechArticle> {
  return {
    '@context': CONTEXT,
    '@type': 'TechArticle',
    ...articleFields(a),
    ...(a.about ? { about: { '@type': 'SoftwareApplication', name: a.about } } : {}),
  }
}

export type CaptionInput = { url: string; locale: Locale | string; label?: string }

export type VideoInput = {
  url: string
  name: string
  description?: string
  thumbnail?: string
  /** ISO 8601 with offset. */
  uploaded?: string
  /** Seconds; left out when 0 or unknown. */
  duration?: number
  contentUrl?: string
  locale: Locale
  /** WebVTT caption files, when the video has them. */
  captions?: CaptionInput[]
}

export function videoObjectLd(v: VideoInput): WithContext<VideoObject> {
  const captions = (v.captions ?? []).filter((c) => c.url)
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: v.name,
    // Required by search engines: the title when the video has no description.
    description: clampDescription(v.description || v.name, 300),
    ...(v.thumbnail ? { thumbnailUrl: [v.thumbnail] } : {}),
    ...(v.uploaded ? { uploadDate: v.uploaded } : {}),
    ...(v.duration && v.duration > 0 ? { duration: isoDuration(v.duration) } : {}),
    ...(v.contentUrl ? { contentUrl: v.contentUrl } : {}),
    ...(captions.length
      ? {
          caption: captions.map((c) => ({
            '@type': 'MediaObject' as const,
            contentUrl: c.url,
            encodingFormat: 'text/vtt',
            inLanguage: isLocale(c.locale) ? languageTag(c.locale) : c.locale,
            ...(c.label ? { name: c.label } : {}),
          })),
        }
      : {}),
    inLanguage: inLanguage(v.locale),
    url: v.url,
  }
}

export type ProductInput = {
  url: string
  name: string
  description?: string
  image?: string
  locale: Locale
  brand: OrganizationInput
  /** The downloadable installer of a design software; without one the product is a platform. */
  software?: { version?: string; downloadUrl?: string; fileSize?: string; released?: string } | null
}

/**
 * A product page: SoftwareApplication when the product is design software (it has an installer on the download
 * page), otherwise Product (a platform, sold as a service).
 */
export function productLd(p: ProductInput): WithContext<SoftwareApplication> | WithContext<Product> {
  const common = {
    name: p.name,
    url: p.url,
    ...(p.description ? { description: clampDescription(p.description, 300) } : {}),
    ...(p.image ? { image: [p.image] } : {}),
    inLanguage: inLanguage(p.locale),
  }
  if (p.software) {
    const s = p.software
    return {
      '@context': CONTEXT,
      '@type': 'SoftwareApplication',
      ...common,
      applicationCategory: 'DesignApplication',
      operatingSystem: 'Windows',
      publisher: organizationNode(p.brand),
      ...(s.version ? { softwareVersion: s.version } : {}),
      ...(s.downloadUrl ? { downloadUrl: s.downloadUrl, installUrl: s.downloadUrl } : {}),
      ...(s.fileSize ? { fileSize: s.fileSize } : {}),
      ...(s.released ? { datePublished: s.released } : {}),
    }
  }
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    ...common,
    category: 'BusinessApplication',
    brand: { '@type': 'Brand', name: p.brand.name },
    manufacturer: organizationNode(p.brand),
  }
}
