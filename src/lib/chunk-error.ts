/**
 * Recognises a script or style chunk that failed to load (spec section 8): after a new deploy, a page opened
 * before it asks for chunks whose names no longer exist, or the network drops one. Such a page cannot go on; the
 * site offers a reload instead of a broken page (components/layout/ChunkErrorPrompt.tsx, the error boundaries).
 */

/** Messages of the bundlers' and browsers' chunk failures (webpack, Turbopack, native dynamic import). */
const CHUNK_MESSAGES = [
  /loading (css )?chunk [^\s]+ failed/i, // webpack: "Loading chunk 123 failed", "Loading CSS chunk 4 failed"
  /failed to load chunk/i, // Turbopack: "Failed to load chunk /_next/static/chunks/x.js from module …"
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i,
]

/** True when `error` (anything thrown or rejected) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_MESSAGES.some((re) => re.test(error))
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError' || name === 'CssChunkLoadError') return true
  return typeof message === 'string' && CHUNK_MESSAGES.some((re) => re.test(message))
}

/** True for the URL of one of the site's own build chunks (`/_next/static/…` .js or .css), under any base path. */
export function isBuildChunkUrl(url: string | null | undefined): boolean {
  if (!url) return false
  let path: string
  try {
    path = new URL(url, 'http://x').pathname
  } catch {
    return false
  }
  return /\/_next\/static\/.+\.(js|css)$/.test(path)
}
