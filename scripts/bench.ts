/**
 * Throughput of the site at 50 connections (issue: pages and API lists), each target in three columns:
 *
 *   instance  one server.ts (the production server) answering directly;
 *   static    Debian's nginx serving the very same bytes and headers from disk (fetched once through the
 *             cache, as a visitor gets them): the ceiling of this machine for that response, load generator
 *             included;
 *   cached    nginx with the committed deploy/nginx/ (proxy cache) in front of the same instance (started
 *             with PROXY_SETS_HEADERS=true, as that file expects).
 * Both nginx servers run with the http settings of Debian's nginx.conf that matter here (sendfile, tcp_nopush).
 *
 * It prints req/s and p99 of each, the ratio of the instance and of the cached column to nginx's static
 * answer, the nginx worker's CPU time per answer in both nginx columns (from /proc, the least of the rounds; it
 * moves far less than req/s on a machine shared with other work) and the load average before and after.
 * Targets: every page and list at least 2,000 req/s through one instance; the cached column within 0.8 of static
 * nginx.
 *
 * Usage:
 *   npm run build && npm run bench                 # starts server.ts on BENCH_PORT (3299) with the configured database
 *   npm run bench -- --url http://127.0.0.1:3000   # against a server that is already running
 * --redirects 1000 imports that many redirects first (ADMIN_EMAIL / ADMIN_PASSWORD), deleted at the end.
 * Options: --connections 50 --duration 8 (seconds per run) --warmup 2 --rounds 2 (interleaved; the best of each
 *          column counts) --only <substring of target names>
 *          --identity (ask for uncompressed answers; by default requests say `Accept-Encoding: gzip` like browsers)
 *          --autocannon (use autocannon even when wrk is installed)
 * Load generator: wrk when installed (`apt-get install wrk`), else autocannon. autocannon runs in Node and is the
 * bottleneck for bodies of page size on this machine (about 1,700 req/s for a 28 KB body where wrk does 17,000),
 * so page figures from it say more about autocannon than about the site.
 * nginx runs on BENCH_PORT+1 (static) and BENCH_PORT+2 (cache), one worker each, files in a temporary folder.
 * Search (scripts/lib/search-bench.ts): a cached search is a list target like the others, compared with them; then
 * uncached searches over 10,000 generated items on SQLite and PostgreSQL, each on a server of its own (BENCH_PORT+3).
 * `--only search` measures search alone.
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { isPublicApiPath } from '../src/server/request-guard'
import { deployNginxConfig, nginxAvailable, startNginx, startServer, stop } from './lib/processes'
import { benchSearch } from './lib/search-bench'

type Target = { name: string; path: string; kind: 'page' | 'list' }

const STATIC_TARGETS: Target[] = [
  { name: 'home page', path: '/pc_index', kind: 'page' },
  { name: 'product page', path: '/airoad', kind: 'page' },
  { name: 'news page', path: '/information', kind: 'page' },
  { name: 'banner list', path: '/client/banner/clientBannerList?language=zh', kind: 'list' },
  { name: 'news list', path: '/client/message/clientMessageListPage?class=-1&pageNum=1&pageSize=10&language=zh', kind: 'list' },
  { name: 'video list', path: '/client/video/clientVideoListPage?pageNum=1&pageSize=10&language=zh', kind: 'list' },
  { name: 'search list', path: `/client/search?q=${encodeURIComponent('互通')}&pageNum=1&pageSize=10&language=zh`, kind: 'list' },
]

/** A search answered from a cache is within this ratio of the other lists answered from one (docs/search.md). */
const TARGET_SEARCH_RATIO = 0.8

const TARGET_RPS = 2000
const TARGET_CACHED_RATIO = 0.8
/** Response headers not replayed by the static server (nginx writes its own, or they describe the connection). */
const NOT_REPLAYED = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-type',
  'x-micro-cache',
  'x-cache-status',
  'etag',
  'last-modified',
  'server',
])

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

const connections = Number(arg('connections', '50'))
const duration = Number(arg('duration', '8'))
const warmup = Number(arg('warmup', '2'))
const only = arg('only', '')
const rounds = Math.max(1, Number(arg('rounds', '2')))
/** Browsers ask for compressed answers; the app, the micro-cache and nginx all keep the gzip variant apart. */
const requestHeaders: Record<string, string> = process.argv.includes('--identity') ? {} : { 'accept-encoding': 'gzip' }

/**
 * --redirects N: N redirects (`/bench-old-<i>` → `/airoad`) are imported through the admin's CSV import before the
 * runs (ADMIN_EMAIL / ADMIN_PASSWORD sign in) and deleted afterwards: the lookup of every request then searches a
 * table of N (docs/architecture.md, "Redirects").
 */
const redirectCount = Math.max(0, Number(arg('redirects', '0')) || 0)
let redirectAuth = ''

async function loadRedirects(base: string, count: number): Promise<void> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`--redirects: sign-in of ADMIN_EMAIL failed (${login.status})`)
  redirectAuth = `JWT ${((await login.json()) as { token: string }).token}`
  await deleteRedirects(base)
  const rows = Array.from({ length: count }, (_, i) => `/bench-old-${i},/airoad,301,bench`)
  const started = Date.now()
  const res = await fetch(`${base}/api/redirects/import`, {
    method: 'POST',
    headers: { authorization: redirectAuth, 'content-type': 'text/csv' },
    body: `from,to,status,note\n${rows.join('\n')}\n`,
  })
  const report = (await res.json()) as { created: number; errors: unknown[] }
  console.log(`${report.created} redirects imported in ${((Date.now() - started) / 1000).toFixed(1)} s (${report.errors.length} refused)`)
  const last = `${base}/bench-old-${count - 1}`
  for (let i = 0; i < 50; i++) {
    const answer = await fetch(last, { redirect: 'manual' })
    if (answer.status === 301) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('--redirects: the imported redirects are not answered')
}

async function deleteRedirects(base: string): Promise<void> {
  if (!redirectAuth) return
  await fetch(`${base}/api/redirects?where[note][equals]=bench&limit=0`, { method: 'DELETE', headers: { authorization: redirectAuth } })
}

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers: requestHeaders }, (err, result) =>
      err ? reject(err) : resolve(result),
    )
  })
}

/** `cpuUs`: CPU time the nginx worker spent per answer (µs), for the nginx columns (cpuUsOf, cpuPerAnswer). */
type Measure = { rps: number; p99: number; bad: number; cpuUs?: number }

/** CPU time (user + system) a process has used so far, in µs, from /proc (Linux). */
function cpuUsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[11] and [12] are utime and stime (the 14th and 15th of the whole line), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return null
  }
}

/** The worker of a one-worker nginx: the child of its master process (Linux /proc). */
function nginxWorkerPid(masterPid: number): number | null {
  try {
    const children = fs.readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/)
    return children[0] ? Number(children[0]) : null
  } catch {
    return null
  }
}

/** wrk (C, Debian's package) when installed: autocannon, in Node, tops out near 1,700 req/s here for a 28 KB body. */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => fs.existsSync(p)) ?? null
const useWrk = WRK !== null && !process.argv.includes('--autocannon')

/** CPU µs per answer of `pid` over `requests` answers, given its CPU time before. */
function cpuPerAnswer(pid: number | undefined, before: number | null, requests: number): number | undefined {
  const after = pid === undefined ? null : cpuUsOf(pid)
  return before === null || after === null || requests === 0 ? undefined : (after - before) / requests
}

function runWrk(url: string, seconds: number, workerPid?: number): Measure {
  const cpuBefore = workerPid === undefined ? null : cpuUsOf(workerPid)
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(requestHeaders).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  const out = execFileSync(WRK!, args, { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const p99m = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out)
  const p99 = p99m ? Number(p99m[1]) * (p99m[2] === 'us' ? 0.001 : p99m[2] === 's' ? 1000 : 1) : NaN
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const errors = socket ? socket.slice(1).reduce((sum, v) => sum + Number(v), 0) : 0
  return { rps, p99: Math.round(p99 * 10) / 10, bad: non2xx + errors, cpuUs: cpuPerAnswer(workerPid, cpuBefore, requests) }
}

/** `workerPid`: an nginx worker whose CPU time per answer is measured too. */
async function measure(url: string, workerPid?: number): Promise<Measure> {
  if (useWrk) {
    if (warmup > 0) runWrk(url, warmup)
    return runWrk(url, duration, workerPid)
  }
  if (warmup > 0) await run(url, warmup)
  const cpuBefore = workerPid === undefined ? null : cpuUsOf(workerPid)
  const r = await run(url, duration)
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
    cpuUs: cpuPerAnswer(workerPid, cpuBefore, r.requests.total),
  }
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

async function rawGet(url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
}

/** Fetches each target once and writes an nginx server that answers the same bytes with the same headers. */
async function staticServer(base: string, targets: Target[], dir: string, port: number): Promise<string> {
  const locations: string[] = []
  for (const [i, target] of targets.entries()) {
    // node:http rather than fetch: the body is kept exactly as sent (compressed), not decoded.
    const res = await rawGet(`${base}${target.path}`)
    if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}`)
    const body = res.body
    const file = path.join(dir, `${i}.body`)
    fs.writeFileSync(file, body)
    const headers: string[] = []
    res.headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name)) headers.push(`      add_header ${name} ${quote(value)} always;`)
    })
    // The same nginx settings as deploy/nginx/'s location for this path: its API locations send without sendfile.
    const sendfile = isPublicApiPath(target.path, { basePath: '', apiPrefix: '' }) ? '\n      sendfile off;' : ''
    locations.push(`    location = ${target.path.split('?')[0]} {${sendfile}
      default_type ${quote(res.headers.get('content-type') ?? 'application/octet-stream')};
${headers.join('\n')}
      alias ${file};
    }`)
  }
  return `
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    types { }
    etag off;
    server_tokens off;
${locations.join('\n')}
    location = /healthz { return 200 "ok"; }
  }`
}

if (!nginxAvailable()) console.warn('nginx not found (/usr/sbin/nginx or NGINX_PATH): only the instance column is measured.')

const external = arg('url', '')
const port = Number(process.env.BENCH_PORT ?? 3299)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
const children: ChildProcess[] = []

try {
  const loadBefore = loadAverage()
  // Behind deploy/nginx/, which sets the security headers itself (docs/operations.md, "nginx in front").
  if (!external) children.push(await startServer(port, { PROXY_SETS_HEADERS: 'true' }, path.join(dir, 'server.log')))
  const base = external || `http://127.0.0.1:${port}`
  if (redirectCount > 0) await loadRedirects(base, redirectCount)

  const latest = await (await fetch(`${base}/client/message/clientHomeLatestInfo?pageSize=1&language=zh`)).json()
  const newsId = latest?.rows?.[0]?.messageId
  const targets: Target[] = [...STATIC_TARGETS]
  if (newsId) targets.splice(3, 0, { name: 'news detail', path: `/newsDetail?type=information&id=${newsId}`, kind: 'page' })
  const chosen = targets.filter((t) => !only || t.name.includes(only))

  let staticBase = ''
  let cachedBase = ''
  let staticWorker: number | undefined
  let cachedWorker: number | undefined
  if (nginxAvailable()) {
    children.push(
      await startNginx(
        path.join(dir, 'nginx-cache'),
        `  keepalive_requests 1000000;\n${deployNginxConfig([new URL(base).host], port + 2, path.join(dir, 'nginx-cache', 'cache'))}`,
        `http://127.0.0.1:${port + 2}/healthz`,
      ),
    )
    cachedBase = `http://127.0.0.1:${port + 2}`
    cachedWorker = nginxWorkerPid(children.at(-1)!.pid!) ?? undefined
    // The static server answers what a visitor gets through the cache: the same body and the same headers.
    const staticDir = path.join(dir, 'static')
    fs.mkdirSync(staticDir)
    children.push(
      await startNginx(
        path.join(dir, 'nginx-static'),
        await staticServer(cachedBase, chosen, staticDir, port + 1),
        `http://127.0.0.1:${port + 1}/healthz`,
      ),
    )
    staticBase = `http://127.0.0.1:${port + 1}`
    staticWorker = nginxWorkerPid(children.at(-1)!.pid!) ?? undefined
  }

  console.log(
    `Benchmark with ${useWrk ? 'wrk (1 thread)' : 'autocannon'}: ${connections} connections, best of ${rounds} interleaved rounds of ${duration} s after ${warmup} s warm-up; instance ${base}; load average before: ${loadBefore}\n`,
  )
  const rows: string[][] = [
    [
      'target',
      'instance req/s',
      'p99 ms',
      'static nginx req/s',
      'instance/static',
      'cached req/s',
      'p99 ms',
      'cached/static',
      'nginx CPU µs static/cached',
      'verdict',
    ],
  ]
  let allMet = true
  /** Instance and cached req/s of each list, for the search comparison. */
  const listRps = new Map<string, { instance: number; cached: number | null }>()
  // Every target once through the instance and the cache before any figure is taken: the first seconds after the
  // start still had the instance compiling and filling its caches, which showed as a slow first row.
  for (const target of chosen) {
    for (const origin of [base, cachedBase].filter(Boolean)) {
      if (useWrk) runWrk(`${origin}${target.path}`, 1)
      else await run(`${origin}${target.path}`, 1)
    }
  }
  for (const target of chosen) {
    // Interleaved rounds, best of each column: the machine is shared, and a burst of someone else's work should
    // not decide a ratio.
    const best = (a: Measure | null, b: Measure | null) => (!a ? b : !b ? a : b.rps > a.rps ? b : a)
    let instance: Measure | null = null
    let direct: Measure | null = null
    let cached: Measure | null = null
    // The nginx worker's CPU time per answer, the least of the rounds: it depends much less than req/s on what
    // else holds the cores (wrk, the instance, other tenants of the machine).
    const least = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b))
    let staticCpu: number | undefined
    let cachedCpu: number | undefined
    for (let round = 0; round < rounds; round += 1) {
      instance = best(instance, await measure(`${base}${target.path}`))
      if (staticBase) {
        const m = await measure(`${staticBase}${target.path}`, staticWorker)
        direct = best(direct, m)
        staticCpu = least(staticCpu, m.cpuUs)
      }
      if (cachedBase) {
        const m = await measure(`${cachedBase}${target.path}`, cachedWorker)
        cached = best(cached, m)
        cachedCpu = least(cachedCpu, m.cpuUs)
      }
    }
    if (!instance) continue
    if (target.kind === 'list') listRps.set(target.name, { instance: instance.rps, cached: cached?.rps ?? null })
    const cachedRatio = cached && direct ? cached.rps / direct.rps : null
    const met =
      instance.rps >= TARGET_RPS &&
      instance.bad === 0 &&
      (cachedRatio === null || (cachedRatio > TARGET_CACHED_RATIO && cached!.bad === 0 && direct!.bad === 0))
    allMet &&= met
    rows.push([
      target.name,
      instance.rps.toFixed(0) + (instance.bad ? ` (${instance.bad} bad)` : ''),
      String(instance.p99),
      direct ? direct.rps.toFixed(0) : '-',
      direct ? (instance.rps / direct.rps).toFixed(2) : '-',
      cached ? cached.rps.toFixed(0) + (cached.bad ? ` (${cached.bad} bad)` : '') : '-',
      cached ? String(cached.p99) : '-',
      cachedRatio === null ? '-' : cachedRatio.toFixed(2),
      staticCpu !== undefined && cachedCpu !== undefined
        ? `${staticCpu.toFixed(1)} / ${cachedCpu.toFixed(1)} = ${(staticCpu / cachedCpu).toFixed(2)}`
        : '-',
      met ? 'met' : 'MISSED',
    ])
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)))
  console.log(rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c])).join('  ')).join('\n'))
  console.log(`\nLoad average after: ${loadAverage()} (${os.cpus().length} cores)`)
  console.log(
    `Targets: every page and list ≥ ${TARGET_RPS} req/s through one instance; cached/static > ${TARGET_CACHED_RATIO}: ${allMet ? 'met' : 'NOT met'}`,
  )
  const search = listRps.get('search list')
  const others = [...listRps].filter(([name]) => name !== 'search list').map(([, r]) => r)
  if (search && others.length > 0) {
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    const instanceRatio = search.instance / mean(others.map((r) => r.instance))
    const cachedOthers = others.flatMap((r) => (r.cached === null ? [] : [r.cached]))
    const cachedRatio = search.cached !== null && cachedOthers.length > 0 ? search.cached / mean(cachedOthers) : null
    const met = instanceRatio >= TARGET_SEARCH_RATIO && (cachedRatio === null || cachedRatio >= TARGET_SEARCH_RATIO)
    console.log(
      `Cached search against the other lists (mean): instance ${instanceRatio.toFixed(2)}, nginx cache ${cachedRatio === null ? '-' : cachedRatio.toFixed(2)}; target >= ${TARGET_SEARCH_RATIO}: ${met ? 'met' : 'NOT met'}`,
    )
  }
  if (!only || 'search'.includes(only) || process.argv.includes('--search')) {
    const searchMet = await benchSearch(port + 3, dir)
    console.log(`Search target (uncached p95): ${searchMet ? 'met' : 'NOT met'}`)
  }
} finally {
  await deleteRedirects(external || `http://127.0.0.1:${port}`).catch(() => {})
  for (const child of children.reverse()) await stop(child)
  fs.rmSync(dir, { recursive: true, force: true })
}
