import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { env, platform } from './src/env'
import { securityHeaders } from './src/server/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** The whole site under a base path (contract 1), fixed at build time. */
const basePath = env.basePath
/** An optional prefix in front of the public API paths (contract 3). */
const apiPrefix = env.apiPrefix

const nextConfig: NextConfig = {
  basePath: basePath || undefined,
  // The Docker image (Dockerfile) builds with NEXT_OUTPUT=standalone: a self-contained .next/standalone with only
  // the traced node_modules, served by server.ts bundled next to it. Normal builds leave it out.
  output: env.standaloneOutput ? 'standalone' : undefined,
  poweredByHeader: false,
  // No type check inside `next build`: `npm test` runs `tsc --noEmit` over the same tsconfig before it builds, and
  // the build's own pass took 20.5 s of every build (2026-11-27, 2-core machine), in the tests, `npm run demo` and
  // every deploy. A type error still fails `npm test`, `npm run typecheck` and CI.
  typescript: { ignoreBuildErrors: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_API_PREFIX: apiPrefix,
    NEXT_PUBLIC_SITE_LOCALES: env.siteLocales.join(','),
  },
  images: { unoptimized: true },
  // Stylesheets are linked, not inlined: inlined, Next also copied each stylesheet into the page's RSC data, twice
  // when the chunk was shared with the not-found or global-error boundary (/airoad: 37.6 KB of HTML gzipped,
  // 16.7 KB linked), and Lighthouse's mobile median was lower on product, information and news pages (2026-11-22;
  // docs/architecture.md, "Linked stylesheets").
  experimental: {
    inlineCss: false,
    // TURBOPACK_BUILD_CACHE=off (`npm run demo`, a first build): Turbopack's file-system cache is written during the
    // build (13.6 s beside the static pages) and only a later build reads it (a rebuild with it: 50 s, without: 94 s;
    // 2026-11-27, 2-core machine). Other builds keep it.
    ...(env.turbopackBuildCache ? {} : { turbopackFileSystemCacheForBuild: false }),
  },
  serverExternalPackages: ['ioredis'],
  async rewrites() {
    // IndexNow's key file at the site's root (src/app/(api)/indexnow-key): a name of 8 to 128 letters, digits, dashes.
    const indexNowKey = { source: '/:file([A-Za-z0-9-]{8,128}\\.txt)', destination: '/indexnow-key/:file' }
    if (!apiPrefix) return [indexNowKey]
    return [
      indexNowKey,
      { source: `${apiPrefix}/client/:path*`, destination: '/client/:path*' },
      { source: `${apiPrefix}/system/:path*`, destination: '/system/:path*' },
    ]
  },
}

const withPlugins = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = withPlugins.headers

const config = {
  ...withPlugins,
  // Payload asks every page for the colour-scheme client hint (Critical-CH), which makes browsers fetch each
  // public page twice; only the admin needs it.
  async headers() {
    const rules = payloadHeaders ? await payloadHeaders() : []
    return [
      ...rules.map((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      ),
      // HSTS only when the site is served over https (SERVER_URL; set the same value at build and at run time).
      ...securityHeaders({
        production: platform.production,
        https: /^https:\/\//i.test(env.origins.serverUrl),
        adminPath: '/admin',
      }),
    ]
  },
} satisfies NextConfig

/**
 * Next's data and page cache (src/cache/next-cache-handler.ts), for the server: on one instance in memory, bounded
 * (PAGE_CACHE_MB, DATA_CACHE_MB), never written to disk; with REDIS_URL at run time in Redis, shared, dropped on
 * every instance by a publish; never a 404 or a read that found nothing. Read when the server starts. Not during
 * `next build` (its prerenders use Next's own file-system cache, and Turbopack would trace the handler's TypeScript
 * loader, tsx and esbuild's binary, into the build and fail).
 */
export default function configFor(phase: string): NextConfig {
  return phase === PHASE_PRODUCTION_SERVER ? { ...config, cacheHandler: path.resolve('src/cache/next-cache-handler.mjs') } : config
}
