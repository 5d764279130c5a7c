/** What every drill shares (scripts/drill.ts runs them): ports, the drill's own PostgreSQL, two instances, visitor traffic and its tally, the table's rows. */
import { type ChildProcess, execFile, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { PgCluster } from '../lib/pg-cluster'
import { startServer, stop } from '../lib/processes'

export const portBase = Number(process.env.DRILL_PORT_BASE ?? 3720)
const pgPort = portBase
export const redisPort = portBase + 1
export const nginxPort = portBase + 2
export const smtpPort = portBase + 3
export const instancePorts = [portBase + 10, portBase + 11]
export const outageMs = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20) * 1000
export const rate = Number(process.env.DRILL_RATE ?? 200)
export const chosen = (process.env.DRILLS ?? 'database,kill,sigterm,redis,disk,backup').split(',').map((d) => d.trim())
export const REQUEST_TIMEOUT_MS = 5000

export type Row = {
  drill: string
  requests: number
  fiveXx: number
  unavailable: number
  stale: number
  failed: number
  leadsSent: number
  leadsStored: number
  leadsDuplicated: number
  recoveryMs: number | null
  /** Lead e-mails sent by the jobs queue: leads stored, e-mailed, e-mailed twice (the SIGTERM drill). */
  mails?: { leads: number; sent: number; twice: number }
  verdict: 'pass' | 'FAIL' | 'skipped'
  note: string
}
export const rows: Row[] = []

export const run = promisify(execFile)
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
export const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-drill-'))
fs.chmodSync(root, 0o777)
export const children: ChildProcess[] = []
export const log = (message: string) => console.log(`[drill ${new Date().toISOString().slice(11, 19)}] ${message}`)

// ---------------------------------------------------------------- PostgreSQL of its own

export const asRoot = process.getuid?.() === 0
export const cluster = new PgCluster(root, pgPort)
export const pgStart = () => cluster.start()
export const pgStop = () => cluster.stop()
/** The address of a database of the drill's own PostgreSQL. */
export const pgUrl = (database: string) => `postgres://postgres@127.0.0.1:${pgPort}/${database}`
const databaseUrl = pgUrl('site')

export async function sql<T extends Record<string, unknown>>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(query)).rows
  } finally {
    await client.end()
  }
}

export const startCluster = () => cluster.ensureStarted()

export async function setUpDatabase() {
  await startCluster()
  const admin = new pg.Client({ connectionString: pgUrl('postgres') })
  await admin.connect()
  await admin.query('CREATE DATABASE site')
  await admin.end()
  log('PostgreSQL started; migrating and seeding the fixtures')
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-db.ts'], {
    env: { ...process.env, ...instanceEnv(), NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

// ---------------------------------------------------------------- instances

function instanceEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(root, 'data'),
    MEDIA_DIR: path.join(root, 'media'),
    PAYLOAD_SECRET: 'drill-secret-drill-secret-drill-secret-0123456789',
    CONTACT_RATE_LIMIT: 'off',
    SEARCH_RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    DISABLE_PAYLOAD_HMR: 'true',
    ...extra,
  }
}

export const instances = new Map<number, ChildProcess>()
let starts = 0
export async function startInstance(port: number, extra: Record<string, string> = {}) {
  const logFile = path.join(root, `instance-${port}-${++starts}.log`)
  const child = await startServer(port, instanceEnv({ INSTANCE_ID: `drill-${port}`, ...extra }), logFile)
  children.push(child)
  instances.set(port, child)
  return child
}
export async function stopInstances() {
  for (const [port, child] of instances) {
    await stop(child)
    instances.delete(port)
  }
}

// ---------------------------------------------------------------- traffic

const PAGES = [
  '/pc_index',
  '/en/pc_index',
  '/download',
  '/en/download',
  '/contact',
  '/en/contact',
  '/information?class=-1&type=information',
  '/en/phone_index',
]
const LISTS = [
  '/client/banner/clientBannerList?language=zh',
  '/client/banner/clientBannerList?language=en',
  '/client/message/clientMessageListPage?pageNum=1&pageSize=10&language=zh',
  '/client/video/clientVideoListPage?pageNum=1&pageSize=10&language=en',
]

export type Tally = {
  requests: number
  fiveXx: number
  unavailable: number
  stale: number
  failed: number
  slow: number
  leads: Map<string, string>
  leadsFailed: number
  statuses: Map<string, number>
}
export const newTally = (): Tally => ({
  requests: 0,
  fiveXx: 0,
  unavailable: 0,
  stale: 0,
  failed: 0,
  slow: 0,
  leads: new Map(),
  leadsFailed: 0,
  statuses: new Map(),
})

let uncachedCounter = 0
let leadCounter = 0
export const runId = crypto.randomBytes(3).toString('hex')

/** One request as a visitor makes it; `bases` are chosen in turn. */
async function visit(base: string, kind: 'page' | 'list' | 'uncached' | 'lead', tally: Tally) {
  let url: string
  let init: RequestInit = {}
  let email = ''
  if (kind === 'page') url = base + PAGES[Math.floor(Math.random() * PAGES.length)]
  else if (kind === 'list') url = base + LISTS[Math.floor(Math.random() * LISTS.length)]
  else if (kind === 'uncached')
    url = `${base}/client/message/clientMessageListPage?pageNum=1&pageSize=${(uncachedCounter++ % 40) + 1}&language=en&n=${uncachedCounter}`
  else {
    url = `${base}/client/contact/submit`
    email = `drill-${runId}-${leadCounter++}@example.com`
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '演练',
        phone: '13800138000',
        email,
        requirement: 'A lead sent during a fault drill.',
        language: leadCounter % 2 ? 'zh' : 'en',
        submissionId: crypto.randomUUID().replace(/-/g, ''),
      }),
    }
  }
  tally.requests++
  const started = Date.now()
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    await res.arrayBuffer()
    const key = `${kind} ${res.status}`
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1)
    if (res.headers.get('x-micro-cache') === 'STALE' || res.headers.get('x-cache-status') === 'STALE') tally.stale++
    if (Date.now() - started > REQUEST_TIMEOUT_MS) tally.slow++
    if (res.status === 503 && res.headers.get('retry-after') && kind !== 'lead') tally.unavailable++
    else if (res.status >= 500) {
      tally.fiveXx++
      tally.failed++
    } else if (res.status >= 400 && res.status !== 404) tally.failed++
    if (kind === 'lead') {
      if (res.status === 200) tally.leads.set(email, url)
      else tally.leadsFailed++
    }
  } catch (error) {
    tally.failed++
    const key = `${kind} ${error instanceof Error ? (error.name === 'TypeError' ? String((error.cause as Error | undefined)?.message ?? error.message).slice(0, 40) : error.name) : 'error'}`
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1)
    if (kind === 'lead') tally.leadsFailed++
  }
}

/**
 * Sends `perSecond` requests a second for `ms` to `bases` in turn: 45 % pages, 35 % API lists, 10 % uncached API
 * calls, and `leadsPerSecond` contact posts. Resolves when every request has ended.
 */
export async function traffic(bases: string[], perSecond: number, leadsPerSecond: number, ms: number, tally: Tally) {
  const pending = new Set<Promise<void>>()
  const fire = (kind: 'page' | 'list' | 'uncached' | 'lead', i: number) => {
    // A request that neither answers nor fails past its timeout still ends (as failed): the drill never hangs.
    let timer: NodeJS.Timeout | undefined
    const guard = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        tally.failed++
        tally.statuses.set(`${kind} hung`, (tally.statuses.get(`${kind} hung`) ?? 0) + 1)
        resolve()
      }, REQUEST_TIMEOUT_MS + 3000)
    })
    const p = Promise.race([visit(bases[i % bases.length], kind, tally), guard]).finally(() => {
      clearTimeout(timer)
      pending.delete(p)
    })
    pending.add(p)
  }
  const started = Date.now()
  let sent = 0
  let leads = 0
  while (Date.now() - started < ms) {
    const elapsed = (Date.now() - started) / 1000
    while (sent < elapsed * perSecond) {
      const r = Math.random()
      fire(r < 0.5 ? 'page' : r < 0.88 ? 'list' : 'uncached', sent)
      sent++
    }
    while (leads < elapsed * leadsPerSecond) fire('lead', leads++)
    await sleep(10)
  }
  await Promise.all(pending)
}

/** Every page and list once on each instance, one at a time: the first render of a page is slow. */
export async function warm(bases: string[]) {
  for (const base of bases) {
    for (const p of [...PAGES, ...LISTS]) {
      try {
        await (await fetch(base + p, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })).arrayBuffer()
      } catch {
        // counted in the drill itself
      }
    }
  }
}

export async function leadsStored(tally: Tally): Promise<{ stored: number; duplicated: number }> {
  const emails = [...tally.leads.keys()]
  if (emails.length === 0) return { stored: 0, duplicated: 0 }
  const rowsFound = await sql<{ email: string; n: string }>(
    `SELECT email, count(*) AS n FROM contact_submissions WHERE email LIKE 'drill-${runId}-%' GROUP BY email`,
  )
  const sent = new Set(emails)
  const found = rowsFound.filter((r) => sent.has(r.email))
  return { stored: found.length, duplicated: found.filter((r) => Number(r.n) > 1).length }
}

export async function waitForEmptySpools(ports: number[], ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    let pending = 0
    for (const port of ports) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) })
        pending += ((await res.json()) as { leadSpool?: number }).leadSpool ?? 0
      } catch {
        pending++
      }
    }
    if (pending === 0) return
    await sleep(250)
  }
}

function summary(tally: Tally): string {
  return [...tally.statuses.entries()]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')
}

export function row(
  drill: string,
  tally: Tally,
  stored: { stored: number; duplicated: number },
  recoveryMs: number | null,
  pass: boolean,
  note: string,
  mails?: Row['mails'],
): Row {
  const r: Row = {
    mails,
    drill,
    requests: tally.requests,
    fiveXx: tally.fiveXx,
    unavailable: tally.unavailable,
    stale: tally.stale,
    failed: tally.failed,
    leadsSent: tally.leads.size,
    leadsStored: stored.stored,
    leadsDuplicated: stored.duplicated,
    recoveryMs,
    verdict: pass ? 'pass' : 'FAIL',
    note,
  }
  rows.push(r)
  log(`${drill}: ${pass ? 'pass' : 'FAIL'}; ${summary(tally)}`)
  return r
}

export const skip = (drill: string, note: string) => {
  rows.push({
    drill,
    requests: 0,
    fiveXx: 0,
    unavailable: 0,
    stale: 0,
    failed: 0,
    leadsSent: 0,
    leadsStored: 0,
    leadsDuplicated: 0,
    recoveryMs: null,
    verdict: 'skipped',
    note,
  })
  log(`${drill}: skipped (${note})`)
}
