/**
 * Page metadata shared by the site's pages (contract 1): the base of absolute URLs (SERVER_URL and the base path),
 * and for a page path its canonical URL and hreflang alternates in both languages plus x-default (the Chinese URL).
 */
import type { Metadata } from 'next'

import { env } from '@/env'
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/i18n/locales'
import { HREFLANG, localizedPath as localePath } from '@/lib/seo'

/** SERVER_URL with the base path: the base every relative metadata URL is resolved against. */
export function siteMetadataBase(): URL {
  const origin = env.serverUrl.replace(/\/+$/, '')
  try {
    return new URL(`${origin}${env.basePath}/`)
  } catch {
    return new URL(`http://localhost:${env.port}${env.basePath}/`)
  }
}

/**
 * Canonical URL and alternates of a page. `canonicalPath` lets a page name another page as canonical
 * (phone_index points at pc_index, contract 1).
 */
export function pageAlternates(locale: Locale, path: string, canonicalPath = path): NonNullable<Metadata['alternates']> {
  // Next joins these paths to metadataBase's path, so the base path is kept.
  return {
    canonical: localePath(locale, canonicalPath),
    languages: {
      ...Object.fromEntries(LOCALES.map((l) => [HREFLANG[l], localePath(l, canonicalPath)])),
      'x-default': localePath(DEFAULT_LOCALE, canonicalPath),
    },
  }
}
