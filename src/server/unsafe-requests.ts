/**
 * Requests the production server refuses before Next sees them, whatever the path (called by guardRequest in
 * src/server/request-guard.ts), because Next would answer them with a 500: the methods TRACE and TRACK (and CONNECT,
 * should a proxy in front pass one on) → 405 with `Allow`. Next builds a web `Request` of every call, and the fetch
 * standard forbids these methods ("'TRACE' HTTP method is unsupported"). And any method but GET and HEAD on the build's
 * static files (`/_next/static/...`) and the site's own files (`/favicon.ico`) → 405 with `Allow: GET, HEAD`: Next's
 * static handler answered them with a 500.
 *
 * The answer is in the caller's language and format: the API's envelope `{code, msg}` (`language=en`) for the public
 * API, Payload's `{"errors":[...]}` under /api, a short page otherwise (English under /en).
 *
 * (Forms and server actions posted from another site are refused by the proxy, src/lib/origins.ts.)
 */
import { inLanguage, languageTag, localeFromLanguage, localeOfPath } from '@/i18n/locales'
export type Refusal = { status: number; contentType: string; body: string; headers?: Record<string, string> }

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const STATIC_ALLOW = 'GET, HEAD'
/**
 * The build's static files, and the site's files (public/: `/favicon.ico`, `/share.png`, `/news-covers/…`; `/robots.txt`,
 * `/sitemap.xml`): a path outside the APIs and the admin whose last segment has a file's extension. No page of the site
 * has one (the legacy addresses that do, `/news.asp?id=3`, are redirects, answered to GET and HEAD).
 */
const STATIC_FILES = /^\/(?:_next\/static\/|(?!(?:api|client|system|admin|_next)\/)(?:[^/?]+\/)*[^/?]+\.[a-z0-9]{2,12}$)/i
const TEXT = { zh: '不支持此请求方法', en: 'This request method is not supported' } as const

type Options = { basePath: string; apiPrefix: string }

function answer(status: number, local: string, query: string, extra: Record<string, string>): Refusal {
  if (/^\/(client|system)\//.test(local)) {
    const locale = localeFromLanguage(new URLSearchParams(query).get('language'))
    return {
      status,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: status, msg: inLanguage(TEXT, locale) }),
      headers: extra,
    }
  }
  if (/^\/api(\/|$)/.test(local)) {
    return {
      status,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ errors: [{ message: `${TEXT.en} / ${TEXT.zh}` }] }),
      headers: extra,
    }
  }
  const locale = localeOfPath(local)
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!DOCTYPE html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head><body><main><h1>${status}</h1><p>${inLanguage(TEXT, locale)}</p></main></body></html>`,
    headers: extra,
  }
}

/** What to answer instead of Next, or null. `rawUrl` is the request's path and query. */
export function refuseUnsafeRequest(method: string, rawUrl: string, { basePath, apiPrefix }: Options): Refusal | null {
  const verb = method.toUpperCase()
  const queryAt = rawUrl.indexOf('?')
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1)
  let local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path
  if (FORBIDDEN_METHODS.has(verb)) {
    if (apiPrefix && local.startsWith(`${apiPrefix}/`)) local = local.slice(apiPrefix.length)
    return answer(405, local, query, { allow: ALLOW })
  }
  if (STATIC_FILES.test(local) && verb !== 'GET' && verb !== 'HEAD') return answer(405, local, query, { allow: STATIC_ALLOW })
  return null
}
