/**
 * A multipart form posted to a page is read whole before Next sees it, and a body that cannot be read as a form (cut
 * off, garbled, no boundary) is answered 400 in the page's language (`unreadableFormAnswer`, src/server/request-guard.ts)
 * without calling Next, which would fail on it ("Failed to parse body as FormData") with a 500 and an error in its log.
 *
 * The body's pieces are held back as Node's parser pushes them (nothing is read from the stream), checked with the
 * same parser Next uses (the fetch standard's `formData()`), then handed on in order and Next is called, so it reads
 * the body as it arrived. Bodies of a page are small (src/lib/body-limit.ts); past HOLD_MAX the pieces are handed on
 * unchecked and Next is called at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { OwnAnswers } from './own-answers'
import { unreadableFormAnswer } from './request-guard'

type Options = { basePath: string; apiPrefix: string; answers: OwnAnswers }
type Push = (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) => boolean

const HOLD_MAX = 1024 * 1024

async function readsAsForm(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
    return true
  } catch {
    return false
  }
}

/**
 * For a multipart form posted to a page: holds its body, then calls `toNext` when it reads as a form, or answers 400;
 * true when it has taken the request over (`toNext` is called later or never). False for any other request.
 */
export function checkFormBody(req: IncomingMessage, res: ServerResponse, { answers, ...paths }: Options, toNext: () => void): boolean {
  const refusal = unreadableFormAnswer(req.method ?? 'GET', req.url ?? '/', req.headers, paths)
  if (!refusal) return false
  const contentType = String(req.headers['content-type'] ?? '')
  const push = req.push as Push
  const held: Buffer[] = []
  let size = 0
  const handOn = () => {
    req.push = push
    for (const piece of held) push.call(req, piece)
    held.length = 0
  }
  req.push = function holding(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk !== null && chunk !== undefined) {
      const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding)
      held.push(piece)
      size += piece.length
      if (size > HOLD_MAX) {
        handOn()
        toNext()
      }
      return true
    }
    void readsAsForm(Buffer.concat(held), contentType).then((readable) => {
      if (readable) {
        handOn()
        push.call(req, null)
        toNext()
      } else {
        req.push = push
        held.length = 0
        push.call(req, null)
        answers.answer(req, res, refusal, false)
      }
    })
    return true
  }
  return true
}
