import { draftMode } from 'next/headers'

import { canPreviewDrafts } from '@/content/preview'
import { publicBasePath } from '@/env-public'
import { safePreviewPath } from '@/lib/preview'

export const dynamic = 'force-dynamic'

const basePath = publicBasePath()

function redirect(location: string, status = 307): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store' } })
}

/**
 * `/preview?path=/en/newsDetail?type=information&id=12`: for an editor or administrator signed in to the admin,
 * turns on draft mode (the site then shows the latest drafts, uncached) and opens the page. Anyone else is sent to
 * the admin's login and back. Only paths of this site's pages are accepted.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = safePreviewPath(url.searchParams.get('path'))
  if (!path) {
    return new Response('Bad preview path / 预览地址无效', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (!(await canPreviewDrafts(request.headers))) {
    const back = `${basePath}/preview?path=${encodeURIComponent(path)}`
    return redirect(`${basePath}/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  ;(await draftMode()).enable()
  return redirect(`${basePath}${path}`)
}
