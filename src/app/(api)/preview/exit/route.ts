import { draftMode } from 'next/headers'

import { publicBasePath } from '@/env-public'
import { safePreviewPath } from '@/lib/preview'

export const dynamic = 'force-dynamic'

const basePath = publicBasePath()

/** `/preview/exit?path=/airoad`: leaves draft mode and opens the published page. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = safePreviewPath(new URL(request.url).searchParams.get('path')) ?? '/'
  return new Response(null, { status: 307, headers: { location: `${basePath}${path}`, 'cache-control': 'no-store' } })
}
