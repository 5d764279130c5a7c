/**
 * Draft preview addresses (pure). An editor's preview link goes through `/preview?path=...`, which checks the
 * editor's admin session, turns on Next's draft mode and sends the browser to the page in the document's language
 * (Chinese at the root, English under /en).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

import { type PathDoc, type PreviewableKind, publicPathOf } from './public-kinds'
import { localizedPath } from './seo'

/** The preview link of a document in one language: `{origin}{basePath}/preview?path=/en/newsDetail?...`. */
export function previewUrlOf(
  origin: string,
  basePath: string,
  collection: PreviewableKind,
  doc: PathDoc,
  locale: string | null | undefined,
): string | null {
  const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE
  const path = publicPathOf(collection, doc, lang)
  if (!path) return null
  return `${origin.replace(/\/+$/, '')}${basePath}/preview?path=${encodeURIComponent(localizedPath(lang, path))}`
}

/**
 * The page path a preview request may go to: a path of this site (one leading slash, no scheme or host, no
 * backslash, no control characters); null otherwise, so the preview route cannot send anyone to another site.
 *
 * The check is made on the path as the URL parser leaves it, which is also what is answered: `/.//evil.example` and
 * `/x/..//evil.example` (dot segments, also written `%2e`) come out as `//evil.example`, which a browser reads as
 * another site.
 */
export function safePreviewPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return null
  try {
    const url = new URL(raw, 'http://site.invalid')
    if (url.host !== 'site.invalid') return null
    if (!url.pathname.startsWith('/') || /^\/[/\\]/.test(url.pathname)) return null
    // Never into the admin or the APIs: only pages.
    if (/^\/(?:admin|api|client|system|preview|_next)(?:[/?#]|$)/.test(url.pathname)) return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/** The origin the editor's browser used to reach the admin (so the preview shares its session cookie). */
export function requestOrigin(headers: { get(name: string): string | null }, fallback: string): string {
  const first = (v: string | null) => (v ?? '').split(',')[0].trim()
  const host = first(headers.get('x-forwarded-host')) || first(headers.get('host'))
  if (!host || !/^[A-Za-z0-9.\-\[\]:]+$/.test(host)) return fallback.replace(/\/+$/, '')
  const forwarded = first(headers.get('x-forwarded-proto'))
  let proto = forwarded === 'https' || forwarded === 'http' ? forwarded : ''
  if (!proto) {
    try {
      const configured = new URL(fallback)
      proto = configured.host === host ? configured.protocol.replace(':', '') : 'http'
    } catch {
      proto = 'http'
    }
  }
  return `${proto}://${host}`
}
