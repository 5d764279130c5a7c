/**
 * The production server: Next.js (site, admin, API) behind an in-process micro-cache of whole responses.
 *
 * Why: on this stack a Next route handler or an ISR page tops out near 1,700 req/s per instance (measured
 * 2026-11-21, see docs/architecture.md, "Micro-cache"), because every request walks Next's router. Responses
 * that say they may be shared (`Cache-Control: public, s-maxage`) are kept here for a few seconds and answered
 * without entering Next; a publish purges them at once (src/content/cache.ts).
 *
 * Before Next: the request guard (src/server/request-guard.ts) and each route's body limit (src/lib/body-limit.ts),
 * answered here with the site's security headers. Every hour: stray temporary upload files are removed
 * (src/lib/upload-temp.ts).
 *
 * Usage: npm start (after npm run build). Listens on PORT (default 3000).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { Socket } from 'node:net'

import next from 'next'

import { subscribeToPurges, subscribeToRedirectChanges } from './src/cache/bus'
import { redisConfigured } from './src/cache/redis'
import { checkEnvironment, ConfigurationError, env, shareWithApplication } from './src/env'
import { bodyLimitOf, hasBody } from './src/lib/body-limit'
import { clientAddressFrom } from './src/lib/client-address'
import { DatabaseState, unavailableAnswer } from './src/lib/database-outage'
import { STRAY_UPLOAD_AGE_MS, sweepStrayUploads } from './src/lib/upload-temp'
import { deferPageScripts, transformHtmlBody } from './src/server/deferred-scripts'
import { shortenErrorCaching } from './src/server/error-cache-control'
import { ignoreFurtherWrites } from './src/server/finished-response'
import { listenAddress, selfHost } from './src/server/listen-address'
import { cacheKeyOf, processMicroCache, ttlOf, withoutRscVary } from './src/server/micro-cache'
import { stripNextHeaders } from './src/server/next-headers'
import { ProcessRedirects } from './src/server/redirects'
import { bodyTooLarge, type GuardAnswer, guardRequest, isPublicApiPath, limitRequestBody } from './src/server/request-guard'
import { createLogger, HEALTH_PROBE_AGENT, logRequest, REQUEST_ID_HEADER } from './src/server/request-log'
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADER_NAMES, securityHeaderValues } from './src/server/security-headers'
import { holdWholeResponse } from './src/server/whole-response'

// Every variable parsed once before anything starts: a wrong one stops the server with its name and what it should be.
try {
  checkEnvironment()
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error
  console.error(error.message)
  process.exit(1)
}
const port = env.port
const trustedProxies = env.trustProxy
// HOSTNAME, else 127.0.0.1 behind a proxy (TRUST_PROXY) and every interface without one (src/server/listen-address.ts).
const listen = listenAddress({ hostname: env.hostname, trustedProxies })
const hostname = listen.hostname
const basePath = env.basePath
const ttlCap = env.microCacheTtl
const apiPrefix = env.apiPrefix
const uncached = ['/admin', '/api', '/healthz', '/internal-revalidate', '/internal-redirects'].map((p) => `${basePath}${p}`)
const keyOptions = { basePath, apiPrefix }
// Random, unless whoever starts the server gives one of 32 characters or more (`npm run demo` does, so that its media
// fill, another process, can ask this server to drop its caches when the pictures are drawn).
const givenToken = env.internalRevalidateToken
const internalToken = givenToken.length >= 32 ? givenToken : crypto.randomBytes(24).toString('hex')
// Where code running outside a request (scheduled publishing in the jobs queue) asks Next to drop cache tags.
const self = selfHost(hostname)
const internalRevalidateUrl = `http://${self}:${port}${basePath}/internal-revalidate`
shareWithApplication({ internalRevalidateToken: internalToken, internalRevalidateUrl })

// Next builds its internal URLs on `localhost` (it folds 127.0.0.1 into it), whatever address we listen on.
const app = next({ dev: false, hostname: 'localhost', port, dir: process.cwd() })
const handle = app.getRequestHandler()
const cache = processMicroCache()
const log = createLogger()
subscribeToPurges() // with REDIS_URL: a publish on any instance empties this micro-cache too

/**
 * Redirects (src/server/redirects.ts): the table is loaded from the application once it listens, and again on every
 * change announced by any instance; a new table empties the micro-cache (it may hold an old redirect's answer).
 */
const redirects = new ProcessRedirects({
  url: `http://${self}:${port}${basePath}/internal-redirects`,
  token: internalToken,
  basePath,
  onChange: () => cache.clear(),
  onError: (error) => log.error({ err: error }, '> redirect table not loaded'),
})
subscribeToRedirectChanges(() => void redirects.reload())
/** A 301 may be kept by browsers for an hour and by caches in front for a few seconds; a 302 by nobody. */
const REDIRECT_CACHE_CONTROL = { 301: 'public, max-age=3600, s-maxage=10', 302: 'no-cache' } as const

/**
 * The database as this server's probe of its own health check sees it (every HEALTH_PROBE_MS, 1 s by default, and
 * at once after an answer of 5xx). While it is down, GET requests are answered here, without entering Next: a copy
 * kept by the micro-cache, however stale (STALE_IF_ERROR, a day by default; `X-Stale-Seconds` says how stale), or
 * a 503 in the visitor's language with `Retry-After`. Writes (the contact form) still go to Next: a lead is spooled
 * there (src/content/lead-spool.ts). When the probe sees the database again, everything answers as before, and the
 * same probe replays the spooled leads.
 */
const database = new DatabaseState()
const probeMs = env.healthProbeMs
const healthUrl = `http://${self}:${port}${basePath}/healthz`
let probing: Promise<void> | null = null
/** What a health check found (the probe's, or a load balancer's through this server): null says nothing. */
function noteHealth(answered: boolean | null) {
  if (answered === null) return
  const change = database.record(answered)
  if (change === 'down') log.error('> the database does not answer: serving cached copies and 503s until it does')
  if (change === 'up') log.warn('> the database answers again')
}
function probeDatabase(): Promise<void> {
  probing ??= fetch(healthUrl, { signal: AbortSignal.timeout(8000), headers: { 'user-agent': HEALTH_PROBE_AGENT } })
    .then(async (res) => {
      await res.arrayBuffer()
      // 200: the database answered; 503: it did not. Anything else says nothing about the database.
      return res.status === 200 ? true : res.status === 503 ? false : null
    })
    // No answer in time (this instance is busy, or still starting): nothing is known, nothing changes.
    .catch(() => null)
    .then(noteHealth)
    .finally(() => {
      probing = null
    })
  return probing
}
/** Passes through while the database is down: Next's files, public files, the health check, writes. */
function needsDatabase(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = url.split('?')[0]
  const local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path
  if (local.startsWith('/_next/') || local === '/healthz' || local === '/internal-revalidate') return false
  // A public file (favicon.ico, robots.txt…): a dot in the last segment, outside the API.
  const api = isPublicApiPath(url, { basePath, apiPrefix }) || local.startsWith('/api/')
  return api || !/\.[a-z0-9]+$/i.test(local.slice(local.lastIndexOf('/')))
}

function serveStale(req: http.IncomingMessage, res: http.ServerResponse, key: string | null): boolean {
  const stale = key ? cache.getStale(key) : undefined
  if (!stale) return false
  const { entry, staleSeconds } = stale
  res.writeHead(entry.status, {
    ...entry.headers,
    'content-length': String(entry.body.length),
    'x-micro-cache': 'STALE',
    'x-stale-seconds': String(staleSeconds),
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : entry.body)
  return true
}

function serveUnavailable(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/'
  const unavailable = unavailableAnswer(url, { api: isPublicApiPath(url, { basePath, apiPrefix }), basePath })
  answer(
    req,
    res,
    { status: unavailable.status, headers: unavailable.headers, contentType: unavailable.headers['content-type'], body: unavailable.body },
    false,
  )
}

/**
 * A 5xx from Next on a GET (the database went away between two probes): a probe at once, and instead of the error
 * the last copy this server holds, or a 503 when the probe already knows the database is down. Next's own writes
 * of the error then go nowhere.
 */
function replaceServerErrors(req: http.IncomingMessage, res: http.ServerResponse, key: string | null) {
  const { writeHead, write, end } = res
  res.writeHead = function writeHeadOrReplace(this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (status < 500 || res.headersSent)
      return (writeHead as (status: number, ...rest: unknown[]) => http.ServerResponse).call(this, status, ...rest)
    void probeDatabase()
    const stale = key ? cache.getStale(key) : undefined
    if (!stale && !database.down)
      return (writeHead as (status: number, ...rest: unknown[]) => http.ServerResponse).call(this, status, ...rest)
    for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name)
    res.writeHead = writeHead
    res.write = write
    res.end = end
    if (!serveStale(req, res, key)) serveUnavailable(req, res)
    ignoreFurtherWrites(res)
    return res
  }
}

function serveCached(req: http.IncomingMessage, res: http.ServerResponse, key: string): boolean {
  const hit = cache.get(key)
  if (!hit) return false
  if (hit.redirect !== undefined) redirects.count(hit.redirect)
  res.writeHead(hit.status, { ...hit.headers, 'content-length': String(hit.body.length), 'x-micro-cache': 'HIT' })
  res.end(req.method === 'HEAD' ? undefined : hit.body)
  return true
}

/**
 * PROXY_SETS_HEADERS=true: nginx in front (deploy/nginx/) sets the security headers on every answer, so the
 * shareable answers leave them off and its cache stores a shorter header block (a cache hit reads it each time).
 * They leave off the request id too: on a cached copy it would name the request that filled the cache.
 */
const proxySetsHeaders = env.proxySetsHeaders
/** Pages start Next's scripts after their first frame (src/server/deferred-scripts.ts); DEFER_PAGE_SCRIPTS=off keeps Next's tags. */
const deferScripts = env.deferPageScripts
/**
 * CSP_SCRIPT_HASHES=on: a page sent whole gets a CSP of its own that allows its inline scripts by their SHA-256
 * instead of 'unsafe-inline' (src/server/security-headers.ts). Answers that stream (not shareable: error pages, drafts
 * for a signed-in editor, RSC payloads) keep the static CSP. Behind a proxy that sets the headers
 * (PROXY_SETS_HEADERS), the proxy's CSP is the one sent.
 */
const scriptHashes = env.cspScriptHashes
const scriptPrefix = `${basePath}/_next/static/`
/** Next's internal headers are off every answer already (stripNextHeaders in onRequest), held ones included. */
const omittedHeaders = proxySetsHeaders ? [...SECURITY_HEADER_NAMES, REQUEST_ID_HEADER] : []
/** The security headers of the answers this server writes itself (none behind a proxy that sets them). */
const https = /^https:\/\//i.test(env.serverUrl)
const ownHeaders = {
  site: proxySetsHeaders ? {} : securityHeaderValues({ production: true, https, admin: false }),
  admin: proxySetsHeaders ? {} : securityHeaderValues({ production: true, https, admin: true }),
}
const adminPrefix = `${basePath}/admin`

/**
 * Answers that may be shared go out whole, with Content-Length (src/server/whole-response.ts: a cache in front then
 * sends its hits cheaper), and a copy is kept in the micro-cache.
 */
function sendWholeAndKeep(req: http.IncomingMessage, res: http.ServerResponse, key: string) {
  const api = isPublicApiPath(req.url ?? '/', { basePath, apiPrefix })
  /** The page's own CSP (CSP_SCRIPT_HASHES), from the body as it is sent. */
  let policy: string | null = null
  if (scriptHashes) {
    // A revalidation Next answers with 304 says nothing about the CSP: the browser keeps the one stored with the
    // page, which names that page's scripts (a 304's headers replace the stored ones, and Next's is the static CSP).
    const writeHead = res.writeHead
    res.writeHead = function writeHeadOf304(this: http.ServerResponse, status: number, ...rest: unknown[]) {
      if (status === 304) this.removeHeader('content-security-policy')
      return (writeHead as (status: number, ...rest: unknown[]) => http.ServerResponse).call(this, status, ...rest)
    }
  }
  holdWholeResponse(res, {
    shareable: (status, headers) => ttlOf(status, headers, Number.POSITIVE_INFINITY) > 0,
    maxBytes: 2 * 1024 * 1024,
    omitHeaders: omittedHeaders,
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
      // Only where the static CSP was (public pages; not behind a proxy that sets the headers itself).
      if (policy && held.hasHeader('content-security-policy')) held.setHeader('content-security-policy', policy)
      // nginx never passes an upstream Date on (it writes its own), so behind it the line is only stored and read.
      if (proxySetsHeaders) held.sendDate = false
    },
    onComplete: (status, headers, body) => {
      const ttl = ttlOf(status, headers, ttlCap)
      if (ttl <= 0) return
      const {
        'content-length': _length,
        'transfer-encoding': _te,
        connection: _c,
        'keep-alive': _ka,
        'x-request-id': _id,
        ...kept
      } = headers
      cache.set(key, { status, headers: kept as Record<string, string | string[]>, body, expires: Date.now() + ttl * 1000 })
    },
  })
}

/** How long a connection is still read after an answer that left its request's body unread (what arrives is dropped). */
const LINGER_MS = 2000

/**
 * The answer is out but the client may still be sending the body it was refused: what still arrives is dropped, for
 * LINGER_MS at most, then the connection closes. Closing at once resets the connection under a client that is still
 * sending, and many clients then lose the answer they were sent (as nginx's lingering close, for the same reason).
 */
function lingerThenClose(socket: Socket | null) {
  if (!socket || socket.destroyed) return
  const timer = setTimeout(() => socket.destroy(), LINGER_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  socket.resume()
}

/** Node closes a `Connection: close` answer's socket with destroySoon: this one lingers first (see lingerThenClose). */
function closeLingering(req: http.IncomingMessage, socket: Socket | null = req.socket) {
  req.push = () => true
  if (!socket) return
  socket.destroySoon = () => {
    socket.end()
    lingerThenClose(socket)
  }
}

/**
 * When the answer's headers go out while the request's body is still arriving, the answer says `Connection: close`
 * and the connection lingers before it closes (closeLingering): the client reads its answer, and sends what comes
 * next on a new connection.
 */
function closeIfAnsweredEarly(req: http.IncomingMessage, res: http.ServerResponse, socket: Socket) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadClosingEarly(this: http.ServerResponse, status: number, ...rest: unknown[]) {
    res.writeHead = writeHead
    if (!req.complete && !this.headersSent) {
      this.setHeader('connection', 'close')
      closeLingering(req, socket)
    }
    return (writeHead as (status: number, ...rest: unknown[]) => http.ServerResponse).call(this, status, ...rest)
  }
}

/** An answer of this server's own (the request guard's, a refused body's), with the site's security headers. */
function answer(req: http.IncomingMessage, res: http.ServerResponse, refused: GuardAnswer, close: boolean) {
  const url = req.url ?? '/'
  const admin = url === adminPrefix || url.startsWith(`${adminPrefix}/`) || url.startsWith(`${adminPrefix}?`)
  if (close) closeLingering(req)
  res.writeHead(refused.status, {
    ...(admin ? ownHeaders.admin : ownHeaders.site),
    ...refused.headers,
    'content-type': refused.contentType,
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : refused.body)
}

/**
 * A body that passed its route's limit while Next was already reading it: Next gets no more of it, the client gets
 * the 413, and the connection closes once the answer is out; whatever Next then does with the cut-off request goes
 * nowhere (its writes to this response are dropped).
 */
function refuseMidway(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  refused: GuardAnswer,
  writeHead: typeof res.writeHead,
  end: typeof res.end,
) {
  if (res.headersSent) {
    // Next had already answered: nothing to say, only to stop.
    req.socket.destroy()
    return
  }
  closeLingering(req)
  writeHead.call(res, refused.status, {
    ...ownHeaders.site,
    'content-type': refused.contentType,
    'cache-control': 'no-store',
    connection: 'close',
  })
  ;(end as (chunk: string) => void).call(res, refused.body)
  ignoreFurtherWrites(res, { statusCode: refused.status })
  // Next's reader of the body fails now, so nothing runs on a body cut short; the socket stays open for the answer
  // (an IncomingMessage would otherwise take its socket down with it).
  ;(req as unknown as { _destroy: (error: Error | null, done: (error?: Error | null) => void) => void })._destroy = (error, done) =>
    done(error)
  // An abort to Next (it logs no error for one): the request was cut off, by this server.
  req.destroy(
    Object.assign(new Error(`request body over its limit (${refused.status} answered)`), {
      name: 'AbortError',
      code: 'ERR_BODY_OVER_LIMIT',
    }),
  )
}

/** Answers a request whose address is redirected; a 301 without a query is kept by the micro-cache too. */
function answerRedirect(req: http.IncomingMessage, res: http.ServerResponse, key: string | null): boolean {
  const found = redirects.lookup(req.url ?? '/')
  if (!found) return false
  const headers = {
    ...ownHeaders.site,
    location: found.location,
    'cache-control': REDIRECT_CACHE_CONTROL[found.status],
    'content-type': 'text/plain; charset=utf-8',
  }
  const body = Buffer.from(`${found.status} ${found.location}\n`)
  if (key && found.cacheable && found.status === 301 && ttlCap > 0) {
    const { 'x-request-id': _id, ...kept } = headers as Record<string, string>
    cache.set(key, { status: found.status, headers: kept, body, expires: Date.now() + Math.min(10, ttlCap) * 1000, redirect: found.id })
  }
  res.writeHead(found.status, { ...headers, 'content-length': String(body.length) })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

await app.prepare()

function onRequest(req: http.IncomingMessage, res: http.ServerResponse, expectsContinue = false) {
  // Next's internal headers (x-nextjs-*, x-next-cache-tags, x-powered-by …) never leave the server, on any answer;
  // its client router's answers keep the few it reads (src/server/next-headers.ts). First, so that it sees the head
  // as it finally goes out.
  stripNextHeaders(req.headers, res)
  const requestLog = logRequest(log, req, res)
  // The visitor's address as this server can vouch for it (TRUST_PROXY), for the contact rate limit; whatever a
  // client sent under this name is replaced.
  req.headers['x-client-address'] = clientAddressFrom(req.headers['x-forwarded-for'], req.socket.remoteAddress, trustedProxies)
  const withBody = expectsContinue || hasBody(req.headers)
  // A body not read to its end when the answer is out (answered without it, e.g. an upload refused before it was
  // read): Node would read and drop the rest of it, up to MAX_UPLOAD_MB; the connection closes after LINGER_MS.
  // An answer that goes out before its body is read (an upload refused for a full disk) says `Connection: close`:
  // a client must not send its next request on this connection, where it would wait behind the body's unread rest.
  // The socket is taken now: once the answer is finished, Node may have detached it (req.socket is null then).
  const socket = req.socket
  if (withBody) {
    closeIfAnsweredEarly(req, res, socket)
    res.once('finish', () => !req.complete && lingerThenClose(socket))
  }
  // Addresses Next would answer with a 500 (or keep in its page cache): answered here (src/server/request-guard.ts).
  const refused = guardRequest(req.method ?? 'GET', req.url ?? '/', req.headers, { basePath, apiPrefix })
  if (refused) {
    answer(req, res, refused, withBody)
    return
  }
  // Any health check (a load balancer's too) tells this server what the database does, before its answer is out.
  if ((req.url ?? '').split('?')[0] === `${basePath}/healthz`) {
    res.once('finish', () => noteHealth(res.statusCode === 200 ? true : res.statusCode === 503 ? false : null))
  }
  const key = cacheKeyOf({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers }, uncached, keyOptions)
  if (key && serveCached(req, res, key)) return
  // Redirects (src/server/redirects.ts): one Map lookup, none while there are no redirects; answered from memory, so
  // also while the database is away.
  if (redirects.size > 0 && (req.method === 'GET' || req.method === 'HEAD') && answerRedirect(req, res, key)) return
  const databaseBound = needsDatabase(req.method ?? 'GET', req.url ?? '/')
  if (databaseBound && database.down) {
    if (serveStale(req, res, key)) return
    serveUnavailable(req, res)
    return
  }
  if (key && req.method === 'GET') sendWholeAndKeep(req, res, key)
  if (databaseBound) replaceServerErrors(req, res, key)
  // A 404 (or any error) is never kept long by a cache in front (src/server/error-cache-control.ts).
  shortenErrorCaching(res, req.url ?? '/', basePath)
  // Each route's body limit (src/lib/body-limit.ts), counted as the body arrives.
  if (withBody) {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const limit = bodyLimitOf(method, url, { basePath, apiPrefix, maxUploadBytes: env.maxUploadBytes })
    const { writeHead, end } = res
    let reading = false
    const within = limitRequestBody(req, limit.bytes, () => {
      const tooLarge = bodyTooLarge(limit, url, req.headers, { basePath, apiPrefix })
      if (reading) refuseMidway(req, res, tooLarge, writeHead, end)
      else answer(req, res, tooLarge, true)
    })
    if (!within) return
    reading = true
  }
  if (expectsContinue) res.writeContinue()
  handle(req, res).catch((error: unknown) => {
    if (res.writableEnded) return // answered here already (a body over its limit)
    requestLog.error(error)
    if (!res.headersSent) res.writeHead(500).end()
  })
}

const server = http.createServer((req, res) => onRequest(req, res))
let probeTimer: NodeJS.Timeout | undefined
// `Expect: 100-continue`: the client waits for a go before it sends the body; a body over its limit gets the 413
// instead and is never sent.
server.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => onRequest(req, res, true))
server.keepAliveTimeout = 65_000

// Expired micro-cache entries go even when nobody asks for them again; stray temporary upload files go every hour.
setInterval(() => cache.prune(), 10_000).unref()
const sweep = () =>
  sweepStrayUploads(env.uploadTempDir, STRAY_UPLOAD_AGE_MS)
    .then((removed) => {
      if (removed > 0) log.info(`> removed ${removed} stray temporary upload file(s) from ${env.uploadTempDir}`)
    })
    .catch((error: unknown) => log.error({ err: error }, '> temporary upload sweep failed'))
setInterval(() => void sweep(), STRAY_UPLOAD_AGE_MS).unref()
// Redirect hits counted in memory go to the collection in one request (REDIRECT_HITS_FLUSH_SECONDS, 30 by default).
const hitsEvery = env.redirectHitsFlushMs
const flushHits = () => redirects.flushHits().catch((error: unknown) => log.error({ err: error }, '> redirect hits not written'))
setInterval(() => void flushHits(), hitsEvery).unref()

server.listen(port, hostname, () => {
  if (listen.warning) log.warn(listen.warning)
  log.info(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${basePath}`)
  void sweep()
  void redirects.reload()
  // The first probe also replays the leads a previous run of this instance spooled (src/content/lead-spool.ts).
  if (probeMs > 0) {
    probeTimer = setInterval(() => void probeDatabase(), probeMs)
    probeTimer.unref()
    void probeDatabase()
  }
  // Without Redis, the pages Next rendered at build time (read from .next) may predate a publish: drop them all once
  // at start. With Redis the cache is shared, holds nothing from the build and already knows every publish (each
  // revalidateTag is written there): dropping it would make every instance render the whole site again whenever one
  // of them starts, a crashed one coming back included, at the moment the others carry its share of the traffic.
  if (!redisConfigured()) dropCachesAtStart()
})

function dropCachesAtStart() {
  fetch(internalRevalidateUrl, {
    method: 'POST',
    headers: { 'x-internal-token': internalToken },
  })
    .then((res) => {
      if (res.status !== 204) log.error(`> start-up cache drop answered ${res.status}`)
    })
    .catch((error: unknown) => log.error({ err: error }, '> start-up cache drop failed'))
}

// SIGTERM (a deploy, a load balancer draining this instance): stop accepting, finish what is in flight (requests and
// the jobs queue's run). Then the insight counts still in this process's memory are written. Next's bundles of those
// modules leave their shutdown work on globalThis:
// - `site.jobs.drain` (src/content/job-runs.ts): no run of the jobs queue starts any more, and the one under way
//   finishes, so that no job is cut off between its work (a lead's e-mail) and being marked done;
// - `site.insight.flush` (src/content/insight/): the counts still in memory are written.
async function runShutdownHook(name: string, failure: string) {
  const hook = (globalThis as Record<symbol, unknown>)[Symbol.for(name)]
  if (typeof hook !== 'function') return
  try {
    await (hook as () => Promise<void>)()
  } catch (error) {
    log.error({ err: error }, failure)
  }
}
const drainJobs = () => runShutdownHook('site.jobs.drain', '> the jobs queue could not be drained at shutdown')
const flushInsight = () => runShutdownHook('site.insight.flush', '> insight counts could not be written at shutdown')

function shutdown(signal: string) {
  log.info(`> ${signal}: closing, finishing requests in flight and the jobs queue's run`)
  clearInterval(probeTimer)
  void flushHits()
  const jobsDrained = drainJobs()
  server.close(() => void jobsDrained.then(flushInsight).finally(() => process.exit(0)))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), env.shutdownGraceMs).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
