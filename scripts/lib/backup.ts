/**
 * Backup and restore of the site's data: the database and the uploaded files, in one `.tar.gz`.
 *
 * SQLite: an online copy with `VACUUM INTO` through the libsql client Payload's SQLite adapter uses. It reads one
 * consistent snapshot inside a read transaction, so the site may keep running (and writing) meanwhile.
 * PostgreSQL: `pg_dump --format=custom` (restored with `pg_restore --clean --if-exists`); the tools must be on
 * PATH and of the server's major version.
 * Restore replaces the database and the media folder; stop the server first. What it replaces is kept until you
 * delete it: the SQLite file and the media folder beside themselves (`*.before-restore-<time>`), a PostgreSQL
 * database as a dump beside the archive (`<archive>.before-restore-<time>.pgdump`), taken before anything changes.
 * With uploads in an S3 bucket the local media folder is not the site's: a backup with media refuses (S3Refusal).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

const run = promisify(execFile)

export type BackupTarget = {
  /** PostgreSQL connection string; when empty, the SQLite file below. */
  databaseUrl?: string
  sqlitePath: string
  /** Uploaded files; left out of the archive when null (e.g. media on S3, backed up there). */
  mediaDir: string | null
  /** The S3 bucket the uploads go to (S3_BUCKET), when they do. */
  s3Bucket?: string | null
}

/** A backup with media asked of a site whose uploads are in an S3 bucket: the local folder would be stale. */
export class S3Refusal extends Error {}

/** Why a backup with media cannot be taken here, with the commands that back up everything. */
function s3RefusalMessage(bucket: string): string {
  return [
    `The uploads of this site are in the S3 bucket "${bucket}" (S3_BUCKET), not in the local media folder: a backup of`,
    'that folder would be stale, so none is taken. Back up the database, and the bucket with the store’s own tool:',
    '  npm run backup -- --no-media',
    `  aws s3 sync s3://${bucket} ./media-backup      (MinIO: mc mirror store/${bucket} ./media-backup)`,
  ].join('\n')
}

type Manifest = {
  format: 1
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** File name of the database inside the archive. */
  databaseFile: string
  media: boolean
}

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-')
}

function sqlQuote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/** A consistent copy of a live SQLite database (WAL or not) into `dest`. */
async function copySqlite(sqlitePath: string, dest: string): Promise<void> {
  const client = createClient({ url: `file:${sqlitePath}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute(`VACUUM INTO ${sqlQuote(dest)}`)
  } finally {
    client.close()
  }
}

/** `ok`, or what SQLite's integrity check reports. */
export async function checkSqlite(file: string): Promise<string> {
  const client = createClient({ url: `file:${file}` })
  try {
    const result = await client.execute('PRAGMA integrity_check')
    return result.rows.map((r) => String(Object.values(r)[0])).join('; ')
  } finally {
    client.close()
  }
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, databaseUrl], { maxBuffer: 16 * 1024 * 1024 })
}

/** Writes `<outDir>/site-backup-<time>.tar.gz` and answers its path. */
export async function backup(target: BackupTarget, outDir: string): Promise<string> {
  if (target.mediaDir && target.s3Bucket) throw new S3Refusal(s3RefusalMessage(target.s3Bucket))
  fs.mkdirSync(outDir, { recursive: true })
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
  try {
    const kind = target.databaseUrl ? 'postgres' : 'sqlite'
    const databaseFile = kind === 'postgres' ? 'database.pgdump' : 'site.db'
    if (kind === 'postgres') {
      await dumpPostgres(target.databaseUrl as string, path.join(work, databaseFile))
    } else {
      await copySqlite(target.sqlitePath, path.join(work, databaseFile))
    }
    const media = Boolean(target.mediaDir && fs.existsSync(target.mediaDir))
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: kind, databaseFile, media }
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const archive = path.join(path.resolve(outDir), `site-backup-${stamp()}.tar.gz`)
    const partial = `${archive}.partial`
    const args = ['-czf', partial, '-C', work, 'manifest.json', databaseFile]
    // The media folder goes in as `media/` whatever it is called here. Files written during the copy may be
    // missing or partial in it (tar warns and goes on); the database copy is the consistent part.
    if (media) args.push('--transform', 's,^\\.,media,', '-C', target.mediaDir as string, '.')
    try {
      await run('tar', args, { maxBuffer: 16 * 1024 * 1024 })
    } catch (error) {
      // GNU tar exits 1 when a file changed while it was read: the archive is still complete.
      if ((error as { code?: number }).code !== 1) throw error
    }
    fs.renameSync(partial, archive)
    return archive
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

function setAside(file: string, suffix: string): string | null {
  if (!fs.existsSync(file)) return null
  const aside = `${file}.before-restore-${suffix}`
  fs.renameSync(file, aside)
  return aside
}

export type Restored = Manifest & { /** The replaced PostgreSQL database, dumped before the restore. */ keptDump: string | null }

/** Replaces the database (and the media folder, when the archive has one) with an archive's content. */
export async function restore(archive: string, target: BackupTarget): Promise<Restored> {
  if (!fs.existsSync(archive)) throw new Error(`no such backup: ${archive}`)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'))
  try {
    await run('tar', ['-xzf', archive, '-C', work], { maxBuffer: 16 * 1024 * 1024 })
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest
    if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`)
    const kind = target.databaseUrl ? 'postgres' : 'sqlite'
    if (manifest.database !== kind) throw new Error(`this backup holds a ${manifest.database} database, the site is configured for ${kind}`)
    const dbFile = path.join(work, path.basename(manifest.databaseFile))
    const suffix = stamp()
    let keptDump: string | null = null
    if (kind === 'postgres') {
      // What is replaced stays: the current database, dumped beside the archive before anything changes.
      keptDump = `${path.resolve(archive).replace(/\.tar\.gz$/, '')}.before-restore-${suffix}.pgdump`
      await dumpPostgres(target.databaseUrl as string, keptDump)
      await run(
        'pg_restore',
        ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', target.databaseUrl as string, dbFile],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      )
    } else {
      const check = await checkSqlite(dbFile)
      if (check !== 'ok') throw new Error(`the backup's database is damaged: ${check}`)
      fs.mkdirSync(path.dirname(target.sqlitePath), { recursive: true })
      setAside(target.sqlitePath, suffix)
      // A write-ahead log left by the old database must not be replayed onto the restored one.
      for (const extra of ['-wal', '-shm']) setAside(`${target.sqlitePath}${extra}`, suffix)
      fs.copyFileSync(dbFile, `${target.sqlitePath}.restoring`)
      fs.renameSync(`${target.sqlitePath}.restoring`, target.sqlitePath)
    }
    if (manifest.media && target.mediaDir) {
      const from = path.join(work, 'media')
      fs.mkdirSync(from, { recursive: true })
      setAside(target.mediaDir, suffix)
      fs.mkdirSync(path.dirname(target.mediaDir), { recursive: true })
      try {
        fs.renameSync(from, target.mediaDir)
      } catch {
        fs.cpSync(from, target.mediaDir, { recursive: true })
      }
    }
    return { ...manifest, keptDump }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
