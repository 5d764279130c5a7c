/**
 * Pages addressed by query (spec section 2, contract 1) served from static / ISR routes (issue item 5).
 *
 * Visitors and links use the spec's URLs, `/newsDetail?type=information&id=12`, `/information?class=company`,
 * `/updateLog?softwareId=3`, `/helpDocuments?soft=eicad&language=en`. A page that read the query string would be
 * rendered on every request, so the proxy rewrites the query into an internal path segment
 * (`/newsDetail/12`, `/information/company/1`, ...) that the App Router renders once and caches until a
 * publish drops it. The address bar keeps the spec's URL.
 *
 * Every query value is checked here: a malformed one goes to one fixed "not found" path per page (so random
 * values cannot fill the page cache), and an internal path asked for directly is not found either (the only
 * public address of a page is its query URL).
 *
 * Pure (no Next import): the production server keys its micro-cache with `resolveQueryRoute` before Next has
 * started. The proxy applies the routes with `withQueryRoutes` (src/i18n/query-route-proxy.ts).
 */
import { isCaseIndustry } from '../lib/case-industries'
import { isRequestKind, PRODUCT_PATTERN } from '../lib/contact-context'
import { isLocale, type Locale } from './locales'

/** The news page's `class` values (contract 3): `-1` all news, the four news classes, `video` the highlight videos. */
export const INFORMATION_CLASSES = ['-1', 'newsletter', 'company', 'notice', 'industry', 'video'] as const
export type InformationClass = (typeof INFORMATION_CLASSES)[number]

/** Internal segment values with a meaning of their own (none of them is a valid id or software alias). */
export const SEGMENT = {
  /** The value was missing or malformed: the page answers 404. */
  invalid: '0',
  /** No software chosen (`/updateLog`, `/helpDocuments` without their query): the page lists the software. */
  all: '_all',
  /** No video chosen (`/videoDetail`): the latest video; no album chosen (`/demonstrationTeaching`): the first. */
  first: '_first',
} as const

const ID = /^[1-9]\d{0,9}$/
const PAGE_NUM = /^[1-9]\d{0,4}$/
const ALIAS = /^[a-z0-9][a-z0-9-]{0,39}$/

/** A positive id of at most 32 bits, as the API's `parseId` accepts it; null otherwise. */
export function parseIdSegment(value: string | null | undefined): number | null {
  if (!value || !ID.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

const idOrInvalid = (value: string | null) => (parseIdSegment(value) === null ? SEGMENT.invalid : String(Number(value)))

type Mapper = (query: URLSearchParams, locale: Locale) => string

/** The query routes: the public path, and the internal path (under the same name) its query maps to. */
const MAPPERS: Record<string, Mapper> = {
  information: (q) => {
    const rawClass = q.get('class') || '-1'
    const rawPage = q.get('pageNum') || '1'
    const valid = (INFORMATION_CLASSES as readonly string[]).includes(rawClass) && PAGE_NUM.test(rawPage)
    return valid ? `/information/${rawClass}/${rawPage}` : `/information/-1/${SEGMENT.invalid}`
  },
  newsDetail: (q) => `/newsDetail/${idOrInvalid(q.get('id'))}`,
  zxyhdVideoDetail: (q) => `/zxyhdVideoDetail/${idOrInvalid(q.get('id'))}`,
  videoDetail: (q) => `/videoDetail/${q.get('id') === null ? SEGMENT.first : idOrInvalid(q.get('id'))}`,
  updateLog: (q) => `/updateLog/${q.get('softwareId') === null ? SEGMENT.all : idOrInvalid(q.get('softwareId'))}`,
  updateLogDetail: (q) => `/updateLogDetail/${idOrInvalid(q.get('id'))}`,
  demonstrationTeaching: (q) => `/demonstrationTeaching/${q.get('id') === null ? SEGMENT.first : idOrInvalid(q.get('id'))}`,
  cases: (q) => {
    const industry = q.get('industry')
    return `/cases/${industry === null || industry === '' ? SEGMENT.all : isCaseIndustry(industry) ? industry : SEGMENT.invalid}`
  },
  // The contact form with a call to action's context (src/lib/contact-context.ts); a malformed value is left out.
  contact: (q) => {
    const product = q.get('product') ?? ''
    const kind = q.get('kind')
    return `/contact/${PRODUCT_PATTERN.test(product) ? product : SEGMENT.all}/${isRequestKind(kind) ? kind : SEGMENT.all}`
  },
  helpDocuments: (q, locale) => {
    const soft = q.get('soft')
    const language = q.get('language')
    const docLocale = isLocale(language) ? language : locale
    const alias = soft === null || soft === '' ? SEGMENT.all : ALIAS.test(soft) ? soft : SEGMENT.invalid
    return `/helpDocuments/${alias}/${docLocale}`
  },
}

/** Where a malformed internal path asked for directly goes (a 404 of that page). */
const NOT_FOUND: Record<string, string> = {
  information: `/information/-1/${SEGMENT.invalid}`,
  helpDocuments: `/helpDocuments/${SEGMENT.invalid}/zh`,
}

/**
 * A detail page asked for without its id has nothing to show: it sends the visitor to its section's list, so a
 * link that lost its query (for example one written by a server that cannot see the query) still lands somewhere
 * useful. A malformed or unknown id is a 404.
 */
const WITHOUT_ID: Record<string, string> = {
  newsDetail: '/information?class=-1&type=information',
  zxyhdVideoDetail: '/information?class=video&type=information',
  updateLogDetail: '/updateLog',
}

export type QueryRouteAction = { rewrite: string } | { redirect: string; permanent: boolean }

/**
 * What the proxy does with a locale-free path and its query, or null when the path is not a query route:
 * - the public URL is rewritten to its internal path (`/newsDetail` + `id=12` → `/newsDetail/12`);
 * - an internal path asked for directly is sent to its public URL (`/newsDetail/12` → `/newsDetail?type=information&id=12`):
 *   the only address of a page is its public one, and a link built from the internal path (Next reports it as the
 *   page's pathname when the page was rendered at build time) still works;
 * - a detail page without its id goes to its section's list (WITHOUT_ID).
 */
export function resolveQueryRoute(pathname: string, query: URLSearchParams, locale: Locale): QueryRouteAction | null {
  const match = /^\/([A-Za-z]+)(\/.*)?$/.exec(pathname.replace(/\/+$/, '') || '/')
  if (!match) return null
  const [, name, rest] = match
  const mapper = MAPPERS[name]
  if (!mapper) return null
  if (rest) {
    const target = publicHrefOfInternal(pathname)
    return target ? { redirect: target, permanent: true } : { rewrite: NOT_FOUND[name] ?? `/${name}/${SEGMENT.invalid}` }
  }
  if (WITHOUT_ID[name] && query.get('id') === null) return { redirect: WITHOUT_ID[name], permanent: false }
  return { rewrite: mapper(query, locale) }
}

/** The internal path of a public path and its query (see resolveQueryRoute), or null when it is not one to rewrite. */
export function queryRoutePath(pathname: string, query: URLSearchParams, locale: Locale): string | null {
  const action = resolveQueryRoute(pathname, query, locale)
  return action && 'rewrite' in action ? action.rewrite : null
}

/**
 * The public URL (locale-free path and query) of an internal path, or null when the path is not a valid one:
 * `/information/company/2` → `/information?class=company&type=information&pageNum=2`, `/updateLog/_all` → `/updateLog`.
 * For code that sees a page's pathname as Next reports it (for example a language switcher).
 */
export function publicHrefOfInternal(pathname: string): string | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1)
  const [name, first, second] = parts
  const id = (value: string | undefined) => (parseIdSegment(value) === null ? null : String(Number(value)))
  if (parts.length === 3 && name === 'information') {
    if (!(INFORMATION_CLASSES as readonly string[]).includes(first) || !PAGE_NUM.test(second)) return null
    return queryRouteHref('information', { class: first, type: 'information', pageNum: second === '1' ? undefined : second })
  }
  if (parts.length === 3 && name === 'helpDocuments') {
    if (!isLocale(second)) return null
    if (first === SEGMENT.all) return '/helpDocuments'
    return ALIAS.test(first) ? queryRouteHref('helpDocuments', { soft: first, language: second }) : null
  }
  if (parts.length === 3 && name === 'contact') return contactHrefOfSegments(first, second)
  if (parts.length !== 2) return null
  if (name === 'cases')
    return first === SEGMENT.all ? '/cases' : isCaseIndustry(first) ? queryRouteHref('cases', { industry: first }) : null
  switch (name) {
    case 'newsDetail':
    case 'zxyhdVideoDetail':
      return id(first) ? queryRouteHref(name, { type: 'information', id: id(first)! }) : null
    case 'updateLogDetail':
      return id(first) ? queryRouteHref(name, { id: id(first)! }) : null
    case 'videoDetail':
    case 'demonstrationTeaching':
      return first === SEGMENT.first ? `/${name}` : id(first) ? queryRouteHref(name, { id: id(first)! }) : null
    case 'updateLog':
      return first === SEGMENT.all ? '/updateLog' : id(first) ? queryRouteHref(name, { softwareId: id(first)! }) : null
    default:
      return null
  }
}

/** The contact page's public URL of its internal segments (`/contact/eicad/demo` → `/contact?product=eicad&kind=demo`). */
function contactHrefOfSegments(product: string, kind: string): string | null {
  const productOk = product === SEGMENT.all || PRODUCT_PATTERN.test(product)
  const kindOk = kind === SEGMENT.all || isRequestKind(kind)
  if (!productOk || !kindOk) return null
  const value = (segment: string) => (segment === SEGMENT.all ? undefined : segment)
  return queryRouteHref('contact', { product: value(product), kind: value(kind) })
}

/** The public URL (locale-free path and query) of a query route's page, for links, canonical URLs and the sitemap. */
export function queryRouteHref(name: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const search = params.toString()
  return search ? `/${name}?${search}` : `/${name}`
}
