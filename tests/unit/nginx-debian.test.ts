/**
 * The nginx files of deploy/nginx/ on a stock Debian nginx: a copy of Debian's /etc/nginx (its nginx.conf,
 * mime.types and the enabled `default` site, as a fresh `apt-get install nginx-light` leaves them) in a temporary
 * prefix, the guide's nginx block (docs/production.md) run on it, a self-signed certificate made with openssl where
 * the guide puts the team's, then `nginx -t`, and the sites served for real on free ports: http moved to https,
 * https proxied to an instance with HSTS. Skipped, and says so, when nginx or Debian's /etc/nginx is missing
 * (scripts/test-all.sh installs Debian's nginx-light).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guideBlock } from '../support/guide'
import { NGINX, nginxAvailable, waitForHttp } from '../support/processes'

const DEBIAN = '/etc/nginx'
const ready = nginxAvailable() && fs.existsSync(path.join(DEBIAN, 'nginx.conf')) && fs.existsSync(path.join(DEBIAN, 'mime.types'))
if (!ready) console.warn(`nginx-debian: SKIPPED, nginx (${NGINX}) or Debian's ${DEBIAN} is missing: apt-get install -y nginx-light`)
const root = process.getuid?.() === 0
const DOMAIN = 'www.example.test'

/** Debian's absolute paths, moved into the prefix. */
function inPrefix(text: string, prefix: string): string {
  return text.replace(
    /(^|[\s"'])(\/etc\/nginx|\/etc\/ssl\/site|\/var\/cache\/nginx|\/var\/log\/nginx|\/var\/www\/html|\/run\/nginx\.pid)/gm,
    `$1${prefix}$2`,
  )
}

/** Debian's /etc/nginx as its package installs it (the `default` site enabled), with its paths in the prefix. */
function debianLayout(prefix: string) {
  const etc = path.join(prefix, 'etc/nginx')
  for (const dir of ['conf.d', 'snippets', 'sites-available', 'sites-enabled', 'modules-enabled'])
    fs.mkdirSync(path.join(etc, dir), { recursive: true })
  for (const dir of ['var/log/nginx', 'var/www/html', 'run']) fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  fs.writeFileSync(path.join(etc, 'nginx.conf'), inPrefix(fs.readFileSync(path.join(DEBIAN, 'nginx.conf'), 'utf8'), prefix))
  fs.copyFileSync(path.join(DEBIAN, 'mime.types'), path.join(etc, 'mime.types'))
  const stockDefault = path.join(DEBIAN, 'sites-available/default')
  const fallback =
    'server {\n    listen 80 default_server;\n    listen [::]:80 default_server;\n    root /var/www/html;\n    server_name _;\n}\n'
  fs.writeFileSync(
    path.join(etc, 'sites-available/default'),
    inPrefix(fs.existsSync(stockDefault) ? fs.readFileSync(stockDefault, 'utf8') : fallback, prefix),
  )
  fs.symlinkSync(path.join(etc, 'sites-available/default'), path.join(etc, 'sites-enabled/default'))
}

/** The guide's nginx block, as root would run it, on the prefix. */
function runGuideBlock(prefix: string) {
  // The checkout is this one instead of /opt/site.
  const block = guideBlock('nginx')
    .replace(/\bsudo /g, '')
    .replace(/^cd \/opt\/site$/m, `cd '${process.cwd()}'`)
  let code = inPrefix(block, prefix)
  if (!root) code = code.replace(/ -o www-data -g www-data/g, '')
  const outside = code.match(/(?:^|\s)\/(?:etc|var|run|usr)\/\S*/m)
  if (outside) throw new Error(`the guide's nginx block writes outside the prefix: ${outside[0]}`)
  execFileSync('bash', ['-euo', 'pipefail', '-c', code], { env: { ...process.env, SITE_DOMAIN: DOMAIN }, stdio: 'pipe' })
  // The files it installed name Debian's paths (the cache folder, the certificate): moved into the prefix too.
  for (const file of ['conf.d/site.conf', 'snippets/site-proxy.conf', 'sites-available/site']) {
    const installed = path.join(prefix, 'etc/nginx', file)
    fs.writeFileSync(installed, inPrefix(fs.readFileSync(installed, 'utf8'), prefix))
  }
}

function selfSignedCertificate(prefix: string) {
  const dir = path.join(prefix, 'etc/ssl/site')
  fs.mkdirSync(dir, { recursive: true })
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${DOMAIN}`],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
    ],
    { stdio: 'pipe' },
  )
}

function nginxTest(prefix: string) {
  return spawnSync(
    NGINX,
    ['-t', '-p', prefix, '-e', path.join(prefix, 'var/log/nginx/error.log'), '-c', path.join(prefix, 'etc/nginx/nginx.conf')],
    {
      encoding: 'utf8',
    },
  )
}

async function freePort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function get(url: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
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
    debianLayout(prefix)
    runGuideBlock(prefix)
    selfSignedCertificate(prefix)
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
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(`instance ${req.url}`),
    )
    await new Promise<void>((resolve) => instance!.listen(0, '127.0.0.1', resolve))
    const upstream = (instance.address() as AddressInfo).port
    const [plain, tls] = [await freePort(), await freePort()]
    const etc = path.join(prefix, 'etc/nginx')
    const site = path.join(etc, 'sites-available/site')
    fs.writeFileSync(
      site,
      fs
        .readFileSync(site, 'utf8')
        .replace(/listen \[::\]:\d+[^;]*;\n/g, '')
        .replace('listen 80;', `listen 127.0.0.1:${plain};`)
        .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tls} ssl http2;`),
    )
    const conf = path.join(etc, 'conf.d/site.conf')
    fs.writeFileSync(
      conf,
      fs.readFileSync(conf, 'utf8').replace(/upstream site_app \{[^}]*\}/, `upstream site_app { server 127.0.0.1:${upstream}; }`),
    )
    nginx = spawn(
      NGINX,
      ['-p', prefix, '-e', path.join(prefix, 'var/log/nginx/error.log'), '-c', path.join(etc, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      },
    )
    // ACME's challenge folder is served over plain http (certbot --webroot); it also says nginx is up.
    const challenge = path.join(prefix, 'var/www/html/.well-known/acme-challenge')
    fs.mkdirSync(challenge, { recursive: true })
    fs.writeFileSync(path.join(challenge, 'probe'), 'acme')
    await waitForHttp(`http://127.0.0.1:${plain}/.well-known/acme-challenge/probe`, nginx, 10_000)

    const moved = await get(`http://127.0.0.1:${plain}/en/pc_index?x=1`, DOMAIN)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe(`https://${DOMAIN}/en/pc_index?x=1`)

    const page = await get(`https://127.0.0.1:${tls}/en/pc_index`, DOMAIN)
    expect(page.status).toBe(200)
    expect(page.body).toBe('instance /en/pc_index')
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
