import { describe, expect, it } from 'vitest'

import { crossSiteMessage, isCrossSiteWrite, originOf, payloadServerUrl, siteOrigins } from '@/lib/origins'

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null })

describe('the site’s origins (Payload’s serverURL and CSRF allow-list)', () => {
  it('are SERVER_URL’s origin when it is set', () => {
    expect(payloadServerUrl({ serverUrl: 'https://www.example.com/website/' })).toBe('https://www.example.com')
    expect(siteOrigins({ serverUrl: 'https://www.example.com:443/', port: '3000' })).toEqual(['https://www.example.com'])
    expect(
      siteOrigins({ serverUrl: 'https://www.example.com', trustedOrigins: 'https://example.com, http://10.0.0.5:3000 not-a-url' }),
    ).toEqual(['https://www.example.com', 'https://example.com', 'http://10.0.0.5:3000'])
  })

  it('are the local addresses on PORT without SERVER_URL (the admin works at localhost and 127.0.0.1)', () => {
    expect(payloadServerUrl({})).toBe('')
    expect(siteOrigins({ port: '4400' })).toEqual(['http://localhost:4400', 'http://127.0.0.1:4400', 'http://[::1]:4400'])
    expect(siteOrigins({})).toContain('http://localhost:3000')
    expect(originOf('javascript:alert(1)')).toBe('')
  })
})

describe('cross-site writes', () => {
  const trusted = ['https://www.example.com']

  it('are posts whose Origin is neither the host asked nor trusted', () => {
    expect(isCrossSiteWrite('POST', headers({ origin: 'https://evil.example', host: 'www.example.com' }), trusted)).toBe(true)
    expect(isCrossSiteWrite('post', headers({ origin: 'null', host: 'www.example.com' }), trusted)).toBe(true)
    expect(isCrossSiteWrite('DELETE', headers({ origin: 'not a url', host: 'www.example.com' }), trusted)).toBe(true)
    expect(isCrossSiteWrite('POST', headers({ origin: 'http://127.0.0.1:4400.evil.example', host: '127.0.0.1:4400' }), [])).toBe(true)
  })

  it('are not the site’s own posts, reads, or requests that no browser page made', () => {
    expect(isCrossSiteWrite('POST', headers({ origin: 'http://127.0.0.1:4400', host: '127.0.0.1:4400' }), [])).toBe(false)
    expect(isCrossSiteWrite('POST', headers({ origin: 'https://www.example.com', host: '127.0.0.1:3000' }), trusted)).toBe(false)
    expect(
      isCrossSiteWrite(
        'POST',
        headers({ origin: 'https://www.example.com', host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.com' }),
        [],
      ),
    ).toBe(false)
    expect(isCrossSiteWrite('GET', headers({ origin: 'https://evil.example', host: 'www.example.com' }), trusted)).toBe(false)
    expect(isCrossSiteWrite('POST', headers({ host: 'www.example.com' }), trusted)).toBe(false)
  })

  it('are answered in the page’s language', () => {
    expect(crossSiteMessage('zh')).toContain('其他网站')
    expect(crossSiteMessage('en')).toContain('another site')
  })
})
