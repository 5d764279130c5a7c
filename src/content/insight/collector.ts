/**
 * The insight collector: counts arrive one by one (a beacon, a download, a lead) and are added up in a buffer; every
 * FLUSH_MS, and on a clean shutdown, the buffer is added to the daily rollup rows in the database (store.ts).
 *
 * - Without Redis: the buffer is this process's memory. A clean shutdown (SIGTERM, server.ts) flushes it; a SIGKILL
 *   loses at most the last FLUSH_MS of counts.
 * - With REDIS_URL: every count is an HINCRBY on one shared hash, so several instances add up exactly and a killed
 *   instance loses nothing. A flush renames the hash to a batch of its own (atomic: a count lands in exactly one
 *   batch), claims the batch with a lock (so one instance writes it), adds it to the database and deletes it. A batch
 *   whose writer died is written by the next flush after its lock expires. Batches never written expire after
 *   RAW_RETENTION_DAYS.
 */
import { randomUUID } from 'node:crypto'

import type Redis from 'ioredis'

import { type InsightEvent, rollupKey } from '@/lib/insight'

/** How often the buffer is written to the database (the "at least every 5 s"). */
const FLUSH_MS = 5000
/** Counts not yet in the database (Redis batches) are dropped after this many days. */
const RAW_RETENTION_DAYS = 90
const BATCH_LOCK_MS = 60_000

/** Adds counts (rollup key → number) to the database; throws when nothing was written. */
export type RollupSink = (counts: Map<string, number>) => Promise<void>

export type CollectorOptions = {
  sink: RollupSink
  /** A command connection: counts are shared through Redis; null: this process's memory. */
  redis?: Redis | null
  /** Key prefix in Redis (the site's REDIS_PREFIX). */
  prefix?: string
}

// Moves the pending hash to a new batch and lists the batch, in one step.
const ROTATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('RENAME', KEYS[1], KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[1])
  redis.call('SADD', KEYS[3], KEYS[2])
  return 1
end
return 0`

export class InsightCollector {
  private memory = new Map<string, number>()
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> | null = null
  private readonly sink: RollupSink
  private readonly redis: Redis | null
  private readonly keys: { pending: string; batches: string; batch: (id: string) => string; lock: (batch: string) => string }
  private readonly owner = randomUUID()

  constructor(options: CollectorOptions) {
    this.sink = options.sink
    this.redis = options.redis ?? null
    const prefix = `${options.prefix ?? 'site:'}insight:`
    this.keys = {
      pending: `${prefix}pending`,
      batches: `${prefix}batches`,
      batch: (id) => `${prefix}batch:${id}`,
      lock: (batch) => `${batch}:lock`,
    }
  }

  /** Counts one event. With Redis, resolves once Redis has it (or, when Redis fails, this process's memory). */
  async record(event: InsightEvent, by = 1): Promise<void> {
    const key = rollupKey(event)
    if (this.redis && this.redis.status === 'ready') {
      try {
        await this.redis.hincrby(this.keys.pending, key, by)
        return
      } catch {
        // counted in memory below, written by this process's next flush
      }
    }
    this.memory.set(key, (this.memory.get(key) ?? 0) + by)
  }

  /** Starts flushing every FLUSH_MS (the timer does not keep the process alive). */
  start(): this {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), FLUSH_MS)
    this.timer.unref()
    return this
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Writes everything counted so far to the database. One flush at a time per collector. */
  flush(): Promise<void> {
    this.flushing ??= this.flushNow().finally(() => {
      this.flushing = null
    })
    return this.flushing
  }

  /** Counts waiting in this process's memory (tests, health). */
  pendingInMemory(): number {
    let total = 0
    for (const n of this.memory.values()) total += n
    return total
  }

  private async flushNow(): Promise<void> {
    const errors: unknown[] = []
    // This process's memory: swapped out first, merged back when the database refuses it.
    if (this.memory.size > 0) {
      const batch = this.memory
      this.memory = new Map()
      try {
        await this.sink(batch)
      } catch (error) {
        for (const [key, n] of batch) this.memory.set(key, (this.memory.get(key) ?? 0) + n)
        errors.push(error)
      }
    }
    if (this.redis && this.redis.status === 'ready') {
      try {
        await this.flushRedis()
      } catch (error) {
        errors.push(error)
      }
    }
    if (errors.length > 0) throw errors[0]
  }

  private async flushRedis(): Promise<void> {
    const redis = this.redis!
    await redis.eval(
      ROTATE,
      3,
      this.keys.pending,
      this.keys.batch(randomUUID()),
      this.keys.batches,
      String(RAW_RETENTION_DAYS * 86_400_000),
    )
    const batches = await redis.smembers(this.keys.batches)
    for (const batch of batches) {
      const claimed = await redis.set(this.keys.lock(batch), this.owner, 'PX', BATCH_LOCK_MS, 'NX')
      if (claimed !== 'OK') continue
      const fields = await redis.hgetall(batch)
      const counts = new Map<string, number>()
      for (const [key, n] of Object.entries(fields)) if (Number(n) !== 0) counts.set(key, Number(n))
      if (counts.size > 0) {
        try {
          await this.sink(counts)
        } catch (error) {
          // Left for a later flush.
          await redis.del(this.keys.lock(batch))
          throw error
        }
      }
      await redis.multi().del(batch).srem(this.keys.batches, batch).del(this.keys.lock(batch)).exec()
    }
  }
}
