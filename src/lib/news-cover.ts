import { DEFAULT_LOCALE, isKnownLocale, type Locale } from '@/i18n/locales'

/**
 * The cover of a news item that has none: its class's artwork in the page's language
 * (public/news-covers/<class>.<language>.webp, drawn by scripts/site-images.ts), wherever a cover shows (home, lists,
 * the item's page, its share card, the API's `messageUrl`), so no item is an empty box.
 */
export const NEWS_COVER_SIZE = { width: 960, height: 540 } as const

/** The address of a class's cover under the site's base path (`/website/news-covers/notice.zh.webp`). */
export function newsClassCover(basePath: string, newsClass: string, locale: Locale): string {
  const safe = /^[a-z]+$/.test(newsClass) ? newsClass : 'company'
  return `${basePath}/news-covers/${safe}.${isKnownLocale(locale) ? locale : DEFAULT_LOCALE}.webp`
}
