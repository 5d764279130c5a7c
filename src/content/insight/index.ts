/**
 * First-party insight of this process: the one collector (collector.ts) over the site's Redis when REDIS_URL is set,
 * writing to the rollup rows (store.ts). Route handlers count through the functions here; server.ts flushes on
 * SIGTERM through `flushInsightOnShutdown` (a hook on globalThis, because Next bundles this module apart from it).
 */
import { redis } from '@/cache/redis'
import { env } from '@/env'
import {
  deviceClassOf,
  insightDay,
  type InsightEvent,
  isBot,
  isPrefetch,
  leadSourcePage,
  optedOut,
  type ParsedBeacon,
  referrerHostOf,
} from '@/lib/insight'

import { InsightCollector } from './collector'
import { addToRollups } from './store'

const REGISTRY = Symbol.for('site.insight')
const FLUSH_HOOK = Symbol.for('site.insight.flush')

type Global = typeof globalThis & { [REGISTRY]?: InsightCollector; [FLUSH_HOOK]?: () => Promise<void> }

/** This process's collector, started on first use. */
export function insightCollector(): InsightCollector {
  const g = globalThis as Global
  if (!g[REGISTRY]) {
    const collector = new InsightCollector({ sink: (counts) => addToRollups(counts), redis: redis(), prefix: env.redisPrefix })
    g[REGISTRY] = collector.start()
    g[FLUSH_HOOK] = () => collector.flush()
  }
  return g[REGISTRY]
}

/** Called by server.ts once the last request is answered on SIGTERM: writes what is left. */
export async function flushInsightOnShutdown(): Promise<void> {
  await (globalThis as Global)[FLUSH_HOOK]?.()
}

/** Whether a request is one that is never counted: a bot, a prefetch, or a visitor who asked not to be tracked. */
export function notCounted(headers: Headers): boolean {
  return optedOut(headers) || isBot(headers.get('user-agent')) || isPrefetch(headers)
}

/** The host this request was sent to (for telling this site's own referrers and pages from others). */
export function ownHostOf(headers: Headers): string {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || ''
}

/** Builds the event a well-formed beacon counts. */
export function beaconEvent(beacon: Extract<ParsedBeacon, { ok: true }>, headers: Headers, now = Date.now()): InsightEvent {
  const day = insightDay(now)
  if (beacon.kind === 'view') {
    const host = referrerHostOf(beacon.referrer, ownHostOf(headers))
    return { kind: 'view', day, a: beacon.path, b: beacon.language, c: host, d: deviceClassOf(headers.get('user-agent')) }
  }
  return { kind: 'play', day, a: beacon.target, b: beacon.milestone, c: '', d: '' }
}

/** Counts a beacon unless the request is one that is never counted; answers whether it was counted. */
export async function countBeacon(beacon: Extract<ParsedBeacon, { ok: true }>, headers: Headers, collector = insightCollector()) {
  if (notCounted(headers)) return false
  await collector.record(beaconEvent(beacon, headers))
  return true
}

/** Counts one download of a software version (bots are not counted; Do Not Track is: no visitor is tracked). */
export async function countDownload(softwareId: number, version: string, headers: Headers, collector = insightCollector()) {
  if (isBot(headers.get('user-agent')) || isPrefetch(headers)) return false
  await collector.record({ kind: 'download', day: insightDay(), a: String(softwareId), b: version, c: '', d: '' })
  return true
}

/** Counts one stored lead under its source page and referrer host. */
export async function countLead(sourcePage: string, referrerHost: string, collector = insightCollector()) {
  await collector.record({ kind: 'lead', day: insightDay(), a: sourcePage, b: referrerHost, c: '', d: '' })
}

/** Where a lead came from, by what its page sent and the request's headers (see leadSourcePage). */
export function leadSource(body: { sourcePage?: unknown; referrer?: unknown }, headers: Headers) {
  const own = ownHostOf(headers)
  return {
    sourcePage: leadSourcePage(body.sourcePage, headers.get('referer'), own),
    referrerHost: referrerHostOf(typeof body.referrer === 'string' ? body.referrer : '', own),
  }
}
