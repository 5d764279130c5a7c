import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGES,
  languageTag,
  localeFromLanguage,
  localeOfPath,
  localePrefix,
  LOCALES,
  otherLocales,
  pathWithoutLocale,
} from '@/i18n/locales'

describe('the table of languages', () => {
  it('has one row per language, the default at the root and every other under a prefix of its own', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LOCALES].sort())
    expect(localePrefix(DEFAULT_LOCALE)).toBe('')
    const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(localePrefix)
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[a-zA-Z-]+$/)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const locale of LOCALES) {
      const source = LANGUAGES[locale].source
      if (source !== null) expect(LOCALES).toContain(source)
    }
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
    expect(otherLocales('zh')).toEqual(['en'])
  })

  it('isLocale knows the table and nothing else; the API rule stays "en or the default"', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true)
    for (const value of ['', 'EN', 'zh-CN', 'fr', null, 1]) expect(isLocale(value)).toBe(false)
    expect(localeFromLanguage('en')).toBe('en')
    for (const value of ['zh', 'fr', '', null, undefined, 'EN']) expect(localeFromLanguage(value)).toBe(DEFAULT_LOCALE)
  })
})
