/**
 * Contract 4 under load: 500 distinct submissions from 50 concurrent clients are all stored, exactly once; and a
 * server killed with SIGKILL in the middle of a burst has stored every submission it answered as successful.
 * The rate limit is off for these servers (scripts/test-all.sh sets CONTACT_RATE_LIMIT=off).
 */
import os from 'node:os'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { burst, killMidBurst, percentile, storedEmails, submissions } from '../../scripts/lib/contact-load'

const base = inject('baseUrl')
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('contact submissions under load', () => {
  it('stores exactly 500 of 500 distinct submissions sent by 50 concurrent clients', async () => {
    const id = run()
    const started = performance.now()
    const outcomes = await burst(base, submissions(id, 500), 50)
    const seconds = (performance.now() - started) / 1000
    const ok = outcomes.filter((o) => o.status === 200)
    const stored = await storedEmails(id)
    console.log(
      `[load] 500 submissions, 50 clients: ${ok.length} answered 200 in ${seconds.toFixed(1)} s ` +
        `(${Math.round(500 / seconds)}/s, p50 ${percentile(
          ok.map((o) => o.ms),
          50,
        ).toFixed(0)} ms, ` +
        `p99 ${percentile(
          ok.map((o) => o.ms),
          99,
        ).toFixed(0)} ms); ${stored.size} stored`,
    )
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([])
    expect(stored.size).toBe(500)
    expect(new Set(ok.map((o) => o.id)).size).toBe(500)
  })

  it('a server killed with SIGKILL mid-burst loses none of the submissions it answered as successful', async () => {
    const port = Number(process.env.E2E_LOAD_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2)
    const figures = await killMidBurst({
      port,
      logFile: process.env.E2E_SERVER_LOG ? `${process.env.E2E_SERVER_LOG}.load` : path.join(os.tmpdir(), 'e2e-load-server.log'),
      run: run(),
      total: 300,
      concurrency: 30,
      killAfter: 80,
    })
    console.log(
      `[load] SIGKILL after ${figures.killedAfterOk} successes: ${figures.answeredOk} answered 200, ` +
        `${figures.network} cut off, ${figures.refused} refused, ${figures.storedOfRun} stored; ` +
        `${figures.lost.length} answered but lost; restart took ${(figures.restartMs / 1000).toFixed(1)} s`,
    )
    expect(figures.killedAfterOk).toBeGreaterThanOrEqual(80)
    // The kill really cut the burst short.
    expect(figures.network).toBeGreaterThan(0)
    expect(figures.answeredOk).toBeLessThan(300)
    expect(figures.lost).toEqual([])
    expect(figures.storedOfRun).toBeGreaterThanOrEqual(figures.answeredOk)
    // It starts a server of its own twice (each may take up to 90 s on a busy machine), so more than the default.
  }, 240_000)
})
