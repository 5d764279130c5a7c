/**
 * The production server: Next.js (site, admin, API) behind an in-process micro-cache of whole responses.
 *
 * Why: on this stack a Next route handler or an ISR page tops out near 1,700 req/s per instance (measured,
 * see README "Performance"), because every request walks Next's router. Responses that say they may be shared
 * (`Cache-Control: public, s-maxage`) are kept here for a few seconds and answered without entering Next;
 * a publish purges them at once (src/content/cache.ts).
 *
 * Usage: npm start (after npm run build). Listens on PORT (default 3000).
 */
import crypto from 'node:crypto'
import http from 'node:http'

import next from 'next'

import { subscribeToPurges } from './src/cache/bus'
import { clientAddressFrom, parseTrustedProxies } from './src/lib/client-address'
import { deferPageScriptsInBody } from './src/lib/deferred-scripts'
import { cacheKeyOf, processMicroCache, ttlOf, withoutRscVary } from './src/lib/micro-cache'
import { guardRequest, isPublicApiPath } from './src/lib/request-guard'
import { REQUEST_ID_HEADER, createLogger, logRequest } from './src/lib/request-log'
import { SECURITY_HEADER_NAMES } from './src/lib/security-headers'
import { holdWholeResponse } from './src/lib/whole-response'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '')
const ttlCap = Number(process.env.MICRO_CACHE_TTL ?? 3)
const trustedProxies = parseTrustedProxies(process.env.TRUST_PROXY)
const apiPrefix = (process.env.API_PREFIX ?? '').trim().replace(/^\/*/, '/').replace(/\/+$/, '')
const uncached = ['/admin', '/api', '/healthz', '/internal-revalidate'].map((p) => `${basePath}${p}`)
process.env.INTERNAL_REVALIDATE_TOKEN = crypto.randomBytes(24).toString('hex')
// Where code running outside a request (scheduled publishing in the jobs queue) asks Next to drop cache tags.
const self = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
process.env.INTERNAL_REVALIDATE_URL = `http://${self}:${port}${basePath}/internal-revalidate`

// Next builds its internal URLs on `localhost` (it folds 127.0.0.1 into it), whatever address we listen on.
const app = next({ dev: false, hostname: 'localhost', port, dir: process.cwd() })
const handle = app.getRequestHandler()
const cache = processMicroCache()
const log = createLogger()
subscribeToPurges() // with REDIS_URL: a publish on any instance empties this micro-cache too

function serveCached(req: http.IncomingMessage, res: http.ServerResponse, key: string): boolean {
  const hit = cache.get(key)
  if (!hit) return false
  res.writeHead(hit.status, { ...hit.headers, 'content-length': String(hit.body.length), 'x-micro-cache': 'HIT' })
  res.end(req.method === 'HEAD' ? undefined : hit.body)
  return true
}

/**
 * Next's own response headers, read by its client router on RSC answers only (never held: RSC requests bypass the
 * micro-cache). On pages and API answers they only name internals, and every cache in front parses them on each hit.
 */
const NEXT_INTERNAL_HEADERS = ['x-middleware-rewrite', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-powered-by']
/**
 * PROXY_SETS_HEADERS=true: nginx in front (deploy/nginx.conf) sets the security headers on every answer, so the
 * shareable answers leave them off and its cache stores a shorter header block (a cache hit reads it each time).
 * They leave off the request id too: on a cached copy it would name the request that filled the cache.
 */
const proxySetsHeaders = /^(1|true|yes)$/i.test(process.env.PROXY_SETS_HEADERS ?? '')
/** Pages start Next's scripts after their first frame (src/lib/deferred-scripts.ts); DEFER_PAGE_SCRIPTS=off keeps Next's tags. */
const deferScripts = !/^(0|off|false|no)$/i.test(process.env.DEFER_PAGE_SCRIPTS ?? '')
const scriptPrefix = `${basePath}/_next/static/`
const omittedHeaders = proxySetsHeaders ? [...NEXT_INTERNAL_HEADERS, ...SECURITY_HEADER_NAMES, REQUEST_ID_HEADER] : NEXT_INTERNAL_HEADERS

/**
 * Answers that may be shared go out whole, with Content-Length (src/lib/whole-response.ts: a cache in front then
 * sends its hits cheaper), and a copy is kept in the micro-cache.
 */
function sendWholeAndKeep(req: http.IncomingMessage, res: http.ServerResponse, key: string) {
  const api = isPublicApiPath(req.url ?? '/', { basePath, apiPrefix })
  holdWholeResponse(res, {
    shareable: (status, headers) => ttlOf(status, headers, Number.POSITIVE_INFINITY) > 0,
    maxBytes: 2 * 1024 * 1024,
    omitHeaders: omittedHeaders,
    transformBody: (body, headers) =>
      deferScripts && String(headers['content-type'] ?? '').startsWith('text/html')
        ? deferPageScriptsInBody(body, String(headers['content-encoding'] ?? ''), scriptPrefix)
        : body,
    beforeSend: (held) => {
      // A JSON answer does not vary with the RSC request headers Next names on everything it answers.
      if (api) {
        const vary = withoutRscVary(held.getHeader('vary'))
        if (vary) held.setHeader('vary', vary)
        else held.removeHeader('vary')
      }
      // nginx never passes an upstream Date on (it writes its own), so behind it the line is only stored and read.
      if (proxySetsHeaders) held.sendDate = false
    },
    onComplete: (status, headers, body) => {
      const ttl = ttlOf(status, headers, ttlCap)
      if (ttl <= 0) return
      const { 'content-length': _length, 'transfer-encoding': _te, connection: _c, 'keep-alive': _ka, 'x-request-id': _id, ...kept } = headers
      cache.set(key, { status, headers: kept as Record<string, string | string[]>, body, expires: Date.now() + ttl * 1000 })
    },
  })
}

await app.prepare()

const server = http.createServer((req, res) => {
  const requestLog = logRequest(log, req, res)
  // The visitor's address as this server can vouch for it (TRUST_PROXY), for the contact rate limit; whatever a
  // client sent under this name is replaced.
  req.headers['x-client-address'] = clientAddressFrom(req.headers['x-forwarded-for'], req.socket.remoteAddress, trustedProxies)
  // Addresses Next would answer with a 500 (or keep in its page cache): answered here (src/lib/request-guard.ts).
  const refused = guardRequest(req.method ?? 'GET', req.url ?? '/', req.headers, { basePath, apiPrefix })
  if (refused) {
    res.writeHead(refused.status, { 'content-type': refused.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    res.end(req.method === 'HEAD' ? undefined : refused.body)
    return
  }
  const key = cacheKeyOf({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers }, uncached)
  if (key) {
    if (serveCached(req, res, key)) return
    if (req.method === 'GET') sendWholeAndKeep(req, res, key)
  }
  handle(req, res).catch((error: unknown) => {
    requestLog.error(error)
    if (!res.headersSent) res.writeHead(500).end()
  })
})
server.keepAliveTimeout = 65_000

server.listen(port, hostname, () => {
  log.info(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${basePath}`)
  // What an earlier process cached (Next keeps its data and page caches on disk) may predate a publish that
  // only that process saw: drop it all once at start.
  fetch(process.env.INTERNAL_REVALIDATE_URL!, {
    method: 'POST',
    headers: { 'x-internal-token': process.env.INTERNAL_REVALIDATE_TOKEN ?? '' },
  })
    .then((res) => {
      if (res.status !== 204) log.error(`> start-up cache drop answered ${res.status}`)
    })
    .catch((error: unknown) => log.error({ err: error }, '> start-up cache drop failed'))
})

// SIGTERM (a deploy, a load balancer draining this instance): stop accepting, finish what is in flight.
function shutdown(signal: string) {
  log.info(`> ${signal}: closing, finishing requests in flight`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
