/**
 * Next.js's incremental cache handler (`cacheHandler` in next.config.ts, loaded through next-cache-handler.mjs): the
 * data cache (`unstable_cache` in src/content/cache.ts) and the rendered pages.
 *
 * - One instance (no REDIS_URL): in this process's memory, bounded in bytes (src/cache/memory-store.ts), never on
 *   disk; the pages rendered at build time are still read from `.next` (Next's file-system cache, read-only).
 * - Several instances (REDIS_URL set at run time): in Redis, shared, each entry for 24 hours at most, and
 *   `revalidateTag` on any instance makes the entries under that tag stale on all of them, then tells every instance
 *   to drop its micro-cache (src/cache/bus.ts).
 * - During `next build` and in development: Next's own file-system cache, as without a handler.
 *
 * Either way an answer with a status of 400 or more (a 404 for an unknown address or id) and a content read that
 * found nothing are never stored (src/cache/cache-policy.ts): random addresses cannot grow the cache.
 *
 * Next builds one handler per request; the shared state (connection, stores) lives on `globalThis`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { env, platform } from '../env'
import { announcePurge } from './bus'
import { isDataValue, refusalOf } from './cache-policy'
import { MemoryStore } from './memory-store'
import {
  type CacheHandler,
  type CacheHandlerContext,
  type CacheHandlerValue,
  type GetContext,
  type GetIncrementalFetchCacheContext,
  type IncrementalCacheValue,
  nextCacheControls,
  nextFileSystemCache,
  type SetContext,
} from './next-internals'
import { onRedisReady, redis, redisConfigured } from './redis'
import { SharedStore } from './shared-store'

const STORE = Symbol.for('site.sharedNextCache')
const MEMORY = Symbol.for('site.memoryNextCache')
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
      // Each entry a day at most (an address nobody asks for again leaves Redis by then); Redis's own maxmemory
      // with an LRU policy (compose.yaml) bounds the whole.
      maxTtlSeconds: 24 * 3600,
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

/**
 * Next remembers the cache lifetime of every answer it stores, in a map of its own that is never emptied
 * (SharedCacheControls): an answer this handler does not keep is forgotten there too, or each unknown address would
 * leave a few hundred bytes behind for good.
 */
function forgetCacheControl(key: string): void {
  // Another Next version without that map: nothing to forget.
  nextCacheControls()?.delete(key)
}

function memoryStore(): MemoryStore {
  const g = globalThis as typeof globalThis & { [MEMORY]?: MemoryStore }
  g[MEMORY] ??= new MemoryStore({ pageBytes: env.pageCacheBytes, dataBytes: env.dataCacheBytes })
  return g[MEMORY]
}

function extraTagsOf(ctx: GetContext): string[] {
  if ((ctx.kind as string) !== 'FETCH') return []
  const fetchCtx = ctx as GetIncrementalFetchCacheContext
  return [...(fetchCtx.tags ?? []), ...(fetchCtx.softTags ?? [])]
}

export default class SiteCacheHandler implements CacheHandler {
  /** Next's file-system cache: everything during a build and in development; the build's pages otherwise. */
  private readonly files: CacheHandler | null = null
  private readonly shared: SharedStore | null = null
  private readonly memory: MemoryStore | null = null
  /** When the request that owns this handler began: what it renders may predate a publish made since. */
  private readonly started = Date.now()

  constructor(ctx: CacheHandlerContext) {
    const FileSystemCache = nextFileSystemCache()
    const building = platform.building
    if (building || ctx.dev) {
      this.files = new FileSystemCache(ctx)
      return
    }
    if (redisConfigured()) {
      this.shared = sharedStore(ctx)
      return
    }
    this.memory = memoryStore()
    // Read-only: the pages rendered at build time. Nothing is written (flushToDisk off), and Next's own memory copy
    // is left off (this handler keeps what it reads).
    this.files = new FileSystemCache({ ...ctx, flushToDisk: false, maxMemoryCacheSize: 0 })
  }

  /** The time an entry made now counts from (see `set`). */
  private madeAt(): number {
    return Math.max(this.started, Date.now() - LONGEST_RENDER_MS)
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (this.shared) {
      const entry = await this.shared.get<IncrementalCacheValue | null>(key, extraTagsOf(ctx))
      if (!entry) return null
      return {
        lastModified: entry.lastModified,
        value: entry.value,
        ...(entry.cacheControl ? { cacheControl: entry.cacheControl as CacheHandlerValue['cacheControl'] } : {}),
      }
    }
    if (!this.memory) return this.files!.get(key, ctx)
    const data = (ctx.kind as string) === 'FETCH'
    const kept = this.memory.get<IncrementalCacheValue | null>(key, data, extraTagsOf(ctx))
    if (kept) {
      return {
        lastModified: kept.lastModified,
        value: kept.value,
        ...(kept.cacheControl ? { cacheControl: kept.cacheControl as CacheHandlerValue['cacheControl'] } : {}),
      }
    }
    const built = await this.files!.get(key, ctx)
    if (built?.value && refusalOf(built.value) === null) {
      this.memory.set(key, {
        value: built.value as never,
        lastModified: built.lastModified ?? this.madeAt(),
        tags: tagsOfEntry(built.value),
        cacheControl: 'cacheControl' in built ? built.cacheControl : undefined,
      })
    }
    return built
  }

  async set(key: string, data: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    if (!this.shared && !this.memory) return this.files!.set(key, data, ctx)
    if (refusalOf(data) !== null) {
      // Not kept; what was kept under this key is out of date now.
      this.memory?.delete(key)
      if (this.shared) await this.shared.delete(key)
      if (!isDataValue(data)) forgetCacheControl(key)
      return
    }
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined
    // The entry counts from the start of the request that made it, so a publish that landed while it was being
    // rendered leaves it stale rather than fresh.
    const lastModified = this.madeAt()
    const tags = tagsOfEntry(data, ctx)
    if (this.memory) {
      this.memory.set(key, { value: data as never, lastModified, tags, cacheControl })
      return
    }
    const expire = cacheControl && typeof cacheControl.expire === 'number' ? cacheControl.expire : undefined
    await this.shared!.set(key, { value: data, lastModified, tags, cacheControl }, expire)
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags
    // Stale-while-revalidate profiles (expire > 0) are treated as immediate expiry: the next read renders.
    if (this.shared) return this.shared.expireTags(list)
    this.memory?.expireTags(list)
    // Next's own tag list too: it decides whether the build's pages (and what it read from disk) are out of date.
    await this.files?.revalidateTag(tags, durations)
  }

  resetRequestCache(): void {
    this.files?.resetRequestCache()
  }
}
