/**
 * First-party insight, the pure part: what one beacon may say, who is not counted (bots, Do Not Track, Global
 * Privacy Control), the device class of a user agent, the day of an event in Asia/Shanghai, and the rollup key that
 * every count is added under. Nothing here keeps an address, a full referrer URL or any identifier of a visitor.
 * The collector is src/content/insight/; docs/architecture.md ("Insight") tells the whole path.
 */

export const INSIGHT_LOCALES = ['zh', 'en'] as const
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** The milestones of a video or teaching play: start, 25 %, 50 %, 75 %, complete. */
export const PLAY_MILESTONES = ['start', 'q25', 'q50', 'q75', 'complete'] as const
export type PlayMilestone = (typeof PLAY_MILESTONES)[number]

/** What is counted: a page view, a download, a play milestone, a lead. */
export const INSIGHT_KINDS = ['view', 'download', 'play', 'lead'] as const
export type InsightKind = (typeof INSIGHT_KINDS)[number]

/**
 * One counted event, already stripped to what is kept. `a`, `b`, `c` are the dimensions of its kind:
 * - view: a = path, b = language, c = referrer host ('' when none or this site), d = device class
 * - download: a = software id, b = version
 * - play: a = `album:ID` or `video:ID`, b = milestone
 * - lead: a = source page path, b = referrer host
 */
export type InsightEvent = { kind: InsightKind; day: string; a: string; b: string; c: string; d: string }

/** The longest path kept (longer ones are refused: no site path is this long). */
export const PATH_MAX = 300
/** The longest host name (RFC 1035). */
export const HOST_MAX = 253
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

/** A site path as kept: starts with one `/`, no query or fragment, printable, at most PATH_MAX characters. */
function cleanPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value.length === 0 || value.length > PATH_MAX || !value.startsWith('/') || value.startsWith('//')) return null

  if (/[\u0000-\u001f\u007f?#\s]/.test(value)) return null
  return value
}

export type BeaconProblem = { field: string; reason: 'missing' | 'invalid' }

export type ParsedBeacon =
  | { ok: true; kind: 'view'; path: string; language: string; referrer: string }
  | { ok: true; kind: 'play'; target: string; milestone: PlayMilestone }
  | { ok: false; problem: BeaconProblem }

const PLAY_TARGET = /^(album|video):[1-9]\d{0,9}$/

/**
 * Reads one beacon body: `{t:'v', p: path, language, r: referrer}` for a page view, `{t:'p', m: 'album:ID',
 * q: milestone, language?}` for a play milestone. Anything else, extra fields included, is refused.
 */
export function parseBeacon(body: Record<string, unknown>): ParsedBeacon {
  const fail = (field: string, reason: BeaconProblem['reason'] = 'invalid'): ParsedBeacon => ({ ok: false, problem: { field, reason } })
  const keys = Object.keys(body)
  if (body.t === 'v') {
    const stray = keys.find((k) => !['t', 'p', 'language', 'r'].includes(k))
    if (stray !== undefined) return fail(stray)
    if (body.p === undefined) return fail('p', 'missing')
    const path = cleanPath(body.p)
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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  return { kind: kind as InsightKind, day, a, b, c, d }
}

/** The language of a site path: English under /en, Chinese otherwise (after the base path, if any). */
export function languageOfPath(path: string, basePath = ''): 'zh' | 'en' {
  const local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path
  return local === '/en' || local.startsWith('/en/') ? 'en' : 'zh'
}

/**
 * The source page of a lead: the path the page sent (`claimed`, the page read before the contact form, kept in
 * the beacon's memory) when it is a clean site path, else the path of a same-site `Referer` (the page holding the
 * form), else ''.
 */
export function leadSourcePage(claimed: unknown, referer: string | null | undefined, ownHost: string): string {
  const path = cleanPath(claimed)
  if (path !== null) return path
  if (!referer) return ''
  try {
    const url = new URL(referer)
    if (ownHost && url.host.toLowerCase() !== ownHost.toLowerCase()) return ''
    return cleanPath(url.pathname) ?? ''
  } catch {
    return ''
  }
}
