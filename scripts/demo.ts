/**
 * `npm run demo`: the whole site with its demo company, from a fresh clone, as soon as the machine allows.
 *
 * 1. The seed (`npm run setup` with DEMO_MEDIA=later: migrations, the first administrator, the demo content with
 *    placeholders for its pictures and videos) and the production build (`npm run build`) start together. Compiling,
 *    most of a build, needs no content; the build's first read of the database (prerendering the static pages) waits
 *    for the seed (src/content/seed-lock.ts).
 * 2. The server starts (as `npm start` does, without its migration step: the seed has just run the migrations) and
 *    this script says when it answers.
 * 3. Then, at a lower priority than the server, `npm run seed -- --media` draws the real pictures and videos into the
 *    placeholders and asks the server to drop its caches: the pages show them from then on.
 *
 * A database that already holds content is not seeded again, and nothing is made twice: the drawn artwork and the
 * synthesised speech stay in the disk cache (data/.cache/demo-artwork/).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'

import { holdSeedLock } from '../src/content/seed-lock'
import { env } from '../src/env'
import { listenAddress, selfHost } from '../src/server/listen-address'
import { serverCommand } from './lib/processes'

const began = Date.now()
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)

/** Runs `npm run <script>` with each output line prefixed, in its own process group (stopped as a whole). */
function npmRun(
  script: string,
  label: string,
  { args = [], env = {}, nice = false }: { args?: string[]; env?: Record<string, string>; nice?: boolean } = {},
): { child: ChildProcess; done: Promise<number> } {
  const command = ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])]
  const [file, ...rest] = nice ? ['nice', '-n', '10', ...command] : command
  const child = spawn(file, rest, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } })
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`[${label}] ${line}\n`)
    })
    stream?.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`))
  }
  const done = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  return { child, done }
}

function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

const releaseLock = holdSeedLock()
const seed = npmRun('setup', 'seed', { env: { DEMO_MEDIA: 'later' } })
// A first build: Turbopack's file-system cache would be written and never read (next.config.ts).
const build = npmRun('build', 'build', { env: { TURBOPACK_BUILD_CACHE: 'off' } })
const stopBoth = () => {
  stop(seed.child)
  stop(build.child)
  process.exit(130)
}
process.on('SIGINT', stopBoth)
process.on('SIGTERM', stopBoth)

const seedCode = await seed.done
releaseLock()
const seedSeconds = seconds(began)
if (seedCode !== 0) {
  stop(build.child)
  console.error(`npm run demo: the seed failed (exit ${seedCode}); the build was stopped.`)
  process.exit(seedCode)
}
console.log(`[demo] seed finished after ${seedSeconds} s; the build goes on`)
const buildCode = await build.done
const buildSeconds = seconds(began)
if (buildCode !== 0) {
  console.error(`npm run demo: the build failed (exit ${buildCode}).`)
  process.exit(buildCode)
}
process.off('SIGINT', stopBoth)
process.off('SIGTERM', stopBoth)

// The server, in the foreground: Ctrl-C stops it as it would stop `npm start`.
const port = env.port
// Where the server answers on this machine: its listening address (HOSTNAME, TRUST_PROXY), as server.ts reaches itself.
const self = selfHost(listenAddress({ hostname: env.hostname, trustedProxies: env.trustProxy }).hostname)
const token = crypto.randomBytes(24).toString('hex')
const revalidate = {
  INTERNAL_REVALIDATE_URL: `http://${self}:${port}${env.basePath}/internal-revalidate`,
  INTERNAL_REVALIDATE_TOKEN: token,
}
const startBegan = Date.now()
const server = spawn(process.execPath, serverCommand(), {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DISABLE_PAYLOAD_HMR: 'true',
    INTERNAL_REVALIDATE_TOKEN: token,
  },
})
let media: ChildProcess | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (media) stop(media)
    server.kill(signal)
  })
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

const health = `http://${self}:${port}${env.basePath}/healthz`
while (server.exitCode === null) {
  const ok = await fetch(health)
    .then((res) => res.ok)
    .catch(() => false)
  if (ok) break
  await new Promise((resolve) => setTimeout(resolve, 250))
}
console.log(
  `\n[demo] the site answers at http://localhost:${port}${env.basePath}/ (admin: /admin), ${seconds(began)} s after npm run demo began:` +
    ` seed done at ${seedSeconds} s beside the build, build done at ${buildSeconds} s, server up in ${seconds(startBegan)} s\n`,
)

// The real pictures and videos, drawn into the placeholders while the site already answers.
const fill = npmRun('seed', 'media', { args: ['--media'], env: revalidate, nice: true })
media = fill.child
const fillCode = await fill.done
media = null
if (fillCode === 0) console.log(`[demo] every picture and video is in place, ${seconds(began)} s after npm run demo began`)
else console.error(`[demo] drawing the demo's pictures and videos failed (exit ${fillCode}); run \`npm run seed -- --media\` to try again`)
