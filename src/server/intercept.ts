/**
 * The one way `server.ts` steps into the answers Next writes: `onHead` sees each head as it goes out (Node writes an
 * implicit head through `writeHead` too), and `ignoreFurtherWrites` silences a response this server has answered
 * itself. Only public methods of Node's `ServerResponse` are wrapped; `whole-response.ts`, which holds a whole body,
 * is the one other wrapper.
 */
import type { ServerResponse } from 'node:http'

/** A head on its way out: its status, and the rest of `writeHead`'s arguments (a hook may change them). */
interface Head {
  status: number
  rest: unknown[]
}

/**
 * What a hook does with a head: `send` it (changed or not) to the wrappers installed before this one, or say it
 * `answered` in its place. `takeBack()` puts back `writeHead`, `write` and `end` as they were when the hook was
 * installed, for a hook that answers with its own head and body.
 */
export type HeadHook = (head: Head, res: ServerResponse, takeBack: () => void) => 'send' | 'answered'

type WriteHead = (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse

/** Calls `hook` on each head `res` writes, from now on; later hooks see a head first. */
export function onHead(res: ServerResponse, hook: HeadHook): void {
  const writeHead = res.writeHead as WriteHead
  const { write, end } = res
  const takeBack = () => {
    res.writeHead = writeHead
    res.write = write
    res.end = end
  }
  res.writeHead = function writeHeadThroughHook(this: ServerResponse, status: number, ...rest: unknown[]) {
    const head: Head = { status, rest }
    if (hook(head, this, takeBack) === 'answered') return this
    return writeHead.call(this, head.status, ...head.rest)
  }
}

/** The headers object or flat `[name, value, …]` array among `writeHead`'s arguments, and where it is. */
export function headersArgument(rest: unknown[]): { index: number; headers: unknown } {
  const index = rest.findIndex((r) => r !== null && typeof r === 'object')
  return { index, headers: index === -1 ? undefined : rest[index] }
}

/**
 * A response this server has already answered itself, while Next goes on writing to it: from now on `writeHead`,
 * `setHeader`, `write`, `end` and `flushHeaders` do nothing (used when a stale copy or a 503 replaces Next's 5xx, and
 * after a 413 for a body over its limit). Callbacks given to `write`/`end` are still called, so that Next's own
 * bookkeeping (its response stream's `finish`) is not left waiting. `statusCode`, when given, stays what this server
 * answered whatever Next sets (its log line and its stream read the status back).
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
