import { describe, expect, it } from 'vitest'

import { preferredLanguage } from '@/lib/accept-language'
import { editorLanguage } from '@/lib/admin-locale'

describe('the preferred language of Accept-Language (negotiator)', () => {
  const offered = ['zh', 'en'] as const

  it('takes the best of the languages offered by quality, a region finding its language', () => {
    expect(preferredLanguage('en-GB,en;q=0.9', offered)).toBe('en')
    expect(preferredLanguage('zh-TW,zh;q=0.9,en;q=0.8', offered)).toBe('zh')
    expect(preferredLanguage('en;q=0.5,zh;q=0.9', offered)).toBe('zh')
    // A first choice the site does not offer: the next one it does (the old rule took the default language).
    expect(preferredLanguage('fr-FR,fr;q=0.9,en;q=0.8', offered)).toBe('en')
    expect(preferredLanguage('de, EN-us;q=0.7', offered)).toBe('en')
  })

  it('answers the first offered for nothing usable', () => {
    for (const header of [null, undefined, '', '  ', 'fr', 'en;q=0', '*', ';;,', 'x'.repeat(5000)])
      expect(preferredLanguage(header, offered)).toBe('zh')
    expect(preferredLanguage('fr', ['en', 'zh'] as const)).toBe('en')
  })

  it('gives the admin its language the same way after Payload’s cookie', () => {
    expect(editorLanguage(null, 'fr-FR,en;q=0.8')).toBe('en')
    expect(editorLanguage('payload-lng=zh', 'en')).toBe('zh')
    expect(editorLanguage(null, 'ja')).toBe('zh')
  })
})
