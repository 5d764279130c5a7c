import { getPayloadClient } from '@/content/payload'
import { recordRedirectHits, redirectRules } from '@/content/redirects'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

const authorized = (request: Request) => {
  const token = env.internalRevalidateToken
  return Boolean(token) && request.headers.get('x-internal-token') === token
}

/**
 * The redirect table server.ts answers from (src/server/redirects.ts): `{"rules": [...]}`. Answers 404 to anyone
 * without the process's own random token (the same as /internal-revalidate).
 */
export async function GET(request: Request): Promise<Response> {
  if (!authorized(request)) return new Response(null, { status: 404 })
  const rules = await redirectRules(await getPayloadClient())
  return Response.json({ rules }, { headers: { 'cache-control': 'no-store' } })
}

/** The hits server.ts counted since its last call: `{"hits": [{"id", "count", "last"}]}`. */
export async function POST(request: Request): Promise<Response> {
  if (!authorized(request)) return new Response(null, { status: 404 })
  const body = (await request.json().catch(() => null)) as { hits?: unknown } | null
  const hits = Array.isArray(body?.hits) ? (body.hits as Array<{ id: number | string; count: number; last: string }>) : []
  await recordRedirectHits(await getPayloadClient(), hits)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
