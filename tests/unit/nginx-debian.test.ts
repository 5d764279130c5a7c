/**
 * The nginx files of deploy/nginx/ on a stock Debian nginx: a copy of Debian's /etc/nginx (its nginx.conf,
 * mime.types and the enabled `default` site, as a fresh `apt-get install nginx-light` leaves them) in a temporary
 * prefix, the guide's nginx block (docs/production.md) run on it, a self-signed certificate made with openssl where
 * the guide puts the team's, then `nginx -t`, and the sites served for real on free ports: http moved to https,
 * https proxied to an instance with HSTS, and two instances behind it: one dead, or both answering the site's 503 while the
 * database is away (passed on with its Retry-After, never nginx's own 502). Skipped, and says so, when nginx or Debian's /etc/nginx is missing
 * (scripts/test-all.sh installs Debian's nginx-light).
 */
import { type ChildProcess, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEBIAN_NGINX, debianNginxAvailable, installGuideNginx, NGINX, nginxArgs, serveGuideNginx } from '../../scripts/lib/nginx-debian'
import { freePort } from '../support/node-server'

const ready = debianNginxAvailable()
if (!ready) console.warn(`nginx-debian: SKIPPED, nginx (${NGINX}) or Debian's ${DEBIAN_NGINX} is missing: apt-get install -y nginx-light`)
const DOMAIN = 'www.example.test'

function nginxTest(prefix: string) {
  return spawnSync(NGINX, ['-t', ...nginxArgs(prefix)], { encoding: 'utf8' })
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

function get(url: string, host: string): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers: { host }, rejectUnauthorized: false, servername: DOMAIN }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
  })
}

describe.skipIf(!ready)("deploy/nginx/ on Debian's nginx (the guide's nginx block)", () => {
  let prefix = ''
  let nginx: ChildProcess | undefined
  let instance: http.Server | undefined

  beforeAll(() => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-debian-'))
    fs.chmodSync(prefix, 0o755) // nginx's workers (www-data) reach the cache folder
    installGuideNginx(prefix, DOMAIN)
  })

  afterAll(async () => {
    nginx?.kill('SIGQUIT')
    if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx!.once('exit', resolve))
    instance?.close()
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
  })

  it('enables the site, disables the default one and makes the cache folder', () => {
    const etc = path.join(prefix, 'etc/nginx')
    expect(fs.readdirSync(path.join(etc, 'sites-enabled'))).toEqual(['site'])
    expect(fs.readFileSync(path.join(etc, 'sites-enabled/site'), 'utf8')).toContain(`server_name ${DOMAIN};`)
    expect(fs.statSync(path.join(prefix, 'var/cache/nginx/site')).isDirectory()).toBe(true)
  })

  it('passes nginx -t', () => {
    const result = nginxTest(prefix)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stderr).toContain('test is successful')
  })

  it('fails nginx -t without the cache folder the guide makes (Debian has no /var/cache/nginx)', () => {
    const copy = `${prefix}-nocache`
    fs.cpSync(prefix, copy, { recursive: true, verbatimSymlinks: true })
    try {
      const fixed = (file: string) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(prefix, copy))
      for (const file of ['etc/nginx/nginx.conf', 'etc/nginx/conf.d/site.conf', 'etc/nginx/sites-available/site'])
        fixed(path.join(copy, file))
      fs.rmSync(path.join(copy, 'var/cache/nginx'), { recursive: true })
      const result = nginxTest(copy)
      expect(result.status).not.toBe(0)
      expect(result.stderr).toMatch(/var\/cache\/nginx\/site.*No such file or directory/)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it('moves http to https, and proxies https to the instances with HSTS', async () => {
    instance = http.createServer((req, res) =>
      res
        .writeHead(200, {
          'content-type': 'text/plain',
          'cache-control': 'no-store',
          'x-seen-request-id': String(req.headers['x-request-id']),
        })
        .end(`instance ${req.url}`),
    )
    await new Promise<void>((resolve) => instance!.listen(0, '127.0.0.1', resolve))
    const upstream = (instance.address() as AddressInfo).port
    const [plain, tls] = [await freePort(), await freePort()]
    // ACME's challenge folder is served over plain http (certbot --webroot): nginx is up once it answers.
    nginx = await serveGuideNginx(prefix, { http: plain, https: tls }, [`127.0.0.1:${upstream}`])

    const moved = await get(`http://127.0.0.1:${plain}/en/pc_index?x=1`, DOMAIN)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe(`https://${DOMAIN}/en/pc_index?x=1`)

    const page = await get(`https://127.0.0.1:${tls}/en/pc_index`, DOMAIN)
    expect(page.status).toBe(200)
    expect(page.body).toBe('instance /en/pc_index')
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    // nginx's request id reaches the instance (which logs it as reqId) and is in nginx's own log line.
    const id = String(page.headers['x-seen-request-id'])
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const log = path.join(prefix, 'var/log/nginx/site.access.log')
    await expect.poll(() => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '')).toContain(`"GET /en/pc_index HTTP/1.1" 200`)
    expect(fs.readFileSync(log, 'utf8')).toContain(`rid=${id}`)
  })

  describe('two instances', () => {
    const prefixes: string[] = []
    const servers: http.Server[] = []
    const nginxes: ChildProcess[] = []
    /** What the instances answer: 200, or the site's 503 while the database is away (server.ts, /healthz). */
    let databaseAway = false

    afterAll(async () => {
      for (const proxy of nginxes) {
        proxy.kill('SIGQUIT')
        if (proxy.exitCode === null) await new Promise((resolve) => proxy.once('exit', resolve))
      }
      for (const server of servers) server.close()
      for (const dir of prefixes) fs.rmSync(dir, { recursive: true, force: true })
    })

    async function instance(): Promise<string> {
      const server = http.createServer((req, res) => {
        if (databaseAway) res.writeHead(503, { 'retry-after': '10', 'cache-control': 'no-store' }).end('back in a moment')
        else res.writeHead(200, { 'cache-control': 'no-store' }).end(`instance ${req.url}`)
      })
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `127.0.0.1:${(server.address() as AddressInfo).port}`
    }

    /** The guide's nginx in a prefix of its own in front of `upstreams`; answers its https address. */
    async function siteBefore(upstreams: string[]): Promise<string> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-debian-two-'))
      fs.chmodSync(dir, 0o755)
      prefixes.push(dir)
      installGuideNginx(dir, DOMAIN)
      const [plain, tls] = [await freePort(), await freePort()]
      nginxes.push(await serveGuideNginx(dir, { http: plain, https: tls }, upstreams))
      return `https://127.0.0.1:${tls}`
    }

    async function series(url: string, n: number): Promise<Answer[]> {
      const answers: Answer[] = []
      for (let i = 0; i < n; i++) answers.push(await get(url, DOMAIN))
      return answers
    }

    it("passes the site's 503 on with its Retry-After while the database is away, never a 502, and 200 at once when it is back", async () => {
      const site = await siteBefore([await instance(), await instance()])
      databaseAway = true
      // An instance counted as failed is left out for 10 s: with both out, nginx answered its own 502 to all of these.
      const away = await series(`${site}/healthz`, 8)
      expect(away.map((a) => a.status)).toEqual(Array(8).fill(503))
      for (const answer of away) expect(answer.headers['retry-after']).toBe('10')
      databaseAway = false
      expect((await series(`${site}/healthz`, 4)).map((a) => a.status)).toEqual([200, 200, 200, 200])
    })

    it("serves the monitor's status page itself while no instance answers, never kept by a browser", async () => {
      const site = await siteBefore([`127.0.0.1:${await freePort()}`])
      // The monitor has not written it yet (just after a reboot): nginx's 404, not a 502 from the dead instance.
      expect((await get(`${site}/status.html`, DOMAIN)).status).toBe(404)
      const dir = path.join(prefixes.at(-1)!, 'run/site-status')
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'status.html'), '<!DOCTYPE html><title>运行状态</title><p data-overall="down">')
      const page = await get(`${site}/status.html`, DOMAIN)
      expect(page.status).toBe(200)
      expect(page.headers['content-type']).toBe('text/html')
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(page.body).toContain('data-overall="down"')
    })

    it('sends every request to the other instance while one is dead', async () => {
      databaseAway = false
      const dead = `127.0.0.1:${await freePort()}`
      const site = await siteBefore([dead, await instance()])
      const answers = await series(`${site}/client/banner/clientBannerList?n=1`, 8)
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    })
  })
})
