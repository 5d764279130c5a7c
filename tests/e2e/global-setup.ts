/**
 * Starts the built site (server.ts, as `npm start` does) against the database that scripts/test-all.sh
 * seeded and built with, and stops it after the run. Needs `npm run build` first.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startServer, stop } from '../../scripts/lib/processes'
import { env as configuration } from '../../src/env'

const port = Number(process.env.E2E_PORT ?? 3210)

export default async function setup(project: TestProject) {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No build found: run `npm run build` first (scripts/test-all.sh does).')
  const baseUrl = `http://127.0.0.1:${port}${configuration.basePath}`
  const logFile = process.env.E2E_SERVER_LOG ?? '/tmp/e2e-server.log'
  const serverEnv = {
    // Scheduled publishing is tested: run the jobs queue every 2 seconds instead of every minute.
    JOBS_CRON: process.env.JOBS_CRON ?? '*/2 * * * * *',
    // Redirect hits are written every second instead of every 30 (tests/e2e/redirects.test.ts counts them).
    REDIRECT_HITS_FLUSH_SECONDS: process.env.REDIRECT_HITS_FLUSH_SECONDS ?? '1',
    // A test that configures the search-engine push reaches no outside engine: nothing listens on port 9.
    BAIDU_PUSH_ENDPOINT: 'http://127.0.0.1:9/urls',
    INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
  }
  // The compiled server (no TypeScript loader, so no loader race to start it again for).
  const child: ChildProcess = await startServer(port, serverEnv, logFile)
  project.provide('baseUrl', baseUrl)
  // The server process itself (node runs server.ts directly): tests read its memory from /proc/<pid>/status.
  project.provide('serverPid', child.pid ?? 0)
  // The crawl of the whole site, made by the first test file that needs it (tests/e2e/support/crawl.ts).
  const crawlCache = path.join(os.tmpdir(), `e2e-crawl-${process.pid}-${port}.json`)
  project.provide('crawlCache', crawlCache)
  return async () => {
    fs.rmSync(crawlCache, { force: true })
    await stop(child)
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
