/**
 * Throughput and latency of the public API (issue: banner, news-list and video-list calls at 50 connections).
 *
 * Usage:
 *   npm run build && npm run bench                 # starts server.ts on BENCH_PORT (3299) with the configured database
 *   npm run bench -- --url http://127.0.0.1:3000   # against a server that is already running
 * Options: --connections 50 --duration 10 (seconds per target) --warmup 3
 */
import { type ChildProcess, spawn } from 'node:child_process'

import autocannon from 'autocannon'

type Target = { name: string; path: string }

const TARGETS: Target[] = [
  { name: 'banner list', path: '/client/banner/clientBannerList?language=zh' },
  { name: 'news list', path: '/client/message/clientMessageListPage?class=-1&pageNum=1&pageSize=10&language=zh' },
  { name: 'video list', path: '/client/video/clientVideoListPage?pageNum=1&pageSize=10&language=zh' },
]

const TARGET_RPS = 2000
const TARGET_P99_MS = 50

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

const connections = Number(arg('connections', '50'))
const duration = Number(arg('duration', '10'))
const warmup = Number(arg('warmup', '3'))

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  child.kill()
  throw new Error('the server did not start (did you run `npm run build`?)')
}

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

const external = arg('url', '')
const port = Number(process.env.BENCH_PORT ?? 3299)
const server = external ? null : await startServer(port)
const base = external || `http://127.0.0.1:${port}`

try {
  console.log(`Benchmark: ${connections} connections, ${duration} s per target after ${warmup} s warm-up, against ${base}\n`)
  const rows: string[][] = [['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'verdict']]
  let allMet = true
  for (const target of TARGETS) {
    const url = `${base}${target.path}`
    if (warmup > 0) await run(url, warmup)
    const r = await run(url, duration)
    const rps = r.requests.average
    const p99 = r.latency.p99
    const met = rps >= TARGET_RPS && p99 < TARGET_P99_MS && r.non2xx === 0 && r.errors === 0
    allMet &&= met
    rows.push([target.name, rps.toFixed(0), String(r.latency.p50), String(p99), String(r.non2xx), String(r.errors), met ? 'met' : 'MISSED'])
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)))
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '))
  console.log(`\nTarget: at least ${TARGET_RPS} req/s and p99 under ${TARGET_P99_MS} ms each: ${allMet ? 'met' : 'NOT met'}`)
} finally {
  server?.kill('SIGTERM')
}
