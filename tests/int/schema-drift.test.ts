/**
 * The committed migrations give the schema the content model expects (scripts/lib/schema-drift.ts): tables,
 * columns, types, nullability, indexes, foreign keys and enums, with the project's own tables and indexes
 * (src/migrations/project-objects.ts). A migration that misses a column fails here with the column's name, on the
 * database of the run (TEST_DB), instead of wherever a test happens to write it, or in production.
 * The latest migration's snapshot is the model's, so that `npm run migrate:create` writes only the next change.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { BASE_LOCALES, LOCALES } from '@/i18n/locales'

import {
  databaseShape,
  modelSnapshot,
  postgresShape,
  schemaDrift,
  type SchemaShape,
  shapeOfSnapshot,
  type Snapshot,
  sqliteShape,
} from '../../scripts/lib/schema-drift'

const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
let payload: Payload
let expected: SchemaShape

beforeAll(async () => {
  payload = await getPayloadClient()
  expected = shapeOfSnapshot(await modelSnapshot(payload))
})

describe(`schema drift (${dialect})`, () => {
  it('the migrated database holds exactly the model and the project’s own objects', async () => {
    const problems = schemaDrift(expected, await databaseShape(payload), dialect)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('a column a migration misses is named, read from the database itself', async () => {
    // A copy of the database with one column taken away: what a migration that forgot it would leave.
    const column = 'synopsis'
    let shape: SchemaShape
    if (dialect === 'sqlite') {
      const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'drift-')), 'copy.db')
      const source = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
      await source.execute(`VACUUM INTO '${copy}'`)
      const client = createClient({ url: `file:${copy}` })
      try {
        await client.execute(`ALTER TABLE news_locales DROP COLUMN ${column}`)
        shape = await sqliteShape(client as never)
      } finally {
        client.close()
        fs.rmSync(path.dirname(copy), { recursive: true, force: true })
      }
    } else {
      const pool = (
        payload.db as unknown as { pool: { connect: () => Promise<{ query: (q: string) => Promise<unknown>; release: () => void }> } }
      ).pool
      const conn = await pool.connect()
      try {
        await conn.query('BEGIN')
        await conn.query(`ALTER TABLE news_locales DROP COLUMN ${column}`)
        shape = await postgresShape(conn as never)
      } finally {
        await conn.query('ROLLBACK')
        conn.release()
      }
    }
    const problems = schemaDrift(expected, shape, dialect)
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^column news_locales\\.${column} is missing`))])
    // The real database still has it: the copy (or the rolled-back transaction) took it away, nothing else.
    expect(schemaDrift(expected, await databaseShape(payload), dialect)).toEqual([])
  })

  it.runIf(LOCALES.join() === BASE_LOCALES.join())(
    'the latest migration’s snapshot is the model’s (npm run migrate:create compares with it)',
    async () => {
      const dir = (payload.db as unknown as { migrationDir: string }).migrationDir
      const latest = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .at(-1)!
      const snapshot = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8')) as Snapshot
      const problems = schemaDrift(expected, shapeOfSnapshot(snapshot), dialect).filter((p) => !/project's own/.test(p))
      const model = await modelSnapshot(payload)
      const differing = Object.keys({ ...model.tables, ...snapshot.tables }).filter(
        (table) => JSON.stringify(model.tables[table]) !== JSON.stringify(snapshot.tables[table]),
      )
      expect(
        { problems, differing },
        `${latest} is not the model's snapshot: write a migration of the change (npm run migrate:create -- NAME), or after one written by hand, npm run migrate:snapshot`,
      ).toEqual({ problems: [], differing: [] })
    },
  )
})
