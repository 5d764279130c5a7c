/**
 * The store behind Next's cache handler on a single instance (no REDIS_URL): rendered pages and content reads kept
 * in this process's memory, in two least-recently-used sets bounded in bytes (PAGE_CACHE_MB, DATA_CACHE_MB), and
 * never written to disk. Next's own file-system cache wrote every render under `.next/server` (about 100 KB an
 * address, 404s included) and kept it for ever; here whatever is requested, the cache holds at most its two
 * bounds, and the least recently used entries make room for new ones (they are rendered again when asked for).
 *
 * Nothing is lost by keeping it in memory: the server drops every cached page and read when it starts anyway
 * (server.ts), because an earlier process may have missed a publish.
 *
 * An entry is fresh while it was made after the last invalidation of each of its tags (as in shared-store.ts).
 */
import { LRUCache } from 'lru-cache'

import { isDataValue, sizeOf } from './cache-policy'

/** A least-recently-used map bounded by the bytes its entries say they take (the `lru-cache` package). */
export class BoundedLru<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>

  constructor(readonly maxBytes: number) {
    this.entries = new LRUCache<string, V>({ maxSize: maxBytes })
  }

  get(key: string): V | undefined {
    return this.entries.get(key)
  }

  /** Keeps the value (false when it alone is larger than the bound), dropping the least recently used to make room. */
  set(key: string, value: V, bytes: number): boolean {
    if (bytes > this.maxBytes) {
      this.entries.delete(key)
      return false
    }
    // lru-cache counts a size of 0 as an error: an empty entry still takes a byte.
    this.entries.set(key, value, { size: Math.max(1, bytes) })
    return true
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get bytes(): number {
    return this.entries.calculatedSize
  }

  get size(): number {
    return this.entries.size
  }
}

export type MemoryEntry<V = unknown> = {
  value: V
  lastModified: number
  tags: string[]
  cacheControl?: unknown
}

export type MemoryStoreOptions = {
  /** Bound of rendered pages and route answers (bytes). */
  pageBytes: number
  /** Bound of content reads (bytes). */
  dataBytes: number
}

export class MemoryStore {
  readonly pages: BoundedLru<MemoryEntry>
  readonly data: BoundedLru<MemoryEntry>
  /** When each tag was last invalidated (ms); as many as the site has tags. */
  private readonly tagTimes = new Map<string, number>()

  constructor(options: MemoryStoreOptions) {
    this.pages = new BoundedLru(options.pageBytes)
    this.data = new BoundedLru(options.dataBytes)
  }

  private setFor(data: boolean): BoundedLru<MemoryEntry> {
    return data ? this.data : this.pages
  }

  private stale(tags: string[], lastModified: number): boolean {
    return tags.some((tag) => (this.tagTimes.get(tag) ?? 0) > lastModified)
  }

  /** The fresh entry under this key (`data`: a content read), or null. */
  get<V>(key: string, data: boolean, extraTags: string[] = []): MemoryEntry<V> | null {
    const set = this.setFor(data)
    const entry = set.get(key)
    if (!entry) return null
    if (this.stale([...entry.tags, ...extraTags], entry.lastModified)) {
      set.delete(key)
      return null
    }
    return entry as MemoryEntry<V>
  }

  /** Keeps the entry within its set's bound. */
  set(key: string, entry: MemoryEntry<{ kind: string } & Record<string, unknown>>): void {
    const data = isDataValue(entry.value)
    this.setFor(data).set(key, entry, sizeOf(key, entry.value))
  }

  /** Forgets the entry under this key (an answer that is not kept replaces it). */
  delete(key: string): void {
    this.pages.delete(key)
    this.data.delete(key)
  }

  /** Marks every entry under these tags stale. */
  expireTags(tags: string[], at = Date.now()): void {
    for (const tag of tags) this.tagTimes.set(tag, Math.max(at, this.tagTimes.get(tag) ?? 0))
  }
}
