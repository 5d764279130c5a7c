/**
 * A small in-process shared cache for whole HTTP responses ("micro-cache"), used by the production server in
 * front of Next: it honours the responses' own Cache-Control (public + s-maxage), never keeps a response that
 * sets a cookie or is private, and holds each entry a few seconds at most. Publishing purges it at once
 * (see src/content/cache.ts); other instances see a change within the TTL cap.
 *
 * Bounded three ways: entries (2,000), bytes (MICRO_CACHE_MB, 64 MB by default: bodies, headers and keys), and
 * time (an entry past its time and its grace is dropped, by the next store or the server's periodic prune, not only
 * when it is asked for again). Page addresses are keyed by what decides their answer, not by their raw query: a page
 * that reads no query is one entry whatever query it is asked with, and a query-routed page (src/i18n/query-routes.ts)
 * is keyed by the page its query names (measured before: 1,000 made-up queries of /pc_index made 1,000 entries of
 * the same page, 209 MB).
 */
import { DEFAULT_LOCALE } from '@/i18n/locales'

import { MICRO_CACHE_KEY } from '../cache/process-hooks'
import { env } from '../env'
import { type Locale, LOCALES } from '../i18n/locales'
import { resolveQueryRoute } from '../i18n/query-routes'
import { hasCookie } from '../lib/cookies'

export type CachedResponse = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  expires: number
  /** The redirect this answer is (its hits are counted when a copy is served; src/server/redirects.ts). */
  redirect?: number | string
}

export type RequestFacts = {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
}

const BYPASS_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'authorization', 'range']
const BYPASS_COOKIES = ['__prerender_bypass', 'payload-token']

function header(headers: RequestFacts['headers'], name: string): string {
  const v = headers[name]
  return Array.isArray(v) ? v.join(', ') : (v ?? '')
}

export type KeyOptions = { basePath?: string; apiPrefix?: string }

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`)

/**
 * The part of the key that names the answer of a URL with a query (`path` is its path, `query` what follows `?`):
 * - Next's files and the public API answer by their query: the whole URL;
 * - a query-routed page answers by the internal page its query maps to: `path?internal` (`/en/newsDetail?/newsDetail/12`
 *   for `/en/newsDetail?type=information&id=12&utm_source=x`); a query that redirects is not kept (null);
 * - the search results page answers by its whole query;
 * - every other page reads no query (they are static or ISR pages, rendered without one): the path alone.
 */
function keyedAddress(path: string, url: string, { basePath = '', apiPrefix = '' }: KeyOptions): string | null {
  let local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path
  if (local.startsWith('/_next/')) return url
  if (apiPrefix && local.startsWith(`${apiPrefix}/`)) local = local.slice(apiPrefix.length)
  if (local.startsWith('/client/') || local.startsWith('/system/')) return url
  const prefix = LOCALE_PREFIX.exec(local)
  const locale = (prefix ? prefix[1] : DEFAULT_LOCALE) as Locale
  const localePath = prefix ? local.slice(prefix[0].length) || '/' : local
  // The results page answers by its whole query (it is rendered per request and not kept today; if it ever is).
  if (localePath === '/search') return url
  const action = resolveQueryRoute(localePath, new URLSearchParams(url.slice(path.length + 1)), locale)
  if (action === null) return path
  return 'rewrite' in action ? `${path}?${action.rewrite}` : null
}

/** The keyed address of recent URLs with a query, per set of options (the server passes one). */
const addressMemos = new WeakMap<KeyOptions, Map<string, string | null>>()
const ADDRESS_MEMO_SIZE = 1000

/** `keyedAddress`, remembered for the last URLs seen: a page's query is parsed once, not on every cache hit. */
function rememberedAddress(path: string, url: string, options: KeyOptions): string | null {
  // The public API keeps its whole query (the common case under load): no need to remember it.
  if (path.startsWith('/client/') || path.startsWith('/system/')) return url
  let memo = addressMemos.get(options)
  if (!memo) addressMemos.set(options, (memo = new Map()))
  let address = memo.get(url)
  if (address === undefined) {
    address = keyedAddress(path, url, options)
    if (memo.size >= ADDRESS_MEMO_SIZE) memo.clear()
    memo.set(url, address)
  }
  return address
}

/**
 * Kept although under an uncached prefix (`/api`): uploaded files asked for without a query. Payload answers an
 * anonymous visitor a public file as shareable and a private one with 403, which is never kept
 * (src/content/payload-requests.ts, `fileCaching`); requests with a session, credentials or a range are not looked up.
 */
const FILES = '/api/media/file/'

/** The cache key of a request, or null when it must go to the application every time. */
export function cacheKeyOf(req: RequestFacts, uncachedPrefixes: string[], options: KeyOptions = {}): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (BYPASS_HEADERS.some((h) => header(req.headers, h) !== '')) return null
  if (hasCookie(header(req.headers, 'cookie'), ...BYPASS_COOKIES)) return null
  const queryAt = req.url.indexOf('?')
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt)
  const file = path.startsWith(`${options.basePath ?? ''}${FILES}`)
  if (file && queryAt !== -1) return null
  if (!file && uncachedPrefixes.some((p) => path === p || path.startsWith(`${p}/`))) return null
  const encoding = /\bgzip\b/.test(header(req.headers, 'accept-encoding')) ? 'gzip' : 'identity'
  // Responses may name the host (alternate links), so each host has its own entries.
  if (queryAt === -1) return `${encoding} ${header(req.headers, 'host')} ${req.url}`
  if (/[?&]_rsc=/.test(req.url)) return null
  const address = rememberedAddress(path, req.url, options)
  return address === null ? null : `${encoding} ${header(req.headers, 'host')} ${address}`
}

/** How many seconds a response may be kept (0: not at all), capped at `capSeconds`. */
export function ttlOf(status: number, headers: Record<string, unknown>, capSeconds: number): number {
  if (status !== 200 || capSeconds <= 0) return 0
  if (headers['set-cookie'] !== undefined) return 0
  const cc = String(headers['cache-control'] ?? '').toLowerCase()
  if (!cc || /\b(private|no-store|no-cache)\b/.test(cc)) return 0
  const shared = /\bs-maxage=(\d+)/.exec(cc)
  const max = /\bmax-age=(\d+)/.exec(cc)
  const seconds = shared ? Number(shared[1]) : /\bpublic\b/.test(cc) && max ? Number(max[1]) : 0
  return Math.min(seconds, capSeconds)
}

/**
 * Entries past their time are not thrown away at once: the first request after expiry goes to the application
 * (and its answer replaces the entry) while the requests that arrive meanwhile get the previous copy, for
 * `graceMs` at most. Without this, every expiry under load sent all concurrent requests into Next at once
 * (measured: the home page fell to ~200 req/s at 50 connections). A purge (publish) drops everything, stale
 * copies included.
 */
export class MicroCache {
  private entries = new Map<string, CachedResponse>()
  /** Keys whose refresh is under way, with the time after which another request may try. */
  private refreshing = new Map<string, number>()
  /** What each entry costs (its body, headers and key), and their sum. */
  private sizes = new Map<string, number>()
  private total = 0
  /**
   * How many purges there have been. An answer whose render began before a purge (a publish) is not kept after it:
   * rendered from the content as it was, it would be served for a whole MICRO_CACHE_TTL after the publish (seen across
   * two instances on a busy machine: the other instance showed the old list 5 s after the publish).
   */
  private purges = 0

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBodyBytes = 2 * 1024 * 1024,
    private readonly graceMs = 10_000,
    private readonly refreshTimeoutMs = 5_000,
    private readonly maxBytes = 64 * 1024 * 1024,
    /**
     * How long past its time an entry is still kept for `getStale` (the database is away: a stale copy beats a 503).
     * Never less than the grace. Memory stays within the same bounds: entries and bytes.
     */
    staleMs = 0,
  ) {
    this.keepMs = Math.max(graceMs, staleMs)
  }

  private readonly keepMs: number

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires > now) return entry
    if (now - entry.expires >= this.graceMs) {
      if (now - entry.expires >= this.keepMs) this.remove(key)
      return undefined
    }
    const until = this.refreshing.get(key)
    if (until !== undefined && until > now) return entry
    // This caller refreshes the entry; the others keep getting the last copy until it is back.
    this.refreshing.set(key, now + this.refreshTimeoutMs)
    return undefined
  }

  /**
   * The last copy of `key` whatever its age (within the time entries are kept), for when the application cannot
   * answer (the database is away), with how many seconds it is past its time (0 while fresh).
   */
  getStale(key: string, now = Date.now()): { entry: CachedResponse; staleSeconds: number } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.expires >= this.keepMs) {
      this.remove(key)
      return undefined
    }
    return { entry, staleSeconds: Math.max(0, Math.floor((now - entry.expires) / 1000)) }
  }

  /** A mark to give `set` later: the answer is kept only if no purge came in between. */
  get generation(): number {
    return this.purges
  }

  set(key: string, entry: CachedResponse, now = Date.now(), since = this.purges): boolean {
    if (since !== this.purges) return false
    if (entry.body.length > this.maxBodyBytes) return false
    const size = sizeOf(key, entry)
    if (size > this.maxBytes) return false
    this.remove(key)
    // Entries are stored in the order they were filled, and all live a few seconds: the dead ones are at the front.
    for (const [oldest, stored] of this.entries) {
      if (now - stored.expires < this.keepMs) break
      this.remove(oldest)
    }
    this.entries.set(key, entry)
    this.sizes.set(key, size)
    this.total += size
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
    }
    return true
  }

  /** Drops every entry past its time and the time it is kept (the server calls this every few seconds). */
  prune(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (now - entry.expires >= this.keepMs) this.remove(key)
  }

  clear(): void {
    this.purges += 1
    this.entries.clear()
    this.refreshing.clear()
    this.sizes.clear()
    this.total = 0
  }

  get size(): number {
    return this.entries.size
  }

  /** The bytes the entries hold (bodies, headers and keys). */
  get bytes(): number {
    return this.total
  }

  private remove(key: string): void {
    this.total -= this.sizes.get(key) ?? 0
    this.sizes.delete(key)
    this.entries.delete(key)
    this.refreshing.delete(key)
  }
}

/** What an entry costs: its body, its headers (names and values) and its key. */
function sizeOf(key: string, entry: CachedResponse): number {
  let size = key.length + entry.body.length
  for (const [name, value] of Object.entries(entry.headers)) {
    size += name.length + (Array.isArray(value) ? value.reduce((sum, v) => sum + v.length, 0) : value.length)
  }
  return size
}

const GLOBAL_KEY = MICRO_CACHE_KEY
type WithCache = typeof globalThis & { [GLOBAL_KEY]?: MicroCache }

/** The process's micro-cache, shared by the server and the application code loaded by Next. */
export function processMicroCache(): MicroCache {
  const g = globalThis as WithCache
  g[GLOBAL_KEY] ??= new MicroCache(2000, 2 * 1024 * 1024, 10_000, 5_000, env.microCacheBytes, env.staleIfErrorMs)
  return g[GLOBAL_KEY]
}

/**
 * A Vary header without the React Server Component request headers Next names on every answer it gives (`rsc`,
 * `next-router-*`), for answers that are never RSC payloads (the JSON API); '' when nothing is left.
 */
export function withoutRscVary(vary: number | string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((n) => n.trim())
  return names.filter((n) => n && !/^(rsc|next-router-[a-z-]+)$/i.test(n)).join(', ')
}
