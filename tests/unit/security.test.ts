import { describe, expect, it } from 'vitest'

import { assertStrongSecret } from '@/env'
import { CONTENT_SECURITY_POLICY, securityHeaders } from '@/lib/security-headers'

describe('security headers', () => {
  const rules = securityHeaders({ production: true, adminPath: '/admin' })
  const cspRule = rules.find((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'))!
  const pattern = new RegExp(`^${cspRule.source.replace('/:path*', '/.*')}$`)

  it('sends nosniff, referrer, framing, permissions and HSTS on every path in production', () => {
    const keys = rules.find((r) => r.source === '/:path*')!.headers.map((h) => h.key)
    expect(keys).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Strict-Transport-Security']),
    )
    const dev = securityHeaders({ production: false, adminPath: '/admin' })
    expect(dev[0].headers.map((h) => h.key)).not.toContain('Strict-Transport-Security')
  })

  it('puts the CSP on public paths, not on the admin', () => {
    expect(pattern.test('/pc_index')).toBe(true)
    expect(pattern.test('/en/newsDetail')).toBe(true)
    expect(pattern.test('/administration')).toBe(true)
    expect(pattern.test('/admin')).toBe(false)
    expect(pattern.test('/admin/collections/news')).toBe(false)
  })

  it('allows no plugins, no foreign framing and no foreign scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'")
    // Scripts from this origin and, for Baidu Tongji, hm.baidu.com only.
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/hm\.baidu\.com(;|$)/)
  })
})

describe('PAYLOAD_SECRET', () => {
  it('refuses short or repetitive secrets', () => {
    expect(() => assertStrongSecret('secret')).toThrow(/too weak/)
    expect(() => assertStrongSecret('a'.repeat(64))).toThrow(/too weak/)
    expect(assertStrongSecret('f3a9c0d2b7e14a6c9d8e7f6a5b4c3d2e1f0a9b8c')).toBe('f3a9c0d2b7e14a6c9d8e7f6a5b4c3d2e1f0a9b8c')
  })
})
