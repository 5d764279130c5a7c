/**
 * The store behind Next's cache handler when REDIS_URL is set: entries and tag invalidation times in Redis,
 * so that every instance serves what any instance rendered, and a publish on one makes the entries under its
 * tags stale on all of them.
 *
 * Redis layout (all under REDIS_PREFIX):
 *   next:<buildId>:<key>   hash { v: serialized value, m: last modified (ms), t: tags, c: cache control }
 *   next-tags              hash { <tag>: time of its last invalidation (ms) }
 *   purge                  pub/sub channel: "drop your micro-cache" (src/cache/bus.ts)
 *
 * An entry is fresh while it was made after the last invalidation of each of its tags. Entries are keyed by
 * build: a deploy never serves pages rendered by the previous build's code.
 *
 * When Redis does not answer, reads and writes go to a small per-process memory cache whose entries live
 * `fallbackTtlMs` (30 s) at most: other instances cannot tell this one about a publish then, and a shorter life
 * had every instance render every page again every few seconds for as long as Redis was away (the Redis drill of
 * `npm run drill` answered in over 5 s then). Invalidations that could not be written are written when Redis is
 * back, and every instance is told to purge. An entry Redis does not have when it is back (a restarted Redis is
 * empty) is taken from that memory cache while it is still valid and no tag of it was invalidated meanwhile (in
 * Redis or here), and written to Redis: a Redis coming back does not make every instance render everything at once.
 */
import type Redis from 'ioredis'

import { deserialize, serialize } from './serialize'

const GET_SCRIPT = `
local e = redis.call('HMGET', KEYS[1], 'v', 'm', 't', 'c')
if not e[1] then return false end
local newest = 0
local function seen(tag)
  local ts = tonumber(redis.call('HGET', KEYS[2], tag) or '0') or 0
  if ts > newest then newest = ts end
end
if e[3] then for tag in string.gmatch(e[3], '[^\\n]+') do seen(tag) end end
for i = 1, #ARGV do seen(ARGV[i]) end
return {e[1], e[2], e[3] or '', e[4] or '', newest}
`

const EXPIRE_SCRIPT = `
local ts = tonumber(ARGV[#ARGV])
for i = 1, #ARGV - 1 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0') or 0
  if ts > current then redis.call('HSET', KEYS[1], ARGV[i], ts) end
end
return #ARGV - 1
`

export type StoredEntry<V = unknown> = {
  value: V
  lastModified: number
  tags: string[]
  cacheControl?: unknown
}

type MemoryEntry = StoredEntry & { storedAt: number; ttlSeconds?: number }

export type SharedStoreOptions = {
  /** The command connection (null: memory only). */
  client: () => Redis | null
  /** Key prefix, e.g. "site:". */
  prefix: string
  /** The build the entries belong to. */
  buildId: string
  /** Longest life of an entry in Redis (seconds). */
  maxTtlSeconds?: number
  /** Life of an entry in the per-process fallback (ms, 30 s by default). */
  fallbackTtlMs?: number
  /** Called after tags were invalidated in Redis (to tell every instance to purge). */
  onExpired?: (tags: string[]) => void
  log?: (message: string) => void
}

export class SharedStore {
  private readonly memory = new Map<string, MemoryEntry>()
  private readonly localTags = new Map<string, number>()
  private readonly pendingTags = new Set<string>()
  private readonly maxTtlSeconds: number
  private readonly fallbackTtlMs: number
  private lastFailure = 0

  constructor(private readonly options: SharedStoreOptions) {
    this.maxTtlSeconds = options.maxTtlSeconds ?? 7 * 24 * 3600
    this.fallbackTtlMs = options.fallbackTtlMs ?? 30_000
  }

  private entryKey(key: string): string {
    return `${this.options.prefix}next:${this.options.buildId}:${key}`
  }

  private get tagsKey(): string {
    return `${this.options.prefix}next-tags`
  }

  /** The Redis connection when it is up right now; null sends the caller to the fallback. */
  private ready(): Redis | null {
    const client = this.options.client()
    return client && client.status === 'ready' ? client : null
  }

  private failed(what: string, error: unknown): void {
    // One line per 10 s at most while Redis misbehaves (the connection itself logs its state changes).
    if (Date.now() - this.lastFailure > 10_000) this.options.log?.(`${what} failed, using this instance's cache: ${String(error)}`)
    this.lastFailure = Date.now()
  }

  private staleLocally(tags: string[], lastModified: number): boolean {
    return tags.some((tag) => (this.localTags.get(tag) ?? 0) > lastModified)
  }

  async get<V>(key: string, extraTags: string[] = [], now = Date.now()): Promise<StoredEntry<V> | null> {
    const client = this.ready()
    if (client) {
      try {
        const reply = (await client.eval(GET_SCRIPT, 2, this.entryKey(key), this.tagsKey, ...extraTags)) as
          [string, string, string, string, number] | null
        if (!reply) return this.restore<V>(client, key, extraTags, now)
        const [v, m, t, c, newest] = reply
        const lastModified = Number(m)
        const tags = t ? t.split('\n') : []
        if (Number(newest) > lastModified) return null
        if (this.staleLocally([...tags, ...extraTags], lastModified)) return null
        return { value: deserialize<V>(v), lastModified, tags, cacheControl: c ? JSON.parse(c) : undefined }
      } catch (error) {
        this.failed('cache read', error)
      }
    }
    return this.memoryGet<V>(key, extraTags, now)
  }

  /**
   * Redis has no entry under this key: the one this process kept while Redis was away, if it is still valid and none
   * of its tags was invalidated in Redis since it was made (by another instance's publish during the outage), is
   * written back to Redis and answered. Null otherwise.
   */
  private async restore<V>(client: Redis, key: string, extraTags: string[], now: number): Promise<StoredEntry<V> | null> {
    const kept = this.memory.get(key)
    const entry = kept && this.memoryGet<V>(key, extraTags, now)
    if (!kept || !entry) return null
    const tags = [...new Set([...entry.tags, ...extraTags])]
    const times = tags.length > 0 ? await client.hmget(this.tagsKey, ...tags) : []
    this.memory.delete(key)
    if (times.some((t) => Number(t ?? 0) > entry.lastModified)) return null
    await this.set(key, entry, kept.ttlSeconds)
    return entry
  }

  private memoryGet<V>(key: string, extraTags: string[], now: number): StoredEntry<V> | null {
    const entry = this.memory.get(key)
    if (!entry) return null
    if (now - entry.storedAt > this.fallbackTtlMs || this.staleLocally([...entry.tags, ...extraTags], entry.lastModified)) {
      this.memory.delete(key)
      return null
    }
    return { value: entry.value as V, lastModified: entry.lastModified, tags: entry.tags, cacheControl: entry.cacheControl }
  }

  async set(key: string, entry: StoredEntry, ttlSeconds?: number): Promise<void> {
    const client = this.ready()
    if (client) {
      try {
        const ttl = Math.max(1, Math.min(ttlSeconds && ttlSeconds > 0 ? ttlSeconds : this.maxTtlSeconds, this.maxTtlSeconds))
        const k = this.entryKey(key)
        const fields: Record<string, string> = {
          v: serialize(entry.value),
          m: String(Math.floor(entry.lastModified)),
          t: entry.tags.join('\n'),
          c: entry.cacheControl === undefined ? '' : JSON.stringify(entry.cacheControl),
        }
        await client.multi().del(k).hset(k, fields).expire(k, ttl).exec()
        return
      } catch (error) {
        this.failed('cache write', error)
      }
    }
    this.memory.delete(key)
    this.memory.set(key, { ...entry, storedAt: Date.now(), ttlSeconds })
    while (this.memory.size > 500) {
      const oldest = this.memory.keys().next().value
      if (oldest === undefined) break
      this.memory.delete(oldest)
    }
  }

  /** Removes the entry under this key (an answer that is not kept replaces it). */
  async delete(key: string): Promise<void> {
    this.memory.delete(key)
    const client = this.ready()
    if (!client) return
    try {
      await client.del(this.entryKey(key))
    } catch (error) {
      this.failed('cache delete', error)
    }
  }

  /** Marks every entry under these tags stale, on every instance. */
  async expireTags(tags: string[], at = Date.now()): Promise<void> {
    if (tags.length === 0) return
    for (const tag of tags) this.localTags.set(tag, Math.max(at, this.localTags.get(tag) ?? 0))
    const client = this.ready()
    if (client) {
      try {
        await client.eval(EXPIRE_SCRIPT, 1, this.tagsKey, ...tags, String(at))
        this.options.onExpired?.(tags)
        return
      } catch (error) {
        this.failed('tag invalidation', error)
      }
    }
    for (const tag of tags) this.pendingTags.add(tag)
  }

  /** Writes the invalidations Redis missed while it was down (call when it is back). */
  async flushPending(): Promise<void> {
    if (this.pendingTags.size === 0) return
    const tags = [...this.pendingTags]
    this.pendingTags.clear()
    // Stamped now, later than the publish itself: entries written meanwhile by other instances are dropped too.
    await this.expireTags(tags, Date.now())
  }

  get pendingCount(): number {
    return this.pendingTags.size
  }
}
