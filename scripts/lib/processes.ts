/**
 * Child processes for tests and benchmarks that run the built site like production: server.ts instances,
 * Debian's nginx in front (a generated configuration, no daemon, on loopback), and a probe for Redis.
 */
import { type ChildProcess, execFile, type ExecFileOptions, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import Redis from 'ioredis'

import { env as configuration } from '../../src/env'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The server as production runs it: server.ts compiled by `npm run build` (scripts/compile-server.ts). */
const SERVER_ENTRY = 'dist/server.mjs'

/**
 * Node's arguments to run the compiled server with `nodeArgs` before it. A module of its own in TypeScript among them
 * (`--import ./scripts/lib/memory-probe.ts`) brings tsx's loader for that module only.
 */
export function serverCommand(nodeArgs: string[] = []): string[] {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`No compiled server (${SERVER_ENTRY}): run \`npm run build\` first.`)
  const loader = nodeArgs.some((arg) => arg.endsWith('.ts')) ? ['--import', 'tsx'] : []
  return [...loader, ...nodeArgs, SERVER_ENTRY]
}

export function nginxAvailable(): boolean {
  try {
    fs.accessSync(NGINX, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** A client connected to the Redis at `url` that answered a ping, or null (within a second, no retries). */
export async function connectRedis(url: string): Promise<Redis | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return client
  } catch {
    client.disconnect()
    return null
  }
}

export async function redisReachable(url: string): Promise<boolean> {
  const client = await connectRedis(url)
  client?.disconnect()
  return client !== null
}

/** Deletes every Redis key under a prefix (a test's own). */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  if (!prefix || prefix.length < 6) throw new Error(`refusing to delete the short prefix "${prefix}"`)
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      cursor = next
      if (keys.length) await client.del(...keys)
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}

export async function waitForHttp(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process for ${url} exited with code ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Starts the compiled server (needs `npm run build`) on a port, with extra environment and options for node (`nodeArgs`,
 * before the script). `ready` resolves once /healthz (under BASE_PATH) answers 200 (the database answers); the child
 * is there at once, to be stopped whatever happens.
 */
export function launchServer(
  port: number,
  env: Record<string, string | undefined>,
  logFile: string,
  nodeArgs: string[] = [],
): { child: ChildProcess; ready: Promise<void> } {
  const log = fs.createWriteStream(logFile)
  const child = spawn(process.execPath, serverCommand(nodeArgs), {
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  return { child, ready: waitForHttp(`http://127.0.0.1:${port}${configuration.basePath}/healthz`, child, 120_000) }
}

const execFileAsync = promisify(execFile)

/**
 * Runs a TypeScript script to its end (`node --import tsx SCRIPT ARGS...`) and gives its output. Exit code 13 with no
 * output is Node 20's module loader giving up on tsx's loader thread before the script's first line (docs/testing.md,
 * "Known flakes"): nothing was done, so it is said and the script runs once more. Any other failure is thrown.
 */
export async function runTsxScript(
  script: string,
  args: string[],
  options: ExecFileOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  const once = () =>
    execFileAsync(process.execPath, ['--import', 'tsx', script, ...args], { maxBuffer: 16 * 1024 * 1024, ...options, encoding: 'utf8' })
  try {
    return await once()
  } catch (error) {
    const { code, stdout } = error as { code?: unknown; stdout?: string }
    if (code !== 13 || stdout) throw error
    console.error(`${script} exited with code 13 while loading its modules: once more`)
    return once()
  }
}

/** launchServer, resolved once the server is healthy (killed if it never is). */
export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
  logFile: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const { child, ready } = launchServer(port, env, logFile, nodeArgs)
  try {
    await ready
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return child
}

/** Stops a child and waits for it (SIGKILL after `graceMs`). */
export async function stop(child: ChildProcess | null | undefined, graceMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/**
 * Runs nginx in the foreground with `httpBlock` as the body of its `http {}` block, everything it writes kept in
 * `dir`. Resolves once `probeUrl` answers.
 */
export async function startNginx(dir: string, httpBlock: string, probeUrl: string, workers = 1): Promise<ChildProcess> {
  fs.mkdirSync(dir, { recursive: true })
  const temp = (name: string) => path.join(dir, name)
  const conf = `
daemon off;
worker_processes ${workers};
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy_temp')};
  fastcgi_temp_path ${temp('fastcgi_temp')};
  uwsgi_temp_path ${temp('uwsgi_temp')};
  scgi_temp_path ${temp('scgi_temp')};
${httpBlock}
}
`
  fs.writeFileSync(temp('nginx.conf'), conf)
  const child = spawn(NGINX, ['-p', dir, '-c', temp('nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  try {
    await waitForHttp(probeUrl, child, 10_000)
  } catch (error) {
    child.kill('SIGKILL')
    const logged = fs.existsSync(temp('error.log')) ? fs.readFileSync(temp('error.log'), 'utf8') : ''
    throw new Error(`nginx did not start: ${String(error)}\n${stderr}\n${logged}`)
  }
  return child
}

/**
 * The committed nginx files of deploy/nginx/ (the http part and the site's server snippet), pointed at `upstreams`
 * (host:port), in one plain-http server on 127.0.0.1:`port`, caching into `cacheDir`: what the benchmark, the drill
 * and the several-instances test run. (The TLS server blocks of sites-available/site are checked by
 * tests/unit/nginx-debian.test.ts.)
 */
export function deployNginxConfig(upstreams: string[], port: number, cacheDir: string): string {
  const http = fs.readFileSync(path.resolve('deploy/nginx/conf.d/site.conf'), 'utf8')
  // Its access log beside the cache folder (Debian's /var/log/nginx may not exist where the tests run).
  const snippet = fs
    .readFileSync(path.resolve('deploy/nginx/snippets/site-proxy.conf'), 'utf8')
    .replace('/var/log/nginx/site.access.log', `${cacheDir}-access.log`)
  const upstream = `upstream site_app {\n${upstreams.map((u) => `    server ${u};`).join('\n')}\n    keepalive 64;\n}`
  const adapted = http.replace(/upstream site_app \{[^}]*\}/, upstream).replace(/\/var\/cache\/nginx\/site/g, cacheDir)
  if (!adapted.includes(upstream) || !adapted.includes(cacheDir))
    throw new Error('deploy/nginx/conf.d/site.conf: upstream or cache path not found')
  return `${adapted}\nserver {\n    listen 127.0.0.1:${port};\n${snippet}\n}\n`
}
