/**
 * The content digest that the backup drill compares (scripts/lib/content-digest.ts): the same content gives the same
 * digest whatever the order rows were written in, and one changed row, one missing row or one changed byte of one
 * media file gives another, naming the part that differs. On SQLite here; on PostgreSQL too when the test server
 * answers (scripts/lib/postgres.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { canonicalValue, contentDigest, differingParts, tableDigest } from '../../scripts/lib/content-digest'
import { adminDatabaseUrl, createDatabase, dropDatabase, postgresReachable } from '../../scripts/lib/postgres'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const SCHEMA = [
  'CREATE TABLE news (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body BLOB, updated_at TEXT)',
  'CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, score REAL)',
]

async function sqliteSite(name: string, order: 'up' | 'down') {
  const sqlitePath = path.join(dir, name, 'site.db')
  const mediaDir = path.join(dir, name, 'media')
  fs.mkdirSync(path.join(mediaDir, 'sub'), { recursive: true })
  fs.writeFileSync(path.join(mediaDir, 'a.webp'), Buffer.from([1, 2, 3, 4, 5]))
  fs.writeFileSync(path.join(mediaDir, 'sub', '说明 1.pdf'), 'pdf bytes')
  const db = createClient({ url: `file:${sqlitePath}` })
  for (const statement of SCHEMA) await db.execute(statement)
  const ids = order === 'up' ? [1, 2, 3] : [3, 2, 1]
  for (const id of ids) {
    await db.execute({
      sql: 'INSERT INTO news (id, title, body, updated_at) VALUES (?, ?, ?, ?)',
      args: [id, `新闻 ${id}`, new Uint8Array([id, 0, 255]), `2026-11-2${id}T10:00:00.000Z`],
    })
    await db.execute({ sql: 'INSERT INTO leads (id, email, score) VALUES (?, ?, ?)', args: [id, `lead-${id}@example.com`, id / 3] })
  }
  db.close()
  return { sqlitePath, mediaDir }
}

describe('content digest', () => {
  it('writes a row the same way whatever its column order and value types', () => {
    expect(canonicalValue({ b: 2n, a: new Uint8Array([1, 255]), c: new Date('2026-11-26T00:00:00Z') })).toEqual({
      a: { hex: '01ff' },
      b: '2',
      c: '2026-11-26T00:00:00.000Z',
    })
    expect(
      tableDigest([
        { id: 1, t: 'x' },
        { t: 'y', id: 2 },
      ]),
    ).toEqual(
      tableDigest([
        { id: 2, t: 'y' },
        { id: 1, t: 'x' },
      ]),
    )
    expect(tableDigest([{ id: 1, t: 'x' }]).digest).not.toBe(tableDigest([{ id: 1, t: 'x ' }]).digest)
    expect(tableDigest([{ id: 1, t: null }]).digest).not.toBe(tableDigest([{ id: 1, t: '' }]).digest)
  })

  it('changes with one row or one media byte, and says where (SQLite)', async () => {
    const a = await sqliteSite('a', 'up')
    const b = await sqliteSite('b', 'down')
    const first = await contentDigest(a)
    // Same content written in another order, in another place: the same digest.
    expect((await contentDigest(b)).digest).toBe(first.digest)
    expect(first.parts['table:news'].rows).toBe(3)
    expect(first.parts.media).toMatchObject({ rows: 2 })
    expect(first.mediaBytes).toBe(5 + Buffer.byteLength('pdf bytes'))

    const db = createClient({ url: `file:${b.sqlitePath}` })
    await db.execute("UPDATE news SET title = '新闻 2!' WHERE id = 2")
    const changedRow = await contentDigest(b)
    expect(changedRow.digest).not.toBe(first.digest)
    expect(differingParts(first, changedRow)).toEqual(['table:news'])
    await db.execute("UPDATE news SET title = '新闻 2' WHERE id = 2")
    expect((await contentDigest(b)).digest).toBe(first.digest)

    await db.execute('DELETE FROM leads WHERE id = 3')
    // The missing row and AUTOINCREMENT's counter (kept in sqlite_sequence) both stay as they were: only the table.
    expect(differingParts(first, await contentDigest(b))).toEqual(['table:leads'])
    await db.execute({ sql: 'INSERT INTO leads (id, email, score) VALUES (3, ?, 1)', args: ['lead-3@example.com'] })
    db.close()
    expect((await contentDigest(b)).digest).toBe(first.digest)

    const file = path.join(b.mediaDir, 'sub', '说明 1.pdf')
    fs.writeFileSync(file, 'pdf bytez')
    const changedByte = await contentDigest(b)
    expect(differingParts(first, changedByte)).toEqual(['media'])
    fs.writeFileSync(file, 'pdf bytes')
    fs.renameSync(path.join(b.mediaDir, 'a.webp'), path.join(b.mediaDir, 'b.webp'))
    expect(differingParts(first, await contentDigest(b))).toEqual(['media'])
    fs.renameSync(path.join(b.mediaDir, 'b.webp'), path.join(b.mediaDir, 'a.webp'))
    expect((await contentDigest(b)).digest).toBe(first.digest)
  })

  it('changes with one row and with a sequence (PostgreSQL)', async (context) => {
    if (!(await postgresReachable())) {
      console.warn('PostgreSQL is not reachable: the PostgreSQL case of the content digest is skipped')
      context.skip()
    }
    const name = `digest_test_${process.pid}_${Date.now().toString(36)}`
    await createDatabase(name)
    try {
      const url = adminDatabaseUrl(name)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(
        'CREATE TABLE news (id serial PRIMARY KEY, title text, published_at timestamp(3) with time zone, data jsonb, amount numeric)',
      )
      await client.query(
        "INSERT INTO news (title, published_at, data, amount) VALUES ('新闻', '2026-11-26 01:02:03.456+00', '{\"b\":1,\"a\":[1,2]}', 1.10), ('two', NULL, NULL, 2)",
      )
      const target = { databaseUrl: url, sqlitePath: '', mediaDir: null }
      const first = await contentDigest(target)
      expect(first.parts['table:news'].rows).toBe(2)
      expect((await contentDigest(target)).digest).toBe(first.digest)
      await client.query("UPDATE news SET amount = 1.1 WHERE title = '新闻'")
      // numeric 1.10 and 1.1 are different text: the digest sees the value exactly as stored.
      expect(differingParts(first, await contentDigest(target))).toEqual(['table:news'])
      await client.query("UPDATE news SET amount = 1.10 WHERE title = '新闻'")
      expect((await contentDigest(target)).digest).toBe(first.digest)
      await client.query("SELECT nextval('news_id_seq')")
      expect(differingParts(first, await contentDigest(target))).toEqual(['sequences'])
      await client.end()
    } finally {
      await dropDatabase(name)
    }
  }, 30_000)
})
