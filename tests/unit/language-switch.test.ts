/**
 * The language switch's address (issue 33, item 3): the page it was clicked on comes from `from` or, without
 * JavaScript, the Referer; only paths of this site are read and answered.
 */
import { describe, expect, it } from 'vitest'

import { switchHref, switchLocation, switchSource } from '@/lib/language-switch'

describe('switchSource', () => {
  it('reads the page and its language from `from`', () => {
    expect(switchSource('/en/newsDetail?type=information&id=12', null, '')).toEqual({
      path: '/newsDetail?type=information&id=12',
      locale: 'en',
    })
    expect(switchSource('/airoad', null, '')).toEqual({ path: '/airoad', locale: 'zh' })
    expect(switchSource('/en', null, '')).toEqual({ path: '/', locale: 'en' })
  })

  it('takes the base path off, and reads the Referer when `from` is missing', () => {
    expect(switchSource(null, 'https://www.example.com/website/en/airoad?x=1', '/website')).toEqual({ path: '/airoad?x=1', locale: 'en' })
    expect(switchSource(null, 'https://www.example.com/website/pc_index', '/website')).toEqual({ path: '/pc_index', locale: 'zh' })
    // `/english` is a page of its own, not the English prefix.
    expect(switchSource('/english', null, '')).toEqual({ path: '/english', locale: 'zh' })
  })

  it('refuses what is not a path of this site', () => {
    expect(switchSource('//evil.example/x', null, '')).toBeNull()
    expect(switchSource('https://evil.example/x', null, '')).toBeNull()
    expect(switchSource('/\\evil.example', null, '')).toBeNull()
    expect(switchSource(null, 'not a url', '')).toBeNull()
    expect(switchSource(null, null, '')).toBeNull()
  })

  it('refuses a path that resolves to another host: dot segments, their encodings, the prefix taken off', () => {
    for (const from of [
      '/.//evil.example',
      '/en//evil.example',
      '/x/..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E/evil/..//evil.example',
    ]) {
      expect(switchSource(from, null, ''), from).toBeNull()
    }
    expect(switchSource('/website//evil.example', null, '/website')).toBeNull()
    expect(switchSource(null, 'https://www.example.com/en//evil.example', '')).toBeNull()
    // Dot segments that stay on the site are resolved as a browser resolves them.
    expect(switchSource('/en/a/../airoad', null, '')).toEqual({ path: '/airoad', locale: 'en' })
  })
})

describe('switchLocation and switchHref', () => {
  it('never answers with an address that leaves the site, whatever path reached it', () => {
    expect(switchLocation('', 'zh', '//evil.example', false, 'untranslated')).toBe('/pc_index')
    expect(switchLocation('', 'zh', '/.//evil.example', false, 'untranslated')).toBe('/pc_index')
    // Under a prefix the same path stays on the site (`/en//evil.example` is a path of this host).
    expect(new URL(switchLocation('', 'en', '/.//evil.example', false, 'untranslated'), 'https://site.example').host).toBe('site.example')
    expect(switchLocation('/website', 'zh', '//evil.example', false, 'untranslated')).toBe('/website/pc_index')
  })

  it('answers a page of this site in the target language, with the notice fragment when it stands in', () => {
    expect(switchLocation('/website', 'en', '/information?class=notice&type=information', true, 'untranslated')).toBe(
      '/website/en/information?class=notice&type=information#untranslated',
    )
    expect(switchLocation('', 'zh', '/airoad', false, 'untranslated')).toBe('/airoad')
    expect(switchLocation('', 'en', '/', false, 'untranslated')).toBe('/en/pc_index')
  })

  it('links the switch with the page when it is known, else bare (the Referer)', () => {
    expect(switchHref('/website', 'en', '/newsDetail?id=1')).toBe('/website/switch-language?to=en&from=%2FnewsDetail%3Fid%3D1')
    expect(switchHref('', 'zh')).toBe('/switch-language?to=zh')
  })
})
