/**
 * Next.js's incremental cache handler (`cacheHandler` in next.config.ts, loaded through
 * next-cache-handler.mjs) for several instances: the data cache (`unstable_cache` in src/content/cache.ts) and
 * the rendered pages live in Redis, and `revalidateTag` on any instance makes the entries under that tag stale
 * on all of them, then tells every instance to drop its micro-cache (src/cache/bus.ts).
 *
 * Only used when REDIS_URL is set at run time. During `next build`, in development, or if loaded without
 * REDIS_URL, it hands everything to Next's own file-system cache, so builds and single instances behave as
 * before.
 *
 * Next builds one handler per request; the shared state (connection, store) lives on `globalThis`.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

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

import { env } from '../env'

import { announcePurge } from './bus'
import { onRedisReady, redis, redisConfigured } from './redis'
import { SharedStore } from './shared-store'

type GetContext = GetIncrementalFetchCacheContext | GetIncrementalResponseCacheHandlerContext | GetIncrementalImageCacheContext
type SetContext = SetIncrementalFetchCacheContext | SetIncrementalResponseCacheHandlerContext | SetIncrementalImageCacheContext

const STORE = Symbol.for('site.sharedNextCache')
const TAGS_HEADER = 'x-next-cache-tags'
/** A render never takes longer than this; bounds how far back an entry's time may be put (see `set`). */
const LONGEST_RENDER_MS = 30_000

function buildIdOf(serverDistDir: string | undefined): string {
  try {
    return fs.readFileSync(path.join(serverDistDir ?? path.join(process.cwd(), '.next', 'server'), '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

function sharedStore(ctx: CacheHandlerContext): SharedStore {
  const g = globalThis as typeof globalThis & { [STORE]?: SharedStore }
  if (!g[STORE]) {
    const store = new SharedStore({
      client: redis,
      prefix: env.redisPrefix,
      buildId: buildIdOf(ctx.serverDistDir),
      onExpired: (tags) => void announcePurge(`tags ${tags.join(',')}`),
      log: (message) => console.warn(`[next-cache] ${message}`),
    })
    onRedisReady(() => void store.flushPending())
    g[STORE] = store
  }
  return g[STORE]
}

function isFetchValue(value: IncrementalCacheValue | null): value is Extract<IncrementalCacheValue, { tags?: string[] }> {
  return value !== null && (value.kind as string) === 'FETCH'
}

/** The tags an entry answers to: given by the caller for data, in the stored headers for pages and routes. */
export function tagsOfEntry(value: IncrementalCacheValue | null, ctx?: SetContext): string[] {
  if (!value) return []
  const tags = new Set<string>()
  if (isFetchValue(value)) {
    for (const tag of value.tags ?? []) tags.add(tag)
    if (ctx && 'fetchCache' in ctx && ctx.fetchCache) for (const tag of ctx.tags ?? []) tags.add(tag)
  } else if ('headers' in value && value.headers) {
    const header = (value.headers as Record<string, unknown>)[TAGS_HEADER]
    if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  }
  return [...tags]
}

export default class RedisCacheHandler implements CacheHandler {
  private readonly fallback: CacheHandler | null = null
  private readonly store: SharedStore | null = null
  /** When the request that owns this handler began: what it renders may predate a publish made since. */
  private readonly started = Date.now()

  constructor(ctx: CacheHandlerContext) {
    const building = process.env.NEXT_PHASE === 'phase-production-build'
    if (!redisConfigured() || building || ctx.dev) {
      const require = createRequire(import.meta.url)
      const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default as new (
        c: CacheHandlerContext,
      ) => CacheHandler
      this.fallback = new FileSystemCache(ctx)
      return
    }
    this.store = sharedStore(ctx)
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (this.fallback) return this.fallback.get(key, ctx)
    const extra = (ctx.kind as string) === 'FETCH' ? [...((ctx as GetIncrementalFetchCacheContext).tags ?? []), ...((ctx as GetIncrementalFetchCacheContext).softTags ?? [])] : []
    const entry = await this.store!.get<IncrementalCacheValue | null>(key, extra)
    if (!entry) return null
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl as CacheHandlerValue['cacheControl'] } : {}),
    }
  }

  async set(key: string, data: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    if (this.fallback) return this.fallback.set(key, data, ctx)
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined
    // The entry counts from the start of the request that made it, so a publish that landed while it was being
    // rendered leaves it stale rather than fresh.
    const lastModified = Math.max(this.started, Date.now() - LONGEST_RENDER_MS)
    const expire = cacheControl && typeof cacheControl.expire === 'number' ? cacheControl.expire : undefined
    await this.store!.set(key, { value: data, lastModified, tags: tagsOfEntry(data, ctx), cacheControl }, expire)
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    if (this.fallback) return this.fallback.revalidateTag(tags, durations)
    // Stale-while-revalidate profiles (expire > 0) are treated as immediate expiry: the next read renders.
    await this.store!.expireTags(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache(): void {
    this.fallback?.resetRequestCache()
  }
}
