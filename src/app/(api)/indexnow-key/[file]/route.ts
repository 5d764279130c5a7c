import { indexNowKeyOf } from '@/content/indexnow-key'

export const dynamic = 'force-dynamic'

const TEXT = { 'content-type': 'text/plain; charset=utf-8' }

/**
 * IndexNow's key file, `/{key}.txt` (rewritten here by next.config.ts): the key itself when it is the one the site
 * settings hold, so that the engines can check the pushes are the site's own; any other name is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  const configured = await indexNowKeyOf()
  if (!configured || file !== `${configured}.txt`)
    return new Response('未找到 / Not found', { status: 404, headers: { ...TEXT, 'cache-control': 'no-store' } })
  return new Response(configured, { headers: { ...TEXT, 'cache-control': 'public, max-age=300' } })
}
