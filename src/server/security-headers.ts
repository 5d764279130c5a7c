/**
 * HTTP security headers of the site (next.config.ts applies them; server.ts puts the same on the answers it writes
 * itself). Pure: no environment reads here.
 *
 * The public pages get a Content-Security-Policy that fits them: everything from this origin, inline scripts and
 * styles (Next's streamed RSC payload is inline), images and media also from https: (S3 or a CDN), no plugins, no
 * framing by other sites. The admin gets a CSP of its own (`adminContentSecurityPolicy`): as strict as Payload's admin
 * allows, see there.
 *
 * Inline scripts without 'unsafe-inline' (CSP_SCRIPT_HASHES=on, server.ts): a page sent whole gets a policy of its
 * own that allows exactly the inline scripts in its body, by their SHA-256 (`contentSecurityPolicy(hashes)`,
 * `inlineScriptHashes`). Nonces would make every page dynamic; hashes of the very body sent keep it cacheable.
 *
 * HSTS only when the site is served over https (`https`: SERVER_URL starts with https://, the same rule as the
 * session cookie's Secure flag): a browser ignores the header over plain http, and a server reached over http
 * (tests, a proxy on the same host) should not claim otherwise.
 *
 * Baidu Tongji: its script host is allowed statically. Whether Tongji is on is a site setting (database, editable
 * at run time), while these headers are fixed at build time and the pages are cached whole; a per-request CSP
 * would cost a settings read on every request. The page only loads hm.baidu.com when the setting is filled in,
 * and allowing that one host adds no script of its own.
 */
import crypto from 'node:crypto'

export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

/** Baidu Tongji's script and beacon host (src/lib/baidu.ts). */
const BAIDU_TONGJI_ORIGIN = 'https://hm.baidu.com'

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/** The site's CSP; with `scriptHashes` (`'sha256-…'` sources), inline scripts are allowed by hash only. */
export function contentSecurityPolicy(scriptHashes?: readonly string[]): string {
  const inline = scriptHashes ? scriptHashes.map((h) => `'${h}'`) : ["'unsafe-inline'"]
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline, BAIDU_TONGJI_ORIGIN].join(' '),
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
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/**
 * The admin's CSP (Payload's admin, a Next app of its own under /admin). What it allows, and why:
 * - scripts from this origin and inline: Next streams the admin's RSC payload as inline scripts, and the admin is
 *   rendered per request, so neither hashes of a cached body (CSP_SCRIPT_HASHES) nor nonces fit without rendering
 *   changes in Payload; no foreign script, no Baidu (the admin loads no analytics). `'unsafe-eval'` only in
 *   development (`next dev`'s fast refresh); never in a production build;
 * - styles from this origin and inline: Payload's components and its rich-text editor set style attributes;
 * - images and media also from data:, blob: (previews of a file being uploaded, icons) and https: (thumbnails of
 *   files on S3 behind S3_PUBLIC_URL, which is not known when the headers are built);
 * - fonts from this origin and data:; workers from this origin and blob:;
 * - connections to this origin only (its REST API and server functions; in development also ws: for reloading);
 * - frames of this origin only (live preview shows the site's own /preview), framed by this origin only, forms
 *   posted to this origin only, no <base> elsewhere, no plugins, no manifest from elsewhere.
 */
export function adminContentSecurityPolicy({ production }: { production: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

export const ADMIN_CONTENT_SECURITY_POLICY = adminContentSecurityPolicy({ production: true })

type Settings = { production: boolean; https: boolean; adminPath: string }

function commonHeaders({ production, https }: Omit<Settings, 'adminPath'>): Array<{ key: string; value: string }> {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production && https ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
  ]
}

export function securityHeaders({ production, https, adminPath }: Settings): HeaderRule[] {
  const admin = adminPath.replace(/^\/+/, '')
  return [
    { source: '/:path*', headers: commonHeaders({ production, https }) },
    // Every path but the admin's: the CSP of the public site.
    { source: `/((?!${admin}(?:/|$)).*)`, headers: [{ key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY }] },
    // The admin (`/admin` and below): its own CSP.
    { source: `/${admin}/:path*`, headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy({ production }) }] },
  ]
}

/**
 * The headers of one answer as a plain object (lower-case names), for the answers the server writes itself (the
 * request guard's, a refused body's): the same as a page's, or as the admin's for an admin path.
 */
export function securityHeaderValues({
  production,
  https,
  admin,
}: Omit<Settings, 'adminPath'> & { admin: boolean }): Record<string, string> {
  const values: Record<string, string> = {}
  for (const { key, value } of commonHeaders({ production, https })) values[key.toLowerCase()] = value
  values['content-security-policy'] = admin ? adminContentSecurityPolicy({ production }) : CONTENT_SECURITY_POLICY
  return values
}

/**
 * The names of every header above, lower-case. Behind deploy/nginx/, which sets them all itself, the server
 * leaves them off the answers a cache keeps (PROXY_SETS_HEADERS=true, server.ts).
 */
export const SECURITY_HEADER_NAMES: readonly string[] = [
  ...new Set(
    securityHeaders({ production: true, https: true, adminPath: '/admin' }).flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase())),
  ),
]

/** `<script …>` start tags and their text, up to the first `</script` (where the HTML parser ends a script). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi
/** Script types a browser runs (an empty or missing type is JavaScript); others (`application/ld+json`) are data. */
const RUNNABLE_TYPE = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i

/**
 * The CSP hash sources (`sha256-…`) of the inline scripts of a page, in order of first appearance, each once:
 * scripts without `src` whose type a browser would run. The hash is over the script's text exactly as sent (UTF-8).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`)
    if (type && !RUNNABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue
    hashes.add(`sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
