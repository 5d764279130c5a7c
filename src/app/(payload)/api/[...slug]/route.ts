import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { fileCaching, handleWithBodyRules, missingPreferenceAnswer, noStoreWhenAuthenticated, refusal } from '@/content/payload-requests'
import { env } from '@/env'
import { restGuard } from '@/lib/payload-rest-guard'
import { METHOD_OVERRIDE_HEADERS, methodOverrideOf, overriddenUrl } from '@/lib/rest-body'
import { isMissingLocalUpload } from '@/media-storage'
import config from '@payload-config'

import '@payloadcms/next/css'

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const restPatch = REST_PATCH(config)
const restPut = REST_PUT(config)
const restDelete = REST_DELETE(config)

type Args = Parameters<typeof restGet>[1]

/** Input Payload would answer with a 500 (src/lib/payload-rest-guard.ts) gets a 4xx first, for every method. */
const refuse = restGuard(config)
type Handler = (request: Request, args: Args) => Promise<Response>
/**
 * Method-override headers are refused unless they are the one form the admin sends (a POST standing for a GET with a
 * urlencoded query), which `POST` turns into a plain GET (src/lib/rest-body.ts).
 */
const checked =
  (handler: Handler): Handler =>
  async (request, args) => {
    const override = methodOverrideOf(request.method, request.headers)
    if (override !== null && override !== 'read') return refusal(400, override.refusal, request.headers)
    return (await refuse(request)) ?? handler(request, args)
  }

/**
 * GET, except that an uploaded file missing from the local disk is a 404 (Payload would answer 500), a file served
 * to someone signed in is never kept by a shared cache (it may be private), and a public one is (`fileCaching`).
 */
export const GET = checked(async (request, args) => {
  if (await isMissingLocalUpload(new URL(request.url).pathname, env.s3 ? null : env.mediaDir)) {
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return fileCaching(request, noStoreWhenAuthenticated(request, await restGet(request, args)))
})
/**
 * HEAD as GET without the body. Payload routes REST calls by method and answered HEAD with 404, so a crawler, CDN
 * or link checker asking whether an uploaded file exists (`HEAD /api/media/file/…`) was told it did not.
 */
export const HEAD = async (request: Request, args: Args) => {
  const answer = await GET(new Request(request, { method: 'GET' }), args)
  return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}
/**
 * Writes: files only to an upload collection and only from an editor, every temporary file removed when the request
 * ends, and no-store on answers to someone signed in (src/content/payload-requests.ts).
 */
const post = checked((request, args) => handleWithBodyRules(request, args, restPost, true))
/** A POST standing for a GET (`X-HTTP-Method-Override: GET`) is that GET, checked and answered as one. */
export const POST = async (request: Request, args: Args) => {
  if (methodOverrideOf(request.method, request.headers) !== 'read') return post(request, args)
  const query = request.body ? await request.text() : ''
  const headers = new Headers(request.headers)
  for (const name of [...METHOD_OVERRIDE_HEADERS, 'content-type', 'content-length', 'transfer-encoding']) headers.delete(name)
  return GET(new Request(overriddenUrl(request.url, query), { method: 'GET', headers }), args)
}
export const PATCH = checked((request, args) => handleWithBodyRules(request, args, restPatch, true))
export const PUT = checked((request, args) => handleWithBodyRules(request, args, restPut, true))
export const DELETE = checked(
  async (request, args) => (await missingPreferenceAnswer(request)) ?? noStoreWhenAuthenticated(request, await restDelete(request, args)),
)
export const OPTIONS = checked(REST_OPTIONS(config))
