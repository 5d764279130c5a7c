/**
 * Which script chunks of a Next build the public site loads (scripts/compile-hints.ts marks them for eager
 * compilation). Pure: the caller reads the build's files.
 */

/** V8's explicit compile hint: every function of the file is compiled while the script streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const CHUNK_PATH = /static\/chunks\/[A-Za-z0-9_.-]+\.js/g

/**
 * Next's root files plus every chunk named by a public route's client reference manifest. `manifests` are the
 * `*_client-reference-manifest.js` files with their path under `.next/server/app`; the admin's route group
 * `(payload)` is left out. Sorted and without repeats.
 */
export function publicChunks(rootMainFiles: string[], manifests: { route: string; text: string }[]): string[] {
  const chunks = new Set(rootMainFiles.filter((file) => file.endsWith('.js')))
  for (const { route, text } of manifests) {
    if (route.split(/[\\/]/).includes('(payload)')) continue
    for (const match of text.matchAll(CHUNK_PATH)) chunks.add(match[0])
  }
  return [...chunks].sort()
}
