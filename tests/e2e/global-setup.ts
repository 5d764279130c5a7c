/**
 * Starts the built site (server.ts, as `npm start` does) against the database that scripts/test-all.sh
 * seeded and built with, and stops it after the run. Needs `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

const port = Number(process.env.E2E_PORT ?? 3210)

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`)
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No build found: run `npm run build` first (scripts/test-all.sh does).')
  const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '')
  const baseUrl = `http://127.0.0.1:${port}${basePath}`
  const log = fs.createWriteStream(process.env.E2E_SERVER_LOG ?? '/tmp/e2e-server.log')
  const start = () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        // Scheduled publishing is tested: run the jobs queue every 2 seconds instead of every minute.
        JOBS_CRON: process.env.JOBS_CRON ?? '*/2 * * * * *',
        // Redirect hits are written every second instead of every 30 (tests/e2e/redirects.test.ts counts them).
        REDIRECT_HITS_FLUSH_SECONDS: process.env.REDIRECT_HITS_FLUSH_SECONDS ?? '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    started.stdout?.pipe(log, { end: false })
    started.stderr?.pipe(log, { end: false })
    return started
  }
  let child = start()
  try {
    await waitUntilHealthy(`${baseUrl}/healthz`, child, 90_000)
  } catch (error) {
    // Exit code 13 before the first line of server.ts: Node 20's module loader and tsx's loader thread under load
    // (docs/testing.md, "Known flakes"). Said plainly, and started once more; anything else fails the run.
    if (child.exitCode !== 13) {
      // A server that never became healthy is stopped too, or it would keep the port for the next run.
      child.kill('SIGKILL')
      throw error
    }
    console.error('[e2e] the server exited with code 13 while loading its modules; starting it once more')
    child = start()
    try {
      await waitUntilHealthy(`${baseUrl}/healthz`, child, 90_000)
    } catch (again) {
      child.kill('SIGKILL')
      throw again
    }
  }
  project.provide('baseUrl', baseUrl)
  // The server process itself (node runs server.ts directly): tests read its memory from /proc/<pid>/status.
  project.provide('serverPid', child.pid ?? 0)
  // The crawl of the whole site, made by the first test file that needs it (tests/e2e/support/crawl.ts).
  const crawlCache = path.join(os.tmpdir(), `e2e-crawl-${process.pid}-${port}.json`)
  project.provide('crawlCache', crawlCache)
  return async () => {
    fs.rmSync(crawlCache, { force: true })
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    serverPid: number
    /** Where the run's one crawl of the site is kept (tests/e2e/support/crawl.ts, `siteCrawl`). */
    crawlCache: string
  }
}
