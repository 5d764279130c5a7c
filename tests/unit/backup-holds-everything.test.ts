/**
 * Backups hold everything they claim: with uploads in S3, `npm run backup` refuses to archive the stale local media
 * folder and names the commands that back up the bucket; a PostgreSQL restore keeps the database it replaces, as a
 * dump beside the archive (skipped, and says so, when no PostgreSQL answers at TEST_POSTGRES_URL).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { backup, restore, S3Refusal } from '../../scripts/lib/backup'
import { adminDatabaseUrl, createDatabase, dropDatabase, postgresReachable } from '../../scripts/lib/postgres'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-everything-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('backup with uploads in S3', () => {
  it('refuses to archive the local media folder, and says how to back up the bucket', async () => {
    const mediaDir = path.join(dir, 'media')
    fs.mkdirSync(mediaDir, { recursive: true })
    fs.writeFileSync(path.join(mediaDir, 'old.webp'), 'stale')
    const out = path.join(dir, 'out')
    const target = { sqlitePath: path.join(dir, 'site.db'), mediaDir, s3Bucket: 'site-media' }
    await expect(backup(target, out)).rejects.toThrow(S3Refusal)
    await expect(backup(target, out)).rejects.toThrow(/npm run backup -- --no-media[\s\S]*aws s3 sync s3:\/\/site-media/)
    expect(fs.existsSync(out)).toBe(false)
  })

  // A child process that loads the backup script through tsx: seconds on a busy machine.
  it('npm run backup exits 2 with that message and writes no archive', { timeout: 60_000 }, () => {
    const out = path.join(dir, 'cli-out')
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, S3_BUCKET: 'site-media', DISABLE_PAYLOAD_HMR: 'true' },
    })
    expect(result.status, result.stderr).toBe(2)
    expect(result.stderr).toContain('S3 bucket "site-media"')
    expect(result.stderr).toContain('npm run backup -- --no-media')
    expect(fs.existsSync(out) ? fs.readdirSync(out) : []).toEqual([])
  })
})

const postgres = await postgresReachable()
if (!postgres) console.warn('backup-holds-everything: PostgreSQL does not answer (TEST_POSTGRES_URL): the restore test is SKIPPED')

describe.skipIf(!postgres)('restore on PostgreSQL', () => {
  const name = `backup_kept_${process.pid}`
  afterAll(() => dropDatabase(name))

  async function query(sql: string): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: adminDatabaseUrl(name) })
    await client.connect()
    try {
      return await client.query(sql)
    } finally {
      await client.end()
    }
  }

  it('keeps the database it replaces as a dump beside the archive', async () => {
    await createDatabase(name)
    const databaseUrl = adminDatabaseUrl(name)
    await query("create table news (id int primary key, title text); insert into news values (1, 'backed up')")
    const archive = await backup({ databaseUrl, sqlitePath: '', mediaDir: null }, path.join(dir, 'pg'))
    await query("insert into news values (2, 'written after the backup')")

    const restored = await restore(archive, { databaseUrl, sqlitePath: '', mediaDir: null })
    expect((await query('select id from news order by id')).rows).toEqual([{ id: 1 }])
    expect(restored.keptDump).toMatch(/site-backup-[\d-]+\.before-restore-[\d-]+\.pgdump$/)
    expect(path.dirname(restored.keptDump!)).toBe(path.dirname(archive))
    // The kept dump holds the replaced data, the row written after the backup included.
    const kept = execFileSync('pg_restore', ['--data-only', '--table=news', '--file=-', restored.keptDump!], { encoding: 'utf8' })
    expect(kept).toContain('written after the backup')
  })
})
