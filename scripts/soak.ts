/**
 * Soak test: SOAK_MINUTES (default 10) of mixed traffic at SOAK_RATE requests a second (default 200) against the
 * production server — public pages in both languages, API lists and details, a contact submission every two
 * seconds — while the server's resident memory (RSS) is sampled every 10 s. Fails when any request fails
 * (network error, timeout, status >= 500, or an unexpected 4xx) or when RSS grew by 10 % or more between the
 * end of the warm-up (SOAK_WARMUP_SECONDS, default 60: Next loads its routes lazily) and the end.
 *
 * Usage: npm run build first, then `npm run soak`. It starts server.ts on SOAK_PORT (default 3240, contact rate
 * limit off) with the current DATA_DIR/DATABASE_URL; or set SOAK_URL (and SOAK_PID for the RSS) to use a running
 * server.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

import type { MessageRow } from '../src/content/news'
import type { Paged } from '../src/content/query'
import type { VideoRow } from '../src/content/videos'
import { env } from '../src/env'
import { serverCommand } from './lib/processes'

const minutes = Number(process.env.SOAK_MINUTES ?? 10)
const rate = Number(process.env.SOAK_RATE ?? 200)
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 60)
const port = Number(process.env.SOAK_PORT ?? 3240)
const basePath = env.basePath
const sampleMs = 10_000

let server: ChildProcess | null = null
let base = process.env.SOAK_URL?.replace(/\/+$/, '') ?? ''
let pid = Number(process.env.SOAK_PID ?? 0)

function rssKb(p: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
    const m = status.match(/^VmRSS:\s+(\d+)\s+kB/m)
    return m ? Number(m[1]) : null
  } catch {
    return null
  }
}

async function waitHealthy(url: string, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

if (!base) {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No build found: run `npm run build` first.')
  base = `http://127.0.0.1:${port}${basePath}`
  const log = fs.createWriteStream(process.env.SOAK_SERVER_LOG ?? '/tmp/soak-server.log')
  server = spawn(process.execPath, serverCommand(), {
    env: {
      CONTACT_RATE_LIMIT: 'off',
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  pid = server.pid ?? 0
  await waitHealthy(`${base}/healthz`, 120_000)
}

/** A public API list, or null when the site did not answer it. */
async function json<Row>(path: string): Promise<Paged<Row> | null> {
  const res = await fetch(`${base}${path}`)
  return res.ok ? (res.json() as Promise<Paged<Row>>) : null
}

// What to ask for: the spec's pages and API paths, with ids from the site's own lists.
const news = (await json<MessageRow>('/client/message/clientMessageListPage?pageSize=20'))?.rows ?? []
const videos = (await json<VideoRow>('/client/video/clientVideoListPage?pageSize=10'))?.rows ?? []
const newsIds: number[] = news.map((r) => r.messageId)
const videoIds: number[] = videos.map((r) => r.videoId)
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)]

type Target = { weight: number; make: () => { path: string; init?: RequestInit } | null }
let contactSeq = 0
const targets: Target[] = [
  {
    weight: 20,
    make: () => ({
      path: pick([
        '/pc_index',
        '/en/pc_index',
        '/download',
        '/en/contact',
        '/information?class=-1&type=information',
        '/demonstrationTeaching',
      ])!,
    }),
  },
  { weight: 10, make: () => (newsIds.length ? { path: `${pick(['', '/en'])}/newsDetail?type=information&id=${pick(newsIds)}` } : null) },
  {
    weight: 35,
    make: () => ({
      path: pick([
        '/client/banner/clientBannerList?language=zh',
        '/client/message/clientHomeLatestInfo?language=en',
        '/client/message/clientMessageListPage?pageNum=1&pageSize=10&class=-1&language=zh',
        '/client/video/clientVideoListPage?pageNum=1&pageSize=10&language=en',
        '/client/software/softwareList?language=zh',
        '/client/clientTeaching/classifyListPage?pageNum=1&pageSize=10&language=zh',
      ])!,
    }),
  },
  {
    weight: 20,
    make: () =>
      newsIds.length ? { path: `/client/message/clientMessageSelectById/${pick(newsIds)}?language=${pick(['zh', 'en'])}` } : null,
  },
  { weight: 15, make: () => (videoIds.length ? { path: `/client/video/clientVideoSelectById/${pick(videoIds)}?language=zh` } : null) },
]
const totalWeight = targets.reduce((s, t) => s + t.weight, 0)
function nextRequest(): { path: string; init?: RequestInit } {
  let r = Math.random() * totalWeight
  for (const t of targets) {
    r -= t.weight
    if (r <= 0) return t.make() ?? { path: '/client/banner/clientBannerList' }
  }
  return { path: '/client/banner/clientBannerList' }
}
function contactRequest(): { path: string; init: RequestInit } {
  contactSeq += 1
  return {
    path: '/client/contact/submit',
    init: {
      method: 'POST',
      // A different address each time: a soak measures the server, not the rate limit.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(contactSeq >> 8) & 255}.${contactSeq & 255}` },
      body: JSON.stringify({
        name: '压测',
        phone: '13800000000',
        email: `soak${contactSeq}@example.com`,
        requirement: `soak ${contactSeq}`,
        language: 'zh',
      }),
    },
  }
}

// Priming: every distinct path once, one at a time, before the clock starts (a fresh server renders and loads
// each route on its first request; that start-up is not what a soak measures).
for (const path of new Set([
  ...targets.flatMap((t) => Array.from({ length: 30 }, () => t.make()?.path ?? '')),
  ...newsIds.flatMap((id) => [`/newsDetail?type=information&id=${id}`, `/en/newsDetail?type=information&id=${id}`]),
])) {
  if (!path) continue
  try {
    await (await fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })).arrayBuffer()
  } catch {
    // counted if it fails again during the soak
  }
}
console.log('[soak] primed')

let sent = 0
let done = 0
let errors = 0
const errorKinds = new Map<string, number>()
const latencies: number[] = []
function fail(kind: string) {
  errors += 1
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1)
}

async function fire({ path, init }: { path: string; init?: RequestInit }) {
  sent += 1
  const started = performance.now()
  try {
    const res = await fetch(`${base}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    await res.arrayBuffer()
    if (res.status >= 400) fail(`${res.status} ${path.split('?')[0]}`)
  } catch (error) {
    fail(`${(error as Error).name} ${path.split('?')[0]}`)
  } finally {
    latencies.push(performance.now() - started)
    done += 1
  }
}

const durationMs = minutes * 60_000
const startedAt = Date.now()
const samples: { t: number; rss: number }[] = []
const sample = () => {
  const kb = pid ? rssKb(pid) : null
  if (kb !== null) samples.push({ t: Math.round((Date.now() - startedAt) / 1000), rss: kb })
  const last = samples.at(-1)
  console.log(
    `[soak] ${Math.round((Date.now() - startedAt) / 1000)} s: ${done} answered, ${errors} errors, in flight ${sent - done}` +
      (last ? `, RSS ${(last.rss / 1024).toFixed(1)} MB` : ''),
  )
}
sample()
const sampler = setInterval(sample, sampleMs)

// Open loop: requests leave on schedule whether or not earlier ones have been answered.
const tickMs = 20
let due = 0
let lastContact = 0
await new Promise<void>((resolve) => {
  const ticker = setInterval(() => {
    const elapsed = Date.now() - startedAt
    if (elapsed >= durationMs) {
      clearInterval(ticker)
      resolve()
      return
    }
    due += (rate * tickMs) / 1000
    while (due >= 1) {
      due -= 1
      if (elapsed - lastContact >= 2000) {
        lastContact = elapsed
        void fire(contactRequest())
      } else void fire(nextRequest())
    }
  }, tickMs)
})
const drainDeadline = Date.now() + 15_000
while (done < sent && Date.now() < drainDeadline) await new Promise((r) => setTimeout(r, 100))
clearInterval(sampler)
sample()
if (done < sent) fail(`unanswered ${sent - done}`)

latencies.sort((a, b) => a - b)
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1)
const warm = samples.find((s) => s.t >= warmupSeconds) ?? samples[0]
const peak = samples.reduce((m, s) => Math.max(m, s.rss), 0)
const end = samples.at(-1)
const growth = warm && end ? ((end.rss - warm.rss) / warm.rss) * 100 : null
const mb = (kb?: number) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MB`)

console.log('\n=== soak result')
console.log(
  `duration ${minutes} min at ${rate} req/s: ${sent} sent, ${done} answered (${(done / ((Date.now() - startedAt) / 1000)).toFixed(1)} req/s), contact submissions ${contactSeq}`,
)
console.log(`latency p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`)
console.log(`errors ${errors}${errorKinds.size ? `: ${[...errorKinds].map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''}`)
if (samples.length) {
  console.log(
    `RSS at 0 s ${mb(samples[0].rss)}, after warm-up (${warm.t} s) ${mb(warm.rss)}, peak ${mb(peak)}, end ${mb(end?.rss)}, growth ${growth?.toFixed(1)} %`,
  )
} else console.log('RSS not sampled (set SOAK_PID to the server process id)')

if (server) {
  server.kill('SIGTERM')
  await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
}
const ok = errors === 0 && (growth === null || growth < 10)
console.log(ok ? 'SOAK PASSED' : 'SOAK FAILED')
process.exit(ok ? 0 : 1)
