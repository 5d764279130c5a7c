/**
 * The 404 log's rows (collection `not-found-paths`): what the instances counted is added to one row per address and
 * language (src/server/not-found-log.ts sends it, src/app/(api)/internal-not-found/route.ts receives it); the log is
 * bounded by design — rows not asked for in RETAIN_DAYS go, and past MAX_ROWS the least asked go first — checked at
 * most once an hour as counts arrive; from a row an editor makes a redirect in one click, which marks the row resolved
 * (its next visitors get the redirect, not a 404). The suggestions for it: src/content/not-found-suggestions.ts.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/env'
import { beijingDay } from '@/lib/beijing-time'
import { isProbePath, mergeTallies, NOT_FOUND_PATHS, type NotFoundTally, tallyKey } from '@/lib/not-found'

const RETAIN_DAYS = 90
const MAX_ROWS = 5000
const PRUNE_EVERY_MS = 3600_000

type NotFoundStatus = 'open' | 'resolved' | 'ignored'

type Row = NotFoundTally & { id: number; key: string; status?: NotFoundStatus | null; noise?: boolean | null }

/** The rows an editor is shown: asked for at least NOT_FOUND_MIN_HITS times, and not probes (administrators see all). */
export function editorsRows(): Where {
  return { and: [{ count: { greater_than_equal: env.notFoundMinHits } }, { noise: { equals: false } }] }
}

const tallyOf = (row: Row): NotFoundTally => ({
  path: row.path,
  locale: row.locale,
  count: row.count,
  days: row.days ?? {},
  firstSeen: row.firstSeen,
  lastSeen: row.lastSeen,
  referrers: row.referrers ?? {},
  agents: row.agents ?? { browser: 0, searchBot: 0, otherBot: 0 },
})

/**
 * Adds counts from an instance to their rows (created on the first 404 of an address): one read for the whole flush,
 * then one write per address through the database adapter (no hooks or validation to run: the internal route has
 * checked the counts' shape), so that a flood of 404s costs the instance as little as possible beside the 404 pages
 * it renders (`npm run bench:not-found`).
 */
export async function recordNotFound(payload: Payload, tallies: NotFoundTally[], now = Date.now()): Promise<void> {
  const today = beijingDay(now)
  const keys = tallies.map((t) => tallyKey(t.locale, t.path))
  const found = await payload.find({
    collection: NOT_FOUND_PATHS,
    where: { key: { in: keys } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const stored = new Map((found.docs as unknown as Row[]).map((row) => [row.key, row]))
  const at = new Date(now).toISOString()
  for (const fresh of tallies) {
    const key = tallyKey(fresh.locale, fresh.path)
    const row = stored.get(key)
    const merged = mergeTallies(row ? tallyOf(row) : null, fresh, today)
    if (row) {
      // A resolved address answered 404 again: its redirect has gone, so it is open again. Ignored stays ignored.
      const status = row.status === 'resolved' ? 'open' : (row.status ?? 'open')
      await payload.db.updateOne({ collection: NOT_FOUND_PATHS, id: row.id, data: { ...merged, status, updatedAt: at }, returning: false })
    } else {
      const data = { ...merged, key, noise: isProbePath(fresh.path), status: 'open', createdAt: at, updatedAt: at }
      // Another instance's flush may have made the row since the read: then it is added to that one.
      await payload.db.create({ collection: NOT_FOUND_PATHS, data, returning: false }).catch(async (error: unknown) => {
        const again = (await payload.find({ collection: NOT_FOUND_PATHS, where: { key: { equals: key } }, depth: 0, overrideAccess: true }))
          .docs[0] as unknown as Row | undefined
        if (!again) throw error
        const sum = mergeTallies(tallyOf(again), fresh, today)
        await payload.db.updateOne({ collection: NOT_FOUND_PATHS, id: again.id, data: { ...sum, updatedAt: at }, returning: false })
      })
    }
  }
  await pruneNotFound(payload, now)
}

const pruned = globalThis as typeof globalThis & { __notFoundPrunedAt?: number }

/**
 * Removes rows not asked for in RETAIN_DAYS and, past `maxRows`, the least asked (the oldest first among equals); at
 * most once an hour unless `force`. Answers how many went.
 */
export async function pruneNotFound(
  payload: Payload,
  now = Date.now(),
  { force = false, maxRows = MAX_ROWS }: { force?: boolean; maxRows?: number } = {},
): Promise<number> {
  if (!force && now - (pruned.__notFoundPrunedAt ?? 0) < PRUNE_EVERY_MS) return 0
  pruned.__notFoundPrunedAt = now
  const before = new Date(now - RETAIN_DAYS * 86_400_000).toISOString()
  const old = await payload.delete({ collection: NOT_FOUND_PATHS, where: { lastSeen: { less_than: before } }, overrideAccess: true })
  let removed = old.docs.length
  const { totalDocs } = await payload.count({ collection: NOT_FOUND_PATHS, overrideAccess: true })
  if (totalDocs > maxRows) {
    const least = await payload.find({
      collection: NOT_FOUND_PATHS,
      sort: ['count', 'lastSeen'],
      limit: totalDocs - maxRows,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    const ids = least.docs.map((doc) => doc.id)
    if (ids.length > 0) {
      const excess = await payload.delete({ collection: NOT_FOUND_PATHS, where: { id: { in: ids } }, overrideAccess: true })
      removed += excess.docs.length
    }
  }
  return removed
}

/**
 * Makes a redirect from a row's address to `to` with the editor's own rights (the redirect's checks apply: a target
 * that does not exist or leads back is refused in the editor's language), then marks the row resolved.
 */
export async function redirectNotFound(req: PayloadRequest, id: number, to: string): Promise<{ redirectId: number | string }> {
  const row = (await req.payload.findByID({ collection: NOT_FOUND_PATHS, id, depth: 0, req, overrideAccess: false })) as unknown as Row
  const redirect = await req.payload.create({
    collection: 'redirects',
    data: { from: row.path, to, status: '301', targetType: 'path', note: `404 × ${row.count}` },
    req,
    overrideAccess: false,
  })
  await req.payload.update({
    collection: NOT_FOUND_PATHS,
    id,
    data: { status: 'resolved', redirect: redirect.id },
    req,
    overrideAccess: true,
  })
  return { redirectId: redirect.id }
}
