/**
 * Backups hold everything: with uploads in S3 (moto's S3 server), `npm run backup` archives every object of the
 * bucket and a restore writes each back, compared byte for byte with its content type (skipped, and says so, without
 * moto); a PostgreSQL restore keeps the database it replaces, as a dump beside the archive (skipped, and says so,
 * when no PostgreSQL answers at TEST_POSTGRES_URL).
 */
import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { S3Settings } from '@/env'

import { archiveOfBackupOutput, backup, backupWrittenLine, restore } from '../../scripts/lib/backup'
import { s3Client } from '../../scripts/lib/backup-s3'
import { adminDatabaseUrl, createDatabase, dropDatabase, postgresReachable } from '../../scripts/lib/postgres'
import { motoServer, startMoto } from '../support/moto'
import { freePort } from '../support/node-server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-everything-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const moto = motoServer()
if (!moto) console.warn('backup-holds-everything: moto_server not found (pip install "moto[server]"): the S3 backup tests are SKIPPED')

describe.skipIf(!moto)('backup with uploads in S3', () => {
  let server: ChildProcess | null = null
  let s3: S3Settings
  let client: S3Client
  const sha = (body: Uint8Array) => crypto.createHash('sha256').update(body).digest('hex')
  /** Every object of the bucket: key → its SHA-256 and content type. */
  async function bucketContent(): Promise<Record<string, { sha256: string; type: string }>> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
    const content: Record<string, { sha256: string; type: string }> = {}
    for (const { Key } of listed.Contents ?? []) {
      const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key }))
      content[Key!] = { sha256: sha(await got.Body!.transformToByteArray()), type: got.ContentType ?? '' }
    }
    return content
  }
  const put = (key: string, body: Buffer | string, type: string) =>
    client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: type }))

  beforeAll(async () => {
    const port = await freePort()
    server = await startMoto(moto!, port)
    s3 = {
      bucket: 'site-media',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test',
      forcePathStyle: true,
      publicUrl: '',
    }
    client = s3Client(s3)
    await client.send(new CreateBucketCommand({ Bucket: s3.bucket }))
    await put('banner-1.webp', crypto.randomBytes(40_000), 'image/webp')
    await put('guide.pdf', crypto.randomBytes(3_000), 'application/pdf')
    await put('film-zh.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\n路线设计\n', 'text/vtt')
    await put('folder/', '', 'application/x-directory')
  }, 60_000)
  afterAll(() => {
    client?.destroy()
    server?.kill()
  })

  it('archives every object of the bucket, and a restore brings each back byte for byte with its type', async () => {
    const mediaDir = path.join(dir, 'stale-media')
    fs.mkdirSync(mediaDir, { recursive: true })
    fs.writeFileSync(path.join(mediaDir, 'old.webp'), 'stale')
    const original = await bucketContent()
    const sqlitePath = path.join(dir, 's3-site.db')
    const { archive, media } = await backup({ sqlitePath, mediaDir, s3 }, path.join(dir, 's3-out'))
    expect(media).toMatchObject({ store: 's3', files: 3, skipped: [] })
    // The archive holds the bucket's files, not the stale local folder.
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')
    expect(listed).toEqual(expect.arrayContaining(['media/banner-1.webp', 'media/guide.pdf', 'media/film-zh.vtt', 'media-types.json']))
    expect(listed.join('\n')).not.toContain('old.webp')

    // After the backup: a file lost, one overwritten, one new upload.
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: 'guide.pdf' }))
    await put('banner-1.webp', 'overwritten', 'text/plain')
    await put('after-the-backup.png', 'new', 'image/png')
    const restored = await restore(archive, { sqlitePath, mediaDir, s3 })
    expect(restored.restoredMedia).toMatchObject({ store: 's3', files: 3 })
    const now = await bucketContent()
    for (const key of ['banner-1.webp', 'guide.pdf', 'film-zh.vtt']) expect(now[key], key).toEqual(original[key])
    // What the archive does not hold stays (no restored row points at it).
    expect(now['after-the-backup.png']).toBeDefined()
    // The local folder is not the site's on S3: left alone.
    expect(fs.readFileSync(path.join(mediaDir, 'old.webp'), 'utf8')).toBe('stale')

    // The same archive restores into a media folder (moving off S3): the same bytes.
    const folder = path.join(dir, 'moved', 'media')
    await restore(archive, { sqlitePath: path.join(dir, 'moved', 'site.db'), mediaDir: folder })
    expect(sha(fs.readFileSync(path.join(folder, 'guide.pdf')))).toBe(original['guide.pdf'].sha256)
  })

  // A child process that loads the backup script through tsx: seconds on a busy machine.
  it('npm run backup on an S3 site writes one archive with the bucket and says so', { timeout: 60_000 }, () => {
    const out = path.join(dir, 'cli-out')
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', out], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dir,
        SQLITE_PATH: path.join(dir, 's3-site.db'),
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
        S3_FORCE_PATH_STYLE: 'true',
        DISABLE_PAYLOAD_HMR: 'true',
      },
    })
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(
      /Backup written: .*site-backup-[\d-]+\.tar\.gz \(\d+ uploaded files, [\d.]+ MB, from the S3 bucket "site-media"; /,
    )
    expect(fs.readdirSync(out)).toHaveLength(1)
    // Read as the fault drill and the rehearsal read it: the archive that is there.
    expect(archiveOfBackupOutput(result.stdout)).toBe(path.join(out, fs.readdirSync(out)[0]))
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
    const { archive } = await backup({ databaseUrl, sqlitePath: '', mediaDir: null }, path.join(dir, 'pg'))
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

describe('the line npm run backup ends with', () => {
  it('names the archive for the drill and the rehearsal, whatever the path holds', () => {
    for (const archive of ['/var/backups/site-backup-20261207-152116.tar.gz', '/tmp/my backups, old/site-backup-1.tar.gz']) {
      const output = `something before\n${backupWrittenLine(archive, '3 uploaded files, 1.2 MB, from the media folder; 1.3 s')}\n`
      expect(archiveOfBackupOutput(output)).toBe(archive)
    }
    expect(archiveOfBackupOutput('Backup failed')).toBeNull()
  })
})
