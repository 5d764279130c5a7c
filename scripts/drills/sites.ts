/** Sites of their own for the disk and backup drills: a database and folders each, started, seeded, queried (scripts/drill.ts). */
import { type ChildProcess, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'

import { startServer } from '../lib/processes'
import { children, pgUrl, root, run, runId } from './common'

/** A site with a database and folders of its own: SQLite in its folder, or a database of the drill's PostgreSQL. */
export type Site = { name: string; dir: string; sqlitePath: string; databaseUrl: string; mediaDir: string }
export const siteAdmin = { email: 'drill-admin@example.com', password: `Drill-${runId}-admin-pw` }

export function newSite(name: string, kind: 'sqlite' | 'postgres', mediaDir?: string): Site {
  const dir = path.join(root, name)
  fs.mkdirSync(dir, { recursive: true })
  return {
    name,
    dir,
    sqlitePath: path.join(dir, 'site.db'),
    databaseUrl: kind === 'postgres' ? pgUrl(name.replace(/\W/g, '_')) : '',
    mediaDir: mediaDir ?? path.join(dir, 'media'),
  }
}

export function siteEnv(site: Site, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: site.databaseUrl,
    SQLITE_PATH: site.sqlitePath,
    DATA_DIR: site.dir,
    MEDIA_DIR: site.mediaDir,
    PAYLOAD_SECRET: 'drill-secret-drill-secret-drill-secret-0123456789',
    ADMIN_EMAIL: siteAdmin.email,
    ADMIN_PASSWORD: siteAdmin.password,
    CONTACT_RATE_LIMIT: 'off',
    SEARCH_RATE_LIMIT: 'off',
    REDIS_URL: '',
    SMTP_HOST: '',
    // Nothing writes behind the drill's back (lead notifications stay queued): the digests compare what it sent.
    JOBS_CRON: 'off',
    LOG_LEVEL: 'warn',
    DISABLE_PAYLOAD_HMR: 'true',
    ...extra,
  }
}

/** An empty PostgreSQL database of the drill's own server for `site`. */
export async function createSiteDatabase(site: Site) {
  const admin = new pg.Client({ connectionString: pgUrl('postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${new URL(site.databaseUrl).pathname.slice(1)}`)
  await admin.end()
}

/** Migrations, the administrator and the fixtures (scripts/seed.ts --fixtures). */
export async function seedSite(site: Site) {
  if (site.databaseUrl) await createSiteDatabase(site)
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--fixtures'], {
    env: { ...process.env, ...siteEnv(site), NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  })
}

export async function startSite(site: Site, port: number, extra: Record<string, string> = {}): Promise<ChildProcess> {
  const child = await startServer(
    port,
    siteEnv(site, { INSTANCE_ID: `drill-${site.name}`, ...extra }),
    path.join(root, `${site.name}-${port}.log`),
  )
  children.push(child)
  return child
}

/** Rows of a query on a site's database (SQLite or PostgreSQL). */
export async function siteQuery<T extends Record<string, unknown>>(site: Site, query: string): Promise<T[]> {
  if (site.databaseUrl) {
    const client = new pg.Client({ connectionString: site.databaseUrl })
    await client.connect()
    try {
      return (await client.query<T>(query)).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${site.sqlitePath}` })
  try {
    const result = await client.execute(query)
    return result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]])) as T)
  } finally {
    client.close()
  }
}

/** How many of the leads in `emails` a site holds, and how many of them twice. */
export async function leadsIn(site: Site, emails: string[]): Promise<{ stored: number; duplicated: number }> {
  if (emails.length === 0) return { stored: 0, duplicated: 0 }
  const found = await siteQuery<{ email: string; n: number | string }>(
    site,
    `SELECT email, count(*) AS n FROM contact_submissions WHERE email LIKE 'drill-${runId}-%' GROUP BY email`,
  )
  const wanted = new Set(emails)
  const mine = found.filter((r) => wanted.has(String(r.email)))
  return { stored: mine.length, duplicated: mine.filter((r) => Number(r.n) > 1).length }
}

export async function signIn(base: string, email = siteAdmin.email, password = siteAdmin.password): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { token?: string }
  if (res.status !== 200 || !body.token) throw new Error(`sign-in of ${email} at ${base} failed: ${res.status}`)
  return body.token
}

export type UploadAnswer = { status: number; message: string; id: number | string | null; filename: string | null }

/** `POST /api/media` as the admin sends it. */
export async function uploadMedia(base: string, token: string, name: string, bytes: Buffer, language: 'zh' | 'en'): Promise<UploadAnswer> {
  const form = new FormData()
  const type = name.endsWith('.png') ? 'image/png' : 'application/zip'
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  let res: Response
  try {
    res = await fetch(`${base}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'accept-language': language },
      body: form,
      signal: AbortSignal.timeout(60_000),
    })
  } catch (error) {
    // No answer within a minute, or the connection dropped: counted as a problem of the drill, not a crash of it.
    return { status: 0, message: error instanceof Error ? error.name : String(error), id: null, filename: null }
  }
  const body = (await res.json().catch(() => ({}))) as {
    doc?: { id: number | string; filename: string }
    errors?: { message: string }[]
  }
  return { status: res.status, message: body.errors?.[0]?.message ?? '', id: body.doc?.id ?? null, filename: body.doc?.filename ?? null }
}

/** A download as editors upload them: a ZIP header and `bytes` of content. */
export const zipFile = (bytes: number) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18), crypto.randomBytes(bytes)])
/** A photo-like PNG (noise does not compress): about width × width/2 × 3 bytes. */
export const pngFile = (width: number) => {
  const height = Math.round(width / 2)
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}
export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

export function filesBelow(dir: string): string[] {
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
    : []
}

export function mountTmpfs(dir: string, bytes: number) {
  fs.mkdirSync(dir, { recursive: true })
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0777`, 'tmpfs', dir], { stdio: 'pipe' })
  mounted.push(dir)
}
export const mounted: string[] = []

/** Fills `dir` until about `leave` bytes are free; answers the filler's path. */
export function fillUp(dir: string, leave: number): string {
  const stats = fs.statfsSync(dir)
  const file = path.join(dir, `filler-${crypto.randomBytes(3).toString('hex')}.bin`)
  fs.writeFileSync(file, Buffer.alloc(Math.max(0, stats.bavail * stats.bsize - leave), 1))
  return file
}
