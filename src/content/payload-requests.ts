/**
 * Rules applied to requests before Payload's REST and GraphQL handlers see them (src/app/(payload)/api/...).
 *
 * Files: Payload parses any multipart body on any of its POST and PATCH endpoints before it checks who is asking,
 * and writes each file in it to the temp upload folder; a file sent where no upload belongs (`POST /api/news`,
 * `/api/users/login`, GraphQL) stayed there for ever. Here:
 * - a multipart body to an upload collection's create or update address (`POST /api/media`, `PATCH /api/media/12`)
 *   is passed on only when it comes from a signed-in administrator or editor, decided from the headers before a byte
 *   of the body is read (else 403), and Payload writes its file to a folder of the request's own, removed when the
 *   request ends (src/lib/upload-temp.ts);
 * - any other multipart body (the admin saves every form, login included, as multipart with a `_payload` field) is
 *   read into memory (within the body limit of src/lib/body-limit.ts) and passed on only when it holds no file
 *   (else 400), so Payload never writes a temporary file for it.
 * Bodies of Payload's own endpoints must be of a shape Payload reads (src/lib/rest-body.ts: a JSON object, or a form
 * with `_payload`), else 400; a write without `locale` goes to the default language, named in its address
 * (src/lib/payload-rest-guard.ts, `withWriteLocale`).
 * JSON answers to someone signed in, or that sign someone in, are `Cache-Control: no-store`: they may hold a token,
 * drafts, e-mail addresses or leads, and no browser or proxy cache should keep them.
 */
import { hasRole } from '@/access/roles'
import { env } from '@/env'
import { editorLanguage } from '@/lib/admin-locale'
import { isUploadPath, PAYLOAD_BODY_LIMIT } from '@/lib/body-limit'
import { PUBLIC_FILE_CACHE_CONTROL } from '@/lib/cache-lifetimes'
import { hasCookie } from '@/lib/cookies'
import { restBodyRuleOf, type RestConfig, type RestSchema, restSchemaOf, withWriteLocale } from '@/lib/payload-rest-guard'
import { type BodyCheck, checkFormPayload, checkJsonBody } from '@/lib/rest-body'
import { formatBytes } from '@/lib/upload-rules'
import { withUploadTempDir } from '@/lib/upload-temp'

import { getPayloadClient } from './payload'

const mayUpload = hasRole('admin', 'editor')

const TEXTS = {
  signIn: {
    zh: '请先登录：只有管理员和编辑可以上传文件。',
    en: 'Sign in first: only administrators and editors may upload files.',
  },
  notAllowed: {
    zh: '您无权上传文件：只有管理员和编辑可以上传文件。',
    en: 'You may not upload files: only administrators and editors may.',
  },
  noFileHere: {
    zh: '此处不接受文件：文件只能上传到媒体库。',
    en: 'No file is accepted here: files can only be uploaded to the media library.',
  },
  badForm: { zh: '请求内容不是有效的表单数据。', en: 'The request body is not valid form data.' },
  notFound: { zh: '未找到', en: 'Not Found' },
  tooLarge: (limit: number) => ({
    zh: `请求内容过大：最多 ${formatBytes(limit)}。`,
    en: `The request body is too large: at most ${formatBytes(limit)}.`,
  }),
} as const

/** Payload's error answer `{"errors":[{"message"}]}` in the caller's language, not to be cached. */
export function refusal(status: number, text: { zh: string; en: string }, headers: Headers): Response {
  const language = editorLanguage(headers.get('cookie'), headers.get('accept-language'))
  return Response.json({ errors: [{ message: text[language] }] }, { status, headers: { 'cache-control': 'no-store' } })
}

/** Whether the request carries a session (Payload's cookie) or credentials (Authorization). */
function isAuthenticated(headers: Headers): boolean {
  return headers.has('authorization') || hasCookie(headers.get('cookie'), 'payload-token')
}

/** `Cache-Control: no-store` on a JSON answer to someone signed in, or one that signs someone in (sets a cookie). */
export function noStoreWhenAuthenticated(request: Request, answer: Response): Response {
  const personal = isAuthenticated(request.headers) || answer.headers.has('set-cookie')
  if (!personal || !/json/i.test(answer.headers.get('content-type') ?? '')) return answer
  try {
    answer.headers.set('cache-control', 'no-store')
    return answer
  } catch {
    // immutable headers: a copy
    const headers = new Headers(answer.headers)
    headers.set('cache-control', 'no-store')
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  }
}

/**
 * The caching of an uploaded file (`…/api/media/file/…`):
 * - served to someone signed in, `Cache-Control: private, no-cache`: it may be one only editors may see
 *   (src/content/media-visibility.ts), and no shared cache may keep it for the public;
 * - served whole to an anonymous visitor, `PUBLIC_FILE_CACHE_CONTROL` (src/lib/cache-lifetimes.ts, as long as deploy/nginx/ keeps it): the file is public (a private one is a 403 for
 *   them), so the browser keeps it for the next page, and the server's micro-cache for its few seconds
 *   (src/server/micro-cache.ts), which every publish or media change empties at once.
 * Other answers (errors, ranges of a video, other routes) keep their headers.
 */
export function fileCaching(request: Request, answer: Response): Response {
  if (!/\/api\/media\/file\//.test(new URL(request.url).pathname)) return answer
  let cacheControl: string
  if (isAuthenticated(request.headers)) cacheControl = 'private, no-cache'
  else if (answer.status === 200 && !answer.headers.has('cache-control')) cacheControl = PUBLIC_FILE_CACHE_CONTROL
  else return answer
  const headers = new Headers(answer.headers)
  headers.set('cache-control', cacheControl)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}

/** The request body, at most `limit` bytes (null past it). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/** The collections that take files, from Payload's configuration. */
async function uploadCollections(): Promise<string[]> {
  const payload = await getPayloadClient()
  return payload.config.collections.filter((collection) => Boolean(collection.upload)).map((collection) => collection.slug)
}

async function isEditor(headers: Headers): Promise<'editor' | 'other' | 'anonymous'> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers })
    if (!user) return 'anonymous'
    return mayUpload(user) ? 'editor' : 'other'
  } catch {
    return 'anonymous'
  }
}

type Handler<A> = (request: Request, args: A) => Promise<Response>

let schema: Promise<RestSchema> | undefined
/** What the body rules need of Payload's config, read once. */
function restSchema(): Promise<RestSchema> {
  schema ??= getPayloadClient().then((payload) => restSchemaOf(payload.config as unknown as RestConfig))
  return schema
}

/** The request Payload gets after a body check: the JSON object as `application/json`, or the refusal. */
function checkedRequest(request: Request, url: string, check: BodyCheck): Request | Response {
  if ('refusal' in check) return refusal(400, check.refusal, request.headers)
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  return new Request(url, { method: request.method, headers, body: check.json })
}

/** The request at another address (its locale named), its body still unread. */
function atUrl(request: Request, url: string): Request {
  if (url === request.url) return request
  return new Request(url, { method: request.method, headers: request.headers, body: request.body, duplex: 'half' } as RequestInit)
}

/** The local path of a request (without the base path). */
function localPath(request: Request): string {
  const { pathname } = new URL(request.url)
  return env.basePath && pathname.startsWith(env.basePath) ? pathname.slice(env.basePath.length) || '/' : pathname
}

/**
 * Payload's handler for a request that may have a body, with the rules above. `uploads`: whether this handler takes
 * uploads at all (Payload's REST API does, GraphQL does not).
 */
export async function handleWithBodyRules<A>(request: Request, args: A, handle: Handler<A>, uploads: boolean): Promise<Response> {
  const type = request.headers.get('content-type') ?? ''
  const rules = await restSchema()
  const rule = uploads ? restBodyRuleOf(request.method, request.url, rules) : 'none'
  const url = (uploads && withWriteLocale(request.method, request.url, rules)) || request.url
  const multipart = /^\s*multipart\//i.test(type)
  if (multipart && uploads && isUploadPath(request.method, localPath(request), await uploadCollections())) {
    const who = await isEditor(request.headers)
    if (who === 'anonymous') return refusal(403, TEXTS.signIn, request.headers)
    if (who === 'other') return refusal(403, TEXTS.notAllowed, request.headers)
    const streamed = atUrl(request, url)
    return noStoreWhenAuthenticated(request, await withUploadTempDir(env.uploadTempDir, () => handle(streamed, args)))
  }
  if (!multipart && (rule === 'none' || rule === 'own')) {
    return noStoreWhenAuthenticated(request, await handle(atUrl(request, url), args))
  }
  const body = await readLimited(request, PAYLOAD_BODY_LIMIT)
  if (!body) return refusal(413, TEXTS.tooLarge(PAYLOAD_BODY_LIMIT), request.headers)
  if (!multipart) {
    const checked = checkedRequest(request, url, checkJsonBody(rule as 'document' | 'optional', type, body))
    return checked instanceof Response ? checked : noStoreWhenAuthenticated(request, await handle(checked, args))
  }
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    return refusal(400, TEXTS.badForm, request.headers)
  }
  for (const value of form.values()) if (typeof value !== 'string') return refusal(400, TEXTS.noFileHere, request.headers)
  if (rule === 'document' || rule === 'optional') {
    const field = form.get('_payload')
    const checked = checkedRequest(request, url, checkFormPayload(rule, typeof field === 'string' ? field : undefined))
    return checked instanceof Response ? checked : noStoreWhenAuthenticated(request, await handle(checked, args))
  }
  const again = new Request(url, { method: request.method, headers: request.headers, body })
  return noStoreWhenAuthenticated(request, await handle(again, args))
}

/**
 * `DELETE /api/payload-preferences/<key>` of a preference the user does not have: Payload's database adapter fails on
 * it (its fallback query names a join it did not make) and Payload answered 500. Looked up here first: a 404.
 */
export async function missingPreferenceAnswer(request: Request): Promise<Response | null> {
  const match = /^\/api\/payload-preferences\/([^/]+)\/?$/.exec(localPath(request))
  if (request.method !== 'DELETE' || !match) return null
  let key: string
  try {
    key = decodeURIComponent(match[1])
  } catch {
    return null
  }
  const payload = await getPayloadClient()
  const user = await payload
    .auth({ headers: request.headers })
    .then((result) => result.user)
    .catch(() => null)
  if (!user) return null // Payload answers 401
  const found = await payload.find({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.length > 0 ? null : refusal(404, TEXTS.notFound, request.headers)
}
