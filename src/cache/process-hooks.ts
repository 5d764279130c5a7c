/**
 * What the application asks of the production server that runs it in the same process (server.ts), without
 * importing the server: Next loads the application as a module graph of its own, so the server leaves its handles on
 * `globalThis` under these keys and the application calls them. Without server.ts (`next dev`, scripts, tests) the
 * calls do nothing. The content layer and the server both import this module; neither imports the other for it.
 */
/** The process's micro-cache of whole responses (src/server/micro-cache.ts). */
export const MICRO_CACHE_KEY = Symbol.for('site.microCache')
/** The server's redirect table's reload (src/server/redirects.ts). */
const REDIRECT_HOOKS_KEY = Symbol.for('site.redirects')

export type RedirectHooks = { reload?: () => void }
type WithHandles = typeof globalThis & { [MICRO_CACHE_KEY]?: { clear(): void }; [REDIRECT_HOOKS_KEY]?: RedirectHooks }

/** Drops every cached response of this process (after a publish). */
export function purgeProcessMicroCache(): void {
  ;(globalThis as WithHandles)[MICRO_CACHE_KEY]?.clear()
}

/** The hooks object the server fills in when it loads the redirect table. */
export function redirectHooks(): RedirectHooks {
  const g = globalThis as WithHandles
  g[REDIRECT_HOOKS_KEY] ??= {}
  return g[REDIRECT_HOOKS_KEY]
}

/** Asks this process's server to reload its redirect table (after a change). */
export function reloadProcessRedirects(): void {
  redirectHooks().reload?.()
}
