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
})
