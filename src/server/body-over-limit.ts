/**
 * Each route's body limit (src/lib/body-limit.ts), counted as the body arrives (`limitRequestBody`): a body declared
 * over its limit is answered 413 before anything of it is read; one that passes its limit while Next is already
 * reading it is cut off there, answered 413 all the same, and Next's reader fails once the connection has closed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { bodyLimitOf } from '../lib/body-limit'
import { ignoreFurtherWrites } from './intercept'
import { abortReadersOnClose, closeLingering } from './lingering-close'
import type { OwnAnswers } from './own-answers'
import { bodyTooLarge, type GuardAnswer, limitRequestBody } from './request-guard'

export interface BodyLimitOptions {
  basePath: string
  apiPrefix: string
  maxUploadBytes: number
  answers: OwnAnswers
}

/** Installs the limit on a request with a body; false when the request was answered here and goes no further. */
export function enforceBodyLimit(req: IncomingMessage, res: ServerResponse, options: BodyLimitOptions): boolean {
  const { basePath, apiPrefix, maxUploadBytes, answers } = options
  const url = req.url ?? '/'
  const limit = bodyLimitOf(req.method ?? 'GET', url, { basePath, apiPrefix, maxUploadBytes })
  // Taken now, before Next wraps them: the 413 goes out past whatever Next has installed since.
  const { writeHead, end } = res
  let reading = false
  const within = limitRequestBody(req, limit.bytes, () => {
    const tooLarge = bodyTooLarge(limit, url, req.headers, { basePath, apiPrefix })
    if (reading) refuseMidway(req, res, tooLarge, { writeHead, end, headers: answers.siteHeaders })
    else answers.answer(req, res, tooLarge, true)
  })
  reading = within
  return within
}

/**
 * A body that passed its route's limit while Next was already reading it: Next gets no more of it, the client gets
 * the 413, and the connection closes once the answer is out and has lingered; whatever Next then does with the
 * cut-off request goes nowhere (its writes to this response are dropped).
 */
function refuseMidway(
  req: IncomingMessage,
  res: ServerResponse,
  refused: GuardAnswer,
  own: { writeHead: ServerResponse['writeHead']; end: ServerResponse['end']; headers: Record<string, string> },
) {
  if (res.headersSent) {
    // Next had already answered: nothing to say, only to stop.
    req.socket.destroy()
    return
  }
  closeLingering(req)
  own.writeHead.call(res, refused.status, {
    ...own.headers,
    'content-type': refused.contentType,
    'cache-control': 'no-store',
    connection: 'close',
  })
  ;(own.end as (chunk: string) => void).call(res, refused.body)
  ignoreFurtherWrites(res, { statusCode: refused.status })
  abortReadersOnClose(req, `request body over its limit (${refused.status} answered)`)
}
