/**
 * Fault drills (docs/operations.md, "Fault drills"): parts of the site fail under steady traffic, and this script
 * counts what visitors and leads saw. It starts everything it needs on local ports, in a temporary folder, and
 * stops it at the end: its own PostgreSQL (Debian's binaries, run as the `postgres` user when started as root),
 * two server.ts instances of the current build (`npm run build` first), nginx with deploy/nginx.conf in front, and
 * redis-server. A drill whose part is missing is skipped with a plain message.
 *
 * Drills (DRILLS=database,kill,sigterm,redis to choose; all by default):
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
 *
 * Ports: DRILL_PORT_BASE (3720): PostgreSQL on it, Redis +1, nginx +2, the SMTP sink +3, the instances +10 and +11.
 * Prints a table (and writes it as JSON to DRILL_RESULT, default /tmp/drill-result.json).
 */
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { deployNginxConfig, NGINX, nginxAvailable, startNginx, startServer, stop } from '../tests/support/processes'

const portBase = Number(process.env.DRILL_PORT_BASE ?? 3720)
const pgPort = portBase
const redisPort = portBase + 1
const nginxPort = portBase + 2
const smtpPort = portBase + 3
const instancePorts = [portBase + 10, portBase + 11]
const outageMs = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20) * 1000
const rate = Number(process.env.DRILL_RATE ?? 200)
const chosen = (process.env.DRILLS ?? 'database,kill,sigterm,redis').split(',').map((d) => d.trim())
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

const pgBin = (() => {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) if (fs.existsSync(path.join(base, v, 'bin', 'pg_ctl'))) return path.join(base, v, 'bin')
  return null
})()
const asRoot = process.getuid?.() === 0
const pgData = path.join(root, 'pg')

/**
 * Runs a PostgreSQL program (as `postgres` when this script is root: PostgreSQL refuses to run as root), without
 * blocking the traffic this script sends meanwhile.
 */
async function pgRun(program: string, args: string[]): Promise<void> {
  const file = path.join(pgBin!, program)
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  try {
    await run(command, commandArgs)
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string }
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`)
  }
}
const pgStart = () =>
  pgRun('pg_ctl', [
    '-D',
    pgData,
    '-l',
    path.join(root, 'pg.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${pgPort} -k ${root} -c listen_addresses=127.0.0.1`,
    'start',
  ])
const pgStop = () => pgRun('pg_ctl', ['-D', pgData, '-m', 'fast', '-w', 'stop'])
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

async function setUpDatabase() {
  await pgRun('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  await pgStart()
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
  if (pgBin && fs.existsSync(path.join(pgData, 'postmaster.pid'))) {
    try {
      await pgStop()
    } catch {
      // already stopped
    }
  }
  if (!process.env.DRILL_KEEP) fs.rmSync(root, { recursive: true, force: true })
  else log(`kept ${root}`)
}

process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130))
})

let failed = false
try {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No build found: run `npm run build` first.')
  if (!pgBin) {
    skip('database outage', 'PostgreSQL binaries not found under /usr/lib/postgresql')
  } else {
    await setUpDatabase()
    log('starting two instances')
    await Promise.all(instancePorts.map((p) => startInstance(p)))
    if (chosen.includes('database')) await databaseDrill()
    if (chosen.includes('kill')) await instanceDrill('SIGKILL')
    if (chosen.includes('sigterm')) await instanceDrill('SIGTERM')
    if (chosen.includes('redis')) await redisDrill()
  }
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
