/**
 * The database as this server sees it, through a probe of its own `/healthz` (every HEALTH_PROBE_MS, 1 s by default,
 * and at once after an answer of 5xx) and through any health check that passes it (a load balancer's). While it is
 * down, a GET that needs it is answered here, without entering Next: the micro-cache's copy, however stale
 * (`x-micro-cache: STALE`, `X-Stale-Seconds`), or a 503 in the visitor's language with `Retry-After`
 * (src/lib/database-outage.ts). Writes (the contact form) still go to Next: a lead is spooled there. When the probe
 * sees the database again, everything answers as before, and the same probe replays the spooled leads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { DatabaseState, unavailableAnswer } from '../lib/database-outage'
import { ignoreFurtherWrites, onHead } from './intercept'
import type { MicroCache } from './micro-cache'
import type { OwnAnswers } from './own-answers'
import { isPublicApiPath } from './request-guard'
import { HEALTH_PROBE_AGENT } from './request-log'

export interface DatabaseWatchOptions {
  /** This server's own health check. */
  healthUrl: string
  basePath: string
  apiPrefix: string
  cache: MicroCache
  answers: OwnAnswers
  log: Pick<Logger, 'error' | 'warn'>
  /** How long the probe waits for an answer. */
  probeTimeoutMs?: number
}

/** What a health check's status says of the database: 200 it answered, 503 it did not, anything else nothing. */
function healthOf(status: number): boolean | null {
  return status === 200 ? true : status === 503 ? false : null
}

export class DatabaseWatch {
  readonly state = new DatabaseState()
  private probing: Promise<void> | null = null

  constructor(private readonly options: DatabaseWatchOptions) {}

  get down(): boolean {
    return this.state.down
  }

  /** Records what a health check found (null says nothing), and logs a change. */
  noteHealth(answered: boolean | null): void {
    if (answered === null) return
    const change = this.state.record(answered)
    if (change === 'down') this.options.log.error('> the database does not answer: serving cached copies and 503s until it does')
    if (change === 'up') this.options.log.warn('> the database answers again')
  }

  /** Asks this server's health check (one probe at a time); no answer in time (busy, starting) changes nothing. */
  probe(): Promise<void> {
    this.probing ??= fetch(this.options.healthUrl, {
      signal: AbortSignal.timeout(this.options.probeTimeoutMs ?? 8000),
      headers: { 'user-agent': HEALTH_PROBE_AGENT },
    })
      .then(async (res) => {
        await res.arrayBuffer()
        return healthOf(res.status)
      })
      .catch(() => null)
      .then((answered) => this.noteHealth(answered))
      .finally(() => {
        this.probing = null
      })
    return this.probing
  }

  /** A health check passing through (a load balancer's too) tells this server what it found, as its answer goes out. */
  watchHealthCheck(req: IncomingMessage, res: ServerResponse): void {
    if ((req.url ?? '').split('?')[0] !== `${this.options.basePath}/healthz`) return
    res.once('finish', () => this.noteHealth(healthOf(res.statusCode)))
  }

  /** Whether a request needs the database: not Next's files, public files, the health check or writes. */
  needsDatabase(method: string, url: string): boolean {
    if (method !== 'GET' && method !== 'HEAD') return false
    const { basePath, apiPrefix } = this.options
    const path = url.split('?')[0]
    const local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path
    if (local.startsWith('/_next/') || local === '/healthz' || local === '/internal-revalidate') return false
    // A public file (favicon.ico, robots.txt…): a dot in the last segment, outside the API.
    const api = isPublicApiPath(url, { basePath, apiPrefix }) || local.startsWith('/api/')
    return api || !/\.[a-z0-9]+$/i.test(local.slice(local.lastIndexOf('/')))
  }

  /** While the database is down: the request answered with a stale copy or a 503 (true), else false. */
  answerWhileDown(req: IncomingMessage, res: ServerResponse, key: string | null): boolean {
    if (!this.down) return false
    if (!this.serveStale(req, res, key)) this.serveUnavailable(req, res)
    return true
  }

  /**
   * A 5xx from Next on a GET (the database went away between two probes): a probe at once, and instead of the error
   * the last copy this server holds, or a 503 when the probe already knows the database is down. Next's own writes
   * of the error then go nowhere.
   */
  replaceServerErrors(req: IncomingMessage, res: ServerResponse, key: string | null): void {
    onHead(res, (head, response, takeBack) => {
      if (head.status < 500 || response.headersSent) return 'send'
      void this.probe()
      const stale = key ? this.options.cache.getStale(key) : undefined
      if (!stale && !this.down) return 'send'
      for (const name of response.getHeaderNames()) if (name !== 'x-request-id') response.removeHeader(name)
      takeBack()
      if (!this.serveStale(req, response, key)) this.serveUnavailable(req, response)
      ignoreFurtherWrites(response)
      return 'answered'
    })
  }

  private serveStale(req: IncomingMessage, res: ServerResponse, key: string | null): boolean {
    const stale = key ? this.options.cache.getStale(key) : undefined
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

  private serveUnavailable(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/'
    const { basePath, apiPrefix } = this.options
    const unavailable = unavailableAnswer(url, { api: isPublicApiPath(url, { basePath, apiPrefix }), basePath })
    const contentType = unavailable.headers['content-type']
    this.options.answers.answer(
      req,
      res,
      { status: unavailable.status, headers: unavailable.headers, contentType, body: unavailable.body },
      false,
    )
  }
}
