/**
 * Lists that cost the same on every page: the queries Payload runs for the public lists and the admin's news list
 * walk an index in list order (migration 20261127_1000_list_indexes) instead of sorting every row for each page.
 * Reads and saves of one document find its languages by index (20261127_1001_document_indexes) instead of
 * scanning the texts of every document of the collection.
 * The SQL is Payload's own, captured from its database session, and explained by the database: on SQLite no
 * "TEMP B-TREE FOR ORDER BY"; on PostgreSQL (whose planner prefers to sort tables this small, so sorts and scans
 * are priced out for the test) no Sort node.
 */
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getNews, listNews } from '@/content/news'
import { getPayloadClient } from '@/content/payload'
import { listSoftware, listUpdateLogs } from '@/content/software'
import { listVideos } from '@/content/videos'

type Captured = { sql: string; params: unknown[] }
type Session = { logger: { logQuery: (sql: string, params: unknown[]) => void } }
type PgPool = {
  connect: () => Promise<{ query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }>; release: () => void }>
}
type SqliteClient = { execute: (q: { sql: string; args: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }> }

let payload: Payload
const postgres = process.env.TEST_DB === 'postgres'

/** The statements Payload sends while `fn` runs. */
async function capture(fn: () => Promise<unknown>): Promise<Captured[]> {
  const session = (payload.db as unknown as { drizzle: { session: Session } }).drizzle.session
  const before = session.logger
  const seen: Captured[] = []
  session.logger = { logQuery: (sql, params) => seen.push({ sql, params }) }
  try {
    await fn()
  } finally {
    session.logger = before
  }
  return seen
}

async function plan({ sql, params }: Captured): Promise<string> {
  if (!postgres) {
    const client = (payload.db as unknown as { client: SqliteClient }).client
    const rows = (await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params })).rows
    return rows.map((r) => String(r.detail)).join('\n')
  }
  const conn = await (payload.db as unknown as { pool: PgPool }).pool.connect()
  try {
    await conn.query('BEGIN')
    // Tables this small are cheaper to sort than to walk: price sorts, scans and bitmaps out, so that the plan has
    // a Sort only when no index gives the list order.
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await conn.query(`SET LOCAL ${setting} = off`)
    const rows = (await conn.query(`EXPLAIN ${sql}`, params)).rows
    await conn.query('ROLLBACK')
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  } finally {
    conn.release()
  }
}

/** The plan of the statement that reads the page (ordered, with a limit), not of the count. */
async function pagePlan(fn: () => Promise<unknown>, table: string): Promise<string> {
  const statements = (await capture(fn)).filter((s) => /order by/i.test(s.sql) && /limit/i.test(s.sql) && s.sql.includes(`"${table}"`))
  expect(statements.length, `a paged statement on ${table}`).toBeGreaterThan(0)
  return plan(statements[0])
}

const sorted = (text: string) => (postgres ? /\bSort\b/.test(text) : /TEMP B-TREE FOR .*ORDER BY/.test(text))

beforeAll(async () => {
  payload = await getPayloadClient()
})

describe('list queries walk an index in list order', () => {
  it('news of all classes and of one class, on a late page', async () => {
    const all = await pagePlan(() => listNews('zh', null, { pageNum: 3, pageSize: 2 }), 'news')
    expect(sorted(all), all).toBe(false)
    expect(all).toMatch(/news_list_idx/)
    const one = await pagePlan(() => listNews('en', 'company', { pageNum: 2, pageSize: 2 }), 'news')
    expect(sorted(one), one).toBe(false)
    expect(one).toMatch(/news_class_list_idx/)
  })

  it('videos and a software update logs', async () => {
    const videos = await pagePlan(() => listVideos('zh', { pageNum: 2, pageSize: 2 }), 'videos')
    expect(sorted(videos), videos).toBe(false)
    const [software] = await listSoftware('zh')
    const logs = await pagePlan(() => listUpdateLogs('zh', software, { pageNum: 2, pageSize: 2 }), 'update_logs')
    expect(sorted(logs), logs).toBe(false)
  })

  it("the admin's news list (latest versions, newest first)", async () => {
    const admin = await pagePlan(
      () => payload.find({ collection: 'news', draft: true, page: 3, limit: 10, sort: '-publishedAt', depth: 0, overrideAccess: true }),
      '_news_v',
    )
    expect(sorted(admin), admin).toBe(false)
  })
})

describe("the admin's long lists read the page's ids first (src/collections/list-filter.ts)", () => {
  const find = (page: number, where?: Where) =>
    payload.find({
      collection: 'news',
      where,
      draft: true,
      page,
      limit: 3,
      sort: '-publishedAt',
      depth: 0,
      locale: 'zh',
      overrideAccess: true,
    })
  const aggregates = (sql: string) => /json_agg|json_build|json_array|json_object|lateral/i.test(sql)

  // PostgreSQL only: SQLite's list needs no filter (its pages cost the same without it) and gets none.
  it.skipIf(!postgres)(
    'with its base filter, no statement that skips rows (OFFSET) gathers the documents; without it, one does',
    async () => {
      const baseFilter = payload.collections.news.config.admin.baseFilter!
      const where = (await baseFilter({ limit: 3, page: 3, locale: 'zh', sort: '-publishedAt', req: {} as never })) ?? undefined
      const filtered = (await capture(() => find(3, where))).filter((s) => /offset/i.test(s.sql))
      expect(filtered.length).toBeGreaterThan(0)
      expect(filtered.filter((s) => aggregates(s.sql)).map((s) => s.sql)).toEqual([])
      const plain = (await capture(() => find(3))).filter((s) => /offset/i.test(s.sql))
      expect(plain.some((s) => aggregates(s.sql))).toBe(true)
    },
  )

  it('filters nothing out: the same documents in the same order on every page, one with no Chinese title included', async () => {
    const english = await payload.create({
      collection: 'news',
      locale: 'en',
      data: { title: `English only ${Date.now()}`, class: 'company', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    try {
      const baseFilter = payload.collections.news.config.admin.baseFilter!
      const total = (await find(1)).totalDocs
      expect(total).toBeGreaterThan(3)
      const seen: number[] = []
      for (let page = 1; page <= Math.ceil(total / 3); page += 1) {
        const where = (await baseFilter({ limit: 3, page, locale: 'zh', sort: '-publishedAt', req: {} as never })) ?? undefined
        const [a, b] = await Promise.all([find(page, where), find(page)])
        expect(
          a.docs.map((d) => d.id),
          `page ${page}`,
        ).toEqual(b.docs.map((d) => d.id))
        expect(a.totalDocs).toBe(total)
        seen.push(...a.docs.map((d) => d.id))
      }
      expect(seen).toContain(english.id)
    } finally {
      await payload.delete({ collection: 'news', id: english.id, overrideAccess: true })
    }
  })
})

describe('one document is read and saved without scanning its collection', () => {
  /** The plans of the statements that read a document's languages through Payload's correlated subquery. */
  async function localePlans(fn: () => Promise<unknown>, table: string): Promise<string[]> {
    const statements = (await capture(fn)).filter((s) => /^\s*select/i.test(s.sql) && s.sql.includes(`from "${table}" "`))
    expect(statements.length, `statements reading ${table}`).toBeGreaterThan(0)
    return Promise.all(statements.map(plan))
  }

  it('a news item and its neighbours', async () => {
    const [first] = (await listNews('zh', null, { pageNum: 1, pageSize: 1 })).rows
    for (const text of await localePlans(() => getNews('zh', first.messageId), 'news_locales')) {
      expect(text).toMatch(/news_locales_parent_id_idx/)
    }
  })

  // On PostgreSQL a save runs in a transaction, whose statements this capture does not see; the read above covers
  // the same subquery there.
  it.skipIf(postgres)('a save reads the document and its versions by index', async () => {
    const [first] = (await listNews('zh', null, { pageNum: 1, pageSize: 1 })).rows
    const save = () =>
      payload.update({ collection: 'news', id: first.messageId, locale: 'zh', data: { synopsis: 'index' }, overrideAccess: true })
    for (const text of await localePlans(save, '_news_v_locales')) expect(text).toMatch(/_news_v_locales_parent_id_idx/)
  })
})
