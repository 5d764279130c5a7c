/**
 * The monitoring example (deploy/monitor/site-monitor.sh): run as the timer runs it, against a local instance that
 * answers /healthz, a port where nothing listens (a stopped instance), a spool with leads waiting, and certificates
 * made here with openssl (one ending tomorrow, one good for a year). The alert command writes what the team would
 * be mailed. It tells once when problems appear, not again while they stay, and once when all is well again.
 * It also writes the public status page that nginx serves: what visitors would notice, in both languages, valid HTML.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkHtml, formatMessages } from '../support/html-checker'
import { freePort } from '../support/node-server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-monitor-'))
const alerts = path.join(dir, 'alerts.txt')
let server: http.Server
let healthy = `http://127.0.0.1:0`
let stopped = `http://127.0.0.1:0`
let spool = 0

function certificate(name: string, days: number): string {
  const file = path.join(dir, `${name}.pem`)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${name}`,
      '-days',
      String(days),
      '-keyout',
      path.join(dir, `${name}.key`),
      '-out',
      file,
    ],
    {
      stdio: 'ignore',
    },
  )
  return file
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/healthz') return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', database: 'ok', leadSpool: spool }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  healthy = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stopped = `http://127.0.0.1:${await freePort()}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** One run of the monitor; what it alerted (the messages so far) and its exit status. */
function monitor(env: Record<string, string>): Promise<{ status: number | null; alerts: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['deploy/monitor/site-monitor.sh'], {
      env: {
        ...process.env,
        STATE_FILE: path.join(dir, 'state'),
        DISK_PATHS: dir,
        ALERT_COMMAND: `{ echo "SUBJECT: $ALERT_SUBJECT"; cat; echo "---"; } >> '${alerts}'`,
        ...env,
      },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (status) => resolve({ status, alerts: fs.existsSync(alerts) ? fs.readFileSync(alerts, 'utf8') : '', stderr }))
  })
}

describe('the site monitor', () => {
  it(
    'tells once of a stopped instance, waiting leads and a certificate ending tomorrow; once again when all is well',
    { timeout: 60_000 },
    async () => {
      const soon = certificate('soon.example.com', 1)
      const good = certificate('good.example.com', 365)

      spool = 2
      const first = await monitor({ SITE_URLS: `${healthy} ${stopped}`, TLS_CERT_FILES: `${soon} ${good}` })
      expect(first.status, first.stderr).toBe(1)
      expect(first.alerts).toContain('SUBJECT: [site] 3 problem(s) on')
      expect(first.alerts).toContain(`- instance ${stopped} does not answer`)
      expect(first.alerts).toContain(`- instance ${healthy} holds 2 lead(s) in its spool`)
      expect(first.alerts).toMatch(new RegExp(`- certificate of ${soon} ends .+ \\(within 14 days\\)`))
      expect(first.alerts).not.toContain('good.example.com')

      // The same problems a minute later: still exit 1, no second message.
      const again = await monitor({ SITE_URLS: `${healthy} ${stopped}`, TLS_CERT_FILES: `${soon} ${good}` })
      expect(again.status).toBe(1)
      expect(again.alerts).toBe(first.alerts)

      // The instance back, the spool empty, the certificate renewed: one "all well" message.
      spool = 0
      const well = await monitor({ SITE_URLS: healthy, TLS_CERT_FILES: good })
      expect(well.status, well.stderr).toBe(0)
      expect(well.alerts.slice(first.alerts.length)).toMatch(
        /^SUBJECT: \[site\] all well again on .+\nThe site monitor on .+ finds no problem any more\.\n---\n$/,
      )
      expect((await monitor({ SITE_URLS: healthy, TLS_CERT_FILES: good })).alerts).toBe(well.alerts)
    },
  )

  it('counts a full disk, and refuses a setting that is not a number', async () => {
    const full = await monitor({ SITE_URLS: healthy, DISK_WARN_PERCENT: '0', STATE_FILE: path.join(dir, 'state-disk') })
    expect(full.status).toBe(1)
    expect(full.alerts).toMatch(new RegExp(`- disk of ${dir} is \\d+% full`))
    const wrong = await monitor({ SITE_URLS: healthy, CERT_WARN_DAYS: 'two weeks' })
    expect(wrong.status).toBe(2)
    expect(wrong.stderr).toContain('not a number: two weeks')
  })

  it(
    'writes the status page: what visitors notice (not disks or certificates), its changes, valid HTML in both languages',
    { timeout: 60_000 },
    async () => {
      const page = path.join(dir, 'run/status.html')
      const state = path.join(dir, 'state-page')
      const run = (urls: string, extra: Record<string, string> = {}) =>
        monitor({ SITE_URLS: urls, STATE_FILE: state, STATUS_PAGE: page, STATUS_SITE_NAME: 'Road & Bridge <Soft>', ...extra })
      const read = () => fs.readFileSync(page, 'utf8')
      const level = (html: string, part: string) => html.match(new RegExp(`data-part="${part}" data-level="(\\w+)"`))?.[1]
      const changes = (html: string) => [...html.matchAll(/<li data-level="(\w+)"><time/g)].map((m) => m[1])

      spool = 0
      await run(healthy, { DISK_WARN_PERCENT: '0' }) // a full disk is the team's business, not the visitors'
      const ok = read()
      expect(ok).toContain('data-overall="ok"')
      expect(ok).toContain('所有服务正常 <span lang="en">All systems operational</span>')
      expect(ok).toContain('<title>Road &amp; Bridge &lt;Soft&gt; · 运行状态 · Status</title>')
      expect(ok).not.toMatch(/disk|127\.0\.0\.1/i)

      // One instance of two stopped, leads waiting in the other's spool.
      spool = 2
      await run(`${healthy} ${stopped}`)
      const affected = read()
      expect(affected).toContain('data-overall="degraded"')
      expect([level(affected, 'website'), level(affected, 'content')]).toEqual(['degraded', 'degraded'])
      expect(affected).toContain('<span lang="en">A server stopped; the others serve the site as usual.</span>')
      expect(affected).toContain('<span lang="en">Pages are served as usual; new enquiries are kept safe and handled shortly.</span>')
      expect(changes(affected)).toEqual(['degraded', 'ok'])
      await run(`${healthy} ${stopped}`) // the same a minute later: no new change listed
      expect(changes(read())).toEqual(['degraded', 'ok'])

      // No instance answers: the site is down.
      await run(stopped)
      const down = read()
      expect([level(down, 'website'), down.includes('data-overall="down"')]).toEqual(['down', true])
      expect(changes(down)).toEqual(['down', 'degraded', 'ok'])
      expect(fs.readdirSync(path.dirname(page))).toEqual(['status.html']) // nothing half-written left beside it

      const report = await checkHtml(
        new Map([
          ['ok', ok],
          ['affected', affected],
          ['down', down],
        ]),
      )
      expect(report.errors, formatMessages(report.errors)).toEqual([])
    },
  )
})
