/**
 * A small in-process shared cache for whole HTTP responses ("micro-cache"), used by the production server in
 * front of Next: it honours the responses' own Cache-Control (public + s-maxage), never keeps a response that
 * sets a cookie or is private, and holds each entry a few seconds at most. Publishing purges it at once
 * (see src/content/cache.ts); other instances see a change within the TTL cap.
 */

export type CachedResponse = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  expires: number
}

export type RequestFacts = {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
}

const BYPASS_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'authorization', 'range']
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|payload-token)=/

function header(headers: RequestFacts['headers'], name: string): string {
  const v = headers[name]
  return Array.isArray(v) ? v.join(', ') : (v ?? '')
}

/** The cache key of a request, or null when it must go to the application every time. */
export function cacheKeyOf(req: RequestFacts, uncachedPrefixes: string[]): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (BYPASS_HEADERS.some((h) => header(req.headers, h) !== '')) return null
  if (BYPASS_COOKIES.test(header(req.headers, 'cookie'))) return null
  const path = req.url.split('?')[0]
  if (uncachedPrefixes.some((p) => path === p || path.startsWith(`${p}/`))) return null
  if (/[?&]_rsc=/.test(req.url)) return null
  const encoding = /\bgzip\b/.test(header(req.headers, 'accept-encoding')) ? 'gzip' : 'identity'
  // Responses may name the host (alternate links), so each host has its own entries.
  return `${encoding} ${header(req.headers, 'host')} ${req.url}`
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

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBodyBytes = 2 * 1024 * 1024,
    private readonly graceMs = 10_000,
    private readonly refreshTimeoutMs = 5_000,
  ) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires > now) return entry
    if (now - entry.expires >= this.graceMs) {
      this.entries.delete(key)
      this.refreshing.delete(key)
      return undefined
    }
    const until = this.refreshing.get(key)
    if (until !== undefined && until > now) return entry
    // This caller refreshes the entry; the others keep getting the last copy until it is back.
    this.refreshing.set(key, now + this.refreshTimeoutMs)
    return undefined
  }

  set(key: string, entry: CachedResponse): boolean {
    if (entry.body.length > this.maxBodyBytes) return false
    this.entries.delete(key)
    this.refreshing.delete(key)
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
      this.refreshing.delete(oldest)
    }
    return true
  }

  clear(): void {
    this.entries.clear()
    this.refreshing.clear()
  }

  get size(): number {
    return this.entries.size
  }
}

const GLOBAL_KEY = Symbol.for('site.microCache')
type WithCache = typeof globalThis & { [GLOBAL_KEY]?: MicroCache }

/** The process's micro-cache, shared by the server and the application code loaded by Next. */
export function processMicroCache(): MicroCache {
  const g = globalThis as WithCache
  g[GLOBAL_KEY] ??= new MicroCache()
  return g[GLOBAL_KEY]
}

/** Drops every cached response of this process (after a publish). */
export function purgeProcessMicroCache(): void {
  ;(globalThis as WithCache)[GLOBAL_KEY]?.clear()
}

/**
 * A Vary header without the React Server Component request headers Next names on every answer it gives (`rsc`,
 * `next-router-*`), for answers that are never RSC payloads (the JSON API); '' when nothing is left.
 */
export function withoutRscVary(vary: number | string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((n) => n.trim())
  return names.filter((n) => n && !/^(rsc|next-router-[a-z-]+)$/i.test(n)).join(', ')
}
