/**
 * "上一篇 / 下一篇" of a news item: its neighbours in the list of its class and language (newest first, equal
 * publication times by id, higher first), `prevMessage` the newer one, `nextMessage` the older one, none at either
 * end. Runs on SQLite and on PostgreSQL.
 *
 * The items here are dated 1990, before every fixture, in the class `notice`: the oldest of them has no next
 * item. Times are written as the demo seed writes them (`…:00Z`, no milliseconds): on SQLite a date stored in that
 * form compared above the same moment in Payload's query form (`….000Z`), so an item was its own neighbour.
 */
import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getNews } from '@/content/news'
import { getPayloadClient } from '@/content/payload'
import * as isoDates from '@/migrations/sqlite/20261127_0600_iso_dates'
import { createBilingual } from '@/seed/bilingual'

import type { ApiData, NewsRecord } from '../support/answers'
import { api } from '../support/api'

type SQL = ReturnType<typeof sql>

let payload: Payload
const made: number[] = []
const id: Record<string, number> = {}

async function news(key: string, at: string, options: { cls?: 'notice' | 'company'; en?: boolean; draft?: boolean } = {}) {
  const created = await createBilingual(payload, 'news', {
    status: options.draft ? 'draft' : 'published',
    shared: { class: options.cls ?? 'notice', publishedAt: at },
    zh: { title: `相邻 ${key}` },
    en: options.en === false ? null : { title: `Neighbour ${key}` },
  })
  made.push(created)
  id[key] = created
}

const link = (key: string | null) => (key === null ? null : { messageId: id[key], messageTitle: `相邻 ${key}` })
const enLink = (key: string | null) => (key === null ? null : { messageId: id[key], messageTitle: `Neighbour ${key}` })

beforeAll(async () => {
  payload = await getPayloadClient()
  // Created out of order: ids do not follow publication times, except within the tie (t1 before t2).
  await news('c', '1990-03-01T08:00:00Z')
  await news('a', '1990-01-01T08:00:00Z')
  await news('t1', '1990-02-01T08:00:00Z')
  await news('t2', '1990-02-01T08:00:00.000Z')
  await news('zhOnly', '1990-02-15T08:00:00Z', { en: false })
  await news('otherClass', '1990-02-20T08:00:00Z', { cls: 'company' })
  await news('draft', '1990-02-25T08:00:00Z', { draft: true })
})

afterAll(async () => {
  for (const doc of made) await payload.delete({ collection: 'news', id: doc, overrideAccess: true })
})

describe('previous and next news item', () => {
  // The class's list order, newest first; the tie (t1, t2) by id, higher first.
  const list = ['c', 'zhOnly', 't2', 't1', 'a']

  it('are the neighbours in the list of the class, equal times by id; none after the oldest', async () => {
    for (const [i, key] of list.entries()) {
      const detail = await getNews('zh', id[key])
      if (key !== 'c') expect(detail?.prevMessage, `previous of ${key}`).toEqual(link(list[i - 1]))
      expect(detail?.nextMessage, `next of ${key}`).toEqual(link(list[i + 1] ?? null))
    }
    // Before the newest of these comes the oldest notice of the fixtures, never an item of another class.
    const newest = await getNews('zh', id.c)
    expect(newest?.prevMessage).not.toBeNull()
    expect(newest?.prevMessage?.messageId).not.toBe(id.c)
    const before = await payload.findByID({ collection: 'news', id: newest!.prevMessage!.messageId, depth: 0 })
    expect(before.class).toBe('notice')
    expect(before.title).toBe('notice 新闻 3')
  })

  it('never link an item to itself', async () => {
    for (const key of list) {
      const detail = await getNews('zh', id[key])
      expect(detail?.prevMessage?.messageId).not.toBe(id[key])
      expect(detail?.nextMessage?.messageId).not.toBe(id[key])
    }
  })

  it('skip an item that has no text in the page language', async () => {
    const t2 = await getNews('en', id.t2)
    expect(t2?.prevMessage).toEqual(enLink('c'))
    expect(t2?.nextMessage).toEqual(enLink('t1'))
    const c = await getNews('en', id.c)
    expect(c?.nextMessage).toEqual(enLink('t2'))
  })

  it('are the same in the public API, with none after the oldest item', async () => {
    const oldest = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${id.a}?language=en`)
    expect(oldest.status).toBe(200)
    expect(oldest.body.data.nextMessage).toBeNull()
    expect(oldest.body.data.prevMessage).toEqual(enLink('t1'))
  })

  // SQLite only: PostgreSQL stores timestamps, not text.
  it.runIf(process.env.TEST_DB !== 'postgres')('store times in one text form; the migration rewrites older rows', async () => {
    const db = payload.db.drizzle as unknown as { all: (query: SQL) => Promise<Array<{ at: string }>> }
    const raw = async (table: string, column: string, where: SQL) =>
      (await db.all(sql`SELECT ${sql.identifier(column)} AS at FROM ${sql.identifier(table)} WHERE ${where}`)).map((r) => r.at)
    // Written once (Chinese only), as given: `1990-02-15T08:00:00Z`.
    expect(await raw('news', 'published_at', sql`id = ${id.zhOnly}`)).toEqual(['1990-02-15T08:00:00.000Z'])
    expect(await raw('_news_v', 'version_published_at', sql`parent_id = ${id.zhOnly}`)).toEqual(['1990-02-15T08:00:00.000Z'])
    // Rows written before the hooks, as the demo seed wrote them, or with an offset.
    await db.all(sql`UPDATE news SET published_at = '1990-01-01T16:00:00+08:00' WHERE id = ${id.a}`)
    await db.all(sql`UPDATE news SET published_at = '1990-02-01T08:00:00Z' WHERE id = ${id.t1}`)
    await isoDates.up({ db: payload.db.drizzle, payload, req: {} } as unknown as MigrateUpArgs)
    expect(await raw('news', 'published_at', sql`id = ${id.a}`)).toEqual(['1990-01-01T08:00:00.000Z'])
    expect(await raw('news', 'published_at', sql`id = ${id.t1}`)).toEqual(['1990-02-01T08:00:00.000Z'])
  })
})
