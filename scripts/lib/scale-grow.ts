/**
 * Grows collections of the bench database (scripts/bench-scale.ts) to a multiple of their first size by copying
 * rows in SQL (SQLite or PostgreSQL): each round copies the bench's documents with new ids, their language rows, their versions
 * and the versions' language rows, dates moved back by the id shift in minutes. Creating 20,000 items through
 * Payload would take an hour on a small machine; copied rows are what Payload itself would have written. The copies
 * are not in the site search index.
 */
import type { Payload } from 'payload'

type Client = { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }>; postgres: boolean }

/** The database's own client: libSQL's (SQLite) or the pg pool (PostgreSQL), as one `execute`. */
function clientOf(payload: Payload): Client {
  const db = payload.db as unknown as {
    client?: { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
    pool?: { query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  if (db.pool) return { execute: (q) => db.pool!.query(q), postgres: true }
  return { execute: (q) => db.client!.execute(q), postgres: false }
}

const TABLES: Record<string, string> = { news: 'news', videos: 'videos', 'update-logs': 'update_logs' }
const DATE_COLUMNS = new Set(['published_at', 'released_at', 'version_published_at', 'version_released_at'])

/** The first bench id and the number of rows before the bench, per table (taken on the first call). */
const start = new Map<string, { first: number; before: number }>()

async function one(client: Client, sql: string): Promise<number> {
  const row = (await client.execute(sql)).rows[0]
  return Number(Object.values(row ?? {})[0] ?? 0)
}

async function columns(client: Client, table: string): Promise<string[]> {
  if (client.postgres)
    return (
      await client.execute(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table}' ORDER BY ordinal_position`,
      )
    ).rows.map((r) => String(r.name))
  return (await client.execute(`PRAGMA table_info("${table}")`)).rows.map((r) => String(r.name))
}

/** The SELECT list copying `table`'s columns, with these columns shifted. */
async function copyList(client: Client, table: string, shifts: Record<string, string>, skipId: boolean) {
  const names = (await columns(client, table)).filter((c) => !(skipId && c === 'id'))
  const exprs = names.map((c) => {
    if (shifts[c]) return `"${c}" + ${shifts[c]}`
    if (DATE_COLUMNS.has(c))
      return client.postgres
        ? `"${c}" - ${shifts.id ?? 0} * interval '1 minute'`
        : `strftime('%Y-%m-%dT%H:%M:%fZ', "${c}", '-' || ${shifts.id ?? 0} || ' minutes')`
    return `"${c}"`
  })
  return { cols: names.map((c) => `"${c}"`).join(', '), exprs: exprs.join(', ') }
}

async function copyRound(client: Client, t: string, first: number, count: number) {
  const shift = String(await one(client, `SELECT max(id) FROM "${t}"`))
  const vshift = String(await one(client, `SELECT coalesce(max(id), 0) FROM "_${t}_v"`))
  const set = `SELECT id FROM "${t}" WHERE id >= ${first} ORDER BY id LIMIT ${count}`
  const main = await copyList(client, t, { id: shift }, false)
  await client.execute(`INSERT INTO "${t}" (${main.cols}) SELECT ${main.exprs} FROM "${t}" WHERE id IN (${set})`)
  const locales = await copyList(client, `${t}_locales`, { _parent_id: shift }, true)
  await client.execute(
    `INSERT INTO "${t}_locales" (${locales.cols}) SELECT ${locales.exprs} FROM "${t}_locales" WHERE _parent_id IN (${set})`,
  )
  const versions = await copyList(client, `_${t}_v`, { id: vshift, parent_id: shift }, false)
  await client.execute(`INSERT INTO "_${t}_v" (${versions.cols}) SELECT ${versions.exprs} FROM "_${t}_v" WHERE parent_id IN (${set})`)
  const vLocales = await copyList(client, `_${t}_v_locales`, { _parent_id: vshift }, true)
  await client.execute(
    `INSERT INTO "_${t}_v_locales" (${vLocales.cols}) SELECT ${vLocales.exprs} FROM "_${t}_v_locales" WHERE _parent_id IN (SELECT id FROM "_${t}_v" WHERE parent_id IN (${set}))`,
  )
  // PostgreSQL: the id sequences move past the copied ids, so that Payload's next document or version gets a new one.
  if (client.postgres)
    for (const table of [t, `_${t}_v`])
      await client.execute(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`)
}

/** Grows each collection to `factor` x its bench size (the rows made before the first call are not counted). */
export async function grow(payload: Payload, base: Record<string, number>, factor: number): Promise<void> {
  const client = clientOf(payload)
  for (const [slug, size] of Object.entries(base)) {
    const t = TABLES[slug]
    if (!start.has(t)) {
      const total = await one(client, `SELECT count(*) FROM "${t}"`)
      const first = (await one(client, `SELECT max(id) FROM "${t}"`)) - size + 1
      start.set(t, { first, before: total - size })
    }
    const { first, before } = start.get(t)!
    for (;;) {
      const have = (await one(client, `SELECT count(*) FROM "${t}"`)) - before
      const want = size * factor
      if (have >= want) break
      await copyRound(client, t, first, Math.min(have, want - have))
    }
  }
  // Planner statistics of the grown tables, as PostgreSQL's autovacuum gathers them within a minute of such a change
  // (SQLite keeps none unless told to, and Payload does not tell it).
  if (client.postgres) await client.execute('ANALYZE')
}
