/**
 * The content cache: Next's data cache, keyed by function and arguments, dropped by tag when an editor
 * publishes, unpublishes or deletes. The content's tags are named in ./cache-tags.ts (a leaf); the sitemap's tags,
 * which follow the sitemap's kinds, are here with every tag of the project.
 */
import { revalidateTag, unstable_cache } from 'next/cache'

import { purgeProcessMicroCache } from '@/cache/process-hooks'
import { env } from '@/env'
import { SITEMAP_KINDS, type SitemapKind } from '@/lib/sitemap'

import { ALL_TAGS, type CacheTag } from './cache-tags'
import { draftModeOn, readModeOverride, withDrafts } from './draft'

/**
 * The sitemap's tags: `sitemap` for the index, `sitemap:<kind>` for every child of a content type and
 * `sitemap:<kind>:<part>` for one child (src/content/sitemap.ts), so that a publish drops the child it changed.
 */
export type SitemapTag = 'sitemap' | `sitemap:${SitemapKind}` | `sitemap:${SitemapKind}:${number}`
export type AnyTag = CacheTag | SitemapTag

export const SITEMAP_INDEX_TAG = 'sitemap' satisfies SitemapTag

export function sitemapTag(kind: SitemapKind, part?: number): SitemapTag {
  return part === undefined ? `sitemap:${kind}` : `sitemap:${kind}:${part}`
}

/** Every tag of the project: dropping these drops every cached read (a restart). */
export const EVERY_TAG: readonly AnyTag[] = [...ALL_TAGS, SITEMAP_INDEX_TAG, ...SITEMAP_KINDS.map((kind) => sitemapTag(kind))]

/** Whether a tag named from outside (the internal revalidation request) is one of ours. */
export function isOurTag(tag: unknown): tag is AnyTag {
  if (typeof tag !== 'string') return false
  if ((ALL_TAGS as readonly string[]).includes(tag) || tag === SITEMAP_INDEX_TAG) return true
  const m = /^sitemap:([a-z-]+)(?::[1-9]\d*)?$/.exec(tag)
  return m !== null && (SITEMAP_KINDS as readonly string[]).includes(m[1])
}

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
  tags: AnyTag[] | ((...args: A) => AnyTag[]),
  options: { maxAgeSeconds?: number } = {},
): (...args: A) => Promise<R> {
  if (!env.contentCache) {
    return async (...args: A) => (readModeOverride() === undefined && (await draftModeOn()) ? withDrafts(() => fn(...args)) : fn(...args))
  }
  const ages = [env.contentCacheSeconds, options.maxAgeSeconds ?? 0].filter((s) => s > 0)
  const revalidate = ages.length ? Math.min(...ages) : false
  // Tags that depend on the arguments (one sitemap child) need a cache entry made for each call.
  const fixed = Array.isArray(tags) ? unstable_cache(fn, [key], { tags: [...tags], revalidate }) : null
  const inCacheFor = (args: A) => fixed ?? unstable_cache(fn, [key], { tags: (tags as (...a: A) => AnyTag[])(...args), revalidate })
  return async (...args: A) => {
    // An editor previewing drafts reads the database directly, and never fills the cache with a draft.
    const override = readModeOverride()
    if (override === 'draft') return fn(...args)
    if (override === undefined && (await draftModeOn())) return withDrafts(() => fn(...args))
    try {
      return await inCacheFor(args)(...args)
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
export function invalidate(tags: readonly AnyTag[], { outsideRequest = false }: { outsideRequest?: boolean } = {}): void {
  // Whole responses kept by the production server (server.ts) go first.
  purgeProcessMicroCache()
  if (outsideRequest && env.internalRevalidateUrl) {
    void invalidateThroughServer(tags)
    return
  }
  const missed: AnyTag[] = []
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
export async function invalidateThroughServer(tags: readonly AnyTag[]): Promise<boolean> {
  const url = env.internalRevalidateUrl
  const token = env.internalRevalidateToken
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
