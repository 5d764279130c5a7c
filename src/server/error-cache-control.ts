/**
 * Error answers are never kept long by a cache in front (a browser, nginx, a CDN).
 *
 * Next renders a 404 of a prerendered route (an unknown page address, an unknown id in a query route, even a missing
 * `/_next/static/...` file, which falls through to the pages) as an ISR page and marks it shareable for a year
 * (`Cache-Control: s-maxage=31536000`). A page published later at that address, or a script of a newer deploy asked
 * for before this instance has it, would then stay "not found" in those caches for a year.
 *
 * Any answer of status 400 or more that says it may be kept longer than a minute gets instead:
 * - under `/_next/` (Next's files): `no-store`;
 * - otherwise: `public, max-age=0, s-maxage=10` (a cache in front may answer the same unknown address for ten
 *   seconds, no longer).
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { headersArgument, onHead } from './intercept'

const LONGEST_SECONDS = 60

/** Whether a Cache-Control value lets a cache keep the answer longer than a minute. */
export function keepsLong(cacheControl: string): boolean {
  const value = cacheControl.toLowerCase()
  if (/\b(no-store|private)\b/.test(value)) return false
  if (/\bimmutable\b/.test(value)) return true
  return [...value.matchAll(/\b(?:s-maxage|max-age|stale-while-revalidate|stale-if-error)\s*=\s*"?(\d+)/g)].some(
    (m) => Number(m[1]) > LONGEST_SECONDS,
  )
}

/** The Cache-Control an answer gets instead of its own, or null when its own is fine. `path` is without the base path. */
export function errorCacheControl(status: number, path: string, cacheControl: string | undefined): string | null {
  if (status < 400 || !cacheControl || !keepsLong(cacheControl)) return null
  return path.startsWith('/_next/') ? 'no-store' : 'public, max-age=0, s-maxage=10'
}

function headerText(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/**
 * Makes the response apply errorCacheControl when its head goes out (for the production server, server.ts).
 * `rawUrl` is the request's URL as received.
 */
export function shortenErrorCaching(res: ServerResponse, rawUrl: string, basePath = ''): void {
  const pathOnly = rawUrl.split('?')[0]
  const path = basePath && pathOnly.startsWith(basePath) ? pathOnly.slice(basePath.length) : pathOnly
  onHead(res, (head, response) => {
    if (head.status < 400) return 'send'
    const { index, headers: given } = headersArgument(head.rest)
    const replacement = errorCacheControl(head.status, path, givenCacheControl(given) ?? headerText(response.getHeader('cache-control')))
    if (!replacement) return 'send'
    response.setHeader('cache-control', replacement)
    if (given) head.rest[index] = withCacheControl(given, replacement)
    return 'send'
  })
}

/** The `cache-control` among the headers given to `writeHead` (an object or a flat array), if any. */
function givenCacheControl(given: unknown): string | undefined {
  let own: string | undefined
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() === 'cache-control') own = String(given[i + 1])
  } else if (given) {
    for (const [name, value] of Object.entries(given as OutgoingHttpHeaders))
      if (name.toLowerCase() === 'cache-control') own = headerText(value)
  }
  return own
}

/** A copy of the headers given to `writeHead` with their `cache-control` replaced. */
function withCacheControl(given: unknown, replacement: string): unknown {
  if (Array.isArray(given)) {
    const copy = [...given]
    for (let i = 0; i + 1 < copy.length; i += 2) if (String(copy[i]).toLowerCase() === 'cache-control') copy[i + 1] = replacement
    return copy
  }
  const copy: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(given as OutgoingHttpHeaders))
    copy[name] = name.toLowerCase() === 'cache-control' ? replacement : value
  return copy
}
