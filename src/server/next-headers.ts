/**
 * Next's internal response headers, taken off every answer server.ts passes on (a 404 page carried
 * `x-nextjs-cache`, `x-nextjs-prerender`, `x-nextjs-stale-time`, `x-next-cache-tags`…): they name the framework, its
 * cache state and its cache tags, and no browser needs them outside Next's own client router.
 *
 * Which ones: every `x-nextjs-*`, `x-next-*`, `x-middleware-*` and `x-action-*` header, and `x-powered-by`. An answer
 * to Next's client router (an RSC request: `RSC` request header; a server action: `Next-Action`) keeps the few its
 * router reads (`CLIENT_ROUTER_HEADERS`, the names of next/dist/client/components/app-router-headers.js and the
 * action redirect): the router cache's lifetime, rewrites, prerender and action results. Re-check that list on a
 * Next.js upgrade.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { onHead } from './intercept'

const INTERNAL = /^(x-nextjs-|x-next-|x-middleware-|x-action-|x-powered-by$)/i

/** The headers Next's client router reads on its RSC and server-action answers. */
export const CLIENT_ROUTER_HEADERS: ReadonlySet<string> = new Set([
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-prerender',
  'x-nextjs-action-not-found',
  'x-nextjs-request-id',
  'x-nextjs-html-request-id',
  'x-action-revalidated',
  'x-action-redirect',
])

/** Whether the request comes from Next's client router (its answer keeps CLIENT_ROUTER_HEADERS). */
function isClientRouterRequest(headers: IncomingHttpHeaders): boolean {
  return headers.rsc !== undefined || headers['next-action'] !== undefined
}

/** Whether a response header is one of Next's internal ones that this answer goes without. */
function dropsHeader(name: string, clientRouter: boolean): boolean {
  if (!INTERNAL.test(name)) return false
  return !(clientRouter && CLIENT_ROUTER_HEADERS.has(name.toLowerCase()))
}

/**
 * Takes Next's internal headers off `res` as its head goes out, however it is written (`setHeader` then an implicit
 * or explicit `writeHead`, or headers passed to `writeHead`). Installed before any other wrapper of the response, so
 * that it sees the final headers.
 */
export function stripNextHeaders(requestHeaders: IncomingHttpHeaders, res: ServerResponse): void {
  const clientRouter = isClientRouterRequest(requestHeaders)
  onHead(res, (head, response) => {
    for (const name of response.getHeaderNames()) if (dropsHeader(name, clientRouter)) response.removeHeader(name)
    head.rest = head.rest.map((arg) => withoutInternal(arg, clientRouter))
    return 'send'
  })
}

/** The headers argument of `writeHead` (an object, or a flat `[name, value, …]` array) without the dropped ones. */
function withoutInternal(arg: unknown, clientRouter: boolean): unknown {
  if (Array.isArray(arg)) {
    if (arg.length > 0 && Array.isArray(arg[0])) return arg.filter((pair) => !dropsHeader(String((pair as unknown[])[0]), clientRouter))
    const kept: unknown[] = []
    for (let i = 0; i + 1 < arg.length; i += 2) if (!dropsHeader(String(arg[i]), clientRouter)) kept.push(arg[i], arg[i + 1])
    return kept
  }
  if (arg && typeof arg === 'object') {
    return Object.fromEntries(Object.entries(arg as OutgoingHttpHeaders).filter(([name]) => !dropsHeader(name, clientRouter)))
  }
  return arg
}
