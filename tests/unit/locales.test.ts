import { describe, expect, it } from 'vitest'

import {
  BASE_LOCALES,
  configuredLocales,
  DEFAULT_LOCALE,
  inLanguage,
  isLocale,
  KNOWN_LOCALES,
  LANGUAGES,
  languageTag,
  type Locale,
  localeFromLanguage,
  localeOfPath,
  localePrefix,
  LOCALES,
  otherLocales,
  pathWithoutLocale,
  type PerLanguage,
  perLocale,
  WRITTEN_LOCALES,
} from '@/i18n/locales'

describe('the table of languages', () => {
  it('has one row per language, the default at the root and every other under a prefix of its own', () => {
    expect(Object.keys(LANGUAGES)).toEqual([...KNOWN_LOCALES])
    expect(localePrefix(DEFAULT_LOCALE)).toBe('')
    const prefixes = KNOWN_LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(localePrefix)
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[a-zA-Z-]+$/)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const locale of KNOWN_LOCALES) {
      const source = LANGUAGES[locale].source
      if (source !== null) expect(BASE_LOCALES).toContain(source)
    }
  })

  it('SITE_LOCALES picks the languages served, in table order, always with the base ones', () => {
    expect(configuredLocales('')).toEqual(['zh', 'en'])
    expect(configuredLocales('zh,en')).toEqual(['zh', 'en'])
    expect(configuredLocales(' zh-Hant , en')).toEqual(['zh', 'en', 'zh-Hant'])
    expect(configuredLocales('all')).toEqual([...KNOWN_LOCALES])
    expect(configuredLocales('fr')).toEqual(['zh', 'en'])
    // The tests run with the configuration of the process (SITE_LOCALES, default zh,en).
    expect(LOCALES).toEqual(configuredLocales(process.env.SITE_LOCALES ?? ''))
  })

  it('tags, prefixes and the languages of paths', () => {
    expect(languageTag('zh')).toBe('zh-CN')
    expect(languageTag('en')).toBe('en')
    expect(localeOfPath('/en/pc_index')).toBe('en')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en?x=1')).toBe('en')
    expect(localeOfPath('/english')).toBe('zh')
    expect(localeOfPath('/pc_index')).toBe('zh')
    expect(pathWithoutLocale('/en/pc_index?a=1')).toBe('/pc_index?a=1')
    expect(pathWithoutLocale('/en')).toBe('/')
    expect(pathWithoutLocale('/en?a=1')).toBe('/?a=1')
    expect(pathWithoutLocale('/pc_index')).toBe('/pc_index')
    expect(otherLocales('zh')).toEqual(LOCALES.includes('zh-Hant') ? ['en', 'zh-Hant'] : ['en'])
    expect(localeOfPath('/zh-Hant/pc_index')).toBe(LOCALES.includes('zh-Hant') ? 'zh-Hant' : 'zh')
  })

  it('isLocale knows the table and nothing else; the API rule stays "en or the default"', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true)
    for (const value of ['', 'EN', 'zh-CN', 'fr', null, 1]) expect(isLocale(value)).toBe(false)
    expect(localeFromLanguage('en')).toBe('en')
    for (const value of ['zh', 'fr', '', null, undefined, 'EN']) expect(localeFromLanguage(value)).toBe(DEFAULT_LOCALE)
  })
})

describe('texts given per language', () => {
  it('every text is written in the default language, and the sources of a language end (no loop)', () => {
    expect(WRITTEN_LOCALES).toContain(DEFAULT_LOCALE)
    for (const locale of LOCALES) {
      const chain: string[] = []
      for (let l: Locale | null = locale; l !== null && chain.length <= LOCALES.length; l = LANGUAGES[l].source) chain.push(l)
      expect(chain.length, `${locale}'s sources: ${chain.join(' → ')}`).toBeLessThanOrEqual(LOCALES.length)
    }
  })

  it("inLanguage: a language's own text, else its source's, else the default language's", () => {
    const texts = { zh: '中文', en: 'English' }
    for (const locale of WRITTEN_LOCALES) expect(inLanguage(texts, locale)).toBe(texts[locale])
    // A language without a text of its own reads its source's (English's source is Chinese).
    const onlySource = { zh: '中文' } as PerLanguage<string>
    expect(inLanguage(onlySource, 'en')).toBe('中文')
    expect(inLanguage(texts, 'fr' as Locale)).toBe('中文')
  })

  it('perLocale: one value for every language, in table order', () => {
    expect(Object.keys(perLocale((l) => l))).toEqual([...LOCALES])
    expect(perLocale(localePrefix)).toEqual(Object.fromEntries(LOCALES.map((l) => [l, localePrefix(l)])))
  })
})
