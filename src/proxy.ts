import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { withQueryRoutes } from './i18n/query-routes'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * `/` goes to the home page in the visitor's chosen language (cookie `language`, contract 1); every other
 * page path goes through next-intl (Chinese at the root, English under /en).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // The public API under its optional prefix is rewritten by next.config, not localised.
  const apiPrefix = process.env.NEXT_PUBLIC_API_PREFIX
  if (apiPrefix && (pathname.startsWith(`${apiPrefix}/client/`) || pathname.startsWith(`${apiPrefix}/system/`))) {
    return NextResponse.next()
  }
  if (pathname === '/' || pathname === '') {
    const english = request.cookies.get('language')?.value === 'en'
    const url = request.nextUrl.clone()
    url.pathname = english ? '/en/pc_index' : '/pc_index'
    return NextResponse.redirect(url, 307)
  }
  if (pathname === '/en' || pathname === '/en/') {
    const url = request.nextUrl.clone()
    url.pathname = '/en/pc_index'
    return NextResponse.redirect(url, 307)
  }
  return withQueryRoutes(request, intl(request))
}

export const config = {
  // Not the admin, Payload's REST, the public API, Next's assets or files with an extension.
  matcher: ['/((?!api|admin|client|system|healthz|internal-revalidate|_next|_vercel|.*\\..*).*)'],
}
