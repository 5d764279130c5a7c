/**
 * The server runs its jobs queue from the moment it starts, whether or not anyone opens the admin or Payload's REST
 * API: a lead sent through the public form is e-mailed to the sales mailbox by the queue (src/instrumentation.ts,
 * `startPayloadWithJobs` in src/content/payload.ts). Payload starts the queue's timers only for a caller that asks
 * for them, and its own admin and REST handlers do; before, a server nobody signed in to never sent a lead's e-mail
 * (the SIGTERM fault drill found 100 of 100 jobs never tried).
 *
 * A server of the test's own (port E2E_PORT + 6, or E2E_JOBS_PORT) on a database of its own with the fixtures, so
 * that no other server's queue takes the job, and an SMTP sink of the test's own. The test sends the lead through
 * the public API only.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runTsxScript, startServer, stop } from '../../scripts/lib/processes'
import { type Received, type SmtpSink, startSmtpSink } from '../support/smtp-sink'

const port = Number(process.env.E2E_JOBS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 6)
const inbox: Received[] = []
let smtp: SmtpSink | null = null
let server: ChildProcess | null = null
let dir = ''

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-jobs-'))
  const database = { DATABASE_URL: undefined, DATA_DIR: dir, SQLITE_PATH: path.join(dir, 'site.db'), MEDIA_DIR: path.join(dir, 'media') }
  const env: NodeJS.ProcessEnv = { ...process.env, ...database }
  delete env.DATABASE_URL
  await runTsxScript('tests/support/prepare-db.ts', [], { env })

  smtp = await startSmtpSink(0, inbox)
  const smtpPort = smtp.port

  server = await startServer(
    port,
    {
      ...database,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_FROM: 'jobs-test@example.com',
      JOBS_CRON: '* * * * * *',
      CONTACT_RATE_LIMIT: 'off',
    },
    path.join(dir, 'server.log'),
  )
}, 180_000)

afterAll(async () => {
  await stop(server)
  await smtp?.stop()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('jobs queue of a server nobody signed in to', () => {
  it('e-mails a lead sent through the public form to the sales mailbox', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${(process.env.BASE_PATH ?? '').replace(/\/+$/, '')}/client/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '钱工',
        phone: '13912345670',
        email: 'jobs-queue@example.com',
        requirement: '请联系我们试用 EICAD。',
        language: 'zh',
      }),
    })
    expect(res.status).toBe(200)
    await expect
      .poll(() => inbox.filter((m) => m.raw.includes('jobs-queue@example.com')).map((m) => m.to.join()), { timeout: 20_000, interval: 250 })
      .toEqual(['sales@example.com'])
  }, 30_000)
})
