/**
 * The site's own origins, and requests that write from another one (CSRF). Pure: reads only the settings given
 * (src/env.ts: `originSettings()`).
 *
 * - `SERVER_URL` (the site's public address) is the origin editors use; Payload gets it as `serverURL` and as its
 *   CSRF allow-list, so the session cookie only counts on requests from that origin.
 * - Without `SERVER_URL` (local runs, tests, the demo) the site is used at `http://localhost:$PORT`,
 *   `http://127.0.0.1:$PORT` or `http://[::1]:$PORT`, and all three are allowed.
 * - `TRUSTED_ORIGINS`: more origins the admin is used from (comma separated), e.g. a second host name.
 */

import { type Bilingual, inLanguage, type Locale } from '@/i18n/locales'

/** SERVER_URL, PORT and TRUSTED_ORIGINS as given (empty or missing when unset). */
export type OriginSettings = { serverUrl?: string; port?: number | string; trustedOrigins?: string }

/** The origin (`https://www.example.com`) of an address, or '' when it is not an http(s) address. */
export function originOf(address: string | null | undefined): string {
  const value = (address ?? '').trim()
  if (!value) return ''
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

/** Payload's `serverURL`: the origin of SERVER_URL when it is set, '' otherwise (Payload then uses relative URLs). */
export function payloadServerUrl(settings: OriginSettings): string {
  return originOf(settings.serverUrl)
}

/** Every origin whose pages may write with an editor's session: Payload's CSRF allow-list. */
export function siteOrigins(settings: OriginSettings): string[] {
  const origins = new Set<string>()
  const server = payloadServerUrl(settings)
  if (server) {
    origins.add(server)
  } else {
    const port = String(settings.port ?? '').trim() || '3000'
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const origin = originOf(`http://${host}:${port}`)
      if (origin) origins.add(origin)
    }
  }
  for (const extra of (settings.trustedOrigins ?? '').split(/[\s,]+/)) {
    const origin = originOf(extra)
    if (origin) origins.add(origin)
  }
  return [...origins]
}

type HeaderReader = { get(name: string): string | null }

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request writes from another site's page: a method other than GET/HEAD/OPTIONS whose `Origin` is
 * neither the host the request was sent to (`X-Forwarded-Host` or `Host`, as Next compares for server actions) nor
 * one of `trusted`. A request without `Origin` is not a browser's cross-site write (browsers send it on every POST).
 */
export function isCrossSiteWrite(method: string, headers: HeaderReader, trusted: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  const origin = headers.get('origin')?.trim()
  if (!origin) return false
  if (origin === 'null') return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return true
  }
  const first = (value: string | null) => (value ?? '').split(',')[0].trim().toLowerCase()
  const host = first(headers.get('x-forwarded-host')) || first(headers.get('host'))
  if (host && url.host.toLowerCase() === host) return false
  return !trusted.includes(url.origin)
}

const REFUSED: Bilingual = {
  zh: '已拒绝：此提交来自其他网站。请在本站页面上重新操作。',
  en: 'Refused: this request was sent from another site. Please use the form on this site.',
}

/** The text of the 403 answer to a cross-site write, in the page's language. */
export function crossSiteMessage(language: Locale): string {
  return inLanguage(REFUSED, language)
}
