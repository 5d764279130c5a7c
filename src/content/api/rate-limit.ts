import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { redis, redisKey, waitForRedis } from '@/cache/redis'
import { env } from '@/env'
import { rateLimitKey } from '@/lib/client-address'

/**
 * Per-address limits: of contact submissions (CONTACT_RATE_LIMIT="5/600": 5 in 600 s, the default) and of searches
 * that reach the database (SEARCH_RATE_LIMIT="60/60"); "off" turns one off. Counted in Redis when REDIS_URL is set,
 * so a limit holds across every instance; while Redis does not answer, each instance counts in its own memory (the
 * insurance limiter) and the site keeps answering. An IPv6 client is counted by its /64 network (`rateLimitKey`,
 * src/lib/client-address.ts): it may use any address in it.
 */
function parseLimit(value: string): { points: number; duration: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(value)
  return match ? { points: Number(match[1]), duration: Number(match[2]) } : null
}

/**
 * One memory count per process and limit: Next bundles this module into the API route, the contact page's server
 * action and the proxy separately, and two counts would let a visitor through twice.
 */
const processMemory = globalThis as typeof globalThis & { __rateLimitMemory?: Map<string, RateLimiterMemory> }

export type AddressLimit = {
  /** True when this address may go on once more (and counts the attempt). */
  take(address: string): Promise<boolean>
  /** The window of the limit in whole minutes (for the message), 0 when off. */
  minutes: number
}

function addressLimit(name: string, setting: string): AddressLimit {
  const limit = parseLimit(setting)
  let limiter: RateLimiterAbstract | null | undefined
  const current = (): RateLimiterAbstract | null => {
    if (limiter !== undefined) return limiter
    if (!limit) return (limiter = null)
    const memories = (processMemory.__rateLimitMemory ??= new Map())
    let memory = memories.get(name)
    if (!memory) memories.set(name, (memory = new RateLimiterMemory({ keyPrefix: name, ...limit })))
    const client = redis()
    const chosen = client
      ? new RateLimiterRedis({
          storeClient: client,
          keyPrefix: redisKey(name),
          ...limit,
          insuranceLimiter: memory,
          // Straight to the insurance limiter while the connection is down, instead of waiting for it.
          rejectIfRedisNotReady: true,
        })
      : memory
    limiter = chosen
    return chosen
  }
  return {
    minutes: limit ? Math.max(1, Math.round(limit.duration / 60)) : 0,
    async take(address) {
      const limiterNow = current()
      if (!limiterNow) return true
      if (limiterNow instanceof RateLimiterRedis) await waitForRedis(1000)
      try {
        await limiterNow.consume(rateLimitKey(address || 'unknown'))
        return true
      } catch (error) {
        // A refusal, by its shape: the shared memory limiter may come from another bundle's copy of the library,
        // whose RateLimiterRes is another class.
        if (error instanceof RateLimiterRes || (typeof error === 'object' && error !== null && 'msBeforeNext' in error)) return false
        throw error
      }
    },
  }
}

export const contactLimit = addressLimit('contact', env.contactRateLimit)

/** Searches answered from the database (the micro-cache and nginx answer repeated ones without counting). */
export const searchLimit = addressLimit('search', env.searchRateLimit)

/** Insight beacons (src/content/insight/): a reader sends a few a page; far more is a script (INSIGHT_RATE_LIMIT). */
export const beaconLimit = addressLimit('insight', env.insightRateLimit)

export const contactLimitMinutes = contactLimit.minutes

/** True when this address may submit once more (and counts the attempt). */
export function takeContactSlot(address: string): Promise<boolean> {
  return contactLimit.take(address)
}
