/**
 * Browser tests on Debian's Chromium (apt-get install -y chromium chromium-headless-shell fonts-noto-cjk), against the
 * built site served by the compiled server.ts (dist/server.mjs). scripts/test-all.sh seeds and builds first; locally: npm run build && npx playwright
 * test.
 */
import fs from 'node:fs'

import { defineConfig } from '@playwright/test'

import { BROWSER_CONTACT_RATE_LIMIT, LEAD_ROBOT_PORT, SEARCH_ENGINES_PORT, WECHAT_API_PORT } from './tests/e2e/browser/support/site'
import { MOCK_APP_ID, MOCK_APP_SECRET } from './tests/support/mock-wechat'

const port = Number(process.env.E2E_BROWSER_PORT ?? 3211)
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '')

/**
 * The browser: Debian's headless shell (package chromium-headless-shell, the "old headless" Chromium that Playwright
 * itself runs by default) when it is installed and no window is asked for, else Debian's full Chromium. On
 * 2026-12-06 the same 159 read-only tests (project a11y) took 168 s and 141 CPU-seconds of Chromium with the shell,
 * against 241 s and 298 CPU-seconds with the full browser (docs/testing.md). CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const headed =
  process.argv.includes('--headed') || process.argv.includes('--debug') || process.argv.includes('--ui') || !!process.env.PWDEBUG
const chromiumPath = process.env.CHROMIUM_PATH ?? (!headed && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** The server of the browser tests: the built site under the compiled server.ts, as in production. */
function server(listen: number) {
  return {
    // Started once more when it exits with code 13 before its first line (Node 20's module loader and tsx's loader
    // thread under load: docs/testing.md, "Known flakes").
    // The compiled server, as `npm start` runs it (`npm run build` writes dist/server.mjs).
    command: 'node dist/server.mjs',
    url: `http://127.0.0.1:${listen}${basePath}/healthz`,
    // The contact rate limit is on (and low) here, keyed on a forwarded address each test chooses (support/site.ts).
    env: {
      PORT: String(listen),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      CONTACT_RATE_LIMIT: BROWSER_CONTACT_RATE_LIMIT,
      TRUST_PROXY: '1',
      // The editor test schedules a publish: run the jobs queue every 2 seconds instead of every minute.
      JOBS_CRON: process.env.JOBS_CRON ?? '*/2 * * * * *',
      // The lead-alert walk's robot (lead-alerts.spec.ts).
      LEAD_ALERT_HOSTS: `127.0.0.1:${LEAD_ROBOT_PORT}`,
      // The 404 log's walk sees its counts within seconds (not-found-log.spec.ts).
      REDIRECT_HITS_FLUSH_SECONDS: '2',
      // The WeChat share walk's official account, at its local WeChat API (wechat-share.spec.ts).
      WECHAT_APP_ID: MOCK_APP_ID,
      WECHAT_APP_SECRET: MOCK_APP_SECRET,
      WECHAT_API_URL: `http://127.0.0.1:${WECHAT_API_PORT}`,
      // The search-push walk's local engines (search-push.spec.ts): no test reaches Baidu or IndexNow.
      BAIDU_PUSH_ENDPOINT: `http://127.0.0.1:${SEARCH_ENGINES_PORT}/urls`,
      INDEXNOW_ENDPOINT: `http://127.0.0.1:${SEARCH_ENGINES_PORT}/indexnow`,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  }
}

export default defineConfig({
  testDir: 'tests/e2e/browser',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // At most two browsers at once, and only in the a11y project (see projects).
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}${basePath}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The browser tests edit content (the editor's flow, contact submissions), so they run one at a time, on one of the
  // two workers. The axe and reflow sweep only reads pages: a project of its own (`a11y`), whose tests take the other
  // worker from the start and both once the browser tests are done. One `npx playwright test` runs both on one server
  // (scripts/test-all.sh); `--project=chromium` or `--project=a11y` runs one.
  projects: [
    {
      name: 'chromium',
      testIgnore: /(a11y|keyboard|shell-header|search)\.spec\.ts$/,
      workers: 1,
      // A walk is many steps, each with a bound of its own (a publish seen within 5 s, a save within 15 s): the walk's
      // whole bound is a hang guard. Three admin walks that take 7-15 s alone went past 60 s in CI, where the sweep,
      // the end-to-end suite and its two instances share the two cores (2026-12-07).
      timeout: 180_000,
      use: { browserName: 'chromium' },
    },
    // The keyboard walks, the header's tests and the search read pages too (the contact form's errors send nothing):
    // they run beside the sweep, which evens the two workers' load (on 2026-11-28 the browser tests took 501 s of
    // one worker with the header and search tests, the sweep and the keyboard walks 408 s of the other).
    { name: 'a11y', testMatch: /(a11y|keyboard|shell-header|search)\.spec\.ts$/, fullyParallel: true, use: { browserName: 'chromium' } },
  ],
  // Pages without 'unsafe-inline' for scripts (CSP_SCRIPT_HASHES, on by default; docs/security.md): every walk runs
  // under the hashed policy, and csp-hashes.spec.ts checks it.
  webServer: [server(port)],
})
