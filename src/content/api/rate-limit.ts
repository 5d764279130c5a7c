import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Per-address limit of contact submissions: CONTACT_RATE_LIMIT="5/600" (5 in 600 s, the default) or "off".
 * In-process memory here; shared through Redis when several instances run (see README).
 */
function parseLimit(raw: string | undefined): { points: number; duration: number } | null {
  const value = (raw ?? '5/600').trim()
  if (value === 'off' || value === '0') return null
  const match = /^(\d+)\/(\d+)$/.exec(value)
  if (!match) return { points: 5, duration: 600 }
  return { points: Number(match[1]), duration: Number(match[2]) }
}

const limit = parseLimit(process.env.CONTACT_RATE_LIMIT)
const limiter = limit ? new RateLimiterMemory({ keyPrefix: 'contact', ...limit }) : null

export const contactLimitMinutes = limit ? Math.max(1, Math.round(limit.duration / 60)) : 0

/** True when this address may submit once more (and counts the attempt). */
export async function takeContactSlot(address: string): Promise<boolean> {
  if (!limiter) return true
  try {
    await limiter.consume(address || 'unknown')
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}
