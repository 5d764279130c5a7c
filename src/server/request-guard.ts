/**
 * Requests the production server (server.ts) answers itself, before Next sees them, because Next would fail on
 * them with a 500 or write them into its page cache:
 *
 * - a path with a malformed %-escape (`/client/x/%zz`, `/news/%`): Next throws "failed to decode param" → 400;
 * - a page address longer than 2,048 characters → 414 (every real page address is far shorter; the answer
 *   headers of a page repeat its address, and a proxy in front refuses headers that large);
 * - a page path segment longer than 200 characters → 404 (no page has such a name; Next would try to keep it as
 *   a file name in its page cache and fail);
 * - a page path with an escaped `%` (`/news/a%25b`): no page has one in its name, and next-intl's rewrite passes it
 *   on unescaped, which Next then fails to decode (a 500) → 404;
 * - a server-action call whose action id is not an id at all → 400;
 * - a path of Payload's REST API (`/api/...`, uploaded files included) with a malformed %-escape → 400 (Payload's
 *   error format);
 * - on any path, the methods TRACE/TRACK/CONNECT → 405 (src/server/unsafe-requests.ts).
 *
 * API paths (`/client/...`, `/system/...`) get the API's error envelope `{code, msg}`; pages a short page; both in
 * the caller's language (`language=en` for the API, the `/en` prefix for pages).
 *
 * A body over its route's limit (src/lib/body-limit.ts) is answered here too (`bodyTooLarge`, 413): the API's
 * envelope, Payload's error format in the editor's language, or a short page.
 */
import type { IncomingMessage } from 'node:http'

import { type Bilingual, inLanguage, languageTag, type Locale, localeFromLanguage, localeOfPath } from '@/i18n/locales'

import { editorLanguage } from '../lib/admin-locale'
import type { BodyLimit } from '../lib/body-limit'
import { formatBytes } from '../lib/upload-rules'
import { refuseUnsafeRequest } from './unsafe-requests'

export type GuardAnswer = { status: number; contentType: string; body: string; headers?: Record<string, string> }

const PAGE_URL_MAX = 2048
const SEGMENT_MAX = 200
const ACTION_ID = /^[0-9a-f]{16,128}$/i

const TEXTS = {
  badPath: { zh: '请求路径无效：含有错误的编码', en: 'Invalid request path: malformed %-encoding' },
  tooLong: { zh: '请求地址过长', en: 'The address is too long' },
  notFound: { zh: '页面不存在', en: 'Page not found' },
  badAction: { zh: '无效的请求', en: 'Invalid request' },
  unreadableForm: { zh: '无法读取提交的表单内容，请重新提交', en: 'The form sent could not be read: please send it again' },
} as const

/** The 413 text: the same words as the public API's own (src/content/api/messages.ts). */
const tooLargeText = (limit: number) => ({
  zh: `请求内容过大：最多 ${formatBytes(limit)}`,
  en: `The request body is too large: at most ${formatBytes(limit)}`,
})

type Options = { basePath: string; apiPrefix: string }

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

function page(status: number, locale: Locale, text: Bilingual): GuardAnswer {
  const lang = languageTag(locale)
  const message = inLanguage(text, locale)
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head><body><main><h1>${status}</h1><p>${message}</p></main></body></html>`,
  }
}

/** The path of a request, without its query, the base path and the API prefix. */
function localPath(path: string, { basePath, apiPrefix }: Options): string {
  const local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path
  return apiPrefix && local.startsWith(`${apiPrefix}/`) ? local.slice(apiPrefix.length) : local
}

const isApiLocal = (local: string) => local.startsWith('/client/') || local.startsWith('/system/')

/** Whether a request (its raw URL) is for the public API of contract 2 (`/client/...`, `/system/...`). */
export function isPublicApiPath(rawUrl: string, options: Options): boolean {
  const queryAt = rawUrl.indexOf('?')
  return isApiLocal(localPath(queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt), options))
}

/** What to answer instead of Next for this request, or null to let Next answer it. */
export function guardRequest(
  method: string,
  rawUrl: string,
  headers: Record<string, string | string[] | undefined>,
  options: Options,
): GuardAnswer | null {
  const unsafe = refuseUnsafeRequest(method, rawUrl, options)
  if (unsafe) return unsafe
  const queryAt = rawUrl.indexOf('?')
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  const local = localPath(path, options)
  const api = isApiLocal(local)
  if (api) {
    if (decodes(path)) return null
    const locale = localeFromLanguage(new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1)).get('language'))
    return {
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 400, msg: inLanguage(TEXTS.badPath, locale) }),
    }
  }
  // Payload's REST API (`/api/news/<id>`, uploaded files `/api/media/file/<name>`): a path that is not valid
  // %-encoded UTF-8 is refused in Payload's error format (Next would fail to decode it: a 500).
  if (local.startsWith('/api/') && !decodes(path)) {
    return {
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ errors: [{ message: `${TEXTS.badPath.en} / ${TEXTS.badPath.zh}` }] }),
    }
  }
  // The admin, Payload's API and Next's own files are left to them.
  if (/^\/(admin|api|_next)(\/|$)/.test(local)) return null
  const locale = localeOfPath(local)
  if (!decodes(path)) return page(400, locale, TEXTS.badPath)
  if (rawUrl.length > PAGE_URL_MAX) return page(414, locale, TEXTS.tooLong)
  if (local.split('/').some((segment) => segment.length > SEGMENT_MAX)) return page(404, locale, TEXTS.notFound)
  if (decodeURIComponent(path).includes('%')) return page(404, locale, TEXTS.notFound)
  const action = headers['next-action']
  if (method === 'POST' && action !== undefined && !(typeof action === 'string' && ACTION_ID.test(action))) {
    return page(400, locale, TEXTS.badAction)
  }
  return null
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('; ') : value)

const FORM_BODY = /^\s*multipart\/form-data\b/i

/**
 * The 400 for a multipart form posted to a page whose body cannot be read (cut off, garbled, no boundary), or null
 * when the request is not a multipart form posted to a page (src/server/unreadable-forms.ts checks the body before
 * Next, which would fail on it with a 500).
 */
export function unreadableFormAnswer(
  method: string,
  rawUrl: string,
  headers: Record<string, string | string[] | undefined>,
  options: Options,
): GuardAnswer | null {
  if (method !== 'POST' || !FORM_BODY.test(single(headers['content-type']) ?? '')) return null
  const queryAt = rawUrl.indexOf('?')
  const local = localPath(queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt), options)
  if (isApiLocal(local) || /^\/(admin|api|_next)(\/|$)/.test(local)) return null
  return page(400, localeOfPath(local), TEXTS.unreadableForm)
}

/** The 413 of a body over its route's limit, in the form and language of whoever answers that route. */
export function bodyTooLarge(
  limit: BodyLimit,
  rawUrl: string,
  headers: Record<string, string | string[] | undefined>,
  options: Options,
): GuardAnswer {
  const text = tooLargeText(limit.bytes)
  const queryAt = rawUrl.indexOf('?')
  if (limit.kind === 'api') {
    const locale = localeFromLanguage(new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1)).get('language'))
    return {
      status: 413,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 413, msg: inLanguage(text, locale) }),
    }
  }
  if (limit.kind === 'payload') {
    return {
      status: 413,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ errors: [{ message: text[editorLanguage(single(headers.cookie), single(headers['accept-language']))] }] }),
    }
  }
  const local = localPath(queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt), options)
  return page(413, localeOfPath(local), text)
}

/**
 * Holds a request's body to `limit` bytes (src/lib/body-limit.ts says which).
 * Node's HTTP parser hands each piece of a request body to `IncomingMessage.push`; the counter sits there, so it sees
 * every byte before Next's own reader does and consumes nothing itself (the stream is read by Next, at Next's pace). A declared length over the limit: `onTooLarge` at once and false (nothing
 * of the body has been read). Otherwise true, and for a body without a length `onTooLarge` is called when the bytes
 * received pass the limit; the piece that passed it and everything after are never handed on, and the connection is
 * no longer read (Node's parser stops reading the socket when `push` answers false).
 */
export function limitRequestBody(req: IncomingMessage, limit: number, onTooLarge: () => void): boolean {
  const declared = req.headers['content-length']
  if (declared !== undefined && req.headers['transfer-encoding'] === undefined) {
    // Node's parser reads exactly the declared length as the body; nothing to count.
    if (Number(declared) > limit) {
      onTooLarge()
      return false
    }
    return true
  }
  let received = 0
  const push = req.push
  req.push = function pushCounted(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as { length: number }).length
      if (received > limit) {
        req.push = () => false
        onTooLarge()
        return false
      }
    }
    return push.call(this, chunk, encoding)
  }
  return true
}
