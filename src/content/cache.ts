/**
 * The content cache: Next's data cache, keyed by function and arguments, dropped by tag when an editor
 * publishes, unpublishes or deletes. This module owns every cache tag of the project.
 */
import { revalidateTag, unstable_cache } from 'next/cache'

import { env } from '@/env'
import { purgeProcessMicroCache } from '@/server/micro-cache'

import { draftModeOn, readModeOverride, withDrafts } from './draft'

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
  searchBestBets: 'search-best-bets',
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
  if (!env.contentCache) {
    return async (...args: A) => (readModeOverride() === undefined && (await draftModeOn()) ? withDrafts(() => fn(...args)) : fn(...args))
  }
  const ages = [env.contentCacheSeconds, options.maxAgeSeconds ?? 0].filter((s) => s > 0)
  const inCache = unstable_cache(fn, [key], { tags: [...tags], revalidate: ages.length ? Math.min(...ages) : false })
  return async (...args: A) => {
    // An editor previewing drafts reads the database directly, and never fills the cache with a draft.
    const override = readModeOverride()
    if (override === 'draft') return fn(...args)
    if (override === undefined && (await draftModeOn())) return withDrafts(() => fn(...args))
    try {
      return await inCache(...args)
    } catch (error) {
      if (isOutsideNext(error)) return fn(...args)
      throw error
    }
  }
}

/**
 * Drops every cache entry under these tags, at once (the next read goes to the database).
 *
 * `outsideRequest`: the change was made through Payload's local API (a scheduled publish run by the jobs queue, a
 * script), where there may be no live request for Next to drop tags in, or worse a finished one whose context the
 * queue's timer inherited (revalidateTag then "succeeds" and nothing is dropped). The production server is then
 * asked to drop them in a request of its own.
 */
export function invalidate(tags: readonly CacheTag[], { outsideRequest = false }: { outsideRequest?: boolean } = {}): void {
  // Whole responses kept by the production server (server.ts) go first.
  purgeProcessMicroCache()
  if (outsideRequest && process.env.INTERNAL_REVALIDATE_URL) {
    void invalidateThroughServer(tags)
    return
  }
  const missed: CacheTag[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a request (a scheduled publish run by the jobs queue, the seed script, tests) Next cannot drop a tag
      // here; inside the production server the process asks itself over HTTP below.
      if (!isOutsideNext(error)) throw error
      missed.push(tag)
    }
  }
  if (missed.length > 0) void invalidateThroughServer(missed)
}

/**
 * Asks this process's own server (server.ts sets the address and a random token) to drop the tags inside a request
 * scope, where Next can. Resolves to true when it did; false when there is no such server (scripts, tests).
 */
export async function invalidateThroughServer(tags: readonly CacheTag[]): Promise<boolean> {
  const url = process.env.INTERNAL_REVALIDATE_URL
  const token = process.env.INTERNAL_REVALIDATE_TOKEN
  if (!url || !token) return false
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'x-internal-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    })
    if (res.status !== 204) console.error(`[cache] dropping ${tags.join(', ')} answered ${res.status}`)
    return res.status === 204
  } catch (error) {
    console.error(`[cache] dropping ${tags.join(', ')} failed`, error)
    return false
  }
}
