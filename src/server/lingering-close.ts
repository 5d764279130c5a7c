/**
 * Closing a connection whose request body was not read to its end (an upload refused before or while it arrives).
 *
 * The answer says `Connection: close`, and the connection is still read for LINGER_MS after it (what arrives is
 * dropped) before it closes: closing at once resets the connection under a client that is still sending, and many
 * clients then lose the answer they were sent (nginx's lingering close, for the same reason).
 *
 * Node closes a `Connection: close` answer's socket through `socket.destroySoon()` once the answer is out; that one
 * method of `net.Socket` is replaced here, on this socket only, so that it lingers first. `tests/unit/lingering-close.test.ts`
 * fails if Node stops closing that way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { onHead } from './intercept'

/** How long a connection is still read after an answer that left its request's body unread. */
const LINGER_MS = 2000

/** What still arrives on `socket` is dropped, for LINGER_MS at most, then the connection closes. */
function lingerThenClose(socket: Socket | null, lingerMs = LINGER_MS): void {
  if (!socket || socket.destroyed) return
  const timer = setTimeout(() => socket.destroy(), lingerMs)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  socket.resume()
}

/** The rest of the request's body goes nowhere, and its socket lingers (lingerThenClose) when Node closes it. */
export function closeLingering(req: IncomingMessage, socket: Socket | null = req.socket, lingerMs = LINGER_MS): void {
  req.push = () => true
  if (!socket) return
  socket.destroySoon = () => {
    socket.end()
    lingerThenClose(socket, lingerMs)
  }
}

/**
 * For a request with a body: when the answer's head goes out while the body is still arriving, the answer says
 * `Connection: close` and the connection lingers before it closes (the client reads its answer and sends what comes
 * next on a new connection); when the answer is out and the body still unread, Node would read and drop the rest of
 * it (up to MAX_UPLOAD_MB): the connection closes after LINGER_MS instead. The socket is taken now: once the answer
 * is finished, Node may have detached it.
 */
export function closeWhenAnsweredEarly(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS): void {
  const socket = req.socket
  let seen = false
  onHead(res, (_head, response) => {
    if (seen) return 'send'
    seen = true
    if (!req.complete && !response.headersSent) {
      response.setHeader('connection', 'close')
      closeLingering(req, socket, lingerMs)
    }
    return 'send'
  })
  res.once('finish', () => !req.complete && lingerThenClose(socket, lingerMs))
}

/**
 * Fails the request's body for whoever still reads it (Next, when a body over its limit was cut off midway), once its
 * connection has closed: not before, since destroying a request takes its socket down with it, and the answer must
 * linger first. Named an abort, Next logs no error for it.
 */
export function abortReadersOnClose(req: IncomingMessage, message: string): void {
  const abort = () => req.destroy(Object.assign(new Error(message), { name: 'AbortError', code: 'ERR_BODY_OVER_LIMIT' }))
  const socket = req.socket
  if (!socket || socket.destroyed) abort()
  else socket.prependOnceListener('close', abort)
}
