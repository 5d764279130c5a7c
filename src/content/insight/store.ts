/**
 * The rollup rows of first-party insight (collection `insight-rollups`): counts are added with one atomic upsert per
 * batch of rows (`INSERT … ON CONFLICT (key) DO UPDATE SET hits = hits + excluded.hits`, the same on SQLite and
 * PostgreSQL), so concurrent flushes of several instances add up exactly.
 *
 * Bounded by design:
 * - a kind of count makes at most INSIGHT_DAY_ROWS rows a day; a count that would make a new row past that is
 *   added to its page's row without the detail (referrer, device; at most half the cap more rows, which the real
 *   pages fit in), else to the day's "other" row of its kind (otherKeyOf), so no variety of input adds rows without
 *   end, and a flood of well-formed beacons cannot push real visitors' pages into "other";
 * - daily rows older than INSIGHT_RETENTION_MONTHS are folded into one row per month (foldOldRollups, run by the
 *   server every few hours, src/content/insight/index.ts).
 */
import { and, count, eq, gte, inArray, lt, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { env } from '@/env'
import { eventOfKey, type InsightEvent, OTHER, retentionCutoff, rollupKey } from '@/lib/insight'

type Column = unknown
type Query = PromiseLike<Array<Record<string, unknown>>> & {
  where: (cond: unknown) => Query
  groupBy: (...cols: unknown[]) => Query
  orderBy: (...cols: unknown[]) => Query
  limit: (n: number) => Query
}
export type RollupDb = {
  drizzle: {
    insert: (table: unknown) => {
      values: (rows: Array<Record<string, unknown>>) => {
        onConflictDoUpdate: (config: { target: Column; set: Record<string, unknown> }) => Promise<unknown>
      }
    }
    select: (fields?: Record<string, unknown>) => { from: (table: unknown) => Query }
    delete: (table: unknown) => { where: (cond: unknown) => Promise<unknown> & { returning: () => Promise<unknown> } }
    transaction: <T>(run: (tx: RollupDb['drizzle']) => Promise<T>) => Promise<T>
  }
  tables: Record<string, Record<string, Column>>
}

/** Rows per INSERT (SQLite allows 32766 bound values; 8 columns a row). */
const CHUNK = 500

export function rollupDb(payload: Payload): { db: RollupDb; table: Record<string, Column> } {
  const db = payload.db as unknown as RollupDb
  return { db, table: db.tables.insight_rollups }
}

/**
 * The "other" row an event is folded into past the day's cap: its kind and day, and the one dimension that keeps
 * the totals readable (a view's or search's language, a play's milestone).
 */
function otherKeyOf(event: InsightEvent): string {
  const keep = event.kind === 'view' || event.kind === 'search' || event.kind === 'play' ? event.b : ''
  return rollupKey({ kind: event.kind, day: event.day, a: OTHER, b: keep, c: '', d: '' })
}

/** The same count without its detail (`c`, `d`: a view's referrer and device), or null when it has none. */
function withoutDetail(event: InsightEvent): { key: string; event: InsightEvent } | null {
  if (event.a === OTHER || (event.c === '' && event.d === '') || (event.c === OTHER && event.d === '')) return null
  const plain = { ...event, c: event.c === '' ? '' : OTHER, d: '' }
  return { key: rollupKey(plain), event: plain }
}

const isOther = (event: InsightEvent) => event.a === OTHER && event.c === '' && event.d === ''

/** Adds `counts` (rollup key → number) to the rollup rows of this database, within the day's cap of rows. */
export async function addToRollups(counts: Map<string, number>, payload: Payload, options: { dayRows?: number } = {}): Promise<void> {
  const { db, table } = rollupDb(payload)
  const cap = options.dayRows ?? env.insightDayRows
  // Per day and kind, the keys that would be new rows.
  const groups = new Map<string, Array<{ key: string; event: InsightEvent; hits: number }>>()
  for (const [key, hits] of counts) {
    const event = eventOfKey(key)
    if (!event || !Number.isFinite(hits) || hits === 0) continue
    const group = `${event.day}\u001f${event.kind}`
    groups.set(group, [...(groups.get(group) ?? []), { key, event, hits }])
  }
  const merged = new Map<string, { event: InsightEvent; hits: number }>()
  const add = (key: string, event: InsightEvent, hits: number) => {
    const entry = merged.get(key)
    if (entry) entry.hits += hits
    else merged.set(key, { event, hits })
  }
  for (const entries of groups.values()) {
    const { day, kind } = entries[0].event
    const candidates = entries.filter((e) => !isOther(e.event))
    const existing = await existingKeys(
      db,
      table,
      candidates.map((e) => e.key),
    )
    const fresh = candidates.filter((e) => !existing.has(e.key)).sort((x, y) => y.hits - x.hits || x.key.localeCompare(y.key))
    let room = fresh.length
    let stored = 0
    if (fresh.length > 0) {
      const [{ rows }] = await db.drizzle
        .select({ rows: count() })
        .from(table)
        .where(and(eq(table.day as never, day), eq(table.kind as never, kind)))
      stored = Number(rows)
      room = Math.max(0, cap - stored)
    }
    // Past the cap a count keeps its page (`detailFreeRows`); only past that does it go to the day's "other" row.
    const over = fresh.slice(room)
    const granted = await detailFreeRows(db, table, over, { cap, made: stored + Math.min(room, fresh.length) })
    const folded = new Set(over.map((e) => e.key))
    for (const { key, event, hits } of entries) {
      if (!folded.has(key)) {
        add(key, event, hits)
        continue
      }
      const plain = withoutDetail(event)
      if (plain && granted.has(plain.key)) add(plain.key, plain.event, hits)
      else {
        const other = otherKeyOf(event)
        add(other, eventOfKey(other)!, hits)
      }
    }
  }
  await upsert(
    db,
    table,
    [...merged].map(([key, { event, hits }]) => ({ key, ...event, hits })),
  )
}

/** Keys of the day that already have a row, looked up in chunks. */
async function existingKeys(db: RollupDb, table: Record<string, Column>, keys: string[]): Promise<Set<string>> {
  const existing = new Set<string>()
  for (let i = 0; i < keys.length; i += CHUNK) {
    const found = await db.drizzle
      .select({ key: table.key })
      .from(table)
      .where(inArray(table.key as never, keys.slice(i, i + CHUNK)))
    for (const row of found) existing.add(String(row.key))
  }
  return existing
}

/**
 * The detail-free rows (a page without its referrer and device) that counts past the day's cap may go to: those that
 * exist, and new ones, most counted first, while the day holds fewer than 1.5 × cap rows (`made`: its rows once the
 * fresh rows within the cap are made). One party sending many well-formed beacons fills the detailed rows, never the
 * real visitors' pages: the pages are the catalogue's, far fewer than half the cap.
 */
async function detailFreeRows(
  db: RollupDb,
  table: Record<string, Column>,
  over: Array<{ event: InsightEvent; hits: number }>,
  { cap, made }: { cap: number; made: number },
): Promise<Set<string>> {
  const hitsByKey = new Map<string, number>()
  for (const e of over) {
    const plain = withoutDetail(e.event)
    if (plain) hitsByKey.set(plain.key, (hitsByKey.get(plain.key) ?? 0) + e.hits)
  }
  const existing = await existingKeys(db, table, [...hitsByKey.keys()])
  let reserve = Math.max(0, cap + Math.floor(cap / 2) - Math.max(made, cap))
  const granted = new Set<string>()
  for (const [key] of [...hitsByKey].sort(([ka, a], [kb, b]) => b - a || ka.localeCompare(kb))) {
    if (existing.has(key)) granted.add(key)
    else if (reserve > 0) {
      granted.add(key)
      reserve -= 1
    }
  }
  return granted
}

async function upsert(db: RollupDb, table: Record<string, Column>, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.drizzle
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: table.key, set: { hits: sql`${table.hits} + excluded.hits` } })
  }
}

/**
 * Folds the daily rows of whole months before the retention cutoff into one row per month (`day` = `yyyy-MM`, the
 * same dimensions, the hits added up). Each month in one transaction that deletes its daily rows and adds what it
 * deleted: a month is folded whole or not at all, and two instances folding at once cannot add a row twice (the
 * second deletes nothing the first already took). Answers how many daily rows were folded.
 */
export async function foldOldRollups(payload: Payload, options: { today: string; months?: number }): Promise<number> {
  const { db, table } = rollupDb(payload)
  const cutoff = retentionCutoff(options.today, options.months ?? env.insightRetentionMonths)
  const daily = sql`length(${table.day}) = 10`
  const months = await db.drizzle
    .select({ month: sql`substr(${table.day}, 1, 7)` })
    .from(table)
    .where(and(daily, lt(table.day as never, cutoff)))
    .groupBy(sql`substr(${table.day}, 1, 7)`)
  let folded = 0
  for (const { month } of months) {
    const first = `${String(month)}-01`
    const next = retentionCutoff(`${String(month)}-01`, -1)
    folded += await db.drizzle.transaction(async (tx) => {
      const taken = (await tx
        .delete(table)
        .where(and(daily, gte(table.day as never, first), lt(table.day as never, next)))
        .returning()) as Array<Record<string, unknown>>
      const sums = new Map<string, { event: InsightEvent; hits: number }>()
      for (const row of taken) {
        const event: InsightEvent = {
          kind: row.kind as InsightEvent['kind'],
          day: String(month),
          a: String(row.a ?? ''),
          b: String(row.b ?? ''),
          c: String(row.c ?? ''),
          d: String(row.d ?? ''),
        }
        const key = rollupKey(event)
        const entry = sums.get(key) ?? { event, hits: 0 }
        entry.hits += Number(row.hits)
        sums.set(key, entry)
      }
      await upsert(
        { ...db, drizzle: tx },
        table,
        [...sums].map(([key, { event, hits }]) => ({ key, ...event, hits })),
      )
      return taken.length
    })
  }
  return folded
}
