/** The site's two languages: Simplified Chinese (default, at the root) and English (under /en). */
export const LOCALES = ['zh', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh'

/** The spec's rule for the `language` field, cookie and localStorage value: `en` is English, anything else Chinese. */
export function localeFromLanguage(value: string | null | undefined): Locale {
  return value === 'en' ? 'en' : 'zh'
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en'
}

/** A text in both languages. */
export type Bilingual = Record<Locale, string>
