/**
 * Backup and restore of the site's data: the database and the uploaded files, in one `.tar.gz`.
 *
 * SQLite: an online copy with `VACUUM INTO` through the libsql client Payload's SQLite adapter uses. It reads one
 * consistent snapshot inside a read transaction, so the site may keep running (and writing) meanwhile.
 * PostgreSQL: `pg_dump --format=custom` (restored with `pg_restore --clean --if-exists`); the tools must be on
 * PATH and of the server's major version.
 * Uploads: the local media folder (MEDIA_DIR), or with uploads in an S3 bucket (S3_BUCKET) every object of the
 * bucket, read through the site's own S3 settings (scripts/lib/backup-s3.ts) with its content type; either way they
 * are `media/` in the archive, so a backup of one store restores into the other.
 * Restore replaces the database and the media; stop the server first. What it replaces is kept until you delete
 * it: the SQLite file and the media folder beside themselves (`*.before-restore-<time>`), a PostgreSQL database as a
 * dump beside the archive (`<archive>.before-restore-<time>.pgdump`), taken before anything changes. On S3 every
 * object of the archive is written back; objects the archive does not hold stay in the bucket (an upload made after
 * the backup: no restored row points at it).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

import type { S3Settings } from '../../src/env'
import { type ContentTypes, downloadBucket, uploadBucket } from './backup-s3'

const run = promisify(execFile)

export type BackupTarget = {
  /** PostgreSQL connection string; when empty, the SQLite file below. */
  databaseUrl?: string
  sqlitePath: string
  /** The local media folder; with `media: false`, or when null, the uploads are left out (restored: left alone). */
  mediaDir: string | null
  /** The S3 bucket the uploads are in (S3_BUCKET), when they are: then it is backed up and restored, not the folder. */
  s3?: S3Settings | null
  /** False: the database only (`--no-media`). */
  media?: boolean
}

/** What the media part of the last backup or restore held (printed by the commands). */
export type MediaFigures = { store: 'folder' | 's3'; files: number; bytes: number; skipped: string[] }

type Manifest = {
  format: 1
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** File name of the database inside the archive. */
  databaseFile: string
  media: boolean
  /** Where the uploads came from; absent in archives made before S3 was backed up (a folder). */
  mediaStore?: 'folder' | 's3'
}

const TYPES_FILE = 'media-types.json'

function folderFigures(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const inner = folderFigures(full)
      files += inner.files
      bytes += inner.bytes
    } else if (entry.isFile()) {
      files += 1
      bytes += fs.statSync(full).size
    }
  }
  return { files, bytes }
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

/**
 * The line `npm run backup` ends with, naming the archive, and its reading by the fault drill and the rehearsal
 * (scripts/drills/backup.ts, scripts/rehearse-production.ts): one format in one place, so that a change to the line
 * cannot leave them reading a wrong path (tests/unit/backup-holds-everything.test.ts runs the command and reads it).
 */
export function backupWrittenLine(archive: string, details: string): string {
  return `Backup written: ${archive} (${details})`
}

/** The archive named by `npm run backup`'s output, or null when it names none. */
export function archiveOfBackupOutput(output: string): string | null {
  return /^Backup written: (.+?\.tar\.gz) \(/m.exec(output)?.[1] ?? null
}

/** Writes `<outDir>/site-backup-<time>.tar.gz` and answers its path and what its media part holds. */
export async function backup(target: BackupTarget, outDir: string): Promise<{ archive: string; media: MediaFigures | null }> {
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
    const wanted = target.media !== false
    let figures: MediaFigures | null = null
    if (wanted && target.s3) {
      // Every object of the bucket, as the site's S3 settings reach it; an upload made meanwhile may be in the
      // archive without its row (harmless), as with a folder.
      const got = await downloadBucket(target.s3, path.join(work, 'media'))
      fs.writeFileSync(path.join(work, TYPES_FILE), `${JSON.stringify(got.types, null, 2)}\n`)
      figures = { store: 's3', files: got.files, bytes: got.bytes, skipped: got.skipped }
    } else if (wanted && target.mediaDir && fs.existsSync(target.mediaDir)) {
      figures = { store: 'folder', ...folderFigures(target.mediaDir), skipped: [] }
    }
    const media = figures !== null
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      databaseFile,
      media,
      ...(figures ? { mediaStore: figures.store } : {}),
    }
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const archive = path.join(path.resolve(outDir), `site-backup-${stamp()}.tar.gz`)
    const partial = `${archive}.partial`
    const args = ['-czf', partial, '-C', work, 'manifest.json', databaseFile]
    if (figures?.store === 's3') args.push(TYPES_FILE, 'media')
    // The media folder goes in as `media/` whatever it is called here. Files written during the copy may be
    // missing or partial in it (tar warns and goes on); the database copy is the consistent part.
    if (figures?.store === 'folder') args.push('--transform', 's,^\\.,media,', '-C', target.mediaDir as string, '.')
    try {
      await run('tar', args, { maxBuffer: 16 * 1024 * 1024 })
    } catch (error) {
      // GNU tar exits 1 when a file changed while it was read: the archive is still complete.
      if ((error as { code?: number }).code !== 1) throw error
    }
    fs.renameSync(partial, archive)
    return { archive, media: figures }
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

export type Restored = Manifest & {
  /** The replaced PostgreSQL database, dumped before the restore. */
  keptDump: string | null
  /** What was written back: into the folder, or into the bucket. */
  restoredMedia: MediaFigures | null
}

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
    const from = path.join(work, 'media')
    let restoredMedia: MediaFigures | null = null
    if (manifest.media && target.media !== false && target.s3) {
      fs.mkdirSync(from, { recursive: true })
      const typesFile = path.join(work, TYPES_FILE)
      const types = fs.existsSync(typesFile) ? (JSON.parse(fs.readFileSync(typesFile, 'utf8')) as ContentTypes) : {}
      restoredMedia = { store: 's3', ...(await uploadBucket(target.s3, from, types)), skipped: [] }
    } else if (manifest.media && target.media !== false && target.mediaDir) {
      fs.mkdirSync(from, { recursive: true })
      restoredMedia = { store: 'folder', ...folderFigures(from), skipped: [] }
      setAside(target.mediaDir, suffix)
      fs.mkdirSync(path.dirname(target.mediaDir), { recursive: true })
      try {
        fs.renameSync(from, target.mediaDir)
      } catch {
        fs.cpSync(from, target.mediaDir, { recursive: true })
      }
    }
    return { ...manifest, keptDump, restoredMedia }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
