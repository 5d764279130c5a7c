/**
 * The daily rollup rows of first-party insight (collection `insight-rollups`): counts are added with one atomic
 * upsert per batch of rows (`INSERT … ON CONFLICT (key) DO UPDATE SET hits = hits + excluded.hits`, the same on
 * SQLite and PostgreSQL), so concurrent flushes of several instances add up exactly.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { eventOfKey } from '@/lib/insight'

import { getPayloadClient } from '../payload'

type Column = unknown
type UpsertDb = {
  drizzle: {
    insert: (table: unknown) => {
      values: (rows: Array<Record<string, unknown>>) => {
        onConflictDoUpdate: (config: { target: Column; set: Record<string, unknown> }) => Promise<unknown>
      }
    }
  }
  tables: Record<string, Record<string, Column>>
}

/** Rows per INSERT (SQLite allows 32766 bound values; 8 columns a row). */
const CHUNK = 500

/** Adds `counts` (rollup key → number) to the rollup rows of this database. */
export async function addToRollups(counts: Map<string, number>, payload?: Payload): Promise<void> {
  const db = (payload ?? (await getPayloadClient())).db as unknown as UpsertDb
  const table = db.tables.insight_rollups
  const rows: Array<Record<string, unknown>> = []
  for (const [key, hits] of counts) {
    const event = eventOfKey(key)
    if (!event || !Number.isFinite(hits) || hits === 0) continue
    rows.push({ key, day: event.day, kind: event.kind, a: event.a, b: event.b, c: event.c, d: event.d, hits })
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.drizzle
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: table.key, set: { hits: sql`${table.hits} + excluded.hits` } })
  }
}
