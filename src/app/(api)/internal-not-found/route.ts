import { recordNotFound } from '@/content/not-found-log'
import { getPayloadClient } from '@/content/payload'
import { env } from '@/env'
import { isLocale } from '@/i18n/locales'
import type { NotFoundTally } from '@/lib/not-found'

export const dynamic = 'force-dynamic'

const authorized = (request: Request) => {
  const token = env.internalRevalidateToken
  return Boolean(token) && request.headers.get('x-internal-token') === token
}

const isCounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null && Object.values(value).every((n) => Number.isFinite(n) && (n as number) >= 0)

/** A tally as src/server/not-found-log.ts sends it (anything else is dropped, not stored). */
function isTally(value: unknown): value is NotFoundTally {
  const t = value as Partial<NotFoundTally> | null
  return (
    !!t &&
    typeof t.path === 'string' &&
    t.path.startsWith('/') &&
    t.path.length <= 300 &&
    isLocale(t.locale) &&
    Number.isInteger(t.count) &&
    (t.count ?? 0) > 0 &&
    typeof t.firstSeen === 'string' &&
    typeof t.lastSeen === 'string' &&
    isCounts(t.days) &&
    isCounts(t.referrers) &&
    isCounts(t.agents)
  )
}

/**
 * The 404 counts server.ts gathered since its last call: `{"tallies": [...]}` → 204. Only with the token server.ts
 * was started with (a 404 otherwise, as for any unknown address).
 */
export async function POST(request: Request): Promise<Response> {
  if (!authorized(request)) return new Response(null, { status: 404 })
  const body = (await request.json().catch(() => null)) as { tallies?: unknown } | null
  const tallies = Array.isArray(body?.tallies) ? body.tallies.filter(isTally) : []
  if (tallies.length > 0) await recordNotFound(await getPayloadClient(), tallies)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
