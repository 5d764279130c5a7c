import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { env } from '@/env'
import { isMissingLocalUpload } from '@/media-storage'

const restGet = REST_GET(config)

/** GET, except that an uploaded file missing from the local disk is a 404 (Payload would answer 500). */
export const GET = async (request: Request, args: Parameters<typeof restGet>[1]) => {
  if (await isMissingLocalUpload(new URL(request.url).pathname, env.s3 ? null : env.mediaDir)) {
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return restGet(request, args)
}
/**
 * HEAD as GET without the body. Payload routes REST calls by method and answered HEAD with 404, so a crawler, CDN
 * or link checker asking whether an uploaded file exists (`HEAD /api/media/file/…`) was told it did not.
 */
export const HEAD = async (request: Request, args: Parameters<typeof restGet>[1]) => {
  const answer = await GET(new Request(request, { method: 'GET' }), args)
  return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}
export const POST = REST_POST(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
