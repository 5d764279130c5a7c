import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { env } from '@/env'
import { publicApiPrefix } from '@/env-public'

import { DEFAULT_ADMIN_LANGUAGE, DEFAULT_LOCALE, localeFromLanguage, localeOfPath, localePrefix, LOCALES } from './i18n/locales'
import { markdownRewrite } from './i18n/markdown-proxy'
import { withQueryRoutes } from './i18n/query-route-proxy'
import { routing } from './i18n/routing'
import { guardSearchPage, searchPageLocale } from './i18n/search-proxy'
import { createViewLocaleRedirect } from './lib/admin-locale'
import { crossSiteMessage, isCrossSiteWrite, siteOrigins } from './lib/origins'

const intl = createMiddleware(routing)
/** Origins besides the request's own host whose pages may post here (SERVER_URL, TRUSTED_ORIGINS; src/lib/origins.ts). */
const trustedOrigins = siteOrigins(env.origins)

/**
 * Writes from another site's page are refused. `/` goes to the home page in the visitor's chosen language (cookie
 * `language`, contract 1); every other page path goes through next-intl (Chinese at the root, English under /en).
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // A form or server action posted from another site's page (the contact form, the admin's server functions): 403
  // in the page's language. Next would refuse it too, but with a 500.
  if (isCrossSiteWrite(request.method, request.headers, trustedOrigins)) {
    const language = localeOfPath(pathname)
    return new NextResponse(crossSiteMessage(language), {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // A new document opens in the default language, whatever language the editor wrote in last (src/lib/admin-locale.ts).
    const createLocale = request.method === 'GET' ? createViewLocaleRedirect(pathname, request.nextUrl.search, DEFAULT_LOCALE) : null
    if (createLocale) {
      const url = request.nextUrl.clone()
      url.search = createLocale
      return NextResponse.redirect(url, 307)
    }
    return adminInChinese(request)
  }
  // The public API under its optional prefix is rewritten by next.config, not localised.
  const apiPrefix = publicApiPrefix()
  if (apiPrefix && (pathname.startsWith(`${apiPrefix}/client/`) || pathname.startsWith(`${apiPrefix}/system/`))) {
    return NextResponse.next()
  }
  if (pathname === '/' || pathname === '') {
    const url = request.nextUrl.clone()
    url.pathname = `${localePrefix(localeFromLanguage(request.cookies.get('language')?.value))}/pc_index`
    return NextResponse.redirect(url, 307)
  }
  // A language's bare prefix (`/en`, `/en/`) goes to its home page.
  const bare = LOCALES.find((l) => localePrefix(l) && (pathname === localePrefix(l) || pathname === `${localePrefix(l)}/`))
  if (bare) {
    const url = request.nextUrl.clone()
    url.pathname = `${localePrefix(bare)}/pc_index`
    return NextResponse.redirect(url, 307)
  }
  const markdown = request.method === 'GET' || request.method === 'HEAD' ? markdownRewrite(request) : null
  if (markdown) return markdown
  const searchLocale = searchPageLocale(pathname)
  if (searchLocale && (request.method === 'GET' || request.method === 'HEAD')) {
    const refused = await guardSearchPage(request, searchLocale)
    if (refused) return refused
  }
  return withQueryRoutes(request, intl(request))
}

/**
 * The admin speaks Chinese to a browser that has not chosen a language yet (Payload would follow Accept-Language):
 * without Payload's language cookie, the request is answered in Chinese and the cookie is set. An editor who picks
 * English in the account settings keeps it (Payload rewrites the cookie).
 */
function adminInChinese(request: NextRequest) {
  if (request.cookies.has(ADMIN_LANGUAGE_COOKIE)) return NextResponse.next()
  const headers = new Headers(request.headers)
  const cookie = headers.get('cookie')
  headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${ADMIN_LANGUAGE_COOKIE}=${DEFAULT_ADMIN_LANGUAGE}`)
  const response = NextResponse.next({ request: { headers } })
  response.cookies.set(ADMIN_LANGUAGE_COOKIE, DEFAULT_ADMIN_LANGUAGE, {
    path: '/',
    sameSite: 'lax',
    maxAge: 365 * 24 * 60 * 60,
  })
  return response
}

const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

export const config = {
  // The admin (its language); not Payload's REST, the public API, the preview and language switches, counted downloads
  // (`/download/file/{id}`), Next's assets or files with an extension.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/((?!api|admin|client|system|healthz|internal-revalidate|internal-redirects|internal-not-found|preview|switch-language|wechat-share|indexnow-key|download/file/|_next|_vercel|.*\\..*).*)',
    // The Markdown versions of pages (src/i18n/markdown-proxy.ts): the pattern above leaves out every path with a dot.
    '/((?!api|admin|_next).*\\.md)',
  ],
}
