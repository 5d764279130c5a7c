/**
 * First-party insight of this process: the one collector (collector.ts) over the site's Redis when REDIS_URL is set,
 * writing to the rollup rows (store.ts). Route handlers count through the functions here; server.ts flushes on
 * SIGTERM through `flushInsightOnShutdown` (a hook on globalThis, because Next bundles this module apart from it).
 */
import { redis } from '@/cache/redis'
import { env } from '@/env'
import { type Locale } from '@/i18n/locales'
import { clientAddressFromHeaders, rateLimitKey } from '@/lib/client-address'
import {
  deviceClassOf,
  type InsightCatalogue,
  insightDay,
  type InsightEvent,
  isBot,
  isPrefetch,
  leadSourcePage,
  normaliseSearchQuery,
  optedOut,
  OTHER,
  pageTargetOf,
  type ParsedBeacon,
  playTargetExists,
  referrerBucketOf,
  referrerHostOf,
} from '@/lib/insight'

import { getPayloadClient } from '../payload'
import { albumViewCount, countAlbumView } from '../teaching'
import { insightCatalogue } from './catalogue'
import { InsightCollector } from './collector'
import { addToRollups, foldOldRollups } from './store'
import { type Visitor, VisitorDays } from './visitors'

const REGISTRY = Symbol.for('site.insight')
const FLUSH_HOOK = Symbol.for('site.insight.flush')

const VISITORS = Symbol.for('site.insight.visitors')

type Global = typeof globalThis & { [REGISTRY]?: InsightCollector; [FLUSH_HOOK]?: () => Promise<void>; [VISITORS]?: VisitorDays }

/** This process's collector, started on first use. */
export function insightCollector(): InsightCollector {
  const g = globalThis as Global
  if (!g[REGISTRY]) {
    const collector = new InsightCollector({
      sink: async (counts) => addToRollups(counts, await getPayloadClient()),
      redis: redis(),
      prefix: env.redisPrefix,
    })
    g[REGISTRY] = collector.start()
    g[FLUSH_HOOK] = () => collector.flush()
    scheduleRetention()
  }
  return g[REGISTRY]
}

/** How often the server folds daily rows past the retention into months (and a minute after it starts counting). */
const RETENTION_EVERY_MS = 6 * 3_600_000

/** The retention job: folds old daily rows into monthly ones now and every RETENTION_EVERY_MS (never keeps the process alive). */
function scheduleRetention(): void {
  const run = async () => {
    try {
      const folded = await foldOldRollups(await getPayloadClient(), { today: insightDay() })
      if (folded > 0) console.info(`[insight] folded ${folded} daily rows past ${env.insightRetentionMonths} months into monthly rows`)
    } catch (error) {
      console.error('[insight] folding old daily rows failed', error)
    }
  }
  setTimeout(() => void run(), 60_000).unref()
  setInterval(() => void run(), RETENTION_EVERY_MS).unref()
}

/** This process's memory of who counted what today (visitors.ts), over the site's Redis when REDIS_URL is set. */
function insightVisitors(): VisitorDays {
  const g = globalThis as Global
  g[VISITORS] ??= new VisitorDays({ redis: redis(), prefix: env.redisPrefix })
  return g[VISITORS]
}

/** Called by server.ts once the last request is answered on SIGTERM: writes what is left. */
export async function flushInsightOnShutdown(): Promise<void> {
  await (globalThis as Global)[FLUSH_HOOK]?.()
}

/** Whether a request is one that is never counted: a bot, a prefetch, or a visitor who asked not to be tracked. */
function notCounted(headers: Headers): boolean {
  return optedOut(headers) || isBot(headers.get('user-agent')) || isPrefetch(headers)
}

/** The host this request was sent to (for telling this site's own referrers and pages from others). */
function ownHostOf(headers: Headers): string {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || ''
}

/** The visitor of a request for counting once per day (an address and user agent, hashed in visitors.ts). */
function visitorOf(headers: Headers): Visitor {
  return { address: clientAddressFromHeaders(headers), userAgent: headers.get('user-agent') ?? '' }
}

/**
 * Builds the event a well-formed beacon counts, or null when it names nothing the site shows (a page that is not
 * answered with 200, an album or video that does not exist or is not published).
 */
export function beaconEvent(
  beacon: Extract<ParsedBeacon, { ok: true }>,
  headers: Headers,
  catalogue: InsightCatalogue,
  now = Date.now(),
): InsightEvent | null {
  const day = insightDay(now)
  if (beacon.kind === 'view') {
    const page = pageTargetOf(beacon.path, catalogue, env.basePath)
    if (!page) return null
    const referrer = referrerBucketOf(referrerHostOf(beacon.referrer, ownHostOf(headers)), env.insightReferrerHosts)
    return { kind: 'view', day, a: page.target, b: page.language, c: referrer, d: deviceClassOf(headers.get('user-agent')) }
  }
  if (!playTargetExists(beacon.target, catalogue)) return null
  return { kind: 'play', day, a: beacon.target, b: beacon.milestone, c: '', d: '' }
}

export type BeaconOutcome = 'counted' | 'not-counted' | 'unknown'

/**
 * Counts a beacon: 'unknown' when it names nothing the site shows (the endpoint answers 400), 'not-counted' for a
 * request that is never counted (bot, prefetch, Do Not Track) or a play milestone this visitor already reached
 * today, else 'counted'.
 */
export async function countBeacon(
  beacon: Extract<ParsedBeacon, { ok: true }>,
  headers: Headers,
  collector = insightCollector(),
  visitors = insightVisitors(),
): Promise<BeaconOutcome> {
  const event = beaconEvent(beacon, headers, await insightCatalogue())
  if (!event) return 'unknown'
  if (notCounted(headers)) return 'not-counted'
  if (event.kind === 'play' && !(await visitors.first(visitorOf(headers), `play:${event.a}:${event.b}`))) return 'not-counted'
  await collector.record(event)
  return 'counted'
}

/**
 * The visitor of a download: the address alone (an IPv6 address by its /64), whatever user agent it sends, so that
 * one party cannot add a download per made-up browser or per address of its network. Many people behind one office or
 * campus address count once a day per version: the figure errs low, never high.
 */
function downloaderOf(headers: Headers): Visitor {
  return { address: rateLimitKey(clientAddressFromHeaders(headers)), userAgent: '' }
}

/**
 * Counts one download of a software version, once per address (IPv6: /64), software, version and day (bots are not
 * counted; Do Not Track is: no visitor is tracked).
 */
export async function countDownload(
  softwareId: number,
  version: string,
  headers: Headers,
  collector = insightCollector(),
  visitors = insightVisitors(),
) {
  if (isBot(headers.get('user-agent')) || isPrefetch(headers)) return false
  if (!(await visitors.first(downloaderOf(headers), `download:${softwareId}:${version}`))) return false
  await collector.record({ kind: 'download', day: insightDay(), a: String(softwareId), b: version, c: '', d: '' })
  return true
}

/**
 * Counts one view of a teaching album, once per visitor, album and day, and answers the album's view count (the
 * figure its page shows); null when there is no such published album. Bots add nothing.
 */
export async function countTeachingView(albumId: number, headers: Headers, visitors = insightVisitors()): Promise<number | null> {
  const known = await insightCatalogue()
  if (!known.zh.albums.includes(albumId) && !known.en.albums.includes(albumId)) return null
  const counted = !isBot(headers.get('user-agent')) && !isPrefetch(headers)
  if (counted && (await visitors.first(visitorOf(headers), `album-view:${albumId}`))) return countAlbumView(albumId)
  return albumViewCount(albumId)
}

/**
 * Counts one site search (its first page), once per visitor, query and day: the normalised query, its language and
 * how many results it found. Nothing of the visitor is kept with it.
 */
export async function countSearch(
  locale: Locale,
  query: string,
  results: number,
  headers: Headers,
  collector = insightCollector(),
  visitors = insightVisitors(),
): Promise<boolean> {
  const q = normaliseSearchQuery(query)
  if (!env.insight || q === '' || notCounted(headers)) return false
  if (!(await visitors.first(visitorOf(headers), `search:${locale}:${q}`))) return false
  await collector.record({ kind: 'search', day: insightDay(), a: q, b: locale, c: String(Math.min(results, 9999)), d: '' })
  return true
}

/** Counts one stored lead under its source page (the page it names, or "other") and referring site. */
export async function countLead(sourcePage: string, referrerHost: string, collector = insightCollector()) {
  const page = sourcePage ? pageTargetOf(sourcePage, await insightCatalogue(), env.basePath) : null
  const source = sourcePage === '' ? '' : (page?.target ?? OTHER)
  await collector.record({
    kind: 'lead',
    day: insightDay(),
    a: source,
    b: referrerBucketOf(referrerHost, env.insightReferrerHosts),
    c: '',
    d: '',
  })
}

/** Where a lead came from, by what its page sent and the request's headers (see leadSourcePage). */
export function leadSource(body: { sourcePage?: unknown; referrer?: unknown }, headers: Headers) {
  const own = ownHostOf(headers)
  return {
    sourcePage: leadSourcePage(body.sourcePage, headers.get('referer'), own),
    referrerHost: referrerHostOf(typeof body.referrer === 'string' ? body.referrer : '', own),
  }
}
