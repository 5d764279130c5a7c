import { type AnyTag, EVERY_TAG, invalidate, isOurTag } from '@/content/cache'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/** The tags named in a JSON body `{"tags": [...]}` that are tags of ours; every tag when there is no such body. */
async function tagsOf(request: Request): Promise<AnyTag[]> {
  const text = await request.text().catch(() => '')
  if (!text) return [...EVERY_TAG]
  try {
    const asked = (JSON.parse(text) as { tags?: unknown }).tags
    if (!Array.isArray(asked)) return [...EVERY_TAG]
    return asked.filter(isOurTag)
  } catch {
    return [...EVERY_TAG]
  }
}

/**
 * Called by server.ts right after it starts: drops every cached read and page of this process, so that a restart
 * never serves what was cached (on disk) before a publish that another process saw. Called again with `{"tags": [...]}` by code that
 * changed content outside a request (a scheduled publish), where Next cannot drop tags itself.
 * Answers 404 to anyone without the process's own random token.
 */
export async function POST(request: Request): Promise<Response> {
  const token = env.internalRevalidateToken
  if (!token || request.headers.get('x-internal-token') !== token) return new Response(null, { status: 404 })
  invalidate(await tagsOf(request))
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
