import { describe, expect, it } from 'vitest'

import { isTongjiId, publicPathOf, pushRequestUrl, pushUrlsOf, tongjiScriptUrl } from '@/lib/baidu'

describe('Baidu settings', () => {
  it('loads Tongji only for a well-formed site id', () => {
    expect(tongjiScriptUrl('0123456789ABCDEF0123456789abcdef')).toBe('https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef')
    expect(tongjiScriptUrl('')).toBeNull()
    expect(tongjiScriptUrl(null)).toBeNull()
    expect(tongjiScriptUrl('abc"></script><script>alert(1)</script>')).toBeNull()
    expect(isTongjiId('0123456789abcdef0123456789abcdeg')).toBe(false)
  })

  it('pushes only with both site and token, both in the query', () => {
    expect(pushRequestUrl({ site: 'https://www.example.com', token: '' })).toBeNull()
    expect(pushRequestUrl({ site: ' ', token: 'x' })).toBeNull()
    expect(pushRequestUrl(null)).toBeNull()
    const url = new URL(pushRequestUrl({ site: 'https://www.example.com', token: 'a&b' }) ?? '')
    expect(`${url.origin}${url.pathname}`).toBe('http://data.zz.baidu.com/urls')
    expect(url.searchParams.get('site')).toBe('https://www.example.com')
    expect(url.searchParams.get('token')).toBe('a&b')
    expect(pushRequestUrl({ site: 's', token: 't' }, 'http://127.0.0.1:9/urls')).toBe('http://127.0.0.1:9/urls?site=s&token=t')
  })

  it('names the public URL of each pushed kind in both languages', () => {
    expect(publicPathOf('news', { id: 12 })).toBe('/newsDetail?type=information&id=12')
    expect(publicPathOf('videos', { id: 3 })).toBe('/zxyhdVideoDetail?type=information&id=3')
    expect(publicPathOf('pages', { slug: 'news/eicad1' })).toBe('/news/eicad1')
    expect(publicPathOf('pages', { slug: '' })).toBeNull()
    expect(publicPathOf('news', { id: 'x' })).toBeNull()
    expect(pushUrlsOf({ origin: 'https://w.example.com', basePath: '/website' }, '/airoad', ['zh', 'en'])).toEqual([
      'https://w.example.com/website/airoad',
      'https://w.example.com/website/en/airoad',
    ])
  })
})
