import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { assertStrongSecret } from '@/env'
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  adminContentSecurityPolicy,
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  HSTS_VALUE,
  inlineScriptHashes,
  securityHeaders,
  securityHeaderValues,
} from '@/server/security-headers'

describe('security headers', () => {
  const rules = securityHeaders({ production: true, https: true, adminPath: '/admin' })
  const cspRule = rules.find((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'))!
  const pattern = new RegExp(`^${cspRule.source.replace('/:path*', '/.*')}$`)
  const keysOf = (list: HeaderRule[]) => list.find((r) => r.source === '/:path*')!.headers.map((h) => h.key)
  type HeaderRule = (typeof rules)[number]

  it('sends nosniff, referrer, framing and permissions on every path, and HSTS only in production over https', () => {
    expect(keysOf(rules)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'X-Frame-Options',
        'Permissions-Policy',
        'Strict-Transport-Security',
      ]),
    )
    expect(keysOf(securityHeaders({ production: false, https: true, adminPath: '/admin' }))).not.toContain('Strict-Transport-Security')
    const plainHttp = keysOf(securityHeaders({ production: true, https: false, adminPath: '/admin' }))
    expect(plainHttp).not.toContain('Strict-Transport-Security')
    expect(plainHttp).toContain('X-Content-Type-Options')
  })

  it('gives the server’s own answers the same headers as a page, or as the admin', () => {
    const page = securityHeaderValues({ production: true, https: true, admin: false })
    const pageRules = rules.filter((r) => !r.source.startsWith('/admin'))
    for (const { key, value } of pageRules.flatMap((r) => r.headers)) expect(page[key.toLowerCase()], key).toBe(value)
    expect(page['strict-transport-security']).toBe(HSTS_VALUE)
    const admin = securityHeaderValues({ production: true, https: false, admin: true })
    expect(admin['content-security-policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY)
    expect(admin['strict-transport-security']).toBeUndefined()
    expect(admin['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('puts the CSP on public paths, not on the admin', () => {
    expect(pattern.test('/pc_index')).toBe(true)
    expect(pattern.test('/en/newsDetail')).toBe(true)
    expect(pattern.test('/administration')).toBe(true)
    expect(pattern.test('/admin')).toBe(false)
    expect(pattern.test('/admin/collections/news')).toBe(false)
  })

  it('gives the admin a CSP of its own: this origin only, inline for Payload, no eval in production', () => {
    const adminRule = rules.find((r) => r.source === '/admin/:path*')
    expect(adminRule?.headers).toEqual([{ key: 'Content-Security-Policy', value: ADMIN_CONTENT_SECURITY_POLICY }])
    const directives = new Map(ADMIN_CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]))
    expect(directives.get('default-src')).toBe("'self'")
    expect(directives.get('script-src')).toBe("'self' 'unsafe-inline'")
    expect(directives.get('connect-src')).toBe("'self'")
    expect(directives.get('frame-src')).toBe("'self'")
    expect(directives.get('frame-ancestors')).toBe("'self'")
    expect(directives.get('object-src')).toBe("'none'")
    expect(directives.get('base-uri')).toBe("'self'")
    expect(directives.get('form-action')).toBe("'self'")
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toContain('hm.baidu.com')
    // next dev's fast refresh needs eval and a websocket; a production build never gets them.
    const dev = adminContentSecurityPolicy({ production: false })
    expect(dev).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'")
    expect(dev).toContain("connect-src 'self' ws: wss:")
    const devAdmin = securityHeaders({ production: false, https: false, adminPath: '/admin' }).find((r) => r.source === '/admin/:path*')
    expect(devAdmin?.headers[0].value).toBe(dev)
  })

  it('allows no plugins, no foreign framing and no foreign scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'")
    // Scripts from this origin and, for Baidu Tongji, hm.baidu.com only.
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/hm\.baidu\.com(;|$)/)
  })
})

describe('CSP with script hashes', () => {
  const sha = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`

  it('allows inline scripts by hash only: no unsafe-inline for scripts', () => {
    const policy = contentSecurityPolicy([sha('a()'), sha('b()')])
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scripts).toBe(`script-src 'self' '${sha('a()')}' '${sha('b()')}' https://hm.baidu.com`)
    expect(scripts).not.toContain('unsafe-inline')
    // The rest of the policy is the site's.
    expect(policy.replace(scripts, '')).toBe(CONTENT_SECURITY_POLICY.replace(/script-src [^;]*/, ''))
    expect(contentSecurityPolicy([])).toContain("script-src 'self' https://hm.baidu.com;")
  })

  it('hashes each inline script a browser runs, as sent, once', () => {
    const html =
      '<html><head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
      '<script>self.__next_f.push([1,"中文 \\u003c/script"])</script><script type="module">m()</script>' +
      "<script nonce='x' type=text/javascript>t()</script><script>self.__next_f=[]</script></body></html>"
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=[]'),
      sha('self.__next_f.push([1,"中文 \\u003c/script"])'),
      sha('m()'),
      sha('t()'),
    ])
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})

describe('PAYLOAD_SECRET', () => {
  it('refuses short or repetitive secrets', () => {
    expect(() => assertStrongSecret('secret')).toThrow(/too weak/)
    expect(() => assertStrongSecret('a'.repeat(64))).toThrow(/too weak/)
    expect(assertStrongSecret('f3a9c0d2b7e14a6c9d8e7f6a5b4c3d2e1f0a9b8c')).toBe('f3a9c0d2b7e14a6c9d8e7f6a5b4c3d2e1f0a9b8c')
  })
})
