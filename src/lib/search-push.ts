/**
 * The rules of the search-engine push console (src/content/search-push.ts): which engines take which reasons, their
 * batch sizes, how their answers read, Baidu's daily quota (it restarts at midnight Beijing time), IndexNow's key and
 * request body, and the fingerprint that says whether a page's published content changed since it was last pushed.
 *
 * Pure: no data source, no UI.
 */
import crypto from 'node:crypto'

import type { Bilingual } from '@/i18n/locales'

export const SEARCH_ENGINES = ['baidu', 'indexnow'] as const
export type SearchEngine = (typeof SEARCH_ENGINES)[number]

/** Why a URL is pushed: first published, its published content changed, taken off, or moved by a redirect. */
export const PUSH_REASONS = ['published', 'changed', 'unpublished', 'redirected'] as const
export type PushReason = (typeof PUSH_REASONS)[number]

/**
 * Baidu's 普通收录 API takes at most 2,000 URLs a request and new or changed pages only (it has no removal call);
 * IndexNow takes at most 10,000 a request, and also takes the URLs that are gone or moved (the engine re-crawls them).
 */
export const ENGINE_RULES: Record<SearchEngine, { batch: number; reasons: readonly PushReason[] }> = {
  baidu: { batch: 2_000, reasons: ['published', 'changed'] },
  indexnow: { batch: 10_000, reasons: PUSH_REASONS },
}

/** How long a push row is kept (the console shows the last 30 days). */
export const PUSH_RETENTION_DAYS = 30

/** An IndexNow key: 8 to 128 letters, digits and dashes (the protocol's rule). */
export function isIndexNowKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,128}$/.test(value)
}

/** IndexNow's JSON request: the site's host, the key, where the key file is, and the URLs (all on that host). */
export function indexNowBody(origin: string, basePath: string, key: string, urls: readonly string[]) {
  const url = new URL(origin)
  return { host: url.host, key, keyLocation: `${url.origin}${basePath}/${key}.txt`, urlList: [...urls] }
}

/** What an engine answered, read: accepted (with Baidu's remaining quota), refused for good, or to try again later. */
export type EngineAnswer =
  | { kind: 'accepted'; remain?: number; text: string; notTaken?: string[] }
  | { kind: 'over-quota'; text: string }
  | { kind: 'retry'; throttled: boolean; text: string }
  | { kind: 'refused'; text: string }

const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300)

/**
 * Baidu's answer: 200 with `{remain, success, not_same_site, not_valid}`; an error with `{error, message}`, where
 * `over quota` means the day's quota is used up (the queue waits until midnight Beijing time); 5xx is tried again.
 */
export function readBaiduAnswer(status: number, raw: string): EngineAnswer {
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>
  } catch {
    // not JSON: the text is kept as the answer
  }
  const message = typeof body.message === 'string' ? body.message : ''
  if (status === 200 && typeof body.success === 'number') {
    const remain = typeof body.remain === 'number' ? body.remain : undefined
    // The URLs Baidu did not take (another site's, or malformed): their rows are refused, the others sent.
    const notTaken = [body.not_same_site, body.not_valid].flat().filter((u): u is string => typeof u === 'string')
    const text = short(
      `${status} success ${body.success}, remain ${remain ?? '?'}${notTaken.length ? `, not taken ${notTaken.length}` : ''}`,
    )
    return { kind: 'accepted', remain, text, notTaken }
  }
  if (/over quota/i.test(message)) return { kind: 'over-quota', text: short(`${status} ${message}`) }
  if (status >= 500 || status === 429 || status === 0)
    return { kind: 'retry', throttled: status === 429, text: short(`${status} ${message || raw}`) }
  return { kind: 'refused', text: short(`${status} ${message || raw}`) }
}

/**
 * IndexNow's answer (its documentation): 200 submitted, 202 accepted while the key is checked; 400 bad request, 403
 * key not valid, 422 URLs not of this host or key mismatch (refused for good); 429 too many requests and 5xx (later).
 */
export function readIndexNowAnswer(status: number, raw: string): EngineAnswer {
  const text = short(`${status} ${raw}`)
  if (status === 200 || status === 202) return { kind: 'accepted', text }
  if (status === 429 || status >= 500 || status === 0) return { kind: 'retry', throttled: status === 429, text }
  return { kind: 'refused', text }
}

/** The wait before the next try of a batch that failed `attempts` times: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number, throttled: boolean): number {
  const base = 60_000 * 2 ** Math.max(0, Math.min(attempts - 1, 9))
  return Math.min(throttled ? Math.max(base, 5 * 60_000) : base, 6 * 60 * 60_000)
}

/** Fields that change on every save without changing what a visitor reads. */
const VOLATILE = new Set(['id', 'createdAt', 'updatedAt', '_status', 'translation', 'publishedAt', 'hits', 'views', 'lastHit'])

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      if (!VOLATILE.has(key)) out[key] = stable((value as Record<string, unknown>)[key])
    }
    return out
  }
  return value
}

/** A short fingerprint of a document's published content in one language (keys sorted, volatile fields left out). */
export function contentFingerprint(doc: unknown): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(stable(doc)))
    .digest('base64url')
    .slice(0, 22)
}

/** The last push of a URL to an engine, as the decision needs it. */
export type LastPush = { reason: PushReason; fingerprint?: string | null } | null

/**
 * Whether a URL goes into an engine's queue, and why: published with content not pushed yet (first time, changed, or
 * back after being taken off), or taken off / redirected after it was last pushed as live. Null: nothing to push.
 */
export function pushReasonFor(
  engine: SearchEngine,
  last: LastPush,
  next: { live: true; fingerprint: string } | { live: false; reason: 'unpublished' | 'redirected' },
): PushReason | null {
  const lastLive = last !== null && (last.reason === 'published' || last.reason === 'changed')
  let reason: PushReason | null
  if (next.live) {
    if (lastLive && last.fingerprint === next.fingerprint) return null
    reason = lastLive ? 'changed' : 'published'
  } else {
    if (!lastLive) return null
    reason = next.reason
  }
  return ENGINE_RULES[engine].reasons.includes(reason) ? reason : null
}

export const PUSH_TEXTS = {
  engines: {
    baidu: { zh: '百度普通收录', en: 'Baidu URL push' },
    indexnow: { zh: 'IndexNow（必应、Yandex、Naver、Seznam）', en: 'IndexNow (Bing, Yandex, Naver, Seznam)' },
  },
  notConfigured: { zh: '未配置（站点设置 → 百度统计与推送）', en: 'Not configured (Site settings → Baidu & search engines)' },
  queued: { zh: '排队中', en: 'Queued' },
  sent30: { zh: '30 天内已推送', en: 'Pushed in 30 days' },
  refused30: { zh: '30 天内被拒绝', en: 'Refused in 30 days' },
  remain: { zh: '今日剩余配额', en: 'Quota left today' },
  unknown: { zh: '未知（今天尚未推送）', en: 'Unknown (nothing pushed today)' },
  waitsUntil: { zh: '配额已用完，等待到', en: 'Quota used up: waits until' },
  nextTry: { zh: '下次尝试', en: 'Next try' },
} satisfies Record<string, Bilingual | Record<SearchEngine, Bilingual>>
