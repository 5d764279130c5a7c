import { describe, expect, it } from 'vitest'

import { isTongjiId, pushRequestUrl, pushUrlsOf, tongjiScriptUrl } from '@/lib/baidu'

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

  it('names the public URL of a path in both languages', () => {
    expect(pushUrlsOf({ origin: 'https://w.example.com', basePath: '/website' }, '/airoad', ['zh', 'en'])).toEqual([
      'https://w.example.com/website/airoad',
      'https://w.example.com/website/en/airoad',
    ])
  })
})
