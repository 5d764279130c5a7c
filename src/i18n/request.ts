import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import type { Locale } from './locales'
import { routing } from './routing'

/**
 * UI texts, one file per area in each language: `messages/{locale}/{namespace}.json`.
 * A new area adds its file here.
 */
export const MESSAGE_NAMESPACES = [
  'common',
  'notFound',
  'header',
  'footer',
  'home',
  'pages',
  'information',
  'support',
  'seo',
  'search',
] as const

async function loadMessages(locale: Locale) {
  const entries = await Promise.all(
    MESSAGE_NAMESPACES.map(async (ns) => [ns, (await import(`./messages/${locale}/${ns}.json`)).default] as const),
  )
  return Object.fromEntries(entries)
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Asia/Shanghai',
    // Missing-translation warnings are silenced (spec section 9).
    onError: () => {},
  }
})
