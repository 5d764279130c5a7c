/**
 * Contact form under load (contract 4: "a submission is stored before the visitor is told it succeeded; nothing is
 * lost"): bursts of distinct submissions from many concurrent clients, a server process of its own that can be
 * killed mid-burst, and the count read straight from the SQLite file. Used by tests/e2e/contact-load.test.ts and
 * by `npm run load:contact` (scripts/load-contact.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { env as configuration } from '../../src/env'
import { serverCommand } from './processes'

export type Submission = { name: string; phone: string; email: string; requirement: string; language: 'zh' | 'en' }

/** Distinct submissions (the same one twice within a minute is stored once): `run` tags them for counting. */
export function submissions(run: string, count: number, from = 0): Submission[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k
    return {
      name: `Load ${i}`,
      phone: `138${String(i).padStart(8, '0')}`,
      email: `load-${run}-${i}@example.com`,
      requirement: `Load test ${run} #${i}`,
      language: i % 2 ? 'en' : 'zh',
    }
  })
}

export type Outcome = { email: string; status: number | 'network'; id?: number; ms: number }

/** Posts every submission with `concurrency` clients at once; `onAnswer` sees each outcome as it arrives. */
export async function burst(
  baseUrl: string,
  items: Submission[],
  concurrency: number,
  onAnswer?: (outcome: Outcome, done: number) => void,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  const client = async () => {
    while (next < items.length) {
      const item = items[next++]
      const started = performance.now()
      let outcome: Outcome
      try {
        const res = await fetch(`${baseUrl}/client/contact/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(item),
          signal: AbortSignal.timeout(20_000),
        })
        const body = (await res.json().catch(() => null)) as { code?: number; data?: { id?: number } } | null
        const ok = res.status === 200 && body?.code === 200
        outcome = { email: item.email, status: ok ? 200 : res.status, id: ok ? body?.data?.id : undefined, ms: performance.now() - started }
      } catch {
        outcome = { email: item.email, status: 'network', ms: performance.now() - started }
      }
      outcomes.push(outcome)
      onAnswer?.(outcome, outcomes.length)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  return outcomes
}

/** The SQLite file the servers write (the e2e data dir). */
function sqlitePath(): string {
  const dataDir = process.env.DATA_DIR ?? 'data'
  return path.resolve(process.env.SQLITE_PATH ?? path.join(dataDir, 'site.db'))
}

/** The e-mail addresses of the stored submissions of one run, read from the database file itself. */
export async function storedEmails(run: string): Promise<Set<string>> {
  const file = sqlitePath()
  if (!fs.existsSync(file)) throw new Error(`no SQLite database at ${file}`)
  const db = createClient({ url: `file:${file}` })
  try {
    const result = await db.execute({ sql: 'SELECT email FROM contact_submissions WHERE email LIKE ?', args: [`load-${run}-%`] })
    return new Set(result.rows.map((r) => String(r.email)))
  } finally {
    db.close()
  }
}

export type Server = { child: ChildProcess; baseUrl: string; stop(signal?: NodeJS.Signals): Promise<void> }

/** Starts server.ts (the production server, as `npm start`) on `port` against the same data dir; needs a build. */
export async function startServer(port: number, logFile: string, env: Record<string, string> = {}): Promise<Server> {
  const basePath = configuration.basePath
  const baseUrl = `http://127.0.0.1:${port}${basePath}`
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  const child = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      CONTACT_RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on port ${port} exited (see ${logFile})`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server on port ${port} did not start within 90 s (see ${logFile})`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    child,
    baseUrl,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** Percentile of a list of durations (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export type KillFigures = {
  sent: number
  answeredOk: number
  refused: number
  network: number
  lost: string[]
  storedOfRun: number
  killedAfterOk: number
  restartMs: number
}

/**
 * Starts a server of its own, fires `total` submissions with `concurrency` clients, SIGKILLs the server once
 * `killAfter` of them have been answered as successful, starts it again and reads which answered ones are stored.
 */
export async function killMidBurst(opts: {
  port: number
  logFile: string
  run: string
  total: number
  concurrency: number
  killAfter: number
}): Promise<KillFigures> {
  const server = await startServer(opts.port, opts.logFile)
  let killed = false
  let killedAfterOk = 0
  let ok = 0
  const outcomes = await burst(server.baseUrl, submissions(opts.run, opts.total), opts.concurrency, (o) => {
    if (o.status === 200) ok++
    if (!killed && ok >= opts.killAfter) {
      killed = true
      killedAfterOk = ok
      server.child.kill('SIGKILL')
    }
  })
  await server.stop('SIGKILL')
  const restarted = performance.now()
  const again = await startServer(opts.port, opts.logFile)
  const restartMs = performance.now() - restarted
  try {
    const stored = await storedEmails(opts.run)
    const answered = outcomes.filter((o) => o.status === 200)
    // What the restarted server sees too: every answered id is still there.
    return {
      sent: outcomes.length,
      answeredOk: answered.length,
      refused: outcomes.filter((o) => typeof o.status === 'number' && o.status !== 200).length,
      network: outcomes.filter((o) => o.status === 'network').length,
      lost: answered.filter((o) => !stored.has(o.email)).map((o) => o.email),
      storedOfRun: stored.size,
      killedAfterOk,
      restartMs,
    }
  } finally {
    await again.stop()
  }
}
