/**
 * JSON logs of the production server (server.ts): one line per request with its id, method, path, status and
 * duration, written by pino to stdout. The request id is the caller's `x-request-id` when it looks like one
 * (a load balancer or nginx may set it), else a new one; it goes back in the response's `x-request-id` header so
 * a user's report can be matched with the log line. LOG_LEVEL sets the level (default `info`; `silent` is off).
 */
import crypto from 'node:crypto'
import type http from 'node:http'

import { type Logger, pino } from 'pino'

import { env } from '../env'

export const REQUEST_ID_HEADER = 'x-request-id'

/** Accepted incoming ids: 8 to 128 characters of letters, digits and `-_.:` (UUIDs, nginx's hex ids, trace ids). */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The caller's request id when it is sane, otherwise a fresh random one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  if (typeof value === 'string' && SANE_ID.test(value)) return value
  return crypto.randomUUID()
}

/**
 * The logger of the server process: JSON lines, ISO times, to stdout. Written asynchronously: under load, lines
 * that arrive while a write is under way go out together in the next one (one write per line, synchronous, cut the
 * micro-cache's throughput by half); pino flushes what is left when the process exits.
 */
export function createLogger(level: string = env.logLevel): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false }),
  )
}

/** The path of a request URL without its query (queries may carry personal data). */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/'
  const q = raw.indexOf('?')
  return (q === -1 ? raw : raw.slice(0, q)).slice(0, 512)
}

export type RequestLog = {
  /** The request's id (also in the response header). */
  id: string
  /** Logs an error of this request with its id. */
  error: (error: unknown, msg?: string) => void
}

/** The user agent of the server's own health probe (server.ts): its successful checks are logged at `debug`. */
export const HEALTH_PROBE_AGENT = 'site-health-probe'

/**
 * Gives the request its id (and the response its header) and logs one line when the response has been sent, or
 * when the client went away before that (status 499). Responses of 500 and above are logged at level `error`.
 */
export function logRequest(log: Logger, req: http.IncomingMessage, res: http.ServerResponse): RequestLog {
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER])
  res.setHeader(REQUEST_ID_HEADER, id)
  const started = process.hrtime.bigint()
  let done = false
  const finish = () => {
    if (done) return
    done = true
    const status = res.writableFinished ? res.statusCode : 499
    const line = {
      reqId: id,
      method: req.method,
      path: pathOf(req.url),
      status,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    }
    if (status >= 500) log.error(line, 'request')
    else if (req.headers['user-agent'] === HEALTH_PROBE_AGENT) log.debug(line, 'request')
    else log.info(line, 'request')
  }
  res.once('finish', finish)
  res.once('close', finish)
  return {
    id,
    error: (error, msg = 'request failed') => log.error({ reqId: id, method: req.method, path: pathOf(req.url), err: error }, msg),
  }
}
