import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

/** Chinese at the root, English under /en; no redirect from Accept-Language (contract 1). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  // The visitor's choice lives in the `language` cookie, written by the language switcher.
  localeCookie: false,
  // Each page declares its own alternates in its HTML (src/lib/seo.ts, with the page's canonical query); the
  // middleware's `Link` header would name other URLs and another language code for the same page.
  alternateLinks: false,
})
