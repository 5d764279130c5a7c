/**
 * The insight flood (docs/architecture.md, "Insight"): forged beacons from many addresses against the production
 * server, and what they cost. It seeds a SQLite site of its own with the demo company (60 days of insight counts)
 * in a temporary folder, starts server.ts of the current build (`npm run build` first) with TRUST_PROXY=1, and:
 *
 * 1. sends a few hundred real page views, then the flood's own mix for FLOOD_WARMUP_SECONDS (10) from other
 *    addresses (so that the routes, connections and buffers the flood needs are in place before the first figure:
 *    what is compared is what the flood's length adds, not what its first seconds load), waits for a flush, and
 *    measures the database size (SQLite pages in use),
 *    the rollup rows, the server's RSS after a full garbage collection (the memory probe of the end-to-end tests)
 *    and the admin's report for today (the median of 5 calls);
 * 2. floods the beacon endpoint for FLOOD_SECONDS (60) from FLOOD_ADDRESSES (150) addresses (X-Forwarded-For, which
 *    the server believes with TRUST_PROXY=1), FLOOD_CONNECTIONS (64) requests in flight at all times: forged paths
 *    (pages that do not exist, /admin, markup, `/\evil.example`, unknown ids), forged referrers and devices on real
 *    pages, play milestones of videos that do not exist, and downloads and teaching views repeated by one visitor;
 * 3. waits for a flush and measures again;
 * 4. a competitor fills the day's row cap with well-formed beacons for real pages; real visitors then read ten others.
 *
 * Targets (issue 35): database growth under 1 MB, RSS growth under 50 MB, the report within 2x of its time before;
 * (issue 56) every real view of step 4 counted on its own page, none in "(other)".
 * Prints the figures and the verdict; exits 1 when a target is missed. Port: FLOOD_PORT (3740).
 */
import { type ChildProcess, execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

import { env } from '../src/env'
import { type MemoryProbe, PROBE_MARK } from './lib/memory-probe'
import { startServer, stop } from './lib/processes'

const port = Number(process.env.FLOOD_PORT ?? 3740)
const seconds = Number(process.env.FLOOD_SECONDS ?? 60)
const addresses = Number(process.env.FLOOD_ADDRESSES ?? 150)
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 64)
const warmupSeconds = Number(process.env.FLOOD_WARMUP_SECONDS ?? 10)
const base = `http://127.0.0.1:${port}`
const apiPrefix = env.apiPrefix
const run = promisify(execFile)
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-insight-flood-'))
const sqlitePath = path.join(root, 'site.db')
const admin = { email: 'flood-admin@example.com', password: `Flood-${Date.now().toString(36)}-admin-pw!` }
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const log = (message: string) => console.log(`[insight:flood ${new Date().toISOString().slice(11, 19)}] ${message}`)

const siteEnv: Record<string, string> = {
  DATABASE_URL: '',
  SQLITE_PATH: sqlitePath,
  DATA_DIR: root,
  MEDIA_DIR: path.join(root, 'media'),
  PAYLOAD_SECRET: 'flood-secret-flood-secret-flood-secret-0123456789',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  TRUST_PROXY: '1',
  REDIS_URL: '',
  SMTP_HOST: '',
  JOBS_CRON: 'off',
  LOG_LEVEL: 'warn',
  DISABLE_PAYLOAD_HMR: 'true',
}

/** The Shanghai day of now (the report's day). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
)

async function databaseFigures(): Promise<{ bytes: number; rows: number }> {
  const client = createClient({ url: `file:${sqlitePath}` })
  try {
    const pages = Number((await client.execute('PRAGMA page_count')).rows[0][0])
    const size = Number((await client.execute('PRAGMA page_size')).rows[0][0])
    const free = Number((await client.execute('PRAGMA freelist_count')).rows[0][0])
    const rows = Number((await client.execute('SELECT count(*) FROM insight_rollups')).rows[0][0])
    return { bytes: (pages - free) * size, rows }
  } finally {
    client.close()
  }
}

/** The resident set of a process (kB in /proc/PID/status), in bytes. */
let probeOutput = ''

/** The server's memory after a full collection (SIGUSR2 to the memory probe). */
async function probe(child: ChildProcess): Promise<MemoryProbe> {
  const from = probeOutput.length
  child.kill('SIGUSR2')
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const at = probeOutput.indexOf(PROBE_MARK, from)
    const end = at === -1 ? -1 : probeOutput.indexOf('\n', at)
    if (end !== -1) {
      const found = JSON.parse(probeOutput.slice(at + PROBE_MARK.length, end)) as MemoryProbe | { error: string }
      if ('error' in found) throw new Error(`memory probe: ${found.error}`)
      return found
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the memory probe did not answer within 30 s')
}

function rssOf(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (res.status !== 200) throw new Error(`sign-in of the flood's administrator failed (${res.status})`)
  return `JWT ${((await res.json()) as { token: string }).token}`
}

/** The median time of 5 calls of today's report, in ms. */
async function reportMs(auth: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    const res = await fetch(`${base}/api/insight-rollups/report?from=${today}&to=${today}`, { headers: { authorization: auth } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`the report answered ${res.status}`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[2]
}

const beaconUrl = `${base}${apiPrefix}/client/insight/beacon`

function beacon(body: unknown, address: string): Promise<number> {
  return fetch(beaconUrl, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
    .then(async (res) => {
      await res.arrayBuffer()
      return res.status
    })
    .catch(() => 0)
}

const random = () => Math.floor(Math.random() * 1e9)
const addressOf = (i: number) => `10.${Math.floor(i / 250) % 250}.${i % 250}.${1 + (i % 7)}`

/** One forged request: a beacon, a download or a teaching view, chosen at random. */
function forged(i: number, ids: { software: number; album: number }, firstAddress = 0): Promise<number> {
  const address = addressOf(firstAddress + (i % addresses))
  const n = random()
  switch (n % 10) {
    case 0:
      return beacon({ t: 'v', p: `/forged-${n}`, language: 'zh' }, address)
    case 1:
      return beacon({ t: 'v', p: n % 2 ? '/admin' : '/\\evil.example', language: 'en' }, address)
    case 2:
      return beacon({ t: 'v', p: `/newsDetail?type=information&id=${100000 + (n % 1e6)}`, language: 'zh' }, address)
    case 3:
      return beacon({ t: 'v', p: `/%3Cimg%20src%3Dx%20onerror%3Dalert(${n})%3E`, language: 'zh' }, address)
    case 4:
      return beacon({ t: 'v', p: n % 2 ? '/download' : '/en/pc_index', language: 'zh', r: `https://forged-${n}.example/${n}` }, address)
    case 5:
      return beacon({ t: 'p', m: `video:${100000 + (n % 1e6)}`, q: 'start', language: 'zh' }, address)
    case 6:
      return beacon({ t: 'v', p: `/information?class=company&type=information&pageNum=${1 + (n % 9999)}`, language: 'zh' }, address)
    case 7:
      return fetch(`${base}/download/file/${ids.software}`, {
        redirect: 'manual',
        headers: { 'user-agent': CHROME, 'x-forwarded-for': address },
      })
        .then(async (res) => (await res.arrayBuffer(), res.status))
        .catch(() => 0)
    case 8:
      return fetch(`${base}${apiPrefix}/client/clientTeaching/teachingCount/${ids.album}`, {
        method: 'POST',
        headers: { 'user-agent': CHROME, 'x-forwarded-for': address },
      })
        .then(async (res) => (await res.arrayBuffer(), res.status))
        .catch(() => 0)
    default:
      return beacon({ t: 'v', p: '/pc_index', language: 'zh', r: `https://www.baidu.com/s?wd=${n}` }, address)
  }
}

async function firstIds(): Promise<{ software: number; album: number }> {
  const software = (await (await fetch(`${base}${apiPrefix}/client/software/softwareList?language=zh`)).json()) as {
    data: Array<{ id: number }>
  }
  const classes = (await (
    await fetch(`${base}${apiPrefix}/client/clientTeaching/classifyListPage?language=zh&pageNum=1&pageSize=10`)
  ).json()) as { rows: Array<{ albumList: Array<{ albumId: number }> }> }
  const album = classes.rows.flatMap((r) => r.albumList)[0]
  return { software: software.data[0]?.id ?? 1, album: album?.albumId ?? 1 }
}

/** The site's page addresses as the sitemap lists them (path and query). */
async function sitemapPages(): Promise<string[]> {
  const unescape = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1]))
  const children = locs(await (await fetch(`${base}/sitemap.xml`)).text())
  const pages: string[] = []
  for (const child of children) {
    const url = new URL(child)
    for (const loc of locs(await (await fetch(`${base}${url.pathname}${url.search}`)).text())) {
      const page = new URL(loc)
      pages.push(`${page.pathname}${page.search}`)
    }
  }
  return pages
}

type TodayViews = { rows: number; other: number; counted: number }

async function todayViews(): Promise<TodayViews> {
  const client = createClient({ url: `file:${sqlitePath}` })
  try {
    const result = await client.execute({ sql: "SELECT a, hits FROM insight_rollups WHERE kind = 'view' AND day = ?", args: [today] })
    let other = 0
    let counted = 0
    for (const row of result.rows) {
      if (row.a === '(other)') other += Number(row.hits)
      else counted += Number(row.hits)
    }
    return { rows: result.rows.length, other, counted }
  } finally {
    client.close()
  }
}

const DEVICES = [
  CHROME,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
]
const REFERRERS = [
  '',
  'https://www.baidu.com/',
  'https://cn.bing.com/',
  'https://www.so.com/',
  'https://www.sogou.com/',
  'https://www.zhihu.com/',
]

/**
 * A competitor fills the day's row cap (INSIGHT_DAY_ROWS) with well-formed beacons for real pages (every page of the
 * sitemap but ten, every referrer and device) from 60 addresses; then real visitors read those ten pages (the flood
 * made no row of them). Their views must be counted on their own pages, not folded into "(other)" (issue 56).
 */
async function competitorFillsTheCap(): Promise<{ what: string; figure: string; pass: boolean }> {
  const pages = await sitemapPages()
  // Pages the warm-up and the flood above did not view.
  const viewed = new Set(['/pc_index', '/en/pc_index', '/download', '/contact', '/information'])
  const fresh = pages.filter((p) => !viewed.has(p.split('?')[0]))
  const reserved = fresh.filter((_, i) => i % Math.max(1, Math.floor(fresh.length / 10)) === 0).slice(0, 10)
  const flooded = pages.filter((p) => !reserved.includes(p))
  const languageOf = (p: string) => (p === '/en' || p.startsWith('/en/') ? 'en' : 'zh')
  const send = (page: string, referrer: string, device: string, address: string) =>
    fetch(beaconUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': device, 'x-forwarded-for': address },
      body: JSON.stringify({ t: 'v', p: page, language: languageOf(page), r: referrer }),
    })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0)
  const cap = env.insightDayRows
  const combinations = flooded.flatMap((p) => REFERRERS.flatMap((r) => DEVICES.map((d) => [p, r, d] as const)))
  const beacons = combinations.slice(0, Math.ceil(cap * 1.6))
  log(`competitor: ${beacons.length} well-formed beacons for ${flooded.length} real pages from 60 addresses (day cap ${cap} rows)`)
  const started = performance.now()
  let next = 0
  let accepted = 0
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < beacons.length) {
        const i = next++
        const [page, referrer, device] = beacons[i]
        if ((await send(page, referrer, device, addressOf(5000 + (i % 60)))) === 200) accepted++
      }
    }),
  )
  const floodSeconds = (performance.now() - started) / 1000
  await new Promise((r) => setTimeout(r, 7000))
  const filled = await todayViews()
  log(`real visitors: 3 views each of ${reserved.length} pages the flood left alone (${reserved.slice(0, 3).join(', ')}, ...)`)
  let visitor = 0
  for (const page of reserved) for (let k = 0; k < 3; k++) await send(page, REFERRERS[1], CHROME, addressOf(7000 + visitor++))
  await new Promise((r) => setTimeout(r, 7000))
  const after = await todayViews()
  // Only the real visitors count between the two readings: what is not in "(other)" is on the pages' own rows.
  const onOwnPages = after.counted - filled.counted
  const intoOther = after.other - filled.other
  console.log(
    `competitor: ${accepted} of ${beacons.length} beacons accepted in ${floodSeconds.toFixed(1)} s; the day's view rows ${filled.rows} ` +
      `(cap ${cap}), "(other)" ${filled.other} hits`,
  )
  console.log(
    `real visitors: ${visitor} views of ${reserved.length} new pages; ${onOwnPages} counted on their own pages, ${intoOther} folded into "(other)"`,
  )
  return {
    what: 'real views after a competitor filled the day’s row cap',
    figure: `${onOwnPages} of ${visitor} on their own pages (rows ${filled.rows} → ${after.rows}, cap ${cap})`,
    pass: filled.rows >= cap && onOwnPages === visitor && intoOther === 0,
  }
}

let server: ChildProcess | null = null
try {
  log(`seeding a SQLite site with the demo company in ${root}`)
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, ...siteEnv, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  })
  // With the memory probe (scripts/lib/memory-probe.ts): on SIGUSR2 the server collects all its garbage and
  // prints its memory, so the growth compared is what the flood left behind, not when V8 last collected.
  server = await startServer(port, { ...siteEnv, INSTANCE_ID: 'insight-flood', MEMORY_PROBE: 'on' }, path.join(root, 'server.log'), [
    '--import',
    './scripts/lib/memory-probe.ts',
  ])
  server.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith(PROBE_MARK)) probeOutput += `${line}\n`
  })
  const auth = await signIn()
  const ids = await firstIds()
  log(`warming up: 300 real page views (software ${ids.software}, album ${ids.album})`)
  const real = ['/pc_index', '/en/pc_index', '/download', '/contact', '/information']
  for (let i = 0; i < 300; i++) await beacon({ t: 'v', p: real[i % real.length], language: 'zh' }, addressOf(1000 + (i % 50)))
  const beforeWarmup = warmupSeconds > 0 ? await probe(server) : null
  if (warmupSeconds > 0) {
    log(`warming up: the flood's mix for ${warmupSeconds} s from ${addresses} other addresses`)
    const until = Date.now() + warmupSeconds * 1000
    let n = 0
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) await forged(n++, ids, 2000)
      }),
    )
  }
  await new Promise((r) => setTimeout(r, 6000))
  await reportMs(auth)
  const before = { ...(await databaseFigures()), rss: rssOf(server), reportMs: await reportMs(auth), collected: await probe(server) }

  log(`flooding for ${seconds} s from ${addresses} addresses, ${connections} in flight`)
  const statuses = new Map<number, number>()
  const deadline = Date.now() + seconds * 1000
  let sent = 0
  let peakRss = before.rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server!))), 1000)
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const status = await forged(sent++, ids)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  clearInterval(sampler)
  // The collector writes every 5 s.
  await new Promise((r) => setTimeout(r, 7000))
  const after = { ...(await databaseFigures()), rss: rssOf(server), reportMs: await reportMs(auth), collected: await probe(server) }

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
  const growth = after.bytes - before.bytes
  const collectedGrowth = (after.collected.rss - before.collected.rss) * 1024 * 1024
  const ratio = after.reportMs / Math.max(before.reportMs, 1)
  const checks = [
    { what: 'database growth', figure: `${mb(growth)} MB (${after.rows - before.rows} rollup rows)`, pass: growth < 1024 * 1024 },
    {
      what: 'server RSS growth after a full garbage collection',
      figure: `${mb(collectedGrowth)} MB (${before.collected.rss} -> ${after.collected.rss} MB; heap used ${before.collected.heapUsed} -> ${after.collected.heapUsed} MB)`,
      pass: collectedGrowth < 50 * 1024 * 1024,
    },
    {
      what: 'report for today',
      figure: `${before.reportMs.toFixed(0)} ms -> ${after.reportMs.toFixed(0)} ms (x${ratio.toFixed(2)})`,
      pass: ratio <= 2,
    },
  ]
  console.log('')
  console.log(`requests sent in ${seconds} s: ${sent} (${(sent / seconds).toFixed(0)}/s)`)
  console.log(`answers: ${[...statuses].map(([s, n]) => `${s === 0 ? 'network error' : s}: ${n}`).join(', ')}`)
  if (beforeWarmup)
    console.log(
      `server RSS after a full collection, before the ${warmupSeconds} s warm-up: ${beforeWarmup.rss} MB (+${(before.collected.rss - beforeWarmup.rss).toFixed(1)} MB by the warm-up)`,
    )
  console.log(`database: ${mb(before.bytes)} MB, ${before.rows} rows -> ${mb(after.bytes)} MB, ${after.rows} rows`)
  console.log(
    `server RSS as sampled (before any collection): ${mb(before.rss)} MB -> ${mb(after.rss)} MB (+${mb(after.rss - before.rss)}), peak ${mb(peakRss)} MB`,
  )
  checks.push(await competitorFillsTheCap())
  for (const c of checks) console.log(`${c.pass ? 'pass' : 'FAIL'}  ${c.what}: ${c.figure}`)
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1
} finally {
  await stop(server)
  if (process.env.FLOOD_KEEP !== 'true') fs.rmSync(root, { recursive: true, force: true })
}
