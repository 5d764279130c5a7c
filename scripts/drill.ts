/**
 * Fault drills (docs/operations.md, "Fault drills"): parts of the site fail under steady traffic, and this script
 * counts what visitors and leads saw. It starts everything it needs on local ports, in a temporary folder, and
 * stops it at the end: its own PostgreSQL (Debian's binaries, run as the `postgres` user when started as root),
 * two server.ts instances of the current build (`npm run build` first), nginx with deploy/nginx/ in front, and
 * redis-server. A drill whose part is missing is skipped with a plain message.
 *
 * Drills (DRILLS=database,kill,sigterm,redis,disk,backup to choose; all by default):
 * - database: PostgreSQL stopped for DRILL_OUTAGE_SECONDS (20) under pages, API lists and contact posts sent to
 *   both instances; cached answers are served stale, the others answer 503 with Retry-After, leads are spooled
 *   and replayed once; recovery is the time from PostgreSQL accepting connections to each instance answering an
 *   uncached API call.
 * - kill: one of two instances behind nginx SIGKILLed under DRILL_RATE (200) requests a second: failed GETs, leads
 *   stored once.
 * - sigterm: the same with SIGTERM (a deploy): requests in flight finish; and the jobs queue runs every 2 s on both
 *   instances, sending each lead's e-mail to a slow SMTP sink of this script, the SIGTERM lands while the victim
 *   sends one: every lead's e-mail arrives once (none twice, none missing, no job left running).
 * - redis: Redis stopped for DRILL_OUTAGE_SECONDS under traffic to both instances: 5xx, the contact limit's
 *   fallback in the log, and the time until a purge published on one instance empties the other's micro-cache.
 * - disk: a site of its own (SQLite) with MEDIA_DIR, then the temp upload folder, on a small tmpfs filled up (root
 *   only): uploads in both languages answer 507 with the message in their language and leave no file, row or
 *   temporary file; pages, API and leads go on; an upload after space is freed is stored.
 * - backup: `npm run backup` of a site of its own under traffic and an editor's writes, `npm run restore` into an
 *   empty one (SQLite, then PostgreSQL): everything written before the backup began is there and served; at rest,
 *   the restored site's content digest (scripts/lib/content-digest.ts) equals the live one's.
 *
 * Ports: DRILL_PORT_BASE (3720): PostgreSQL on it, Redis +1, nginx +2, the SMTP sink +3, the instances +10 and +11,
 * the disk drill's +12, the backup drill's live and restored sites +13 and +14.
 * Prints a table (and writes it as JSON to DRILL_RESULT, default /tmp/drill-result.json).
 */
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'

import { contentDigest, differingParts } from './lib/content-digest'
import { pgBin, PgCluster } from './lib/pg-cluster'
import { deployNginxConfig, NGINX, nginxAvailable, startNginx, startServer, stop } from './lib/processes'

const portBase = Number(process.env.DRILL_PORT_BASE ?? 3720)
const pgPort = portBase
const redisPort = portBase + 1
const nginxPort = portBase + 2
const smtpPort = portBase + 3
const instancePorts = [portBase + 10, portBase + 11]
const outageMs = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20) * 1000
const rate = Number(process.env.DRILL_RATE ?? 200)
const chosen = (process.env.DRILLS ?? 'database,kill,sigterm,redis,disk,backup').split(',').map((d) => d.trim())
const REQUEST_TIMEOUT_MS = 5000

type Row = {
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
const rows: Row[] = []

const run = promisify(execFile)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-drill-'))
fs.chmodSync(root, 0o777)
const children: ChildProcess[] = []
const log = (message: string) => console.log(`[drill ${new Date().toISOString().slice(11, 19)}] ${message}`)

// ---------------------------------------------------------------- PostgreSQL of its own

const asRoot = process.getuid?.() === 0
const cluster = new PgCluster(root, pgPort)
const pgStart = () => cluster.start()
const pgStop = () => cluster.stop()
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/site`

async function sql<T extends Record<string, unknown>>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(query)).rows
  } finally {
    await client.end()
  }
}

const startCluster = () => cluster.ensureStarted()

async function setUpDatabase() {
  await startCluster()
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` })
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

const instances = new Map<number, ChildProcess>()
let starts = 0
async function startInstance(port: number, extra: Record<string, string> = {}) {
  const logFile = path.join(root, `instance-${port}-${++starts}.log`)
  const child = await startServer(port, instanceEnv({ INSTANCE_ID: `drill-${port}`, ...extra }), logFile)
  children.push(child)
  instances.set(port, child)
  return child
}
async function stopInstances() {
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

type Tally = {
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
const newTally = (): Tally => ({
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
const runId = crypto.randomBytes(3).toString('hex')

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
async function traffic(bases: string[], perSecond: number, leadsPerSecond: number, ms: number, tally: Tally) {
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
async function warm(bases: string[]) {
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

async function leadsStored(tally: Tally): Promise<{ stored: number; duplicated: number }> {
  const emails = [...tally.leads.keys()]
  if (emails.length === 0) return { stored: 0, duplicated: 0 }
  const rowsFound = await sql<{ email: string; n: string }>(
    `SELECT email, count(*) AS n FROM contact_submissions WHERE email LIKE 'drill-${runId}-%' GROUP BY email`,
  )
  const sent = new Set(emails)
  const found = rowsFound.filter((r) => sent.has(r.email))
  return { stored: found.length, duplicated: found.filter((r) => Number(r.n) > 1).length }
}

async function waitForEmptySpools(ports: number[], ms: number) {
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

function row(
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

const skip = (drill: string, note: string) => {
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

// ---------------------------------------------------------------- drills

/** Drill 1: PostgreSQL stopped under traffic to both instances, then started. */
async function databaseDrill() {
  const bases = instancePorts.map((p) => `http://127.0.0.1:${p}`)
  const tally = newTally()
  log('database: warming the caches')
  await warm(bases)
  await traffic(bases, 40, 0, 5000, newTally())
  log(`database: traffic on; PostgreSQL stops for ${outageMs / 1000} s`)
  const running = traffic(bases, 40, 4, 5000 + outageMs + 12_000, tally)
  await sleep(5000)
  await pgStop()
  const stoppedAt = Date.now()
  await sleep(outageMs - (Date.now() - stoppedAt))
  await pgStart()
  const startedAt = Date.now()
  log('database: PostgreSQL is back')
  // Recovery: each instance answers an uncached API call (a query of its own) with 200.
  const recoveries = await Promise.all(
    instancePorts.map(async (port) => {
      for (let n = 0; Date.now() - startedAt < 30_000; n++) {
        try {
          const res = await fetch(
            `http://127.0.0.1:${port}/client/message/clientMessageListPage?pageNum=1&pageSize=7&language=zh&recovery=${n}`,
            {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            },
          )
          if (res.status === 200) return Date.now() - startedAt
        } catch {
          // not yet
        }
        await sleep(100)
      }
      return Number.POSITIVE_INFINITY
    }),
  )
  await running
  await waitForEmptySpools(instancePorts, 15_000)
  const stored = await leadsStored(tally)
  const recoveryMs = Math.max(...recoveries)
  const pass =
    tally.fiveXx === 0 &&
    tally.failed === 0 &&
    tally.slow === 0 &&
    stored.stored === tally.leads.size &&
    stored.duplicated === 0 &&
    tally.leadsFailed === 0 &&
    recoveryMs <= 5000
  row(
    'database outage',
    tally,
    stored,
    recoveryMs,
    pass,
    `PostgreSQL stopped ${outageMs / 1000} s; 2 instances; per instance ${recoveries.map((r) => `${r} ms`).join(', ')}`,
  )
}

// ---------------------------------------------------------------- the jobs queue under SIGTERM

/** The sales mailbox of the SIGTERM drill: lead e-mails counted by the lead's address (their Reply-To). */
type MailSink = {
  server: SMTPServer
  /** Lead address → e-mails accepted for it. */
  received: Map<string, number>
  /** Sender (each instance sends as drill-<port>@example.com) → e-mails being received from it right now. */
  receiving: Map<string, number>
}

/** A slow SMTP server (`delayMs` before each e-mail is accepted): a job is still sending when the SIGTERM comes. */
async function startMailSink(delayMs: number): Promise<MailSink> {
  const received = new Map<string, number>()
  const receiving = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      add(receiving, from, 1)
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        setTimeout(() => {
          add(received, /^Reply-To:\s*<?([^\s>]+)/im.exec(raw)?.[1]?.toLowerCase() ?? '', 1)
          add(receiving, from, -1)
          callback()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve))
  return { server, received, receiving }
}

/** Each instance sends its e-mails as its own address, and runs the jobs queue every 2 s. */
const jobsEnv = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_FROM: `drill-${port}@example.com`,
  JOBS_CRON: '*/2 * * * * *',
})

/**
 * Waits (at most `ms`) until every lead of the tally has its e-mail and every notification job is done; answers
 * how many leads were e-mailed, how many twice, and the jobs left undone or marked running.
 */
async function leadMails(tally: Tally, sink: MailSink, ms: number) {
  const emails = [...tally.leads.keys()]
  const deadline = Date.now() + ms
  for (;;) {
    const [jobs] = await sql<{ total: string; done: string; running: string; failed: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE completed_at IS NOT NULL) AS done,
              count(*) FILTER (WHERE processing) AS running, count(*) FILTER (WHERE has_error) AS failed
         FROM payload_jobs WHERE task_slug = 'notifyLead'`,
    )
    const sent = emails.filter((e) => (sink.received.get(e) ?? 0) > 0).length
    const twice = emails.filter((e) => (sink.received.get(e) ?? 0) > 1).length
    const settled = sent === emails.length && Number(jobs.done) === Number(jobs.total)
    if (settled || Date.now() > deadline) {
      return {
        mails: { leads: emails.length, sent, twice },
        jobs: {
          total: Number(jobs.total),
          undone: Number(jobs.total) - Number(jobs.done),
          running: Number(jobs.running),
          failed: Number(jobs.failed),
        },
      }
    }
    await sleep(500)
  }
}

/** Drills 3 and 6: one of two instances behind nginx SIGKILLed (or SIGTERMed) under load. */
async function instanceDrill(signal: 'SIGKILL' | 'SIGTERM') {
  if (!nginxAvailable()) return skip(signal === 'SIGKILL' ? 'instance killed' : 'graceful SIGTERM', `nginx not found at ${NGINX}`)
  // SIGTERM: both instances e-mail every lead through the jobs queue, to a sink that takes a second an e-mail.
  const sink = signal === 'SIGTERM' ? await startMailSink(1000) : null
  if (sink) {
    await stopInstances()
    await Promise.all(instancePorts.map((p) => startInstance(p, jobsEnv(p))))
  }
  const nginxDir = path.join(root, `nginx-${signal}`)
  const cacheDir = path.join(nginxDir, 'cache')
  fs.mkdirSync(cacheDir, { recursive: true })
  const nginx = await startNginx(
    nginxDir,
    deployNginxConfig(
      instancePorts.map((p) => `127.0.0.1:${p}`),
      nginxPort,
      cacheDir,
    ),
    `http://127.0.0.1:${nginxPort}/healthz`,
  )
  children.push(nginx)
  try {
    const base = `http://127.0.0.1:${nginxPort}`
    await warm(instancePorts.map((p) => `http://127.0.0.1:${p}`))
    await traffic([base], 50, 0, 4000, newTally())
    const tally = newTally()
    const victimPort = instancePorts[0]
    const victim = instances.get(victimPort)!
    const running = traffic([base], rate, 5, 20_000, tally)
    await sleep(6000)
    // The SIGTERM lands while the victim is sending a lead's e-mail (it waits up to 8 s for one).
    let sending = 0
    if (sink) {
      const from = `drill-${victimPort}@example.com`
      for (const until = Date.now() + 8000; Date.now() < until && !sending; await sleep(20)) sending = sink.receiving.get(from) ?? 0
    }
    log(`${signal} to the instance on ${victimPort}${sink ? ` (sending ${sending} lead e-mail(s))` : ''}`)
    const exited = new Promise((r) => victim.once('exit', r))
    victim.kill(signal)
    await exited
    instances.delete(victimPort)
    await running
    const stored = await leadsStored(tally)
    const queue = sink ? await leadMails(tally, sink, 90_000) : null
    const mailsKept = !queue || (queue.mails.sent === queue.mails.leads && queue.mails.twice === 0 && queue.jobs.undone === 0)
    const pass =
      tally.failed === 0 &&
      tally.fiveXx === 0 &&
      stored.stored === tally.leads.size &&
      stored.duplicated === 0 &&
      tally.leadsFailed === 0 &&
      mailsKept
    row(
      signal === 'SIGKILL' ? 'instance killed' : 'graceful SIGTERM',
      tally,
      stored,
      null,
      pass,
      `${rate} req/s through nginx; ${signal} at 6 s of 20 s` +
        (queue
          ? `; jobs queue every 2 s on both, SIGTERM while the victim sent ${sending} e-mail(s): ${queue.mails.sent} of ${queue.mails.leads} leads e-mailed, ${queue.mails.twice} twice; ${queue.jobs.total} jobs, ${queue.jobs.undone} undone, ${queue.jobs.running} left running, ${queue.jobs.failed} failed`
          : ''),
      queue?.mails,
    )
    // Back to two instances for the next drill.
    await startInstance(victimPort, sink ? jobsEnv(victimPort) : {})
  } finally {
    await stop(nginx)
    if (sink) await new Promise<void>((resolve) => sink.server.close(() => resolve()))
  }
}

/** Drill 2: Redis stopped under traffic to two instances that share it, then started. */
async function redisDrill() {
  const redisServer = '/usr/bin/redis-server'
  if (!fs.existsSync(redisServer)) return skip('redis outage', 'redis-server not found')
  const redisDir = path.join(root, 'redis')
  fs.mkdirSync(redisDir)
  const startRedis = async () => {
    const child = spawn(
      redisServer,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir],
      {
        stdio: 'ignore',
      },
    )
    children.push(child)
    for (let i = 0; i < 50; i++) {
      if (spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return child
      await sleep(100)
    }
    throw new Error('redis-server did not start')
  }
  let redis = await startRedis()
  await stopInstances()
  const redisEnv = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: `drill-${runId}:`, CONTACT_RATE_LIMIT: '1000/60' }
  for (const port of instancePorts) await startInstance(port, redisEnv)
  try {
    const bases = instancePorts.map((p) => `http://127.0.0.1:${p}`)
    await warm(bases)
    await traffic(bases, 40, 0, 5000, newTally())
    const tally = newTally()
    const running = traffic(bases, 40, 4, 5000 + outageMs + 8000, tally)
    await sleep(5000)
    log(`redis: stopping Redis for ${outageMs / 1000} s`)
    await stop(redis)
    await sleep(outageMs)
    redis = await startRedis()
    const backAt = Date.now()
    // A publish on one instance reaches the other: purge its micro-cache. Shown by the purge channel itself: the
    // time until a message published now is received by every subscriber (both instances).
    const resubscribed = (async () => {
      for (let i = 0; i < 200; i++) {
        const out = spawnSync('redis-cli', ['-p', String(redisPort), 'pubsub', 'numsub', `${redisEnv.REDIS_PREFIX}purge`], {
          encoding: 'utf8',
        }).stdout
        const subscribers = Number(out.trim().split('\n')[1] ?? 0)
        if (subscribers >= instancePorts.length) return Date.now() - backAt
        await sleep(100)
      }
      return null
    })()
    const [purgeMs] = await Promise.all([resubscribed, running])
    const stored = await leadsStored(tally)
    const fallbackLogged = instancePorts.some((p) =>
      /fall back to this instance alone/.test(
        fs
          .readdirSync(root)
          .filter((f) => f.startsWith(`instance-${p}-`))
          .map((f) => fs.readFileSync(path.join(root, f), 'utf8'))
          .join(''),
      ),
    )
    const pass =
      tally.fiveXx === 0 &&
      tally.failed === 0 &&
      stored.stored === tally.leads.size &&
      stored.duplicated === 0 &&
      purgeMs !== null &&
      purgeMs <= 2000
    row(
      'redis outage',
      tally,
      stored,
      purgeMs,
      pass,
      `Redis stopped ${outageMs / 1000} s; 2 instances; fallback logged: ${fallbackLogged ? 'yes' : 'no'}; recovery = purge channel resubscribed on both`,
    )
  } finally {
    await stopInstances()
    await stop(redis)
    for (const port of instancePorts) await startInstance(port)
  }
}

// ---------------------------------------------------------------- sites of their own (disk and backup drills)

/** A site with a database and folders of its own: SQLite in its folder, or a database of the drill's PostgreSQL. */
type Site = { name: string; dir: string; sqlitePath: string; databaseUrl: string; mediaDir: string }
const siteAdmin = { email: 'drill-admin@example.com', password: `Drill-${runId}-admin-pw` }

function newSite(name: string, kind: 'sqlite' | 'postgres', mediaDir?: string): Site {
  const dir = path.join(root, name)
  fs.mkdirSync(dir, { recursive: true })
  return {
    name,
    dir,
    sqlitePath: path.join(dir, 'site.db'),
    databaseUrl: kind === 'postgres' ? `postgres://postgres@127.0.0.1:${pgPort}/${name.replace(/\W/g, '_')}` : '',
    mediaDir: mediaDir ?? path.join(dir, 'media'),
  }
}

function siteEnv(site: Site, extra: Record<string, string> = {}): Record<string, string> {
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
async function createSiteDatabase(site: Site) {
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${new URL(site.databaseUrl).pathname.slice(1)}`)
  await admin.end()
}

/** Migrations, the administrator and the fixtures (scripts/seed.ts --fixtures). */
async function seedSite(site: Site) {
  if (site.databaseUrl) await createSiteDatabase(site)
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--fixtures'], {
    env: { ...process.env, ...siteEnv(site), NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  })
}

async function startSite(site: Site, port: number, extra: Record<string, string> = {}): Promise<ChildProcess> {
  const child = await startServer(
    port,
    siteEnv(site, { INSTANCE_ID: `drill-${site.name}`, ...extra }),
    path.join(root, `${site.name}-${port}.log`),
  )
  children.push(child)
  return child
}

/** Rows of a query on a site's database (SQLite or PostgreSQL). */
async function siteQuery<T extends Record<string, unknown>>(site: Site, query: string): Promise<T[]> {
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
async function leadsIn(site: Site, emails: string[]): Promise<{ stored: number; duplicated: number }> {
  if (emails.length === 0) return { stored: 0, duplicated: 0 }
  const found = await siteQuery<{ email: string; n: number | string }>(
    site,
    `SELECT email, count(*) AS n FROM contact_submissions WHERE email LIKE 'drill-${runId}-%' GROUP BY email`,
  )
  const wanted = new Set(emails)
  const mine = found.filter((r) => wanted.has(String(r.email)))
  return { stored: mine.length, duplicated: mine.filter((r) => Number(r.n) > 1).length }
}

async function signIn(base: string, email = siteAdmin.email, password = siteAdmin.password): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { token?: string }
  if (res.status !== 200 || !body.token) throw new Error(`sign-in of ${email} at ${base} failed: ${res.status}`)
  return body.token
}

type UploadAnswer = { status: number; message: string; id: number | string | null; filename: string | null }

/** `POST /api/media` as the admin sends it. */
async function uploadMedia(base: string, token: string, name: string, bytes: Buffer, language: 'zh' | 'en'): Promise<UploadAnswer> {
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
const zipFile = (bytes: number) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18), crypto.randomBytes(bytes)])
/** A photo-like PNG (noise does not compress): about width × width/2 × 3 bytes. */
const pngFile = (width: number) => {
  const height = Math.round(width / 2)
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

function filesBelow(dir: string): string[] {
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
    : []
}

function mountTmpfs(dir: string, bytes: number) {
  fs.mkdirSync(dir, { recursive: true })
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0777`, 'tmpfs', dir], { stdio: 'pipe' })
  mounted.push(dir)
}
const mounted: string[] = []

/** Fills `dir` until about `leave` bytes are free; answers the filler's path. */
function fillUp(dir: string, leave: number): string {
  const stats = fs.statfsSync(dir)
  const file = path.join(dir, `filler-${crypto.randomBytes(3).toString('hex')}.bin`)
  fs.writeFileSync(file, Buffer.alloc(Math.max(0, stats.bavail * stats.bsize - leave), 1))
  return file
}

// ---------------------------------------------------------------- drill 4: disk full during an upload

/**
 * MEDIA_DIR on a small tmpfs filled up, then the temp upload folder: uploads by the admin (zh and en) under
 * steady traffic. Each refused upload must answer 507 with the message in its language and leave no file, row or
 * temporary file; pages and API keep answering; once space is freed an upload is stored again.
 */
async function diskDrill() {
  if (!asRoot) return skip('disk full', 'needs root to mount a tmpfs')
  const site = newSite('disk', 'sqlite', path.join(root, 'disk', 'media'))
  const tempDir = path.join(root, 'disk', 'upload-temp')
  try {
    mountTmpfs(site.mediaDir, 32 * 1024 * 1024)
    mountTmpfs(tempDir, 16 * 1024 * 1024)
  } catch (error) {
    return skip('disk full', `cannot mount a tmpfs: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`)
  }
  log('disk: seeding a SQLite site with MEDIA_DIR and UPLOAD_TEMP_DIR on tmpfs')
  await seedSite(site)
  const port = portBase + 12
  const base = `http://127.0.0.1:${port}`
  const instance = await startSite(site, port, { UPLOAD_TEMP_DIR: tempDir })
  const problems: string[] = []
  const uploads = { stored: 0, refused: 0 }
  try {
    const token = await signIn(base)
    await warm([base])
    const tally = newTally()
    const running = traffic([base], 40, 2, 30_000, tally)
    await sleep(3000)
    const stored = await uploadMedia(base, token, `before-${runId}.zip`, zipFile(200 * 1024), 'zh')
    if (stored.status !== 201) problems.push(`first upload ${stored.status}`)
    else uploads.stored++
    const mediaRows = async () => Number((await siteQuery<{ n: number }>(site, 'SELECT count(*) AS n FROM media'))[0].n)

    const refused = async (where: string) => {
      const rowsBefore = await mediaRows()
      const filesBefore = filesBelow(site.mediaDir)
      const attempts: [string, Buffer, 'zh' | 'en'][] = [
        [`full-${runId}.zip`, zipFile(2 * 1024 * 1024), 'zh'],
        [`full-${runId}.zip`, zipFile(2 * 1024 * 1024), 'en'],
        [`full-${runId}.png`, await pngFile(1200), 'en'],
      ]
      for (const [name, bytes, language] of attempts) {
        const answer = await uploadMedia(base, token, name, bytes, language)
        const zh = /磁盘空间不足/.test(answer.message)
        const en = /disk is full/.test(answer.message)
        if (answer.status !== 507 || !(language === 'zh' ? zh : en))
          problems.push(`${where}, ${language}: ${answer.status} "${answer.message.slice(0, 60)}"`)
        else uploads.refused++
      }
      await sleep(1500) // the clean-up's second pass
      if ((await mediaRows()) !== rowsBefore) problems.push(`${where}: a media row was created`)
      const filesAfter = filesBelow(site.mediaDir)
      if (filesAfter.join() !== filesBefore.join()) problems.push(`${where}: files left in MEDIA_DIR`)
      if (filesBelow(tempDir).some((f) => !f.startsWith('filler-'))) problems.push(`${where}: temporary files left`)
    }
    log('disk: MEDIA_DIR full')
    const mediaFiller = fillUp(site.mediaDir, 64 * 1024)
    await refused('MEDIA_DIR full')
    fs.rmSync(mediaFiller)
    log('disk: temp upload folder full')
    const tempFiller = fillUp(tempDir, 64 * 1024)
    await refused('temp folder full')
    fs.rmSync(tempFiller)
    const again = await uploadMedia(base, token, `after-${runId}.zip`, zipFile(2 * 1024 * 1024), 'en')
    if (again.status !== 201) problems.push(`upload after freeing space: ${again.status}`)
    else uploads.stored++
    await running
    const stored2 = await leadsIn(site, [...tally.leads.keys()])
    const pass =
      problems.length === 0 &&
      tally.fiveXx === 0 &&
      tally.failed === 0 &&
      stored2.stored === tally.leads.size &&
      stored2.duplicated === 0 &&
      tally.leadsFailed === 0
    row(
      'disk full (upload)',
      tally,
      stored2,
      null,
      pass,
      `MEDIA_DIR (32 MB tmpfs) filled, then the temp upload folder (16 MB tmpfs); ${uploads.refused} of 6 uploads refused 507 in their language ` +
        `with no file, row or temporary file left; ${uploads.stored} of 2 stored before and after${problems.length ? `; problems: ${problems.join('; ')}` : ''}`,
    )
  } finally {
    await stop(instance)
  }
}

// ---------------------------------------------------------------- drill 5: backup and restore round trip

type Written = {
  kind: 'news' | 'version' | 'media' | 'user'
  id: number | string
  at: number
  sha?: string
  filename?: string
  email?: string
}

/** An editor at work until `until`: news created and edited (versions), files uploaded, a user added. */
async function editorAtWork(base: string, token: string, until: number, written: Written[], problems: string[]) {
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const email = `drill-editor-${runId}@example.com`
  const user = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: siteAdmin.password, role: 'editor', name: 'drill editor' }),
  })
  if (user.status === 201)
    written.push({ kind: 'user', id: ((await user.json()) as { doc: { id: number } }).doc.id, at: Date.now(), email })
  else problems.push(`user: ${user.status}`)
  for (let n = 0; Date.now() < until; n++) {
    try {
      const created = await fetch(`${base}/api/news`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `演练新闻 ${runId} ${n}`, class: 'company', _status: 'published' }),
      })
      if (created.status !== 201) {
        problems.push(`news: ${created.status}`)
        await created.arrayBuffer()
      } else {
        const id = ((await created.json()) as { doc: { id: number } }).doc.id
        written.push({ kind: 'news', id, at: Date.now() })
        const edited = await fetch(`${base}/api/news/${id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ title: `演练新闻 ${runId} ${n} 修订` }),
        })
        await edited.arrayBuffer()
        if (edited.status === 200) written.push({ kind: 'version', id, at: Date.now() })
        else problems.push(`news edit: ${edited.status}`)
      }
      if (n % 3 === 0) {
        const bytes = n % 6 === 0 ? await pngFile(400) : zipFile(50_000 + Math.floor(Math.random() * 250_000))
        const name = `edit-${runId}-${n}.${n % 6 === 0 ? 'png' : 'zip'}`
        const answer = await uploadMedia(base, token, name, bytes, 'zh')
        if (answer.status === 201)
          written.push({ kind: 'media', id: answer.id!, at: Date.now(), sha: sha256(bytes), filename: answer.filename! })
        else problems.push(`upload: ${answer.status}`)
      }
    } catch (error) {
      problems.push(`editor: ${String(error).slice(0, 60)}`)
    }
    await sleep(300)
  }
}

async function backupOf(site: Site, outDir: string): Promise<{ archive: string; ms: number }> {
  const started = Date.now()
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', outDir], {
    env: { ...process.env, ...siteEnv(site) },
    maxBuffer: 16 * 1024 * 1024,
  })
  const archive = /Backup written: (\S+)/.exec(stdout)?.[1]
  if (!archive) throw new Error(`npm run backup wrote no archive: ${stdout}`)
  return { archive, ms: Date.now() - started }
}

async function restoreInto(site: Site, archive: string): Promise<number> {
  const started = Date.now()
  await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', archive], {
    env: { ...process.env, ...siteEnv(site) },
    maxBuffer: 16 * 1024 * 1024,
  })
  return Date.now() - started
}

/**
 * `npm run backup` of a site under traffic and an editor's writes, `npm run restore` into an empty site, which then
 * must hold everything written before the backup began (leads, news and their versions, files byte for byte, the
 * new user signs in) and serve it. Then the same round trip at rest: the restored site's content digest (every
 * table's rows, sequences, every media file) must equal the live site's.
 */
async function backupDrill(kind: 'sqlite' | 'postgres') {
  const label = `backup + restore (${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`
  if (kind === 'postgres' && !pgBin) return skip(label, 'PostgreSQL binaries not found under /usr/lib/postgresql')
  if (kind === 'postgres') await startCluster()
  const live = newSite(`backup_${kind}_live`, kind)
  const restored = newSite(`backup_${kind}_restored`, kind)
  const archives = path.join(root, `backups-${kind}`)
  log(`${label}: seeding the live site`)
  await seedSite(live)
  if (restored.databaseUrl) await createSiteDatabase(restored)
  const livePort = portBase + 13
  const restoredPort = portBase + 14
  const liveBase = `http://127.0.0.1:${livePort}`
  const restoredBase = `http://127.0.0.1:${restoredPort}`
  let liveInstance: ChildProcess | null = await startSite(live, livePort)
  let restoredInstance: ChildProcess | null = null
  const problems: string[] = []
  try {
    const token = await signIn(liveBase)
    await warm([liveBase])
    const tally = newTally()
    const written: Written[] = []
    const running = traffic([liveBase], 40, 3, 20_000, tally)
    const editing = editorAtWork(liveBase, token, Date.now() + 20_000, written, problems)
    await sleep(8000)
    log(`${label}: npm run backup under traffic`)
    const backupStarted = Date.now()
    const leadsBefore = [...tally.leads.keys()]
    const underLoad = await backupOf(live, archives)
    await Promise.all([running, editing])
    await sleep(6000) // the last counts of the Insight statistics are written every 5 s

    // At rest: the live digest, a second backup, the live digest again (nothing wrote meanwhile).
    const liveDigest = await contentDigest(live)
    const atRest = await backupOf(live, archives)
    const liveDigestAfter = await contentDigest(live)
    if (liveDigest.digest !== liveDigestAfter.digest)
      problems.push(`the live site changed at rest: ${differingParts(liveDigest, liveDigestAfter).join(', ')}`)
    await stop(liveInstance)
    liveInstance = null

    // The backup taken under load, into the empty site.
    log(`${label}: npm run restore into an empty site`)
    const restoreMs = await restoreInto(restored, underLoad.archive)
    restoredInstance = await startSite(restored, restoredPort)
    const before = written.filter((w) => w.at < backupStarted)
    const ids = (kind: Written['kind']) => [...new Set(before.filter((w) => w.kind === kind).map((w) => w.id))]
    const newsIds = ids('news')
    if (newsIds.length) {
      const found = await siteQuery<{ id: number }>(restored, `SELECT id FROM news WHERE id IN (${newsIds.join(',')})`)
      if (found.length !== newsIds.length) problems.push(`news: ${found.length} of ${newsIds.length} written before the backup`)
      const versions = await siteQuery<{ parent_id: number; n: number | string }>(
        restored,
        `SELECT parent_id, count(*) AS n FROM _news_v WHERE parent_id IN (${newsIds.join(',')}) GROUP BY parent_id`,
      )
      const expected = new Map<number | string, number>()
      for (const w of before) if (w.kind === 'news' || w.kind === 'version') expected.set(w.id, (expected.get(w.id) ?? 0) + 1)
      const short = versions.filter((v) => Number(v.n) < (expected.get(Number(v.parent_id)) ?? 0)).length
      if (short || versions.length !== newsIds.length)
        problems.push(`versions missing for ${short + newsIds.length - versions.length} news items`)
    }
    // Every file of every media row, byte for byte (the row keeps the upload's SHA-256), and those uploaded before
    // the backup through the restored site's own address.
    const mediaRows = await siteQuery<{ id: number; filename: string; sha256: string | null }>(
      restored,
      'SELECT id, filename, sha256 FROM media',
    )
    const wrong = mediaRows.filter((m) => {
      const file = path.join(restored.mediaDir, m.filename)
      return !fs.existsSync(file) || (m.sha256 !== null && sha256(fs.readFileSync(file)) !== m.sha256)
    })
    if (wrong.length) problems.push(`${wrong.length} of ${mediaRows.length} media files missing or different`)
    const uploadsBefore = before.filter((w) => w.kind === 'media')
    for (const m of uploadsBefore) {
      const res = await fetch(`${restoredBase}/api/media/file/${encodeURIComponent(m.filename!)}`)
      const bytes = Buffer.from(await res.arrayBuffer())
      if (res.status !== 200 || sha256(bytes) !== m.sha) problems.push(`upload ${m.filename}: ${res.status}`)
    }
    const editor = before.find((w) => w.kind === 'user')
    if (editor) await signIn(restoredBase, editor.email, siteAdmin.password).catch(() => problems.push('the new user cannot sign in'))
    for (const page of ['/pc_index', '/en/pc_index', '/client/message/clientMessageListPage?pageNum=1&pageSize=10&language=zh']) {
      const res = await fetch(restoredBase + page)
      await res.arrayBuffer()
      if (res.status !== 200) problems.push(`restored ${page}: ${res.status}`)
    }
    const leads = await leadsIn(restored, leadsBefore)
    await stop(restoredInstance)
    restoredInstance = null

    // The backup taken at rest, over it: byte for byte the live site.
    await restoreInto(restored, atRest.archive)
    const restoredDigest = await contentDigest(restored)
    const same = restoredDigest.digest === liveDigest.digest
    if (!same) problems.push(`digests differ in ${differingParts(liveDigest, restoredDigest).join(', ')}`)
    const tables = Object.keys(liveDigest.parts).filter((p) => p.startsWith('table:'))
    const rowsCount = tables.reduce((sum, p) => sum + liveDigest.parts[p].rows, 0)
    const pass =
      problems.length === 0 &&
      tally.fiveXx === 0 &&
      tally.failed === 0 &&
      leads.stored === leadsBefore.length &&
      leads.duplicated === 0 &&
      tally.leadsFailed === 0
    const count = (kind: Written['kind']) =>
      `${before.filter((w) => w.kind === kind).length}/${written.filter((w) => w.kind === kind).length}`
    // "leads sent": those answered before the backup began (they must be in it).
    row(
      label,
      { ...tally, leads: new Map(leadsBefore.map((email) => [email, liveBase])) },
      leads,
      restoreMs,
      pass,
      `backup under load ${(underLoad.ms / 1000).toFixed(1)} s, restore ${(restoreMs / 1000).toFixed(1)} s; written before the backup/in all: ` +
        `news ${count('news')}, edits ${count('version')}, files ${count('media')}, users ${count('user')}, all found in the restored site ` +
        `(${mediaRows.length} media rows, files checked by SHA-256); at rest: digest ${liveDigest.digest.slice(0, 12)} live, ` +
        `${restoredDigest.digest.slice(0, 12)} restored (${tables.length} tables, ${rowsCount} rows, ${liveDigest.parts.media?.rows ?? 0} files, ` +
        `${(liveDigest.mediaBytes / 1024 / 1024).toFixed(1)} MB)${problems.length ? `; problems: ${problems.join('; ')}` : ''}`,
    )
  } finally {
    await stop(liveInstance)
    await stop(restoredInstance)
  }
}

// ---------------------------------------------------------------- main

function printTable() {
  const head = [
    'drill',
    'requests',
    '5xx',
    '503+Retry-After',
    'stale',
    'failed',
    'leads sent/stored (dup)',
    'lead e-mails (twice)',
    'recovery',
    'verdict',
  ]
  const lines = rows.map((r) => [
    r.drill,
    String(r.requests),
    String(r.fiveXx),
    String(r.unavailable),
    String(r.stale),
    String(r.failed),
    r.verdict === 'skipped' ? '-' : `${r.leadsSent}/${r.leadsStored} (${r.leadsDuplicated})`,
    r.mails ? `${r.mails.sent}/${r.mails.leads} (${r.mails.twice})` : '-',
    r.recoveryMs === null ? '-' : Number.isFinite(r.recoveryMs) ? `${(r.recoveryMs / 1000).toFixed(1)} s` : 'never',
    r.verdict,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.log(`\nFault drills, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`)
  console.log(fmt(head))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const l of lines) console.log(fmt(l))
  console.log('')
  for (const r of rows) console.log(`- ${r.drill}: ${r.note}`)
  fs.writeFileSync(process.env.DRILL_RESULT ?? '/tmp/drill-result.json', JSON.stringify({ at: new Date().toISOString(), rows }, null, 2))
}

async function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  if (pgBin) await cluster.stopIfRunning().catch(() => undefined) // already stopped
  for (const dir of mounted.splice(0)) spawnSync('umount', [dir])
  if (!process.env.DRILL_KEEP) fs.rmSync(root, { recursive: true, force: true })
  else log(`kept ${root}`)
}

process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130))
})

let failed = false
try {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No build found: run `npm run build` first.')
  const onSharedDatabase = ['database', 'kill', 'sigterm', 'redis'].some((d) => chosen.includes(d))
  if (onSharedDatabase && !pgBin) {
    skip('database outage', 'PostgreSQL binaries not found under /usr/lib/postgresql')
  } else if (onSharedDatabase) {
    await setUpDatabase()
    log('starting two instances')
    await Promise.all(instancePorts.map((p) => startInstance(p)))
    if (chosen.includes('database')) await databaseDrill()
    if (chosen.includes('kill')) await instanceDrill('SIGKILL')
    if (chosen.includes('sigterm')) await instanceDrill('SIGTERM')
    if (chosen.includes('redis')) await redisDrill()
    await stopInstances()
  }
  if (chosen.includes('disk')) await diskDrill()
  if (chosen.includes('backup')) for (const kind of ['sqlite', 'postgres'] as const) await backupDrill(kind)
  printTable()
  failed = rows.some((r) => r.verdict === 'FAIL')
} catch (error) {
  console.error(error)
  failed = true
  if (rows.length) printTable()
} finally {
  await stopInstances()
  await cleanUp()
}
process.exit(failed ? 1 : 0)
