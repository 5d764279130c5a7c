import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { redis, redisKey, waitForRedis } from '@/cache/redis'

/**
 * Per-address limit of contact submissions: CONTACT_RATE_LIMIT="5/600" (5 in 600 s, the default) or "off".
 * Counted in Redis when REDIS_URL is set, so the limit holds across every instance; while Redis does not
 * answer, each instance counts in its own memory (the insurance limiter) and the site keeps answering.
 */
export function parseLimit(raw: string | undefined): { points: number; duration: number } | null {
  const value = (raw ?? '5/600').trim()
  if (value === 'off' || value === '0') return null
  const match = /^(\d+)\/(\d+)$/.exec(value)
  if (!match) return { points: 5, duration: 600 }
  return { points: Number(match[1]), duration: Number(match[2]) }
}

const limit = parseLimit(process.env.CONTACT_RATE_LIMIT)
let limiter: RateLimiterAbstract | null | undefined

/**
 * One memory count per process: Next bundles this module into the API route and into the contact page's server
 * action separately, and two counts would let a visitor through twice.
 */
const processMemory = globalThis as typeof globalThis & { __contactMemoryLimiter?: RateLimiterMemory }

function contactLimiter(): RateLimiterAbstract | null {
  if (limiter !== undefined) return limiter
  if (!limit) return (limiter = null)
  const memory = (processMemory.__contactMemoryLimiter ??= new RateLimiterMemory({ keyPrefix: 'contact', ...limit }))
  const client = redis()
  limiter = client
    ? new RateLimiterRedis({
        storeClient: client,
        keyPrefix: redisKey('contact'),
        ...limit,
        insuranceLimiter: memory,
        // Straight to the insurance limiter while the connection is down, instead of waiting for it.
        rejectIfRedisNotReady: true,
      })
    : memory
  return limiter
}

export const contactLimitMinutes = limit ? Math.max(1, Math.round(limit.duration / 60)) : 0

/** True when this address may submit once more (and counts the attempt). */
export async function takeContactSlot(address: string): Promise<boolean> {
  const current = contactLimiter()
  if (!current) return true
  if (current instanceof RateLimiterRedis) await waitForRedis(1000)
  try {
    await current.consume(address || 'unknown')
    return true
  } catch (error) {
    // A refusal, by its shape: the shared memory limiter may come from the other bundle's copy of the library,
    // whose RateLimiterRes is another class.
    if (error instanceof RateLimiterRes || (typeof error === 'object' && error !== null && 'msBeforeNext' in error)) return false
    throw error
  }
}
