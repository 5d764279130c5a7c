/**
 * npm run rehearse:production — the production guide (docs/production.md) carried out on this machine, in a scratch
 * folder that stands for the host's `/` (its /etc/site, /var/lib/site and a copy of Debian's /etc/nginx):
 *
 * 1. a PostgreSQL server of its own (scripts/lib/pg-cluster.ts), on which the guide's blocks run as written, in one
 *    shell, in order: `database` (role and database), `environment` (the shared file) and `install` (migrations, the
 *    first administrator, the build), with these changes only: the scratch folder for /etc/site, /var/lib/site and
 *    the checkout for /opt/site, this PostgreSQL's port for 5432, no sudo or user `site` (the current user), and
 *    `npm install` left out (the checkout's node_modules is used as it is). `npm run build` is left out too (the
 *    build in .next is used) unless REHEARSAL_BUILD=fresh: the build takes minutes. The fixtures are added
 *    (npm run seed -- --fixtures) so that pages have content; Redis gets a prefix of its own (REDIS_PREFIX);
 * 2. two instances from deploy/systemd/site@.service, systemd replaced by scripts/lib/unit-supervisor.ts (the
 *    unit's ExecStart, Environment, EnvironmentFile, Restart=on-failure, RestartSec);
 * 3. nginx from the guide's `nginx` block on a copy of Debian's /etc/nginx, a self-signed certificate, on local ports;
 * 4. traffic over https through nginx while one instance is SIGKILLed (the supervisor brings it back), then while
 *    PostgreSQL restarts; it prints the failed requests (0 expected);
 * 5. the instances stopped, `npm run backup`, `npm run restore` into a fresh database, and the content digests of
 *    the live and the restored database compared (scripts/lib/content-digest.ts).
 *
 * Needs Debian's PostgreSQL binaries and nginx (apt-get install -y postgresql nginx-light), openssl, Redis at
 * REHEARSAL_REDIS_URL (redis://127.0.0.1:6379/0, as the guide; without it the instances run without Redis).
 * Ports: REHEARSAL_PORT_BASE (3820): PostgreSQL on it, nginx http +1 and https +2, the instances +10 and +11.
 * REHEARSAL_SECONDS (20): each traffic phase; REHEARSAL_KEEP=1 keeps the scratch folder; REHEARSAL_UNTIL=install stops
 * after the guide's blocks (no build needed). Exits 1 when a check fails.
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { archiveOfBackupOutput } from './lib/backup'
import { contentDigest, differingParts } from './lib/content-digest'
import { guideBlock } from './lib/guide'
import { debianNginxAvailable, installGuideNginx, NGINX, serveGuideNginx } from './lib/nginx-debian'
import { pgBin, PgCluster } from './lib/pg-cluster'
import { deleteRedisPrefix, redisReachable, stop, waitForHttp } from './lib/processes'
import { SupervisedUnit, unitService } from './lib/unit-supervisor'

const base = Number(process.env.REHEARSAL_PORT_BASE ?? 3820)
const ports = { pg: base, http: base + 1, https: base + 2, instances: [base + 10, base + 11] }
const seconds = Number(process.env.REHEARSAL_SECONDS ?? 20)
const redisUrl = process.env.REHEARSAL_REDIS_URL ?? 'redis://127.0.0.1:6379/0'
const DOMAIN = 'www.example.test'
const id = crypto.randomBytes(3).toString('hex')
const redisPrefix = `rehearsal-${id}:`
const checkout = process.cwd()
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearsal-'))
fs.chmodSync(scratch, 0o777) // PostgreSQL (as postgres) and nginx's workers (www-data) work in it
/** Stands for the host's `/`. */
const host = path.join(scratch, 'root')
const envFile = path.join(host, 'etc/site/site.env')
const dataDir = path.join(host, 'var/lib/site')
const cluster = new PgCluster(scratch, ports.pg)
const units: SupervisedUnit[] = []
let nginx: ChildProcess | undefined
const checks: { check: string; result: string; pass: boolean }[] = []

const log = (message: string) => console.log(`[rehearsal ${new Date().toISOString().slice(11, 19)}] ${message}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const note = (check: string, result: string, pass: boolean) => {
  checks.push({ check, result, pass })
  log(`${pass ? 'ok  ' : 'FAIL'} ${check}: ${result}`)
}

// ---------------------------------------------------------------- the guide's blocks, in one shell

/** The guide's blocks with the host's paths, users and ports of this rehearsal (see the top of this file). */
function rehearsedScript(): string {
  const build = process.env.REHEARSAL_BUILD === 'fresh'
  const blocks = [guideBlock('database'), guideBlock('environment'), guideBlock('install')].join('\n')
  return blocks
    .replace(/sudo -u postgres psql/g, `psql '${cluster.url('postgres')}'`)
    .replace(/sudo -u site bash -c/g, 'bash -c')
    .replace(/\bsudo /g, '')
    .replace(/ -o \w+ -g \w+/g, '')
    .replaceAll('127.0.0.1:5432', `127.0.0.1:${ports.pg}`)
    .replaceAll('/etc/site', path.join(host, 'etc/site'))
    .replaceAll('/var/lib/site', dataDir)
    .replaceAll('/opt/site', checkout)
    .replace(/^as_site npm install .*$/m, '# npm install left out: the checkout’s node_modules is used')
    .replace(/^as_site npm run build$/m, build ? 'as_site npm run build' : '# npm run build left out: the build in .next is used')
}

/** A command as the guide's `as_site` runs it: with the environment file, in the checkout. */
function asSite(args: string[], extra: Record<string, string> = {}): string {
  const script = `set -a; . '${envFile}'; set +a; cd '${checkout}'; exec env "$@"`
  const assignments = Object.entries(extra).map(([k, v]) => `${k}=${v}`)
  return execFileSync('bash', ['-c', script, 'as_site', ...assignments, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

async function prepareHost() {
  fs.mkdirSync(dataDir, { recursive: true })
  await cluster.ensureStarted()
  log(`PostgreSQL of its own on ${ports.pg}; the guide's database, environment and install blocks`)
  const admin = `rehearsal-admin-${id}@example.test`
  execFileSync('bash', ['-euo', 'pipefail', '-c', rehearsedScript()], {
    input: `${admin}\nRehearsal-${id}-Password!\n`,
    env: { ...process.env, SITE_DOMAIN: DOMAIN },
    stdio: ['pipe', 'inherit', 'inherit'],
  })
  const redis = await redisReachable(redisUrl)
  const env = fs.readFileSync(envFile, 'utf8').replace(/^REDIS_URL=.*$/m, redis ? `REDIS_URL=${redisUrl}` : '')
  fs.writeFileSync(envFile, `${env}${redis ? `REDIS_PREFIX=${redisPrefix}\n` : ''}`)
  if (!redis) log(`Redis does not answer at ${redisUrl}: the instances run without it`)
  asSite(['npm', 'run', '--silent', 'seed', '--', '--fixtures'])
  const users = await query<{ email: string }>('site', 'select email from users')
  note(
    'first administrator (the guide’s ADMIN_EMAIL)',
    users.map((u) => u.email).join(', '),
    users.some((u) => u.email === admin),
  )
}

async function query<T extends pg.QueryResultRow>(database: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url(database) })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

// ---------------------------------------------------------------- instances and nginx

async function startInstances() {
  const unit = fs.readFileSync('deploy/systemd/site@.service', 'utf8')
  for (const port of ports.instances) {
    const service = unitService(unit, String(port), (v) =>
      v.replaceAll('/etc/site', path.join(host, 'etc/site')).replaceAll('/opt/site', checkout),
    )
    const supervised = new SupervisedUnit(service, path.join(scratch, `site@${port}.log`), (n) => log(`site@${port} restarted (${n})`))
    supervised.start()
    units.push(supervised)
  }
  const started = Date.now()
  await Promise.all(units.map((u, i) => waitForHttp(`http://127.0.0.1:${ports.instances[i]}/healthz`, null, 180_000)))
  note('two instances under the unit’s settings answer /healthz', `${((Date.now() - started) / 1000).toFixed(1)} s`, true)
}

async function startNginx() {
  installGuideNginx(host, DOMAIN)
  const upstreams = ports.instances.map((p) => `127.0.0.1:${p}`)
  nginx = await serveGuideNginx(host, { http: ports.http, https: ports.https }, upstreams)
  const home = await get('/pc_index')
  note(
    'https through nginx (the guide’s files)',
    `${home.status}, HSTS ${home.hsts ? 'sent' : 'missing'}`,
    home.status === 200 && home.hsts,
  )
}

// ---------------------------------------------------------------- traffic

const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false, servername: DOMAIN })
const PATHS = ['/pc_index', '/en/pc_index', '/download', '/en/contact', '/client/banner/clientBannerList?language=zh', '/healthz']

function get(pathAndQuery: string): Promise<{ status: number; retryAfter: boolean; hsts: boolean }> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      { host: '127.0.0.1', port: ports.https, path: pathAndQuery, agent, headers: { host: DOMAIN }, timeout: 5000 },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Boolean(res.headers['retry-after']),
            hsts: Boolean(res.headers['strict-transport-security']),
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('no answer within 5 s')))
    req.on('error', reject)
  })
}

type Tally = { requests: number; failed: number; unavailable: number; statuses: Map<string, number>; load?: number }

/** Eight visitors for `ms`, each asking one address after another; `during` runs at a quarter of the time. */
async function traffic(ms: number, during: () => Promise<void>): Promise<Tally> {
  const tally: Tally = { requests: 0, failed: 0, unavailable: 0, statuses: new Map() }
  const start = Date.now()
  const end = start + ms
  const visitor = async (n: number) => {
    for (let i = n; Date.now() < end; i++) {
      tally.requests++
      let key: string
      const asked = PATHS[i % PATHS.length]
      try {
        const answer = await get(asked)
        key = answer.status === 503 && asked === '/healthz' ? '503 /healthz' : String(answer.status)
        // The site's answer while its database is away; the health check's 503 says just that (a build older than its
        // Retry-After leaves it off).
        if (answer.status === 503 && (answer.retryAfter || asked === '/healthz')) tally.unavailable++
        else if (answer.status >= 500 || (answer.status >= 400 && answer.status !== 404)) tally.failed++
      } catch (error) {
        key = `${(error as Error).message.slice(0, 40)} (${asked}, ${((Date.now() - start) / 1000).toFixed(1)} s in)`
        tally.failed++
      }
      tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1)
    }
  }
  const action = sleep(ms / 4).then(during)
  await Promise.all([...Array.from({ length: 8 }, (_, n) => visitor(n)), action])
  tally.load = os.loadavg()[0]
  return tally
}

const summary = (t: Tally) =>
  `${t.requests} requests, ${t.failed} failed, ${t.unavailable} answered the site's 503 (database away) (${[...t.statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}); load average ${t.load?.toFixed(1)} on ${os.cpus().length} cores`

async function killOne() {
  const victim = units[0]
  const started = Date.now()
  victim.child?.kill('SIGKILL')
  log(`site@${ports.instances[0]} SIGKILLed`)
  await waitForHttp(`http://127.0.0.1:${ports.instances[0]}/healthz`, null, 180_000)
  note(
    'a killed instance is restarted (Restart=on-failure)',
    `back in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    victim.restartCount === 1,
  )
}

async function restartPostgres() {
  log('PostgreSQL restarting')
  await cluster.stop()
  await sleep(2000)
  await cluster.start()
  log('PostgreSQL back')
}

// ---------------------------------------------------------------- backup and restore

async function backupAndRestore() {
  for (const unit of units) await unit.stop()
  const live = {
    databaseUrl: cluster.url('site'),
    sqlitePath: '',
    mediaDir: fs.existsSync(path.join(dataDir, 'media')) ? path.join(dataDir, 'media') : null,
  }
  const before = await contentDigest(live)
  const out = asSite(['npm', 'run', '--silent', 'backup', '--', '--out', path.join(scratch, 'backups')])
  const archive = archiveOfBackupOutput(out)
  if (!archive) throw new Error(`npm run backup printed no archive: ${out}`)
  await query('postgres', 'CREATE DATABASE site_restored')
  const restoredMedia = path.join(scratch, 'restored-media')
  const restoredUrl = cluster.url('site_restored')
  asSite(['npm', 'run', '--silent', 'restore', '--', archive], { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia })
  const after = await contentDigest({ databaseUrl: restoredUrl, sqlitePath: '', mediaDir: live.mediaDir ? restoredMedia : null })
  const rows = Object.values(before.parts).reduce((sum, part) => sum + part.rows, 0)
  const differing = differingParts(before, after)
  note(
    'backup restored into a fresh database has the same content digest',
    `${Object.keys(before.parts).length} parts, ${rows} rows; ${differing.length ? `differ: ${differing.join(', ')}` : `both ${before.digest.slice(0, 16)}…`}`,
    differing.length === 0,
  )
}

// ---------------------------------------------------------------- run

async function cleanUp() {
  for (const unit of units) await unit.stop().catch(() => undefined)
  await stop(nginx)
  await cluster.stopIfRunning().catch(() => undefined)
  if (await redisReachable(redisUrl)) await deleteRedisPrefix(redisUrl, redisPrefix)
  agent.destroy()
  if (process.env.REHEARSAL_KEEP) log(`kept ${scratch}`)
  else fs.rmSync(scratch, { recursive: true, force: true })
}

/** REHEARSAL_UNTIL=install: only the host's preparation (the guide's blocks up to the build), no build needed. */
const untilInstall = process.env.REHEARSAL_UNTIL === 'install'

async function main() {
  if (!pgBin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install -y postgresql)')
  if (!untilInstall && process.env.REHEARSAL_BUILD !== 'fresh' && !fs.existsSync(path.join(checkout, '.next/BUILD_ID')))
    throw new Error('no build in .next: npm run build first, or REHEARSAL_BUILD=fresh to let the guide’s block build')
  if (!debianNginxAvailable()) throw new Error(`nginx (${NGINX}) or Debian's /etc/nginx is missing (apt-get install -y nginx-light)`)
  const started = Date.now()
  await prepareHost()
  if (untilInstall) return
  await startInstances()
  await startNginx()
  const killed = await traffic(seconds * 1000, killOne)
  note('traffic while an instance is killed', summary(killed), killed.failed === 0)
  const restarted = await traffic(seconds * 1000, restartPostgres)
  note('traffic while PostgreSQL restarts', summary(restarted), restarted.failed === 0)
  await backupAndRestore()
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

try {
  await main()
} catch (error) {
  note('rehearsal', error instanceof Error ? error.message : String(error), false)
} finally {
  await cleanUp()
}
console.log('\n| check | result | |\n|---|---|---|')
for (const c of checks) console.log(`| ${c.check} | ${c.result} | ${c.pass ? 'pass' : 'FAIL'} |`)
process.exit(checks.every((c) => c.pass) ? 0 : 1)
