/**
 * Answers that may be shared go out whole, with Content-Length (whole-response.ts: a cache in front then sends its
 * hits cheaper), their HTML rewritten on the way (deferred-scripts.ts: DEFER_PAGE_SCRIPTS; security-headers.ts: a
 * CSP of the page's own with CSP_SCRIPT_HASHES), and a copy is kept in the micro-cache for at most MICRO_CACHE_TTL
 * seconds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { deferPageScripts, transformHtmlBody } from './deferred-scripts'
import { onHead } from './intercept'
import { type MicroCache, ttlOf, withoutRscVary } from './micro-cache'
import { isPublicApiPath } from './request-guard'
import { REQUEST_ID_HEADER } from './request-log'
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADER_NAMES } from './security-headers'
import { holdWholeResponse } from './whole-response'

export interface ShareableOptions {
  cache: MicroCache
  basePath: string
  apiPrefix: string
  /** MICRO_CACHE_TTL. */
  ttlCap: number
  /** DEFER_PAGE_SCRIPTS: pages start Next's scripts after their first frame. */
  deferScripts: boolean
  /** CSP_SCRIPT_HASHES: a page's own CSP allows its inline scripts by their hash instead of 'unsafe-inline'. */
  scriptHashes: boolean
  /**
   * PROXY_SETS_HEADERS: nginx in front sets the security headers on every answer, so shareable answers leave them off
   * (its cache stores a shorter header block), and the request id (a cached copy would name the request that filled
   * the cache), and the Date line (nginx writes its own). A page's own CSP (CSP_SCRIPT_HASHES) is the exception:
   * only the app knows its scripts, so it is sent and nginx passes it on in place of its static one.
   */
  proxySetsHeaders: boolean
}

/** The largest answer held whole; a longer one streams as Next writes it. */
const MAX_HELD_BYTES = 2 * 1024 * 1024

/** Returns the step: `keepWhole(req, res, key)` on a GET the micro-cache may keep under `key`. */
export function shareableAnswers(options: ShareableOptions): (req: IncomingMessage, res: ServerResponse, key: string) => void {
  const { cache, basePath, apiPrefix, ttlCap, deferScripts, scriptHashes, proxySetsHeaders } = options
  const scriptPrefix = `${basePath}/_next/static/`
  // Next's internal headers are off every answer already (next-headers.ts), held ones included.
  const omitHeaders = proxySetsHeaders ? [...SECURITY_HEADER_NAMES, REQUEST_ID_HEADER] : []
  return (req, res, key) => {
    // Kept only if no publish purged the micro-cache while this answer was being made (it would be the old content).
    const since = cache.generation
    const api = isPublicApiPath(req.url ?? '/', { basePath, apiPrefix })
    /** The page's own CSP (CSP_SCRIPT_HASHES), from the body as it is sent. */
    let policy: string | null = null
    // A revalidation Next answers with 304 says nothing about the CSP: the browser keeps the one stored with the page,
    // which names that page's scripts (a 304's headers replace the stored ones, and Next's is the static CSP).
    if (scriptHashes)
      onHead(res, (head, response) => {
        if (head.status === 304) response.removeHeader('content-security-policy')
        return 'send'
      })
    holdWholeResponse(res, {
      shareable: (status, headers) => ttlOf(status, headers, Number.POSITIVE_INFINITY) > 0,
      maxBytes: MAX_HELD_BYTES,
      omitHeaders,
      transformBody: (body, headers) => {
        if (api || (!deferScripts && !scriptHashes) || !String(headers['content-type'] ?? '').startsWith('text/html')) return body
        return transformHtmlBody(body, String(headers['content-encoding'] ?? ''), (html) => {
          const page = deferScripts ? deferPageScripts(html, scriptPrefix) : html
          if (scriptHashes) policy = contentSecurityPolicy(inlineScriptHashes(page))
          return page
        })
      },
      beforeSend: (held) => {
        // A JSON answer does not vary with the RSC request headers Next names on everything it answers.
        if (api) {
          const vary = withoutRscVary(held.getHeader('vary'))
          if (vary) held.setHeader('vary', vary)
          else held.removeHeader('vary')
        }
        // Where the static CSP was (public pages). Behind a proxy that sets the headers itself too: it sends this page's
        // policy instead of its static one (deploy/nginx: `$site_csp`), and keeps it with the page in its cache.
        if (policy && (proxySetsHeaders || held.hasHeader('content-security-policy'))) held.setHeader('content-security-policy', policy)
        if (proxySetsHeaders) held.sendDate = false
      },
      onComplete: (status, headers, body) => keep(cache, key, status, headers, body, ttlCap, since),
    })
  }
}

/** A copy of a complete answer into the micro-cache, for as long as it and MICRO_CACHE_TTL allow. */
function keep(
  cache: MicroCache,
  key: string,
  status: number,
  headers: Record<string, unknown>,
  body: Buffer,
  ttlCap: number,
  since: number,
) {
  const ttl = ttlOf(status, headers, ttlCap)
  if (ttl <= 0) return
  const { 'content-length': _length, 'transfer-encoding': _te, connection: _c, 'keep-alive': _ka, 'x-request-id': _id, ...kept } = headers
  cache.set(key, { status, headers: kept as Record<string, string | string[]>, body, expires: Date.now() + ttl * 1000 }, Date.now(), since)
}
