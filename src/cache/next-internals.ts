/**
 * Every use of Next.js internals (modules under `next/dist/`, which are not its public API and may change in any
 * release) in one place. The cache handler (src/cache/next-cache-handler.ts) needs Next's own file-system cache (to
 * read what `next build` rendered) and its map of cache lifetimes; it is typed with Next's cache handler types.
 * Outside this module nothing imports `next/dist/` (a lint rule); src/server/next-headers.ts and
 * src/cache/cache-policy.ts name headers and cache kinds Next defines, which tests/unit/next-internals.test.ts
 * compares with the installed Next.
 *
 * On a Next.js upgrade: run `npx vitest run --project unit tests/unit/next-internals.test.ts` first
 * (docs/architecture.md, "Upgrading Next.js"); it fails loudly when a module moved, an export changed shape, or a
 * header or cache kind was added or renamed.
 */
import { createRequire } from 'node:module'

import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import type {
  GetIncrementalFetchCacheContext,
  GetIncrementalImageCacheContext,
  GetIncrementalResponseCacheHandlerContext,
  IncrementalCacheValue,
  SetIncrementalFetchCacheContext,
  SetIncrementalImageCacheContext,
  SetIncrementalResponseCacheHandlerContext,
} from 'next/dist/server/response-cache'

export type { CacheHandler, CacheHandlerContext, CacheHandlerValue, GetIncrementalFetchCacheContext, IncrementalCacheValue }
export type GetContext = GetIncrementalFetchCacheContext | GetIncrementalResponseCacheHandlerContext | GetIncrementalImageCacheContext
export type SetContext = SetIncrementalFetchCacheContext | SetIncrementalResponseCacheHandlerContext | SetIncrementalImageCacheContext

/** The modules this site reads from inside Next (the test loads each). */
export const NEXT_INTERNAL_MODULES = {
  fileSystemCache: 'next/dist/server/lib/incremental-cache/file-system-cache.js',
  sharedCacheControls: 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
  routerHeaders: 'next/dist/client/components/app-router-headers.js',
  cacheKinds: 'next/dist/server/response-cache/types.js',
} as const

type FileSystemCacheClass = new (context: CacheHandlerContext) => CacheHandler

const nodeRequire = createRequire(import.meta.url)
let fileSystemCache: FileSystemCacheClass | undefined

/** Next's own file-system cache handler (what `next build` rendered is read through it). */
export function nextFileSystemCache(): FileSystemCacheClass {
  fileSystemCache ??= (nodeRequire(NEXT_INTERNAL_MODULES.fileSystemCache) as { default: FileSystemCacheClass }).default
  return fileSystemCache
}

/**
 * Next's map of the cache lifetime of every answer it stored (SharedCacheControls), never emptied by Next itself;
 * null when this Next has none.
 */
export function nextCacheControls(): Map<string, unknown> | null {
  try {
    const shared = nodeRequire(NEXT_INTERNAL_MODULES.sharedCacheControls) as {
      SharedCacheControls?: { cacheControls?: Map<string, unknown> }
    }
    return shared.SharedCacheControls?.cacheControls ?? null
  } catch {
    return null
  }
}
