/**
 * A response this server has already answered itself, while Next goes on writing to it: what Next writes afterwards
 * goes nowhere. Used by server.ts when it replaces Next's 5xx with a stale copy or a 503 (the database went away),
 * and when it answers 413 to a body over its limit before Next has read it. Callbacks given to `write`/`end` are
 * still called, so that Next's own bookkeeping (its response stream's `finish`) is not left waiting.
 */
import type { ServerResponse } from 'node:http'

/**
 * From now on `writeHead`, `setHeader`, `write`, `end` and `flushHeaders` of `res` do nothing; `statusCode`, when
 * given, stays what this server answered whatever Next sets (its log line and its stream read the status back).
 */
export function ignoreFurtherWrites(res: ServerResponse, options: { statusCode?: number } = {}): void {
  const dropped = (...args: unknown[]) => {
    const done = args.find((a) => typeof a === 'function') as (() => void) | undefined
    done?.()
    return res
  }
  res.writeHead = dropped
  res.setHeader = dropped
  res.write = ((...args: unknown[]) => {
    dropped(...args)
    return true
  }) as ServerResponse['write']
  res.end = dropped as ServerResponse['end']
  res.flushHeaders = () => {}
  const { statusCode } = options
  if (statusCode !== undefined) Object.defineProperty(res, 'statusCode', { get: () => statusCode, set: () => {}, configurable: true })
}
