/**
 * How many bytes of request body each route may send, enforced by the production server (server.ts) while the
 * body arrives, before the application has read it whole.
 *
 * Why: Next and Payload read a body whole before they look at its size, and a body sent without a length
 * (`Transfer-Encoding: chunked`) got past every check that relied on `Content-Length` (measured: 50 MB sent to the
 * contact API, Payload's login or GraphQL each left about 125 MB more in the server's memory). Here a body that
 * announces more than its route's limit is refused at once, before a byte of it is read, and a body without a
 * length is counted as it arrives and refused when it passes the limit: the server then stops reading the
 * connection, answers 413 and closes it. Nothing past the limit reaches the application.
 *
 * This module holds the limits and which route has which (pure; the Payload route reads them too); the counting
 * itself is `limitRequestBody` in src/server/request-guard.ts.
 */
import type { IncomingMessage } from 'node:http'

const KB = 1024
const MB = 1024 * 1024

/** The public API (`/client/...`, `/system/...`): its only body is the contact form's JSON (src/content/api/routes.ts). */
export const PUBLIC_API_BODY_LIMIT = 16 * KB
/** Payload's sign-in and account endpoints (`/api/users/login`, logout, refresh, password reset, first user, unlock). */
export const AUTH_BODY_LIMIT = 16 * KB
/** The rest of Payload's API (REST and GraphQL): the admin's JSON and form saves (Payload caps one form field at 1 MB). */
export const PAYLOAD_BODY_LIMIT = 4 * MB
/**
 * Pages, the admin's pages and everything else: server actions (the contact form without JavaScript, the admin's
 * server functions). Next refuses a server action over 1 MB itself, with an error page and status 500; this limit
 * is the same, so the server answers first, with a 413.
 */
export const PAGE_BODY_LIMIT = 1 * MB
/** An upload's own limit is MAX_UPLOAD_MB; the multipart framing and the document's fields around the file get this much more. */
export const UPLOAD_OVERHEAD = 1 * MB

/**
 * The collections that take files (`upload` set in src/collections): only their create and update paths accept a
 * file (the Payload route, `src/app/(payload)/api/[...slug]/route.ts`, checks this against the configuration).
 */
export const UPLOAD_COLLECTIONS: readonly string[] = ['media']
/** The auth collection and its endpoints that take a body. */
const AUTH_PATH = /^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password|first-register|unlock|verify)(\/|$)/

/** Who answers a refused body, and so in which form: the public API's envelope, Payload's errors, or a short page. */
type BodyKind = 'api' | 'payload' | 'page'
export type BodyLimit = { bytes: number; kind: BodyKind }

type Options = { basePath: string; apiPrefix: string; maxUploadBytes: number }

/** The path of a raw request URL without its query and the base path. */
function localPathOf(rawUrl: string, basePath: string): string {
  const queryAt = rawUrl.indexOf('?')
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  return basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path
}

/**
 * Whether a request (its method and path without the base path) creates or updates a document of an upload
 * collection, the only requests that may carry a file: `POST /api/media`, `PATCH /api/media/12`, `PATCH /api/media`
 * (several at once). `collections`: the upload collections' slugs.
 */
export function isUploadPath(method: string, path: string, collections: readonly string[] = UPLOAD_COLLECTIONS): boolean {
  const match = /^\/api\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path)
  if (!match || !collections.includes(match[1])) return false
  return match[2] === undefined ? method === 'POST' || method === 'PATCH' : method === 'PATCH'
}

/** The body limit of a request: its method and raw URL decide. */
export function bodyLimitOf(method: string, rawUrl: string, { basePath, apiPrefix, maxUploadBytes }: Options): BodyLimit {
  let path = localPathOf(rawUrl, basePath)
  if (apiPrefix && path.startsWith(`${apiPrefix}/`)) path = path.slice(apiPrefix.length)
  if (path.startsWith('/client/') || path.startsWith('/system/')) return { bytes: PUBLIC_API_BODY_LIMIT, kind: 'api' }
  if (path === '/api' || path.startsWith('/api/')) {
    if (AUTH_PATH.test(path)) return { bytes: AUTH_BODY_LIMIT, kind: 'payload' }
    if (isUploadPath(method, path)) return { bytes: maxUploadBytes + UPLOAD_OVERHEAD, kind: 'payload' }
    return { bytes: PAYLOAD_BODY_LIMIT, kind: 'payload' }
  }
  return { bytes: PAGE_BODY_LIMIT, kind: 'page' }
}

/** Whether a request comes with a body at all (a length above 0, or chunked). */
export function hasBody(headers: IncomingMessage['headers']): boolean {
  const length = headers['content-length']
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined
}
