/**
 * The answers this server gives from memory, without entering Next: a copy the micro-cache holds
 * (`x-micro-cache: HIT`), and a redirect of the redirect table (one Map lookup; answered also while the database is
 * away). A 301 without a query goes into the micro-cache too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { MicroCache } from './micro-cache'
import type { ProcessRedirects } from './redirects'

/**
 * A 301 may be kept by browsers for an hour and by caches in front for a few seconds, once it has stood for a day
 * (before that a minute, so that an editor's mistake is undone for every visitor within one); a 302 by nobody.
 */
const REDIRECT_CACHE_CONTROL = {
  301: 'public, max-age=3600, s-maxage=10',
  new301: 'public, max-age=60, s-maxage=10',
  302: 'no-cache',
} as const

/** Answers from the micro-cache when it holds a fresh copy (a redirect's copy counts as a hit of that redirect). */
export function answerFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  cache: MicroCache,
  key: string,
  redirects: ProcessRedirects,
): boolean {
  const hit = cache.get(key)
  if (!hit) return false
  // A redirect is kept for its address without a query, under the page's key, which leaves a page's query out: the
  // same address with a query (UTM tags) is answered by the table, which passes the query on to the target.
  if (hit.redirect !== undefined && (req.url ?? '').includes('?')) return false
  if (hit.redirect !== undefined) redirects.count(hit.redirect)
  res.writeHead(hit.status, { ...hit.headers, 'content-length': String(hit.body.length), 'x-micro-cache': 'HIT' })
  res.end(req.method === 'HEAD' ? undefined : hit.body)
  return true
}

export interface RedirectAnswerOptions {
  redirects: ProcessRedirects
  cache: MicroCache
  /** MICRO_CACHE_TTL: 0 keeps nothing. */
  ttlCap: number
  /** The site's security headers. */
  headers: Record<string, string>
}

/** Answers a GET or HEAD whose address is redirected (nothing to look up while the table is empty). */
export function answerRedirect(req: IncomingMessage, res: ServerResponse, key: string | null, options: RedirectAnswerOptions): boolean {
  const { redirects, cache, ttlCap } = options
  if (redirects.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const found = redirects.lookup(req.url ?? '/')
  if (!found) return false
  const headers: Record<string, string> = {
    ...options.headers,
    location: found.location,
    'cache-control': REDIRECT_CACHE_CONTROL[found.status === 301 && !found.settled ? 'new301' : found.status],
    'content-type': 'text/plain; charset=utf-8',
  }
  const body = Buffer.from(`${found.status} ${found.location}\n`)
  if (key && found.cacheable && found.status === 301 && ttlCap > 0) {
    const { 'x-request-id': _id, ...kept } = headers
    cache.set(key, { status: found.status, headers: kept, body, expires: Date.now() + Math.min(10, ttlCap) * 1000, redirect: found.id })
  }
  res.writeHead(found.status, { ...headers, 'content-length': String(body.length) })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
