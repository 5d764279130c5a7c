/**
 * npm run backup / restore on SQLite: a database that is being written while the backup runs comes back
 * consistent, with every row it held when the copy was taken, and the media files come back byte for byte.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { backup, checkSqlite, restore } from '../../scripts/lib/backup'
import { contentDigest } from '../../scripts/lib/content-digest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/** Inserts rows one by one (each its own transaction) and prints the count after each. */
const WRITER = `
import crypto from 'node:crypto'
import { createClient } from '@libsql/client'
const db = createClient({ url: 'file:' + process.argv[1] })
await db.execute('PRAGMA journal_mode = WAL')
await db.execute('PRAGMA busy_timeout = 10000')
await db.execute('CREATE TABLE IF NOT EXISTS news (id INTEGER PRIMARY KEY, title TEXT NOT NULL, digest TEXT NOT NULL)')
for (let n = 1; ; n += 1) {
  const title = '新闻 ' + n + ' ' + 'x'.repeat(n % 300)
  await db.execute({ sql: 'INSERT INTO news (id, title, digest) VALUES (?, ?, ?)', args: [n, title, crypto.createHash('sha256').update(title).digest('hex')] })
  process.stdout.write(n + '\\n')
  if (n % 50 === 0) await new Promise((r) => setImmediate(r))
}
`

describe('backup and restore (SQLite)', () => {
  it('copies a database under writes and restores it with its rows and media intact', async () => {
    const sqlitePath = path.join(dir, 'live', 'site.db')
    const mediaDir = path.join(dir, 'live', 'media')
    fs.mkdirSync(path.join(mediaDir, 'sub'), { recursive: true })
    fs.writeFileSync(path.join(mediaDir, 'a.webp'), crypto.randomBytes(50_000))
    fs.writeFileSync(path.join(mediaDir, 'sub', '说明 1.pdf'), 'pdf bytes')

    // Another process (as the running site would be) keeps inserting rows while the backup is taken.
    const writer = spawn(process.execPath, ['--input-type=module', '-e', WRITER, sqlitePath], { stdio: ['ignore', 'pipe', 'inherit'] })
    let written = 0
    writer.stdout.on('data', (chunk: Buffer) => {
      const counts = chunk.toString().trim().split('\n')
      written = Number(counts.at(-1))
    })
    while (written < 500) {
      if (writer.exitCode !== null) throw new Error('the writer stopped')
      await new Promise((r) => setTimeout(r, 10))
    }
    const before = written
    const { archive } = await backup({ sqlitePath, mediaDir }, path.join(dir, 'out'))
    await new Promise((r) => setTimeout(r, 50))
    const after = written
    writer.kill()
    await new Promise((r) => (writer.exitCode !== null ? r(null) : writer.once('exit', r)))
    // The writes went on while the copy was made.
    expect(after).toBeGreaterThan(before)
    expect(before).toBeGreaterThanOrEqual(500)
    expect(fs.statSync(archive).size).toBeGreaterThan(1000)

    // Restore into a fresh place (as on a new machine) and over the live one (old copy set aside).
    for (const target of [
      { sqlitePath: path.join(dir, 'new', 'site.db'), mediaDir: path.join(dir, 'new', 'media') },
      { sqlitePath, mediaDir },
    ]) {
      const manifest = await restore(archive, target)
      expect(manifest).toMatchObject({ database: 'sqlite', media: true })
      expect(await checkSqlite(target.sqlitePath)).toBe('ok')
      const restored = createClient({ url: `file:${target.sqlitePath}` })
      const rows = (await restored.execute('SELECT id, title, digest FROM news ORDER BY id')).rows
      restored.close()
      // Every row written before the backup began, none torn, ids without gaps (one consistent snapshot).
      expect(rows.length).toBeGreaterThanOrEqual(before)
      expect(rows.length).toBeLessThanOrEqual(after + 1)
      rows.forEach((row, i) => {
        expect(Number(row.id)).toBe(i + 1)
        expect(row.digest).toBe(sha(String(row.title)))
      })
      expect(fs.readFileSync(path.join(target.mediaDir, 'sub', '说明 1.pdf'), 'utf8')).toBe('pdf bytes')
      expect(fs.readFileSync(path.join(target.mediaDir, 'a.webp'))).toEqual(fs.readFileSync(path.join(dir, 'new', 'media', 'a.webp')))
    }
    // Both restored copies hold the same content, row for row and byte for byte (scripts/lib/content-digest.ts).
    const fresh = await contentDigest({ sqlitePath: path.join(dir, 'new', 'site.db'), mediaDir: path.join(dir, 'new', 'media') })
    expect((await contentDigest({ sqlitePath, mediaDir })).digest).toBe(fresh.digest)
    expect(fresh.parts['table:news'].rows).toBeGreaterThanOrEqual(before)
    expect(fresh.parts.media.rows).toBe(2)
    // The live database that was replaced is kept beside it.
    expect(fs.readdirSync(path.dirname(sqlitePath)).some((f) => f.startsWith('site.db.before-restore-'))).toBe(true)
  }, 60_000) // real SQLite writes, tar and gzip: seconds on a loaded 2-core machine, over the 5 s default

  it('refuses a damaged archive and leaves the database alone', async () => {
    const bad = path.join(dir, 'bad.tar.gz')
    fs.writeFileSync(bad, 'not a tar file')
    const sqlitePath = path.join(dir, 'keep', 'site.db')
    fs.mkdirSync(path.dirname(sqlitePath), { recursive: true })
    fs.writeFileSync(sqlitePath, 'original')
    await expect(restore(bad, { sqlitePath, mediaDir: null })).rejects.toThrow()
    expect(fs.readFileSync(sqlitePath, 'utf8')).toBe('original')
  })
})
