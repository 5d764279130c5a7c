/**
 * A copy of Debian's /etc/nginx in a temporary prefix, with the production guide's nginx block (docs/production.md)
 * run on it: what tests/unit/nginx-debian.test.ts checks and scripts/rehearse-production.ts serves the site with.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { guideBlock } from './guide'
import { NGINX, nginxAvailable, waitForHttp } from './processes'

export const DEBIAN_NGINX = '/etc/nginx'

/** Debian's nginx and its /etc/nginx are both here. */
export function debianNginxAvailable(): boolean {
  return nginxAvailable() && fs.existsSync(path.join(DEBIAN_NGINX, 'nginx.conf')) && fs.existsSync(path.join(DEBIAN_NGINX, 'mime.types'))
}

/** Debian's absolute paths, moved into the prefix. */
function inPrefix(text: string, prefix: string): string {
  return text.replace(
    /(^|[\s"'])(\/etc\/nginx|\/etc\/ssl\/site|\/var\/cache\/nginx|\/var\/log\/nginx|\/var\/www\/html|\/run\/nginx\.pid|\/run\/site-status)/gm,
    `$1${prefix}$2`,
  )
}

/** Debian's /etc/nginx as its package installs it (the `default` site enabled), with its paths in the prefix. */
function debianLayout(prefix: string) {
  const etc = path.join(prefix, 'etc/nginx')
  for (const dir of ['conf.d', 'snippets', 'sites-available', 'sites-enabled', 'modules-enabled'])
    fs.mkdirSync(path.join(etc, dir), { recursive: true })
  for (const dir of ['var/log/nginx', 'var/www/html', 'run']) fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  fs.writeFileSync(path.join(etc, 'nginx.conf'), inPrefix(fs.readFileSync(path.join(DEBIAN_NGINX, 'nginx.conf'), 'utf8'), prefix))
  fs.copyFileSync(path.join(DEBIAN_NGINX, 'mime.types'), path.join(etc, 'mime.types'))
  const stockDefault = path.join(DEBIAN_NGINX, 'sites-available/default')
  const fallback =
    'server {\n    listen 80 default_server;\n    listen [::]:80 default_server;\n    root /var/www/html;\n    server_name _;\n}\n'
  fs.writeFileSync(
    path.join(etc, 'sites-available/default'),
    inPrefix(fs.existsSync(stockDefault) ? fs.readFileSync(stockDefault, 'utf8') : fallback, prefix),
  )
  fs.symlinkSync(path.join(etc, 'sites-available/default'), path.join(etc, 'sites-enabled/default'))
}

/** The guide's nginx block, as root would run it (without sudo), on the prefix; the checkout is this one. */
function runGuideNginxBlock(prefix: string, domain: string) {
  const block = guideBlock('nginx')
    .replace(/\bsudo /g, '')
    .replace(/^cd \/opt\/site$/m, `cd '${process.cwd()}'`)
  let code = inPrefix(block, prefix)
  if (process.getuid?.() !== 0) code = code.replace(/ -o www-data -g www-data/g, '')
  const outside = code.match(/(?:^|\s)\/(?:etc|var|run|usr)\/\S*/m)
  if (outside) throw new Error(`the guide's nginx block writes outside the prefix: ${outside[0]}`)
  execFileSync('bash', ['-euo', 'pipefail', '-c', code], { env: { ...process.env, SITE_DOMAIN: domain }, stdio: 'pipe' })
  // The files it installed name Debian's paths (the cache folder, the certificate): moved into the prefix too.
  for (const file of ['conf.d/site.conf', 'snippets/site-proxy.conf', 'sites-available/site']) {
    const installed = path.join(prefix, 'etc/nginx', file)
    fs.writeFileSync(installed, inPrefix(fs.readFileSync(installed, 'utf8'), prefix))
  }
}

/** A self-signed certificate where the guide puts the team's (/etc/ssl/site/ in the prefix). */
function selfSignedCertificate(prefix: string, domain: string) {
  const dir = path.join(prefix, 'etc/ssl/site')
  fs.mkdirSync(dir, { recursive: true })
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${domain}`],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
    ],
    { stdio: 'pipe' },
  )
}

/** The installed site on local ports (no [::], no 80/443), in front of `upstreams` (host:port). */
function onLocalPorts(prefix: string, ports: { http: number; https: number }, upstreams: string[]) {
  const etc = path.join(prefix, 'etc/nginx')
  const site = path.join(etc, 'sites-available/site')
  fs.writeFileSync(
    site,
    fs
      .readFileSync(site, 'utf8')
      .replace(/listen \[::\]:\d+[^;]*;\n/g, '')
      .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`),
  )
  const conf = path.join(etc, 'conf.d/site.conf')
  const upstream = `upstream site_app {\n${upstreams.map((u) => `    server ${u};`).join('\n')}\n    keepalive 64;\n}`
  fs.writeFileSync(conf, fs.readFileSync(conf, 'utf8').replace(/upstream site_app \{[^}]*\}/, upstream))
}

/** nginx's arguments for the prefix (its error log and configuration there). */
export function nginxArgs(prefix: string): string[] {
  return ['-p', prefix, '-e', path.join(prefix, 'var/log/nginx/error.log'), '-c', path.join(prefix, 'etc/nginx/nginx.conf')]
}

export { NGINX }

/** Debian's layout in the prefix, the guide's nginx block run on it, and a self-signed certificate. */
export function installGuideNginx(prefix: string, domain: string) {
  debianLayout(prefix)
  runGuideNginxBlock(prefix, domain)
  selfSignedCertificate(prefix, domain)
}

/**
 * The installed site served on local ports in front of `upstreams`; resolves once nginx answers a file of ACME's
 * challenge folder over plain http (which the site serves from /var/www/html for certbot).
 */
export async function serveGuideNginx(prefix: string, ports: { http: number; https: number }, upstreams: string[]): Promise<ChildProcess> {
  onLocalPorts(prefix, ports, upstreams)
  const challenge = path.join(prefix, 'var/www/html/.well-known/acme-challenge')
  fs.mkdirSync(challenge, { recursive: true })
  fs.writeFileSync(path.join(challenge, 'probe'), 'acme')
  const nginx = spawn(NGINX, [...nginxArgs(prefix), '-g', 'daemon off;'], { stdio: 'ignore' })
  await waitForHttp(`http://127.0.0.1:${ports.http}/.well-known/acme-challenge/probe`, nginx, 10_000)
  return nginx
}
