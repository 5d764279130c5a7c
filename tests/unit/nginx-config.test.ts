/**
 * deploy/nginx/ (its http part, the site's server snippet and the server blocks) sets the security headers itself (the app leaves them off its shareable answers behind it,
 * PROXY_SETS_HEADERS): its values must stay those of src/server/security-headers.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PUBLIC_FILE_SECONDS, PUBLIC_SHARED_CACHE_CONTROL, SHARED_CACHE_SECONDS } from '@/lib/cache-lifetimes'
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  HSTS_VALUE,
  SECURITY_HEADER_NAMES,
  securityHeaders,
} from '@/server/security-headers'

const conf = ['conf.d/site.conf', 'snippets/site-proxy.conf', 'sites-available/site']
  .map((file) => fs.readFileSync(path.resolve('deploy/nginx', file), 'utf8'))
  .join('\n')
const lines = conf.split('\n').map((line) => line.replace(/#.*$/, '').trim())

/** `name "value"` or `name $variable` of each `add_header ... always;` line. */
const added = new Map(
  lines
    .map((line) => /^add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))\s+always;$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1].toLowerCase(), m[2] ?? m[3]]),
)
const hidden = new Set(lines.map((line) => /^proxy_hide_header\s+(\S+);$/.exec(line)?.[1].toLowerCase()).filter(Boolean))

/** nginx's time (`5s`, `10m`, `1h`) in seconds. */
function seconds(time: string): number {
  const m = /^(\d+)(s|m|h|d)?$/.exec(time)
  if (!m) throw new Error(`not an nginx time: ${time}`)
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[(m[2] ?? 's') as 's']
}

/** The `proxy_cache_valid` lines of the `location` block that starts with `head` (its codes and its time). */
function cacheValidIn(head: string): Array<{ codes: string; seconds: number }> {
  const start = lines.indexOf(`${head} {`)
  expect(start, `${head} in deploy/nginx/`).toBeGreaterThan(-1)
  const end = lines.indexOf('}', start)
  return lines
    .slice(start, end)
    .map((line) => /^proxy_cache_valid\s+(.*?)\s*(\S+);$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ codes: m[1], seconds: seconds(m[2]) }))
}

describe('deploy/nginx/ keeps what the application says, for as long (src/lib/cache-lifetimes.ts)', () => {
  it('pages: nginx keeps them as long as the public API lets a shared cache, and tells browsers the same', () => {
    expect(cacheValidIn('location /')).toEqual([{ codes: '200 301 302 308 404', seconds: SHARED_CACHE_SECONDS }])
    const rewritten = /"s-maxage=31536000"\s+"([^"]+)";/.exec(conf)
    expect(rewritten?.[1], 'the page Cache-Control that nginx sends on').toBe(PUBLIC_SHARED_CACHE_CONTROL)
  })

  it('uploaded files: kept by nginx as long as the application lets browsers keep them', () => {
    expect(cacheValidIn('location /api/media/file/')).toEqual([{ codes: '200', seconds: PUBLIC_FILE_SECONDS }])
  })

  it('the public API: nginx follows its Cache-Control (no lifetime of its own)', () => {
    expect(cacheValidIn('location /client/')).toEqual([])
    expect(cacheValidIn('location /system/')).toEqual([])
  })
})

describe('deploy/nginx/', () => {
  it("adds every security header of the app with the app's production value, and hides the app's own", () => {
    const common = securityHeaders({ production: true, https: true, adminPath: '/admin' }).find(
      (rule) => rule.source === '/:path*',
    )!.headers
    for (const { key, value } of common) {
      if (key === 'Strict-Transport-Security') continue
      expect(added.get(key.toLowerCase()), key).toBe(value)
    }
    // HSTS over https only: the value the app sends over https, chosen by the scheme.
    expect(added.get('strict-transport-security')).toBe('$site_hsts')
    const hsts = /map \$scheme \$site_hsts \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    expect(hsts).toContain(`https "${HSTS_VALUE}";`)
    expect(hsts).toContain('default "";')
    // The app's policy when it sent one (a page's own, by the SHA-256 of its scripts), the location's static one otherwise.
    expect(added.get('content-security-policy')).toBe('$site_csp')
    const csp = /map \$upstream_http_content_security_policy \$site_csp \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    expect(csp).toContain('"" $site_content_security_policy;')
    expect(csp).toContain('default $upstream_http_content_security_policy;')
    for (const name of SECURITY_HEADER_NAMES) expect(hidden.has(name), name).toBe(true)
    expect([...SECURITY_HEADER_NAMES].sort()).toEqual([...added.keys()].filter((k) => SECURITY_HEADER_NAMES.includes(k)).sort())
  })

  it("sets the site's CSP everywhere but on the admin, and the admin's own there", () => {
    const sets = lines.filter((line) => line.startsWith('set $site_content_security_policy '))
    expect(sets).toEqual([
      `set $site_content_security_policy "${CONTENT_SECURITY_POLICY}";`,
      `set $site_content_security_policy "${ADMIN_CONTENT_SECURITY_POLICY}";`,
      `set $site_content_security_policy "${ADMIN_CONTENT_SECURITY_POLICY}";`,
    ])
    // The last two are the admin's locations.
    const admin = conf.match(/location (= \/admin|\/admin\/) \{[^}]*\}/g) ?? []
    expect(admin).toHaveLength(2)
    for (const block of admin) expect(block).toContain(`set $site_content_security_policy "${ADMIN_CONTENT_SECURITY_POLICY}";`)
  })

  it("has add_header only at the server level (a location with its own would drop the server's)", () => {
    const locations = conf.replace(/#.*$/gm, '').match(/location [^{]*\{[^}]*\}/g) ?? []
    expect(locations.length).toBeGreaterThan(5)
    for (const block of locations) expect(block, block).not.toMatch(/add_header|proxy_hide_header/)
  })
})
