import { ALL_TAGS, invalidate } from '@/content/cache'

export const dynamic = 'force-dynamic'

/**
 * Called once by server.ts right after it starts: drops every cached read and page of this process, so that a
 * restart never serves what was cached (on disk) before a publish that another process saw. Answers 404 to
 * anyone without the process's own random token.
 */
export async function POST(request: Request): Promise<Response> {
  const token = process.env.INTERNAL_REVALIDATE_TOKEN
  if (!token || request.headers.get('x-internal-token') !== token) return new Response(null, { status: 404 })
  invalidate(ALL_TAGS)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
