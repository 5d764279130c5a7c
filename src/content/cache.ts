/**
 * The content cache: Next's data cache, keyed by function and arguments, dropped by tag when an editor
 * publishes, unpublishes or deletes. This module owns every cache tag of the project.
 */
import { revalidateTag, unstable_cache } from 'next/cache'

import { env } from '@/env'
import { purgeProcessMicroCache } from '@/lib/micro-cache'

export const TAGS = {
  banners: 'banners',
  news: 'news',
  videos: 'videos',
  partners: 'partners',
  software: 'software',
  updateLogs: 'update-logs',
  helpDocuments: 'help-documents',
  teaching: 'teaching',
  pages: 'pages',
  media: 'media',
  siteSettings: 'site-settings',
  homePage: 'home-page',
  navigation: 'navigation',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

export const ALL_TAGS: readonly CacheTag[] = Object.values(TAGS)

function isOutsideNext(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /incrementalCache missing|static generation store missing|outside a request scope/i.test(message)
}

/**
 * Wraps a content read in the data cache, kept until a publish drops its tags, or at most `maxAgeSeconds` for
 * values that change without a publish (view counts). Outside a Next server (scripts, Vitest) or with
 * CONTENT_CACHE=off it simply calls the function.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: CacheTag[],
  options: { maxAgeSeconds?: number } = {},
): (...args: A) => Promise<R> {
  if (!env.contentCache) return fn
  const ages = [env.contentCacheSeconds, options.maxAgeSeconds ?? 0].filter((s) => s > 0)
  const inCache = unstable_cache(fn, [key], { tags: [...tags], revalidate: ages.length ? Math.min(...ages) : false })
  return async (...args: A) => {
    try {
      return await inCache(...args)
    } catch (error) {
      if (isOutsideNext(error)) return fn(...args)
      throw error
    }
  }
}

/** Drops every cache entry under these tags, at once (the next read goes to the database). */
export function invalidate(tags: readonly CacheTag[]): void {
  // Whole responses kept by the production server (server.ts) go first.
  purgeProcessMicroCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next server (seed script, tests) there is no cache to drop.
      if (!isOutsideNext(error)) throw error
    }
  }
}
