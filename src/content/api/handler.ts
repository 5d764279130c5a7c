import { inLanguage, type Locale, localeFromLanguage, perLocale } from '@/i18n/locales'
import { PUBLIC_SHARED_CACHE_CONTROL } from '@/lib/cache-lifetimes'
import { clientAddressFromHeaders } from '@/lib/client-address'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, unavailableText } from '@/lib/database-outage'

import { publishedOnly } from '../draft'
import { ApiError } from './errors'
import { apiMessages } from './messages'
import { type ApiContext, type ApiRoute, apiRoutes } from './routes'

type Compiled = { route: ApiRoute; segments: string[] }

/** The API's message while the database is away: the body of the outage page, in every language. */
const unavailableMessage = perLocale((locale) => inLanguage(unavailableText, locale).body)

const compiled: Compiled[] = apiRoutes.map((route) => ({ route, segments: route.path.split('/').filter(Boolean) }))

function match(method: string, segments: string[]) {
  let pathMatched: ApiRoute[] = []
  for (const { route, segments: pattern } of compiled) {
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const ok = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i]
        return true
      }
      return part === segments[i]
    })
    if (!ok) continue
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, params }
    pathMatched = [...pathMatched, route]
  }
  return { allowed: pathMatched.map((r) => r.method) }
}

const CACHE_HEADERS: Record<ApiRoute['cache'], string> = {
  // Browsers revalidate; a CDN or nginx in front may keep it for a few seconds (docs/architecture.md, "Caching,
  // from the database to nginx").
  public: PUBLIC_SHARED_CACHE_CONTROL,
  'no-store': 'no-store',
}

function json(status: number, body: unknown, cache: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache, ...extra },
  })
}

function errorResponse(error: ApiError, locale: Locale): Response {
  const extra: Record<string, string> = error.status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}
  return json(error.status, { code: error.status, msg: inLanguage(error.msg, locale) }, 'no-store', extra)
}

/**
 * The address the request came from. The production server (server.ts) sets `X-Client-Address` on every request
 * from the socket and the proxies it trusts (TRUST_PROXY, see src/lib/client-address.ts), replacing any such header
 * a client sent. Without it (`next dev`), the first X-Forwarded-For hop that Next fills in from the socket.
 */
export function clientAddressOf(request: Request): string {
  return clientAddressFromHeaders(request.headers)
}

async function readJsonBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const tooLarge = new ApiError(413, apiMessages.bodyTooLarge(Math.round(maxBytes / 1024)))
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge
  let text: string
  try {
    text = await request.text()
  } catch {
    throw new ApiError(400, apiMessages.badJson)
  }
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // answered below
  }
  throw new ApiError(400, apiMessages.badJson)
}

/**
 * Answers one public API request: `segments` is the path below the API prefix (`['client', 'banner', …]`).
 * Never throws: every failure is an envelope with a clear message in the caller's language.
 */
/** The public API answers published content only, even to an editor whose browser is in draft preview. */
export function handleApiRequest(request: Request, segments: string[]): Promise<Response> {
  return publishedOnly(() => answer(request, segments))
}

async function answer(request: Request, segments: string[]): Promise<Response> {
  const url = new URL(request.url)
  let locale = localeFromLanguage(url.searchParams.get('language'))
  try {
    const found = match(request.method, segments)
    if (!('route' in found) || !found.route) {
      if ('allowed' in found && found.allowed.length > 0) {
        throw new ApiError(405, apiMessages.methodNotAllowed(found.allowed.join(', ')))
      }
      throw new ApiError(404, apiMessages.unknownPath)
    }
    const { route, params } = found
    const body = route.jsonBodyLimit ? await readJsonBody(request, route.jsonBodyLimit) : {}
    if (typeof body.language === 'string') locale = localeFromLanguage(body.language)
    const ctx: ApiContext = { locale, query: url.searchParams, params, request, clientAddress: clientAddressOf(request), body }
    const payload = await route.handle(ctx)
    const msg = route.message ? route.message(ctx) : inLanguage(apiMessages.ok, locale)
    return json(200, { code: 200, msg, ...payload }, CACHE_HEADERS[route.cache])
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error, locale)
    // The database is away (restarting, unreachable): a 503 the caller may retry, not a 500.
    if (isDatabaseUnavailable(error)) {
      console.error('[api] database unavailable', request.method, url.pathname)
      return errorResponse(new ApiError(503, unavailableMessage), locale)
    }
    console.error('[api] unhandled error', request.method, url.pathname, error)
    return errorResponse(new ApiError(500, apiMessages.serverError), locale)
  }
}
