/**
 * Lists that cost the same on every page: the queries Payload runs for the public lists and the admin's news list
 * walk an index in list order (migration 20261127_1000_list_indexes) instead of sorting every row for each page.
 * Reads and saves of one document find its languages by index (20261127_1001_document_indexes) instead of
 * scanning the texts of every document of the collection.
 * The SQL is Payload's own, captured from its database session, and explained by the database: on SQLite no
 * "TEMP B-TREE FOR ORDER BY"; on PostgreSQL (whose planner prefers to sort tables this small, so sorts and scans
 * are priced out for the test) no Sort node.
 */
import { createClient } from '@libsql/client'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
let explainClient: (SqliteClient & { close: () => void }) | undefined
afterAll(() => explainClient?.close())

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
    // A connection of its own: statements run on Payload's connection by a test could be left open there, and a
    // later save's commit would then fail ("SQL statements in progress"), in whichever test file runs next.
    explainClient ??= createClient({ url: `file:${process.env.SQLITE_PATH}` }) as unknown as SqliteClient & { close: () => void }
    const rows = (await explainClient.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params })).rows
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

// PostgreSQL only: SQLite's own list costs the same on every page and is left to Payload.
describe.skipIf(!postgres)("the admin's long lists read the page by index (src/collections/indexed-list.ts)", () => {
  const find = (page: number, where?: Where, limit = 3) =>
    payload.find({
      collection: 'news',
      where,
      draft: true,
      page,
      limit,
      sort: '-publishedAt',
      depth: 0,
      locale: 'zh',
      overrideAccess: true,
    })
  /** A condition every document meets, which leaves the list to Payload's own query (with OFFSET). */
  const everything: Where = { id: { exists: true } }
  const gathers = (sql: string) => /json_agg|json_build|json_array|json_object|lateral/i.test(sql)

  it("no statement that skips rows (OFFSET) gathers documents; Payload's own query does", async () => {
    const indexed = (await capture(() => find(3))).filter((s) => /offset/i.test(s.sql))
    expect(indexed.length).toBeGreaterThan(0)
    expect(indexed.filter((s) => gathers(s.sql)).map((s) => s.sql)).toEqual([])
    const own = (await capture(() => find(3, everything))).filter((s) => /offset/i.test(s.sql))
    expect(own.some((s) => gathers(s.sql))).toBe(true)
  })

  it("the same documents, order and paging as Payload's own query on every page, with equal dates and a draft in one language", async () => {
    const sameDate = (await find(1)).docs[0].publishedAt as string
    const made = [
      await payload.create({
        collection: 'news',
        locale: 'en',
        data: { title: `English only ${Date.now()}`, class: 'company', _status: 'draft' } as never,
        draft: true,
        overrideAccess: true,
      }),
      ...(await Promise.all(
        [1, 2, 3].map((n) =>
          payload.create({
            collection: 'news',
            locale: 'zh',
            data: { title: `同一天 ${n} ${Date.now()}`, class: 'company', publishedAt: sameDate, _status: 'published' } as never,
            overrideAccess: true,
          }),
        ),
      )),
    ]
    try {
      const total = (await find(1, everything)).totalDocs
      expect(total).toBeGreaterThan(6)
      const last = Math.ceil(total / 3)
      const seen: Array<number | string> = []
      for (let page = 1; page <= last + 1; page += 1) {
        const [a, b] = await Promise.all([find(page), find(page, everything)])
        const { docs: docsA, ...pagingA } = a
        const { docs: docsB, ...pagingB } = b
        expect(
          docsA.map((d) => d.id),
          `page ${page}`,
        ).toEqual(docsB.map((d) => d.id))
        expect(pagingA, `paging of page ${page}`).toEqual(pagingB)
        seen.push(...docsA.map((d) => d.id))
      }
      expect(new Set(seen).size).toBe(total)
      for (const doc of made) expect(seen).toContain(doc.id)
    } finally {
      for (const doc of made) await payload.delete({ collection: 'news', id: doc.id, overrideAccess: true })
    }
  })

  it("a reader whose access is a condition gets Payload's own list: published documents only", async () => {
    const draft = await payload.create({
      collection: 'news',
      locale: 'zh',
      data: { title: `草稿 ${Date.now()}`, class: 'company', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    try {
      const visitor = await payload.find({ collection: 'news', draft: true, limit: 100, depth: 0, overrideAccess: false })
      expect(visitor.docs.map((d) => d.id)).not.toContain(draft.id)
      const published = await payload.count({ collection: 'news', where: { _status: { equals: 'published' } }, overrideAccess: true })
      expect(visitor.totalDocs).toBe(published.totalDocs)
      const editor = await find(1, undefined, 100)
      expect(editor.docs.map((d) => d.id)).toContain(draft.id)
    } finally {
      await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true })
    }
  })

  it('another order, a filter and a search are left to Payload', async () => {
    const byTitle = await payload.find({
      collection: 'news',
      draft: true,
      sort: 'title',
      limit: 3,
      page: 2,
      locale: 'zh',
      depth: 0,
      overrideAccess: true,
    })
    const titles = (
      await payload.find({ collection: 'news', draft: true, sort: 'title', limit: 0, locale: 'zh', depth: 0, overrideAccess: true })
    ).docs
    expect(byTitle.docs.map((d) => d.id)).toEqual(titles.slice(3, 6).map((d) => d.id))
    const company = await find(1, { class: { equals: 'company' } }, 100)
    expect(company.docs.length).toBeGreaterThan(0)
    expect(company.docs.every((d) => d.class === 'company')).toBe(true)
  })
})

describe('the public list pages over equal dates', () => {
  it('items published at the same time fall on page boundaries once each, newest id first', async () => {
    const at = new Date(Date.UTC(2031, 0, 1)).toISOString()
    const made: number[] = []
    for (let n = 0; n < 5; n += 1) {
      const doc = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: { title: `同一时刻 ${n}`, class: 'company', publishedAt: at, _status: 'published' } as never,
        overrideAccess: true,
      })
      made.push(doc.id)
    }
    try {
      const seen: number[] = []
      for (let pageNum = 1; pageNum <= 3; pageNum += 1) {
        const { rows } = await listNews('zh', null, { pageNum, pageSize: 2 })
        seen.push(...rows.map((r) => r.messageId).filter((id) => made.includes(id)))
      }
      // The newest items of the list (dated after everything else), pages of two: 2 + 2 + 1, none twice.
      expect(seen).toEqual([...made].sort((a, b) => b - a))
    } finally {
      for (const id of made) await payload.delete({ collection: 'news', id, overrideAccess: true })
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

  // Every statement of a save and of a publish (the hooks' too: search index, translation state, media visibility,
  // cache tags, redirects), explained: none reads a whole table, other than the handful of a product's older versions.
  it.skipIf(postgres)('no statement of a save or a publish scans a table', async () => {
    const [first] = (await listNews('zh', null, { pageNum: 1, pageSize: 1 })).rows
    const statements = await capture(async () => {
      await payload.update({ collection: 'news', id: first.messageId, locale: 'zh', data: { synopsis: 'scan' }, overrideAccess: true })
      await payload.update({
        collection: 'news',
        id: first.messageId,
        locale: 'zh',
        data: { synopsis: 'scan 2', _status: 'published' } as never,
        overrideAccess: true,
      })
    })
    expect(statements.length).toBeGreaterThan(20)
    const globalTables = payload.config.globals.map((global) => global.slug.replace(/-/g, '_'))
    const scans: string[] = []
    for (const statement of statements) {
      if (!/^\s*(select|update|delete)/i.test(statement.sql) || /where false$/i.test(statement.sql)) continue
      for (const line of (await plan(statement)).split('\n')) {
        const scan = /^SCAN (\S+)(.*)$/.exec(line)
        if (!scan || /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|CONSTANT ROW|subquery/.test(line)) continue
        // A product's older versions (a few dozen rows) are read whole with the product.
        if (/^software_olderVersions/.test(scan[1])) continue
        // A global is one row (with its few array and language rows): the search push reads the site settings.
        if (globalTables.some((table) => scan[1] === table || scan[1].startsWith(`${table}_`))) continue
        scans.push(`${line}: ${statement.sql.slice(0, 160)}`)
      }
    }
    expect(scans).toEqual([])
  })
})
