/**
 * The production server: Next.js (site, admin, API) behind an in-process micro-cache of whole responses.
 *
 * Why: on this stack a Next route handler or an ISR page tops out near 1,700 req/s per instance (measured
 * 2026-11-21, see docs/architecture.md, "Micro-cache"), because every request walks Next's router. Responses
 * that say they may be shared (`Cache-Control: public, s-maxage`) are kept here for a few seconds and answered
 * without entering Next; a publish purges them at once (src/content/cache.ts).
 *
 * This file wires the steps of src/server/ (its README lists them in request order) into one request handler, and
 * starts what runs beside the requests: the redirect table, the database probe, the purge subscription, the hourly
 * sweep of stray upload files, a graceful shutdown.
 *
 * Usage: npm start (after npm run build). Listens on PORT (default 3000).
 */
import crypto from 'node:crypto'
import http from 'node:http'

import next from 'next'

import { subscribeToPurges, subscribeToRedirectChanges } from './src/cache/bus'
import { redisConfigured } from './src/cache/redis'
import { checkEnvironment, ConfigurationError, env, shareWithApplication } from './src/env'
import { localePrefix } from './src/i18n/locales'
import { hasBody } from './src/lib/body-limit'
import { clientAddressFrom } from './src/lib/client-address'
import { STRAY_UPLOAD_AGE_MS, sweepStrayUploads } from './src/lib/upload-temp'
import { adminNotFoundStatus } from './src/server/admin-not-found'
import { enforceBodyLimit } from './src/server/body-over-limit'
import { DatabaseWatch } from './src/server/database-watch'
import { shortenErrorCaching } from './src/server/error-cache-control'
import { closeWhenAnsweredEarly } from './src/server/lingering-close'
import { listenAddress, selfHost } from './src/server/listen-address'
import { answerFromCache, answerRedirect } from './src/server/memory-answers'
import { cacheKeyOf, processMicroCache } from './src/server/micro-cache'
import { stripNextHeaders } from './src/server/next-headers'
import { NotFoundLog } from './src/server/not-found-log'
import { ownAnswers } from './src/server/own-answers'
import { ProcessRedirects } from './src/server/redirects'
import { guardRequest } from './src/server/request-guard'
import { createLogger, logRequest } from './src/server/request-log'
import { shareableAnswers } from './src/server/shareable-answers'
import { shutDownGracefully } from './src/server/shutdown'
import { checkFormBody } from './src/server/unreadable-forms'
import { previewIdOf, warmPages } from './src/server/warm-pages'

// Every variable parsed once before anything starts: a wrong one stops the server with its name and what it should be.
try {
  checkEnvironment()
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error
  console.error(error.message)
  process.exit(1)
}
const { port, basePath, apiPrefix } = env
const trustedProxies = env.trustProxy
// HOSTNAME, else 127.0.0.1 behind a proxy (TRUST_PROXY) and every interface without one (src/server/listen-address.ts).
const listen = listenAddress({ hostname: env.hostname, trustedProxies })
const hostname = listen.hostname
const uncached = ['/admin', '/api', '/healthz', '/internal-revalidate', '/internal-redirects'].map((p) => `${basePath}${p}`)
const paths = { basePath, apiPrefix }
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

// The redirect table is loaded from the application once this server listens, and again on every change announced by
// any instance; a new table empties the micro-cache (it may hold an old redirect's answer).
const redirects = new ProcessRedirects({
  url: `http://${self}:${port}${basePath}/internal-redirects`,
  token: internalToken,
  basePath,
  onChange: () => cache.clear(),
  onError: (error) => log.error({ err: error }, '> redirect table not loaded'),
})
subscribeToRedirectChanges(() => void redirects.reload())
// The 404 log: each 404 counted in memory as it leaves, written with the redirect hits (src/server/not-found-log.ts).
const notFound = env.notFoundLog
  ? new NotFoundLog({ url: `http://${self}:${port}${basePath}/internal-not-found`, token: internalToken, basePath })
  : null

const proxySetsHeaders = env.proxySetsHeaders
const answers = ownAnswers({ basePath, https: /^https:\/\//i.test(env.serverUrl), proxySetsHeaders })
const database = new DatabaseWatch({ healthUrl: `http://${self}:${port}${basePath}/healthz`, ...paths, cache, answers, log })
const keepWhole = shareableAnswers({
  cache,
  ...paths,
  ttlCap: env.microCacheTtl,
  deferScripts: env.deferPageScripts,
  scriptHashes: env.cspScriptHashes,
  proxySetsHeaders,
})
const redirectOptions = { redirects, cache, ttlCap: env.microCacheTtl, headers: answers.siteHeaders }

await app.prepare()

/** One request through the steps of src/server/ (its README, "In request order"), then Next. */
function onRequest(req: http.IncomingMessage, res: http.ServerResponse, expectsContinue = false) {
  // First, so that it sees the head as it finally goes out: Next's internal headers never leave the server.
  stripNextHeaders(req.headers, res)
  const requestLog = logRequest(log, req, res)
  notFound?.watch(req, res)
  // The visitor's address as this server can vouch for it (TRUST_PROXY); whatever a client sent under this name is replaced.
  req.headers['x-client-address'] = clientAddressFrom(req.headers['x-forwarded-for'], req.socket.remoteAddress, trustedProxies)
  const method = req.method ?? 'GET'
  const url = req.url ?? '/'
  const withBody = expectsContinue || hasBody(req.headers)
  if (withBody) closeWhenAnsweredEarly(req, res)
  const refused = guardRequest(method, url, req.headers, paths)
  if (refused) return answers.answer(req, res, refused, withBody)
  database.watchHealthCheck(req, res)
  const key = cacheKeyOf({ method, url, headers: req.headers }, uncached, paths)
  if (key && answerFromCache(req, res, cache, key, redirects)) return
  if (answerRedirect(req, res, key, redirectOptions)) return
  const databaseBound = database.needsDatabase(method, url)
  if (databaseBound && database.answerWhileDown(req, res, key)) return
  if (key && method === 'GET') keepWhole(req, res, key)
  else adminNotFoundStatus(req, res, basePath)
  if (databaseBound) database.replaceServerErrors(req, res, key)
  shortenErrorCaching(res, url, basePath)
  if (withBody && !enforceBodyLimit(req, res, { ...paths, maxUploadBytes: env.maxUploadBytes, answers })) return
  if (expectsContinue) res.writeContinue()
  const toNext = () =>
    handle(req, res).catch((error: unknown) => {
      if (res.writableEnded) return // answered here already (a body over its limit)
      requestLog.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  // A multipart form posted to a page goes to Next once its body reads as a form (else a 400 here).
  if (withBody && checkFormBody(req, res, { ...paths, answers }, () => void toNext())) return
  void toNext()
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
const flushHits = () => {
  void redirects.flushHits().catch((error: unknown) => log.error({ err: error }, '> redirect hits not written'))
  void notFound
    ?.flush()
    .then(({ dropped }) => {
      if (dropped > 0) log.warn(`> 404 log: ${dropped} answers to new addresses past the addresses one interval holds were not counted`)
    })
    .catch((error: unknown) => log.error({ err: error }, '> 404 counts not written'))
}
setInterval(flushHits, env.redirectHitsFlushMs).unref()

server.listen(port, hostname, () => {
  if (listen.warning) log.warn(listen.warning)
  log.info(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${basePath}`)
  void sweep()
  void redirects.reload()
  // The first probe also replays the leads a previous run of this instance spooled (src/content/lead-spool.ts).
  if (env.healthProbeMs > 0) {
    probeTimer = setInterval(() => void database.probe(), env.healthProbeMs)
    probeTimer.unref()
    void database.probe()
  }
  // Without Redis, the pages Next rendered at build time (read from .next) may predate a publish: drop them all once
  // at start. With Redis the cache is shared, holds nothing from the build and already knows every publish (each
  // revalidateTag is written there): dropping it would make every instance render the whole site again whenever one
  // of them starts, a crashed one coming back included, at the moment the others carry its share of the traffic.
  if (!redisConfigured()) dropCachesAtStart()
  else warmPagesAtStart()
})

/** With the shared cache, this instance renders a few pages itself once its database answers (warm-pages.ts). */
function warmPagesAtStart() {
  const previewId = previewIdOf()
  if (!previewId) return
  const prefixes = env.siteLocales.map((locale) => localePrefix(locale))
  void warmPages({ origin: `http://${self}:${port}${basePath}`, apiPrefix, prefixes, previewId, log: (message) => log.info(message) })
}

function dropCachesAtStart() {
  fetch(internalRevalidateUrl, { method: 'POST', headers: { 'x-internal-token': internalToken } })
    .then((res) => {
      if (res.status !== 204) log.error(`> start-up cache drop answered ${res.status}`)
    })
    .catch((error: unknown) => log.error({ err: error }, '> start-up cache drop failed'))
}

shutDownGracefully({
  server,
  log,
  graceMs: env.shutdownGraceMs,
  beforeClose: () => {
    clearInterval(probeTimer)
    void flushHits()
  },
})
