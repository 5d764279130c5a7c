/**
 * First-party insight, the pure part: what one beacon may say, who is not counted (bots, Do Not Track, Global
 * Privacy Control), the device class of a user agent, the day of an event in Asia/Shanghai, and the rollup key that
 * every count is added under. Nothing here keeps an address, a full referrer URL or any identifier of a visitor.
 * The collector is src/content/insight/; docs/architecture.md ("Insight") tells the whole path.
 */

import { type Bilingual, DEFAULT_LOCALE, isLocale, type Locale, localeOfPath, LOCALES, pathWithoutLocale } from '@/i18n/locales'
import { parseIdSegment, resolveQueryRoute, SEGMENT } from '@/i18n/query-routes'

/** Counts are kept per language of the site (src/i18n/locales.ts). */
const INSIGHT_LOCALES = LOCALES
export type DeviceClass = 'desktop' | 'mobile' | 'tablet'

/** The milestones of a video or teaching play: start, 25 %, 50 %, 75 %, complete. */
export const PLAY_MILESTONES = ['start', 'q25', 'q50', 'q75', 'complete'] as const
type PlayMilestone = (typeof PLAY_MILESTONES)[number]

/** What is counted: a page view, a download, a play, a lead, a site search. */
export const INSIGHT_KINDS = ['view', 'download', 'play', 'lead', 'search'] as const
export type InsightKind = (typeof INSIGHT_KINDS)[number]

/**
 * One counted event, already stripped to what is kept. `a`, `b`, `c` are the dimensions of its kind:
 * - view: a = page target (pageTargetOf), b = language, c = referrer (referrerBucketOf), d = device class
 * - download: a = software id, b = version
 * - play: a = `album:ID` or `video:ID`, b = milestone
 * - lead: a = source page target, b = referrer (referrerBucketOf)
 * - search: a = normalised query (normaliseSearchQuery), b = language, c = results found (a number)
 * `day` is `yyyy-MM-dd` (Asia/Shanghai), or `yyyy-MM` for a month folded by the retention job.
 */
export type InsightEvent = { kind: InsightKind; day: string; a: string; b: string; c: string; d: string }

/** The longest path kept (longer ones are refused: no site path is this long). */
const PATH_MAX = 300
/** The longest host name (RFC 1035). */
const HOST_MAX = 253
/** The largest beacon body in bytes. */
export const BEACON_MAX_BYTES = 1024

const shanghaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day (`yyyy-MM-dd`) in Asia/Shanghai of this moment: the day every count belongs to. */
export function insightDay(at: Date | number = Date.now()): string {
  return shanghaiDay.format(typeof at === 'number' ? new Date(at) : at)
}

/**
 * Crawlers, link previewers, monitors and headless browsers by user agent. An empty user agent is a script, not a
 * reader. Lower-case substrings.
 */
const BOT_MARKERS = [
  'bot',
  'spider',
  'crawl',
  'slurp',
  'headless',
  'phantomjs',
  'puppeteer',
  'playwright',
  'selenium',
  'lighthouse',
  'pagespeed',
  'chrome-lighthouse',
  'curl/',
  'wget/',
  'python-requests',
  'python-urllib',
  'go-http-client',
  'okhttp',
  'axios/',
  'node-fetch',
  'undici',
  'java/',
  'libwww',
  'httpclient',
  'facebookexternalhit',
  'preview',
  'monitor',
  'uptime',
  'scan',
  'yisouspider',
  'bytespider',
  'sogou',
  '360spider',
]

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim().toLowerCase()
  if (ua === '') return true
  return BOT_MARKERS.some((marker) => ua.includes(marker))
}

/** The visitor asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1'
}

/** A prefetch or prerender the visitor has not seen (browsers mark them by header). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''} ${headers.get('x-moz') ?? ''}`.toLowerCase()
  return purpose.includes('prefetch') || purpose.includes('prerender')
}

/** The device class of a user agent: tablet, mobile or desktop. */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const ua = (userAgent ?? '').toLowerCase()
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/.test(ua)) return 'tablet'
  if (/mobi|iphone|ipod|android|phone|harmonyos|windows phone/.test(ua)) return 'mobile'
  return 'desktop'
}

/**
 * The host of a referrer, lower case, without `www.`; '' when there is none, it is not http(s), or it is this
 * site (`ownHost`). Only the host is ever kept.
 */
export function referrerHostOf(referrer: string | null | undefined, ownHost = ''): string {
  const raw = (referrer ?? '').trim()
  if (raw === '') return ''
  let host: string
  try {
    const url = new URL(raw.includes('://') ? raw : `https://${raw}`)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    host = url.hostname.toLowerCase()
  } catch {
    return ''
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '')
  if (host === '' || host.length > HOST_MAX || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) return ''
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
  return own !== '' && host === own ? '' : host
}

/**
 * What every count that matches nothing known is added under: a forged or unknown path, referrer, search or item
 * never makes a row of its own (docs/architecture.md, "Insight").
 */
export const OTHER = '(other)'

/**
 * Referring sites counted by name (their registrable domain, any subdomain included); every other host is counted
 * as OTHER. INSIGHT_REFERRER_HOSTS adds hosts of the site's own (partners, campaigns).
 */
const KNOWN_REFERRERS = [
  'baidu.com',
  'bing.com',
  'google.com',
  'google.com.hk',
  'sogou.com',
  'so.com',
  'sm.cn',
  'toutiao.com',
  'douyin.com',
  'weixin.qq.com',
  'qq.com',
  'weibo.com',
  'zhihu.com',
  'bilibili.com',
  'csdn.net',
  'xiaohongshu.com',
  'linkedin.com',
  'github.com',
  'duckduckgo.com',
  'yandex.ru',
  'yahoo.com',
  'facebook.com',
  'x.com',
  't.co',
  'youtube.com',
] as const

/**
 * The referrer a rollup counts: '' (none, or this site), the known referring site a host belongs to (`cn.bing.com`
 * → `bing.com`), or OTHER for any other host. `host` is what referrerHostOf kept.
 */
export function referrerBucketOf(host: string, extraHosts: readonly string[] = []): string {
  if (host === '') return ''
  const known = [...extraHosts, ...KNOWN_REFERRERS]
    .filter((d) => host === d || host.endsWith(`.${d}`))
    .sort((x, y) => y.length - x.length)[0]
  return known ?? OTHER
}

/** A page address as a beacon sends it: a site path, optionally with its query; no fragment, printable. */
function cleanPageAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value.length === 0 || value.length > PATH_MAX || !value.startsWith('/') || value.startsWith('//')) return null

  if (/[\u0000-\u001f\u007f#\s\\]/.test(value)) return null
  return value
}

type BeaconProblem = { field: string; reason: 'missing' | 'invalid' }

export type ParsedBeacon =
  | { ok: true; kind: 'view'; path: string; language: string; referrer: string }
  | { ok: true; kind: 'play'; target: string; milestone: PlayMilestone }
  | { ok: false; problem: BeaconProblem }

const PLAY_TARGET = /^(album|video):[1-9]\d{0,9}$/

/**
 * Reads one beacon body: `{t:'v', p: path and query, language, r: referrer}` for a page view, `{t:'p', m: 'album:ID',
 * q: milestone, language?}` for a play milestone. Anything else, extra fields included, is refused.
 */
export function parseBeacon(body: Record<string, unknown>): ParsedBeacon {
  const fail = (field: string, reason: BeaconProblem['reason'] = 'invalid'): ParsedBeacon => ({ ok: false, problem: { field, reason } })
  const keys = Object.keys(body)
  if (body.t === 'v') {
    const stray = keys.find((k) => !['t', 'p', 'language', 'r'].includes(k))
    if (stray !== undefined) return fail(stray)
    if (body.p === undefined) return fail('p', 'missing')
    const path = cleanPageAddress(body.p)
    if (path === null) return fail('p')
    if (body.language === undefined) return fail('language', 'missing')
    if (typeof body.language !== 'string' || !(INSIGHT_LOCALES as readonly string[]).includes(body.language)) return fail('language')
    const r = body.r ?? ''
    if (typeof r !== 'string' || r.length > HOST_MAX + 20) return fail('r')
    return { ok: true, kind: 'view', path, language: body.language, referrer: r }
  }
  if (body.t === 'p') {
    const stray = keys.find((k) => !['t', 'm', 'q', 'language'].includes(k))
    if (stray !== undefined) return fail(stray)
    if (body.language !== undefined && !(INSIGHT_LOCALES as readonly string[]).includes(String(body.language))) return fail('language')
    if (body.m === undefined) return fail('m', 'missing')
    if (typeof body.m !== 'string' || !PLAY_TARGET.test(body.m)) return fail('m')
    if (body.q === undefined) return fail('q', 'missing')
    if (typeof body.q !== 'string' || !(PLAY_MILESTONES as readonly string[]).includes(body.q)) return fail('q')
    return { ok: true, kind: 'play', target: body.m, milestone: body.q as PlayMilestone }
  }
  return fail('t', body.t === undefined ? 'missing' : 'invalid')
}

/** The unique key of the rollup row an event is added to (the dimensions joined by a separator no value holds). */
export function rollupKey(event: InsightEvent): string {
  return [event.kind, event.day, event.a, event.b, event.c, event.d].join('\u001f')
}

export function eventOfKey(key: string): InsightEvent | null {
  const parts = key.split('\u001f')
  if (parts.length !== 6 || !(INSIGHT_KINDS as readonly string[]).includes(parts[0])) return null
  const [kind, day, a, b, c, d] = parts
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(day)) return null
  return { kind: kind as InsightKind, day, a, b, c, d }
}

/**
 * The source page of a lead (path and query): the address the page sent (`claimed`, the page read before the contact form, kept in
 * the beacon's memory) when it is a clean site path, else the path of a same-site `Referer` (the page holding the
 * form), else ''.
 */
export function leadSourcePage(claimed: unknown, referer: string | null | undefined, ownHost: string): string {
  const path = cleanPageAddress(claimed)
  if (path !== null) return path
  if (!referer) return ''
  try {
    const url = new URL(referer)
    if (ownHost && url.host.toLowerCase() !== ownHost.toLowerCase()) return ''
    return cleanPageAddress(url.pathname + url.search) ?? ''
  } catch {
    return ''
  }
}

/** What a visitor can open, per language: the ids the insight counts views of (src/content/insight/catalogue.ts). */
export type CatalogueLanguage = {
  news: number[]
  videos: number[]
  albums: number[]
  software: number[]
  updateLogs: number[]
  /** Software alias → its help document's id (only software that has one in this language). */
  helpDocuments: Record<string, number>
  /** Page route name (`airoad`, `news/eicad1`) → page id. */
  pages: Record<string, number>
}
export type InsightCatalogue = Record<(typeof INSIGHT_LOCALES)[number], CatalogueLanguage>

/** Pages that answer 200 whatever the content (after the language prefix). */
const STATIC_TARGETS = ['/pc_index', '/phone_index', '/contact', '/download', '/search'] as const

/** The names of the pages counted by path (the Insight page's page table), in both languages. */
export const STATIC_TARGET_TITLES: Record<string, Bilingual> = {
  '/pc_index': { zh: '首页', en: 'Home' },
  '/phone_index': { zh: '首页（手机）', en: 'Home (phone)' },
  '/contact': { zh: '联系我们', en: 'Contact' },
  '/download': { zh: '下载中心', en: 'Downloads' },
  '/search': { zh: '站内搜索', en: 'Search' },
  '/information': { zh: '新闻资讯', en: 'News' },
  '/videoDetail': { zh: '最新视频', en: 'Latest video' },
  '/demonstrationTeaching': { zh: '教学演示', en: 'Teaching' },
  '/updateLog': { zh: '更新日志', en: 'Update logs' },
  '/helpDocuments': { zh: '帮助文档', en: 'Help documents' },
  [OTHER]: { zh: '其他（未单列）', en: 'Other (not listed)' },
}

/** Pages stood in for by another route name (src/app/(site)/[locale]/[...slug]/page.tsx). */
const TWIN_SLUGS: Record<string, string> = { airoad1: 'news/airoad1', 'news/airoad1': 'airoad1' }

const has = (list: number[], raw: string | undefined) => {
  const id = parseIdSegment(raw)
  return id !== null && list.includes(id) ? id : null
}

/** The target of an internal query-route path (src/i18n/query-routes.ts), or null when that page is a 404. */
function internalTarget(internal: string, catalogue: InsightCatalogue, language: Locale): string | null {
  const known = catalogue[language]
  const [, name, first, second] = internal.split('/')
  switch (name) {
    case 'contact':
      // The contact page, whatever call to action opened it (its product and kind are the lead's, not the view's).
      return '/contact'
    case 'information':
      return first && second !== SEGMENT.invalid ? `/information?class=${first}` : null
    case 'newsDetail':
      return has(known.news, first) ? `news:${first}` : null
    case 'videoDetail':
    case 'zxyhdVideoDetail':
      if (first === SEGMENT.first) return known.videos.length > 0 ? '/videoDetail' : null
      return has(known.videos, first) ? `videos:${first}` : null
    case 'demonstrationTeaching':
      if (first === SEGMENT.first) return known.albums.length > 0 ? '/demonstrationTeaching' : null
      return has(known.albums, first) ? `teaching-albums:${first}` : null
    case 'updateLog':
      if (first === SEGMENT.all) return '/updateLog'
      return has(known.software, first) ? `software:${first}` : null
    case 'updateLogDetail':
      return has(known.updateLogs, first) ? `update-logs:${first}` : null
    case 'helpDocuments': {
      if (first === SEGMENT.all) return '/helpDocuments'
      const docLanguage = isLocale(second) ? second : DEFAULT_LOCALE
      const id = Object.hasOwn(catalogue[docLanguage].helpDocuments, first) ? catalogue[docLanguage].helpDocuments[first] : undefined
      return id ? `help-documents:${id}` : null
    }
    default:
      return null
  }
}

/**
 * What a page view counts: the page a beacon's address (path and query, as the visitor's address bar has it) shows
 * when the site answers it with 200, or null when it does not (unknown path, unpublished or missing document,
 * malformed query, an address that only redirects). A document's page is counted under `collection:id`
 * (`news:12`), whatever address and language it was read under; other pages under their locale-free path
 * (`/download`, `/information?class=company`). The page's language comes from its path.
 */
export function pageTargetOf(address: string, catalogue: InsightCatalogue, basePath = ''): { target: string; language: Locale } | null {
  let url: URL
  try {
    url = new URL(address, 'http://site.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://site.invalid') return null
  let path = url.pathname
  if (basePath) {
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return null
    path = path.slice(basePath.length) || '/'
  }
  const language = localeOfPath(path)
  path = pathWithoutLocale(path)
  const action = resolveQueryRoute(path, url.searchParams, language)
  if (action) {
    if (!('rewrite' in action)) return null
    const target = internalTarget(action.rewrite, catalogue, language)
    return target ? { target, language } : null
  }
  if ((STATIC_TARGETS as readonly string[]).includes(path)) return { target: path, language }
  let slug: string
  try {
    slug = decodeURIComponent(path.slice(1))
  } catch {
    return null
  }
  const pages = catalogue[language].pages
  const id = Object.hasOwn(pages, slug)
    ? pages[slug]
    : TWIN_SLUGS[slug] && Object.hasOwn(pages, TWIN_SLUGS[slug])
      ? pages[TWIN_SLUGS[slug]]
      : 0
  return id ? { target: `pages:${id}`, language } : null
}

/** Whether a play beacon's target (`album:ID`, `video:ID`) is an album or video a visitor can open. */
export function playTargetExists(target: string, catalogue: InsightCatalogue): boolean {
  const [kind, raw] = target.split(':')
  const list = (l: CatalogueLanguage) => (kind === 'album' ? l.albums : kind === 'video' ? l.videos : [])
  return INSIGHT_LOCALES.some((language) => has(list(catalogue[language]), raw) !== null)
}

/** The longest search query kept in the insight (longer ones are cut). */
const SEARCH_QUERY_MAX = 64

/**
 * A search query as the insight keeps it: full-width letters and digits made half-width (NFKC), lower case, runs of
 * spaces made one, trimmed, at most SEARCH_QUERY_MAX characters. '' when nothing is left.
 */
export function normaliseSearchQuery(raw: string): string {
  // Invisible format characters (directional overrides, zero-width ones) go, control characters become spaces: what
  // administrators read on the Insight page is the plain words typed, never text that reorders or hides itself.
  const visible = raw
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
  const text = visible.toLowerCase().replace(/\s+/gu, ' ').trim()
  return [...text].slice(0, SEARCH_QUERY_MAX).join('').trim()
}

/** The first day (`yyyy-MM-01`) of the month `months` before the month of `today` (`yyyy-MM-dd`; negative: after).
 * Daily rows before it are folded into months (src/content/insight/store.ts). */
export function retentionCutoff(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number)
  const index = year * 12 + (month - 1) - months
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`
}
