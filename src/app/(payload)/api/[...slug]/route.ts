import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { handleWithBodyRules, noStoreWhenAuthenticated, privateFileWhenAuthenticated } from '@/content/payload-requests'
import { env } from '@/env'
import { isMissingLocalUpload } from '@/media-storage'
import { restGuard } from '@/server/payload-rest-guard'
import config from '@payload-config'

import '@payloadcms/next/css'

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const restPatch = REST_PATCH(config)
const restPut = REST_PUT(config)
const restDelete = REST_DELETE(config)

type Args = Parameters<typeof restGet>[1]

/** Input Payload would answer with a 500 (src/server/payload-rest-guard.ts) gets a 4xx first, for every method. */
const refuse = restGuard(config)
type Handler = (request: Request, args: Args) => Promise<Response>
const checked =
  (handler: Handler): Handler =>
  async (request, args) =>
    (await refuse(request)) ?? handler(request, args)

/**
 * GET, except that an uploaded file missing from the local disk is a 404 (Payload would answer 500), and a file
 * served to someone signed in is never kept by a shared cache (it may be private).
 */
export const GET = checked(async (request, args) => {
  if (await isMissingLocalUpload(new URL(request.url).pathname, env.s3 ? null : env.mediaDir)) {
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return privateFileWhenAuthenticated(request, noStoreWhenAuthenticated(request, await restGet(request, args)))
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
export const POST = checked((request, args) => handleWithBodyRules(request, args, restPost, true))
export const PATCH = checked((request, args) => handleWithBodyRules(request, args, restPatch, true))
export const PUT = checked((request, args) => handleWithBodyRules(request, args, restPut, true))
export const DELETE = checked(async (request, args) => noStoreWhenAuthenticated(request, await restDelete(request, args)))
export const OPTIONS = REST_OPTIONS(config)
