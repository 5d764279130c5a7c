/**
 * The site's languages, in one table: everything the site, the admin, the content layer, search, insight, the
 * sitemap, hreflang and the API need to know about a language is read from here (docs/architecture.md, "Adding a
 * language"). Simplified Chinese is the default, at the root; English is under /en. The table knows more languages
 * than a site must use: `SITE_LOCALES` (default `zh,en`) says which the site serves (`LOCALES`).
 */
// Relative, not '@/': next.config.ts reads this file through src/env.ts, before the path aliases exist.
import { publicSiteLocales } from '../env-public'

export const KNOWN_LOCALES = ['zh', 'en', 'zh-Hant'] as const
export type Locale = (typeof KNOWN_LOCALES)[number]

const ALL = 'all'

/** The languages every site serves, whatever `SITE_LOCALES` says: the default one and English (the spec's API). */
export const BASE_LOCALES = ['zh', 'en'] as const satisfies readonly Locale[]

/**
 * The languages this site serves, in table order: `SITE_LOCALES` (a comma-separated list of the table's codes, read
 * at build time for the pages and at run time for the server; src/env.ts refuses an unknown code at start), always
 * with the base languages. `all`: every language of the table (what `npm run generate:types` types).
 */
export function configuredLocales(list: string = publicSiteLocales()): Locale[] {
  if (list.trim() === ALL) return [...KNOWN_LOCALES]
  const asked = new Set(list.split(',').map((code) => code.trim()))
  return KNOWN_LOCALES.filter((code) => (BASE_LOCALES as readonly string[]).includes(code) || asked.has(code))
}

export const LOCALES: readonly Locale[] = configuredLocales()

/**
 * The languages every text in code is written in (`PerLanguage`): the API's messages, the server's refusals, the
 * error pages' words. A language added to the table reads its source's text until it is given its own (`inLanguage`).
 */
export const WRITTEN_LOCALES = ['zh', 'en'] as const satisfies readonly Locale[]
export type WrittenLocale = (typeof WRITTEN_LOCALES)[number]

/** The default language: the last fallback of a text, so one every text is written in. */
export const DEFAULT_LOCALE: WrittenLocale = 'zh'

export type Language = {
  /** BCP 47 tag: `<html lang>`, `lang` attributes, hreflang and JSON-LD `inLanguage`. */
  tag: string
  /** The URL prefix of its pages (empty for the default language, at the root). */
  prefix: string
  /** Its full name in its own script (the admin's content-language menu, a language menu). */
  label: string
  /** Its short name in its own script, in running text ("EICAD 帮助文档 (中文)"). */
  name: string
  /** Its name in the admin's band over a document, for an editor whose admin speaks Chinese or English. */
  adminLabel: Record<AdminLanguage, string>
  /** Its name in the admin's menus and choices (a select of languages). */
  adminName: Record<AdminLanguage, string>
  /** Text direction. */
  dir: 'ltr' | 'rtl'
  /** Its script (ISO 15924): a logo's Latin lettering says the company's name for Latin-script pages only. */
  script: string
  /** What separates the items of a short list in running text (`道路、桥梁` / `roads, bridges`). */
  listSeparator: string
  /** The Open Graph locale of its pages. */
  ogLocale: string
  /** The language whose text is the source of its translations (null for the source itself). */
  source: Locale | null
  /** The colour of the admin's band over a document edited in this language (white text on it). */
  adminColour: string
  /**
   * A language written in another script of its source (Traditional from Simplified Chinese): "start from the
   * source" converts the text with OpenCC (src/lib/chinese-script.ts) in this regional variant, then the editable
   * term list, instead of copying it.
   */
  convert?: { variant: 'tw' | 'twp' | 'hk' }
}

export const LANGUAGES: Record<Locale, Language> = {
  zh: {
    tag: 'zh-CN',
    prefix: '',
    label: '简体中文',
    name: '中文',
    adminLabel: { zh: '中文', en: 'Chinese (中文)' },
    adminName: { zh: '中文', en: 'Chinese' },
    dir: 'ltr',
    script: 'Hans',
    listSeparator: '、',
    ogLocale: 'zh_CN',
    source: null,
    adminColour: '#a51d24',
  },
  en: {
    tag: 'en',
    prefix: '/en',
    label: 'English',
    name: 'English',
    adminLabel: { zh: '英文 English', en: 'English' },
    adminName: { zh: '英文', en: 'English' },
    dir: 'ltr',
    script: 'Latn',
    listSeparator: ', ',
    ogLocale: 'en_US',
    source: 'zh',
    adminColour: '#1a4f9c',
  },
  'zh-Hant': {
    tag: 'zh-Hant',
    prefix: '/zh-Hant',
    label: '繁體中文',
    name: '繁體中文',
    adminLabel: { zh: '繁体中文', en: 'Traditional Chinese (繁體中文)' },
    adminName: { zh: '繁体中文', en: 'Traditional Chinese' },
    dir: 'ltr',
    script: 'Hant',
    listSeparator: '、',
    ogLocale: 'zh_TW',
    source: 'zh',
    adminColour: '#2e7d32',
    convert: { variant: 'twp' },
  },
}

/**
 * The spec's rule for the API's `language` field, cookie and localStorage value: `en` is English, anything else the
 * default language (contract 2; it stays so whatever languages the table holds).
 */
export function localeFromLanguage(value: string | null | undefined): Locale {
  return value === 'en' ? 'en' : DEFAULT_LOCALE
}

/** A code of the table, served or not (scripts that write a language's files). */
export function isKnownLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (KNOWN_LOCALES as readonly string[]).includes(value)
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The BCP 47 tag of a language (`zh-CN`, `en`). */
export function languageTag(locale: Locale): string {
  return LANGUAGES[locale].tag
}

/** The URL prefix of a language's pages: empty for the default language, `/en` for English. */
export function localePrefix(locale: Locale): string {
  return LANGUAGES[locale].prefix
}

/** The language of a site path without the base path (`/en/pc_index` → en, `/pc_index` → the default). */
export function localeOfPath(path: string): Locale {
  for (const locale of LOCALES) {
    const { prefix } = LANGUAGES[locale]
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) return locale
  }
  return DEFAULT_LOCALE
}

/** The path without its language prefix (`/en/pc_index` → `/pc_index`, `/en` → `/`). */
export function pathWithoutLocale(path: string): string {
  const { prefix } = LANGUAGES[localeOfPath(path)]
  if (!prefix) return path
  const rest = path.slice(prefix.length)
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest
}

/** The other languages than this one, in table order. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((l) => l !== locale)
}

/** A value for every language the site serves, in table order (counts per language, a language's paths). */
export function perLocale<T>(value: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>
}

/** A text given per language: in every written language, and in any other language of the table that has its own. */
export type PerLanguage<T> = Record<WrittenLocale, T> & Partial<Record<Locale, T>>

/** A string given per language. */
export type Bilingual = PerLanguage<string>

/**
 * The text of `texts` in a language: its own, else its source language's, and so on up the table's `source` chain
 * (zh-Hant → zh), else the default language's (as for a value that is no language of the table).
 */
export function inLanguage<Texts extends PerLanguage<unknown>>(texts: Texts, locale: Locale): Texts[WrittenLocale] {
  const byLanguage = texts as Partial<Record<Locale, Texts[WrittenLocale]>>
  for (let language: Locale | null = locale; language !== null; language = LANGUAGES[language]?.source ?? null) {
    const text = byLanguage[language]
    if (text !== undefined) return text
  }
  return texts[DEFAULT_LOCALE]
}

/**
 * The admin's own interface languages (Payload's `i18n.supportedLanguages`): what the editor reads, apart from the
 * content languages above. A content language added to the table needs no admin interface of its own.
 */
export const ADMIN_LANGUAGES = ['zh', 'en'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'zh'

/** The admin language of Payload's `i18n.language` or its cookie: English when it says so, else Chinese. */
export function adminLanguageOf(language: string | null | undefined): AdminLanguage {
  return language?.trim().toLowerCase().startsWith('en') ? 'en' : DEFAULT_ADMIN_LANGUAGE
}

/** Whether the admin speaks English to this editor (Payload's `i18n.language`). */
export function adminInEnglish(language: string | null | undefined): boolean {
  return adminLanguageOf(language) === 'en'
}

/** The text of `texts` in the admin's language (Payload's `i18n.language`). */
export function adminText<T>(language: string | null | undefined, texts: Record<AdminLanguage, T>): T {
  return texts[adminLanguageOf(language)]
}

/** The choices of a select of content languages, in the admin's words. */
export function languageOptions(): Array<{ value: Locale; label: Record<AdminLanguage, string> }> {
  return LOCALES.map((value) => ({ value, label: LANGUAGES[value].adminName }))
}
