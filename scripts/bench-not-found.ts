/**
 * `npm run bench:not-found`: a 404 flood against the built site, with the 404 log off and then on, printing the 404's
 * latency both ways and what the log holds after it. 10,000 requests (--requests) over 2,000 made-up addresses
 * (--paths), 20 at a time: browsers (with a referring host), search engines' crawlers, other bots, and vulnerability
 * probes (`.php`, `wp-admin`), as a site sees them. Each run is a server.ts of its own on BENCH_PORT+5 with the
 * configured database (as `npm run bench`); the counts are written every 5 s (REDIRECT_HITS_FLUSH_SECONDS=5).
 * The log's rows are read as the administrator (ADMIN_EMAIL / ADMIN_PASSWORD); the SQLite file's growth is printed
 * when the database is SQLite. `--order on,off` swaps the two runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startServer, stop } from './lib/processes'

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}

const REQUESTS = arg('requests', 10_000)
const PATHS = arg('paths', 2000)
const CONCURRENCY = 20
const port = Number(process.env.BENCH_PORT ?? 3299) + 5
const base = `http://127.0.0.1:${port}${(process.env.BASE_PATH ?? '').replace(/\/+$/, '')}`

const AGENTS = [
  ['browser', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'],
  ['searchBot', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
  ['otherBot', 'python-requests/2.31.0'],
] as const

/** The i-th request: an address among PATHS (one in ten a probe), an agent, and a referrer for browsers. */
function requestOf(i: number): { url: string; headers: Record<string, string> } {
  const n = (i * 7919) % PATHS
  const probe = n % 10 === 0
  const url = probe ? `${base}/wp-content/plugin-${n}.php` : `${base}${n % 2 ? '/en' : ''}/old-product-${n}`
  const [kind, agent] = AGENTS[i % AGENTS.length]
  const headers: Record<string, string> = { 'user-agent': agent }
  if (kind === 'browser') headers.referer = `https://partner-${n % 7}.example/links`
  return { url, headers }
}

async function flood(): Promise<{ seconds: number; p50: number; p99: number; statuses: Record<number, number> }> {
  const times: number[] = []
  const statuses: Record<number, number> = {}
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < REQUESTS) {
      const { url, headers } = requestOf(next++)
      const t = performance.now()
      const res = await fetch(url, { headers, redirect: 'manual' })
      await res.arrayBuffer()
      times.push(performance.now() - t)
      statuses[res.status] = (statuses[res.status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  times.sort((a, b) => a - b)
  return {
    seconds: (performance.now() - started) / 1000,
    p50: times[Math.floor(times.length * 0.5)],
    p99: times[Math.floor(times.length * 0.99)],
    statuses,
  }
}

async function adminToken(): Promise<string | null> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return null
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return res.ok ? ((await res.json()) as { token: string }).token : null
}

async function logRows(token: string): Promise<{ total: number; noise: number; top: string[] }> {
  const get = async (query: string) =>
    (await (await fetch(`${base}/api/not-found-paths?${query}`, { headers: { authorization: `JWT ${token}` } })).json()) as {
      totalDocs: number
      docs: { path: string; locale: string; count: number; agents: Record<string, number> }[]
    }
  const all = await get('limit=3&sort=-count&depth=0')
  const noise = await get('limit=1&where[noise][equals]=true&depth=0')
  return {
    total: all.totalDocs,
    noise: noise.totalDocs,
    top: all.docs.map((d) => `${d.path} (${d.locale}) ×${d.count} ${JSON.stringify(d.agents)}`),
  }
}

const sqlite = process.env.DATABASE_URL
  ? null
  : path.resolve(process.env.SQLITE_PATH ?? path.join(process.env.DATA_DIR ?? 'data', 'site.db'))
const sizeOf = () =>
  sqlite && fs.existsSync(sqlite) ? fs.statSync(sqlite).size + (fs.existsSync(`${sqlite}-wal`) ? fs.statSync(`${sqlite}-wal`).size : 0) : 0

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-not-found-'))
const results: Record<string, Awaited<ReturnType<typeof flood>>> = {}
// `--order on,off` runs the log-on server first (each run's place may favour it: the machine, the database's cache).
const order = (process.argv[process.argv.indexOf('--order') + 1] ?? '').split(',').filter((o) => o === 'on' || o === 'off')
for (const log of order.length === 2 && process.argv.includes('--order') ? order : ['off', 'on']) {
  const server = await startServer(
    port,
    { NOT_FOUND_LOG: log, REDIRECT_HITS_FLUSH_SECONDS: '5', MICRO_CACHE_TTL: '3' },
    path.join(dir, `${log}.log`),
  )
  try {
    const before = sizeOf()
    // A few requests first, so that both runs measure a warm server.
    for (let i = 0; i < 50; i += 1) await (await fetch(`${base}/warm-up-${i}`)).arrayBuffer()
    results[log] = await flood()
    const r = results[log]
    console.log(
      `404 log ${log}: ${REQUESTS} requests over ${PATHS} addresses in ${r.seconds.toFixed(1)} s (${Math.round(REQUESTS / r.seconds)} req/s), ` +
        `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}`,
    )
    if (log === 'on') {
      await new Promise((resolve) => setTimeout(resolve, 7000))
      const token = await adminToken()
      if (token) {
        const rows = await logRows(token)
        console.log(`404 log rows: ${rows.total} (${rows.noise} probes); most asked: ${rows.top.join('; ')}`)
      } else console.log('404 log rows: not read (set ADMIN_EMAIL and ADMIN_PASSWORD)')
      if (sqlite) console.log(`SQLite file grew by ${((sizeOf() - before) / 1024).toFixed(0)} KB during the run with the log on`)
    }
  } finally {
    await stop(server)
  }
}
const ratio = results.on.p99 / results.off.p99
console.log(
  `p99 with the log / without: ${ratio.toFixed(2)}; req/s with / without: ${(results.off.seconds / results.on.seconds).toFixed(2)}`,
)
