/**
 * HTTP security headers of the site (next.config.ts applies them). Pure: no environment reads here.
 *
 * The public pages get a Content-Security-Policy that fits them: everything from this origin, inline scripts and
 * styles (Next's streamed RSC payload is inline; nonces would make every page dynamic and uncacheable), images and
 * media also from https: (S3 or a CDN), no plugins, no framing by other sites. The admin gets the same headers
 * without the CSP (Payload's admin manages its own needs) but with framing limited to this origin.
 *
 * Baidu Tongji: its script host is allowed statically. Whether Tongji is on is a site setting (database, editable
 * at run time), while these headers are fixed at build time and the pages are cached whole; a per-request CSP
 * would cost a settings read on every request. The page only loads hm.baidu.com when the setting is filled in,
 * and allowing that one host adds no script of its own.
 */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

/** Baidu Tongji's script and beacon host (src/lib/baidu.ts). */
export const BAIDU_TONGJI_ORIGIN = 'https://hm.baidu.com'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${BAIDU_TONGJI_ORIGIN}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' ${BAIDU_TONGJI_ORIGIN}`,
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

export function securityHeaders({ production, adminPath }: { production: boolean; adminPath: string }): HeaderRule[] {
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ]
  const admin = adminPath.replace(/^\/+/, '')
  return [
    { source: '/:path*', headers: common },
    // Every path but the admin's: the CSP of the public site.
    { source: `/((?!${admin}(?:/|$)).*)`, headers: [{ key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY }] },
  ]
}

/**
 * The names of every header above, lower-case. Behind deploy/nginx.conf, which sets them all itself, the server
 * leaves them off the answers a cache keeps (PROXY_SETS_HEADERS=true, server.ts).
 */
export const SECURITY_HEADER_NAMES: readonly string[] = [
  ...new Set(securityHeaders({ production: true, adminPath: '/admin' }).flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()))),
]
