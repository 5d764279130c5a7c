/**
 * Once per visitor, item and day: a download, a teaching view, a play milestone or a search counts the first time a
 * visitor makes it in a day (Asia/Shanghai), so repeating it from one browser adds nothing.
 *
 * No cookie and nothing stored about the visitor: the "visitor" is a one-way hash of the address and user agent
 * with a random salt of the day (visitorItemMark). The salt lives in memory (or in Redis with REDIS_URL, shared by
 * the instances) and expires with its day, so yesterday's marks can never be tied to an address again; the marks
 * themselves expire the day after. Nothing of this reaches the database.
 */
import { createHash, randomBytes } from 'node:crypto'

import type Redis from 'ioredis'

import { insightDay } from '@/lib/insight'

/** Marks one process keeps for a day without Redis; past this, nothing more is counted that day (not inflated). */
const SEEN_MAX = 200_000
/** Marks and salts live this long in Redis (the day, and the hours of the next in any time zone). */
const TTL_SECONDS = 2 * 86_400

/**
 * The one-way mark of "this visitor, this item, this day": a hash of the day's salt, the address, the user agent
 * and the item, cut to 132 bits.
 */
function visitorItemMark(salt: string, address: string, userAgent: string, item: string): string {
  return createHash('sha256').update(`${salt}\u0000${address}\u0000${userAgent}\u0000${item}`).digest('base64url').slice(0, 22)
}

export type Visitor = { address: string; userAgent: string }

export class VisitorDays {
  private day = ''
  private salt = ''
  private seen = new Set<string>()
  private readonly redis: Redis | null
  private readonly prefix: string

  constructor(options: { redis?: Redis | null; prefix?: string } = {}) {
    this.redis = options.redis ?? null
    this.prefix = `${options.prefix ?? 'site:'}insight:`
  }

  /** Whether this is the visitor's first `item` of the day (and marks it). */
  async first(visitor: Visitor, item: string, now = Date.now()): Promise<boolean> {
    const day = insightDay(now)
    if (this.redis && this.redis.status === 'ready') {
      try {
        const saltKey = `${this.prefix}salt:${day}`
        await this.redis.set(saltKey, randomBytes(16).toString('base64url'), 'EX', TTL_SECONDS, 'NX')
        const salt = await this.redis.get(saltKey)
        if (salt) {
          const mark = visitorItemMark(salt, visitor.address, visitor.userAgent, item)
          const set = await this.redis.set(`${this.prefix}seen:${day}:${mark}`, '1', 'EX', TTL_SECONDS, 'NX')
          return set === 'OK'
        }
      } catch {
        // this process's memory below
      }
    }
    if (day !== this.day) {
      this.day = day
      this.salt = randomBytes(16).toString('base64url')
      this.seen = new Set()
    }
    const mark = visitorItemMark(this.salt, visitor.address, visitor.userAgent, item)
    if (this.seen.has(mark) || this.seen.size >= SEEN_MAX) return false
    this.seen.add(mark)
    return true
  }
}
