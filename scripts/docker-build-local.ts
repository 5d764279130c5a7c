/**
 * The Dockerfile, built and run for real with podman on a base image made here from Debian's packages.
 *
 * 1. Base image: a Debian bookworm root file system from Debian's mirror (`debootstrap --variant=minbase`) with
 *    this machine's Node (`process.execPath`, and its npm) under /usr/local, as in the official node images.
 *    Debian's own nodejs is too old for Next 16. The root file system is cached as a tarball
 *    (~/.cache/roadsoft-container/, or CONTAINER_CACHE) so later runs skip debootstrap; it is imported into
 *    podman as `localhost/node-bookworm-local:<node version>`.
 * 2. `podman build` of the Dockerfile with `--build-arg NODE_IMAGE=<that image>`; the build context is the
 *    committed tree (`git archive HEAD`, what a clean clone holds).
 * 3. The image runs on the host's network against a fresh PostgreSQL database (dropped afterwards); the checks:
 *    `/healthz`, `/pc_index`, `/en/pc_index` and `/admin` answer, the server is not root, SIGTERM ends it with
 *    exit 0 within the grace time.
 * 4. Figures: build time, image size, cold start (`podman run` → `/healthz` 200), memory (RSS of the node process).
 *
 * Usage: npm run docker:build-local   (minutes: debootstrap once, then npm install and next build in the image)
 * Environment: CONTAINER_PORT (3470), TEST_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * CONTAINER_RUNTIME (default runc when installed: crun refuses hosts with mixed cgroup v1/v2 controllers),
 * CONTAINER_STORAGE_DRIVER / CONTAINER_CGROUP_MANAGER / CONTAINER_ISOLATION (podman's options, e.g. vfs,
 * cgroupfs, chroot, for hosts where the defaults fail). Needs root and Debian's podman, debootstrap and runc.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  baseImageName,
  buildArgs,
  debootstrapArgs,
  type Flags,
  importArgs,
  NODE_PREFIX,
  podmanGlobal,
  runArgs,
  stopArgs,
  ulimitArgs,
} from './lib/container-build'
import { adminDatabaseUrl, createDatabase, dropDatabase } from './lib/postgres'

const repo = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.CONTAINER_PORT ?? 3470)
const flags: Flags = {
  storageDriver: process.env.CONTAINER_STORAGE_DRIVER,
  cgroupManager: process.env.CONTAINER_CGROUP_MANAGER,
  runtime: process.env.CONTAINER_RUNTIME ?? (fs.existsSync('/usr/sbin/runc') ? 'runc' : undefined),
  isolation: process.env.CONTAINER_ISOLATION,
  ulimits: hostUlimits(),
}
const IMAGE = 'localhost/roadsoft-website:local'

/**
 * This process's hard limits of open files and processes (podman's defaults for root ask for more, which a host
 * without CAP_SYS_RESOURCE refuses); processes at most 32768, the most such a host was seen to accept.
 */
function hostUlimits(): string[] {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8')
  const hard = (name: string) =>
    /^\S.*?\s{2,}\S+\s+(\S+)/.exec(limits.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? 'unlimited'
  const files = hard('Max open files').replace('unlimited', '-1')
  const processes = Math.min(Number(hard('Max processes')) || 32768, 32768)
  return [`nofile=${files}:${files}`, `nproc=${processes}:${processes}`]
}
const STOP_GRACE_S = 20

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`

function sh(cmd: string, args: string[], opts: { quiet?: boolean } = {}): string {
  console.log(`  $ ${cmd} ${args.join(' ')}`.slice(0, 240))
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', opts.quiet ? 'pipe' : 'inherit'], maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    process.stderr.write(result.stderr?.toString().slice(-4000) ?? '')
    throw new Error(`${cmd} failed (exit ${result.status ?? result.signal})`)
  }
  return result.stdout.toString().trim()
}

/** podman with the streamed output of long commands (build), the last lines only of short ones. */
function podman(args: string[], stream = false): string {
  if (!stream) return sh('podman', args, { quiet: true })
  console.log(`  $ podman ${args.join(' ')}`)
  const result = spawnSync('podman', args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`podman ${args[podmanGlobal(flags).length]} failed (exit ${result.status})`)
  return ''
}

function check(ok: boolean, what: string) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) process.exitCode = 1
}

/** Node (this machine's binary) and its npm into the root file system, where the official images keep them. */
function addNode(rootfs: string) {
  const bin = path.join(rootfs, NODE_PREFIX, 'bin')
  const npmDir = path.resolve(path.dirname(process.execPath), '../lib/node_modules/npm')
  if (!fs.existsSync(npmDir)) throw new Error(`npm not found beside ${process.execPath} (looked in ${npmDir})`)
  fs.mkdirSync(bin, { recursive: true })
  fs.copyFileSync(process.execPath, path.join(bin, 'node'))
  fs.chmodSync(path.join(bin, 'node'), 0o755)
  fs.cpSync(npmDir, path.join(rootfs, NODE_PREFIX, 'lib/node_modules/npm'), { recursive: true, verbatimSymlinks: true })
  fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(bin, 'npm'))
  fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(bin, 'npx'))
}

/** Extra CA certificates this host trusts (e.g. a TLS-inspecting proxy's, without which npm cannot reach its registry). */
const HOST_CA_DIR = '/usr/local/share/ca-certificates'
const hostCertificates = () =>
  fs.existsSync(HOST_CA_DIR)
    ? fs
        .readdirSync(HOST_CA_DIR)
        .filter((f) => f.endsWith('.crt'))
        .sort()
    : []

/** The host's extra CA certificates into the root file system's store (Node reads it through NODE_EXTRA_CA_CERTS). */
function addHostCertificates(rootfs: string) {
  const certificates = hostCertificates()
  if (certificates.length === 0) return
  for (const file of certificates) fs.copyFileSync(path.join(HOST_CA_DIR, file), path.join(rootfs, HOST_CA_DIR.slice(1), file))
  sh('chroot', [rootfs, 'update-ca-certificates'], { quiet: true })
}

/** Names the tarball after what is in it: the Node version and the host's extra certificates. */
function tarballName(): string {
  const certificates = createHash('sha256')
  for (const file of hostCertificates()) certificates.update(fs.readFileSync(path.join(HOST_CA_DIR, file)))
  return `bookworm-node-${process.version}-ca-${certificates.digest('hex').slice(0, 8)}.tar`
}

/** debootstrap can leave the host's /proc mounted in the new root file system. */
function unmountUnder(rootfs: string) {
  const mounts = fs
    .readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point) => point?.startsWith(`${rootfs}/`))
  for (const point of mounts.reverse()) sh('umount', ['--lazy', point])
}

/** The cached root file system tarball, made with debootstrap when there is none yet. */
function baseTarball(): string {
  const cache = process.env.CONTAINER_CACHE ?? path.join(os.homedir(), '.cache/roadsoft-container')
  const tarball = path.join(cache, tarballName())
  if (fs.existsSync(tarball)) {
    console.log(`  cached: ${tarball}`)
    return tarball
  }
  fs.mkdirSync(cache, { recursive: true })
  const rootfs = fs.mkdtempSync(path.join(cache, 'rootfs-'))
  try {
    sh('debootstrap', debootstrapArgs(rootfs), { quiet: true })
    unmountUnder(rootfs)
    addNode(rootfs)
    addHostCertificates(rootfs)
    // Package lists and downloaded .debs are not needed in an image.
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt/archives'])
      for (const f of fs.readdirSync(path.join(rootfs, dir)))
        if (f !== 'partial' && f !== 'lock') fs.rmSync(path.join(rootfs, dir, f), { recursive: true })
    sh('tar', ['--numeric-owner', '--one-file-system', '-C', rootfs, '-cf', `${tarball}.part`, '.'])
    fs.renameSync(`${tarball}.part`, tarball)
  } finally {
    // Never into a file system still mounted there (the host's /proc): unmount, then stay on this one.
    unmountUnder(rootfs)
    sh('rm', ['-rf', '--one-file-system', rootfs])
  }
  return tarball
}

function baseImage(): string {
  const image = baseImageName(process.version)
  const exists = spawnSync('podman', [...podmanGlobal(flags), 'image', 'exists', image]).status === 0
  if (!exists) podman(importArgs(flags, baseTarball(), image))
  const nodeVersion = podman([...podmanGlobal(flags), 'run', '--rm', '--network=host', ...ulimitArgs(flags), image, 'node', '--version'])
  check(nodeVersion === process.version, `the base image ${image} runs Node ${nodeVersion}`)
  return image
}

function buildImage(base: string): number {
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'container-context-'))
  try {
    execFileSync('bash', ['-c', `git -C "${repo}" archive HEAD | tar -x -C "${context}"`])
    const started = Date.now()
    podman(buildArgs(flags, { baseImage: base, image: IMAGE, context, serverUrl: `http://127.0.0.1:${port}` }), true)
    return Date.now() - started
  } finally {
    fs.rmSync(context, { recursive: true, force: true })
  }
}

async function waitForHealth(origin: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return false
}

const procStatus = (pid: string, field: string) =>
  new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]

/** Starts the image, checks it, stops it; returns cold start and memory. */
async function runImage(databaseUrl: string): Promise<{ coldStartMs: number; rssKb: number; stopMs: number }> {
  const name = `roadsoft-local-${process.pid}`
  const origin = `http://127.0.0.1:${port}`
  const started = Date.now()
  podman(runArgs(flags, { name, image: IMAGE, port, databaseUrl, secret: randomBytes(32).toString('hex') }))
  let figures = { coldStartMs: 0, rssKb: 0, stopMs: 0 }
  try {
    const healthy = await waitForHealth(origin, 180_000)
    figures.coldStartMs = Date.now() - started
    check(healthy, `/healthz answers 200 (the migrations ran on an empty PostgreSQL database) after ${seconds(figures.coldStartMs)}`)
    for (const page of ['/pc_index', '/en/pc_index']) {
      const res = await fetch(`${origin}${page}`)
      check(res.status === 200 && /<html/i.test(await res.text()), `${page} answers ${res.status} with a page`)
    }
    const admin = await fetch(`${origin}/admin`, { redirect: 'manual' })
    check(admin.status < 400, `/admin answers ${admin.status}`)
    const pid = podman([...podmanGlobal(flags), 'inspect', '--format', '{{.State.Pid}}', name])
    const uid = Number(procStatus(pid, 'Uid'))
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
    check(uid !== 0, `the container's process (${command}) runs as uid ${uid}, not root`)
    figures.rssKb = Number(procStatus(pid, 'VmRSS'))
  } finally {
    const stopStarted = Date.now()
    podman(stopArgs(flags, name, STOP_GRACE_S))
    figures = { ...figures, stopMs: Date.now() - stopStarted }
    const code = podman([...podmanGlobal(flags), 'inspect', '--format', '{{.State.ExitCode}}', name])
    check(code === '0' && figures.stopMs < STOP_GRACE_S * 1000, `SIGTERM ends the server with exit ${code} in ${seconds(figures.stopMs)}`)
    if (process.exitCode) console.log(podman([...podmanGlobal(flags), 'logs', '--tail', '40', name]))
    podman([...podmanGlobal(flags), 'rm', name])
  }
  return figures
}

async function main() {
  console.log(`Container build with podman (Node ${process.version}, port ${port})\n\n1. Base image from Debian's packages`)
  const base = baseImage()
  console.log(`\n2. podman build of the Dockerfile (context: git archive HEAD)`)
  const buildMs = buildImage(base)
  const size = Number(podman([...podmanGlobal(flags), 'image', 'inspect', '--format', '{{.Size}}', IMAGE]))
  const baseSize = Number(podman([...podmanGlobal(flags), 'image', 'inspect', '--format', '{{.Size}}', base]))
  const database = `container_${process.pid}`
  console.log(`\n3. ${IMAGE} against PostgreSQL database ${database}`)
  await createDatabase(database)
  try {
    const run = await runImage(adminDatabaseUrl(database))
    console.log(`\nFigures
  build time   ${seconds(buildMs)}
  image size   ${mb(size)} (base image ${mb(baseSize)}, the project's layers ${mb(size - baseSize)})
  cold start   ${seconds(run.coldStartMs)} (podman run → /healthz 200, migrations on an empty database included)
  memory       ${Math.round(run.rssKb / 1024)} MB RSS of the node process after the checks
  stop         ${seconds(run.stopMs)} (SIGTERM → exit)`)
  } finally {
    await dropDatabase(database)
  }
  console.log(process.exitCode ? '\nContainer build: FAILED' : `\nContainer build: every check passed; the image stays as ${IMAGE}`)
}

await main()
