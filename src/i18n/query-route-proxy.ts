/**
 * The query routes (src/i18n/query-routes.ts) applied by the proxy, after next-intl.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { type Locale, localePrefix, LOCALES } from './locales'
import { publicHrefOfInternal, resolveQueryRoute } from './query-routes'

/**
 * Applies the query routes to the answer of the next-intl middleware: a redirect stays as it is; a page request
 * for a query route is rewritten to its internal path (in the locale next-intl chose), keeping every header
 * next-intl set (the locale request header, the alternate links).
 */
export function withQueryRoutes(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response
  const basePath = request.nextUrl.basePath
  const rewritten = response.headers.get('x-middleware-rewrite')
  const target = rewritten ? new URL(rewritten, request.url) : new URL(request.url)
  let path = target.pathname
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/'
  const localeMatch = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`).exec(path)
  if (!localeMatch) return response
  const locale = localeMatch[1] as Locale
  const action = resolveQueryRoute(path.slice(localeMatch[0].length) || '/', target.searchParams, locale)
  if (action === null) return response
  if ('redirect' in action) {
    const [redirectPath, redirectSearch = ''] = action.redirect.split('?')
    const url = new URL(request.url)
    url.pathname = `${basePath}${localePrefix(locale)}${redirectPath}`
    url.search = redirectSearch ? `?${redirectSearch}` : ''
    return NextResponse.redirect(url, action.permanent ? 308 : 307)
  }
  const internal = action.rewrite
  target.pathname = `${basePath}/${locale}${internal}`
  const out = NextResponse.rewrite(target)
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-next' && key !== 'x-middleware-rewrite' && key !== 'set-cookie') out.headers.set(key, value)
  })
  for (const cookie of response.cookies.getAll()) out.cookies.set(cookie)
  // next-intl's alternate links name the path only; a query route's page is its path and the query that names it
  // (never the visitor's own extra parameters: a long query would otherwise be repeated in a header three times, more
  // than a proxy in front accepts). A malformed value names no page: no alternates.
  const link = response.headers.get('link')
  if (link) {
    const canonical = publicHrefOfInternal(internal)
    const search = canonical?.split('?')[1]
    if (!canonical) out.headers.delete('link')
    else if (search)
      out.headers.set(
        'link',
        link.replace(/<([^>?]*)>/g, (_, url: string) => `<${url}?${search}>`),
      )
  }
  return out
}
