/**
 * `npm run load:contact`: the contact form under load, with figures (docs/performance.md).
 * Needs a build (`npm run build`) and uses the data dir of the environment (DATA_DIR / SQLITE_PATH), where it
 * leaves its submissions (`load-<run>-<n>@example.com`). Starts server.ts instances of its own on LOAD_PORT
 * (default 3290) with the rate limit off.
 *
 *   LOAD_TOTAL (500) submissions from LOAD_CLIENTS (50) concurrent clients, all distinct: how many answered 200, how
 *   many stored (read from the SQLite file), throughput and latency;
 *   then a burst of LOAD_KILL_TOTAL (300) with the server SIGKILLed after LOAD_KILL_AFTER (80) successes:
 *   how many answered successes are missing after a restart (must be 0).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { burst, killMidBurst, percentile, startServer, storedEmails, submissions } from './lib/contact-load'

const port = Number(process.env.LOAD_PORT ?? 3290)
const total = Number(process.env.LOAD_TOTAL ?? 500)
const clients = Number(process.env.LOAD_CLIENTS ?? 50)
const logFile = path.join(os.tmpdir(), `load-contact-${process.pid}.log`)
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

const server = await startServer(port, logFile)
let failed = false
try {
  const run = tag()
  const started = performance.now()
  const outcomes = await burst(server.baseUrl, submissions(run, total), clients)
  const seconds = (performance.now() - started) / 1000
  const ok = outcomes.filter((o) => o.status === 200)
  const stored = await storedEmails(run)
  const ms = ok.map((o) => o.ms)
  console.log(`contact submissions: ${total} distinct, ${clients} concurrent clients (rate limit off)`)
  console.log(`  answered 200:  ${ok.length}`)
  console.log(`  other answers: ${outcomes.length - ok.length}`)
  console.log(`  stored in DB:  ${stored.size}`)
  console.log(`  time:          ${seconds.toFixed(2)} s (${(total / seconds).toFixed(0)} submissions/s)`)
  console.log(
    `  latency:       p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`,
  )
  if (stored.size !== total || ok.length !== total) failed = true
} finally {
  await server.stop()
}

const kill = await killMidBurst({
  port,
  logFile,
  run: tag(),
  total: Number(process.env.LOAD_KILL_TOTAL ?? 300),
  concurrency: Number(process.env.LOAD_KILL_CLIENTS ?? 30),
  killAfter: Number(process.env.LOAD_KILL_AFTER ?? 80),
})
console.log(`SIGKILL mid-burst: ${kill.sent} sent, killed after ${kill.killedAfterOk} successes`)
console.log(`  answered 200:         ${kill.answeredOk}`)
console.log(`  cut off (no answer):  ${kill.network}`)
console.log(`  other answers:        ${kill.refused}`)
console.log(`  stored in DB:         ${kill.storedOfRun}`)
console.log(`  answered but missing: ${kill.lost.length}${kill.lost.length ? ` (${kill.lost.slice(0, 5).join(', ')}…)` : ''}`)
console.log(`  restart to healthy:   ${(kill.restartMs / 1000).toFixed(1)} s`)
console.log(`server log: ${logFile}`)
if (kill.lost.length > 0) failed = true
process.exit(failed ? 1 : 0)
