/**
 * A content digest of the site's data: one SHA-256 over every row of every table of the database and every file
 * of the media folder, so that two copies of a site (a live one and one restored from a backup) can be compared
 * byte for byte without a diff of their dumps.
 *
 * - Tables: each row as canonical JSON (columns sorted by name; PostgreSQL values as the server writes them out as
 *   text, SQLite integers in full, blobs in hex), the rows of a table sorted, hashed per table. The order rows come
 *   back in, the physical layout and the free pages do not count; a changed value, a missing or an extra row does.
 *   PostgreSQL sequences count too (their last value: a restore must not hand out an id twice), and SQLite's own
 *   `sqlite_sequence`.
 * - Media: each file by its path below the folder, its size and its SHA-256, sorted by path.
 *
 * Digests of a SQLite and a PostgreSQL database are not comparable with each other (types are written out
 * differently); two of the same kind are. `parts` names each table's digest, so a mismatch says where it is.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

export type DigestTarget = {
  /** PostgreSQL connection string; when empty, the SQLite file below. */
  databaseUrl?: string
  sqlitePath: string
  /** The uploaded files; left out when null. */
  mediaDir: string | null
}

export type Part = { rows: number; digest: string }

export type ContentDigest = {
  /** SHA-256 (hex) over every part below. */
  digest: string
  /** `table:<name>` for each table, `sequences` (PostgreSQL), `media`; `rows` counts rows (files for media). */
  parts: Record<string, Part>
  /** Bytes of the media files. */
  mediaBytes: number
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex')

/** A value as it goes into a row's canonical JSON. */
export function canonicalValue(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value)
  if (value instanceof Date) return value.toISOString()
  if (value instanceof ArrayBuffer) return { hex: Buffer.from(value).toString('hex') }
  if (ArrayBuffer.isView(value)) return { hex: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex') }
  if (Array.isArray(value)) return value.map(canonicalValue)
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonicalValue(record[key])]),
    )
  }
  return value
}

/** The digest of a table from its rows (objects of column name to value), in any order. */
export function tableDigest(rows: Record<string, unknown>[]): Part {
  const lines = rows.map((row) => JSON.stringify(canonicalValue(row))).sort()
  const hash = crypto.createHash('sha256')
  for (const line of lines) hash.update(line).update('\n')
  return { rows: lines.length, digest: hash.digest('hex') }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

async function sqliteParts(file: string): Promise<Record<string, Part>> {
  if (!fs.existsSync(file)) throw new Error(`no SQLite database at ${file}`)
  const client = createClient({ url: `file:${file}`, intMode: 'bigint' })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%' ORDER BY name",
    )
    const parts: Record<string, Part> = {}
    // One read transaction: every table as of the same moment, even while the site writes.
    const tx = await client.transaction('read')
    try {
      for (const { name } of tables.rows) {
        const result = await tx.execute(`SELECT * FROM ${quoteIdentifier(String(name))}`)
        const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((column, i) => [column, row[i]])))
        parts[`table:${String(name)}`] = tableDigest(rows)
      }
    } finally {
      tx.close()
    }
    return parts
  } finally {
    client.close()
  }
}

async function postgresParts(url: string): Promise<Record<string, Part>> {
  // Every value as PostgreSQL's text output: no rounding of timestamps or numbers on the way.
  const raw = (value: string) => value
  const client = new pg.Client({ connectionString: url, types: { getTypeParser: () => raw } as unknown as pg.CustomTypesConfig })
  await client.connect()
  try {
    // One snapshot for every table, even while the site writes.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const tables = await client.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    )
    const parts: Record<string, Part> = {}
    for (const { name } of tables.rows) {
      const result = await client.query<Record<string, unknown>>(`SELECT * FROM ${quoteIdentifier(name)}`)
      parts[`table:${name}`] = tableDigest(result.rows)
    }
    const sequences = await client.query<Record<string, unknown>>(
      'SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema()',
    )
    parts.sequences = tableDigest(sequences.rows)
    await client.query('COMMIT')
    return parts
  } finally {
    await client.end()
  }
}

async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every regular file below `dir` (relative, `/`-separated, sorted). A missing folder holds none. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) found.push(child)
    }
  }
  walk('')
  return found.sort()
}

async function mediaPart(dir: string): Promise<{ part: Part; bytes: number }> {
  const hash = crypto.createHash('sha256')
  let bytes = 0
  const files = listFiles(dir)
  for (const relative of files) {
    const file = path.join(dir, relative)
    const size = fs.statSync(file).size
    bytes += size
    hash.update(`${relative}\t${size}\t${await fileSha256(file)}\n`)
  }
  return { part: { rows: files.length, digest: hash.digest('hex') }, bytes }
}

/** The content digest of a site's database and media folder. */
export async function contentDigest(target: DigestTarget): Promise<ContentDigest> {
  const parts = target.databaseUrl ? await postgresParts(target.databaseUrl) : await sqliteParts(target.sqlitePath)
  let mediaBytes = 0
  if (target.mediaDir) {
    const media = await mediaPart(target.mediaDir)
    parts.media = media.part
    mediaBytes = media.bytes
  }
  const names = Object.keys(parts).sort()
  const digest = sha256(names.map((name) => `${name}\t${parts[name].rows}\t${parts[name].digest}\n`).join(''))
  return { digest, parts, mediaBytes }
}

/** The parts that differ between two digests (present in one only, or with other content). */
export function differingParts(a: ContentDigest, b: ContentDigest): string[] {
  const names = new Set([...Object.keys(a.parts), ...Object.keys(b.parts)])
  return [...names].filter((name) => a.parts[name]?.digest !== b.parts[name]?.digest).sort()
}
