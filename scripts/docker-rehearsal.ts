/**
 * The Dockerfile, rehearsed on a machine without a Docker engine (the development machines have none).
 *
 * It reads the Dockerfile and carries out its instructions on this host, in a scratch folder:
 * - the build context is the committed tree (`git archive HEAD`, what a clean clone holds);
 * - the dependencies and build stages run their own `RUN` lines with `bash`, their `ENV` and `ARG` values and
 *   nothing of this shell's configuration (no DATA_DIR, DATABASE_URL, …), in one folder that stands for `/app`;
 * - the runtime stage gets what its `COPY --from` lines copy, owned by the uid and gid its `useradd`/`groupadd`
 *   line names; that line itself is not run (it would add a user to this host), every other runtime `RUN` is;
 * - then its `CMD` runs as that unprivileged uid (`setpriv`), with the runtime `ENV` (`/app` mapped to the scratch
 *   folder) on a port of its own, and the rehearsal checks what the image promises: the `HEALTHCHECK` command
 *   passes, `/healthz`, the home page and the admin answer, the process is not root, the migrations ran on an
 *   empty database (`MIGRATE_ON_START`), and SIGTERM (`STOPSIGNAL`) ends it cleanly.
 *
 * What it cannot show: the base image itself (this host's Node and Debian stand in for `node:20-bookworm-slim`)
 * and Docker's layer and volume handling.
 *
 * Usage: npm run docker:rehearse [-- --keep]   (about 3–4 minutes: npm install and next build, as in the image)
 * REHEARSAL_PORT (default 3460) is the port the image's server listens on.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Instruction = { op: string; args: string }
type Stage = { from: string; name: string; instructions: Instruction[] }

const keep = process.argv.includes('--keep')
const port = Number(process.env.REHEARSAL_PORT ?? 3460)
const repo = path.resolve(import.meta.dirname, '..')

/** Dockerfile → global ARGs and stages (continuation lines joined, comments and the syntax line dropped). */
function parseDockerfile(text: string): { globalArgs: Instruction[]; stages: Stage[] } {
  const lines = text.split('\n').filter((line) => !/^\s*#/.test(line))
  const joined = lines.join('\n').replace(/\\\n/g, ' ')
  const globalArgs: Instruction[] = []
  const stages: Stage[] = []
  for (const raw of joined.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const [, op, args] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const upper = op.toUpperCase()
    if (upper === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args)
      stages.push({ from: m?.[1] ?? args, name: m?.[2] ?? String(stages.length), instructions: [] })
    } else if (stages.length === 0) {
      if (upper === 'ARG') globalArgs.push({ op: upper, args })
    } else stages.at(-1)!.instructions.push({ op: upper, args: args.replace(/\s+/g, ' ') })
  }
  return { globalArgs, stages }
}

/** `NAME=value NAME2="v w"` or `NAME value` (ENV, ARG), with ${VAR} taken from `env`. */
function assignments(args: string, env: Record<string, string>): Array<[string, string]> {
  const expand = (v: string) => v.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a: string, b: string) => env[a ?? b] ?? '')
  if (!args.includes('=')) {
    const [name, ...rest] = args.split(' ')
    return [[name, expand(rest.join(' '))]]
  }
  return [...args.matchAll(/(\w+)(?:=("([^"]*)"|\S*))?/g)].map((m): [string, string] => [m[1], expand(m[3] ?? m[2] ?? '')])
}

/** Next's types make NODE_ENV required in a process environment; these environments are built by hand. */
const asEnv = (env: Record<string, string>) => env as unknown as NodeJS.ProcessEnv

function run(cmd: string, cwd: string, env: Record<string, string>) {
  console.log(`  $ ${cmd.length > 160 ? `${cmd.slice(0, 157)}...` : cmd}`)
  const started = Date.now()
  const result = spawnSync('bash', ['-euo', 'pipefail', '-c', cmd], {
    cwd,
    env: asEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) {
    process.stdout.write(result.stdout?.toString().slice(-4000) ?? '')
    process.stderr.write(result.stderr?.toString().slice(-4000) ?? '')
    throw new Error(`RUN failed (exit ${result.status}): ${cmd}`)
  }
  console.log(`    ok in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function check(ok: boolean, what: string) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) process.exitCode = 1
}

async function waitFor(url: string, child: ChildProcess, ms: number): Promise<Response | null> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(url)
      if (res.ok) return res
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return null
}

async function main() {
  const { globalArgs, stages } = parseDockerfile(fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8'))
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docker-rehearsal-'))
  fs.chmodSync(work, 0o755) // the image's user must reach its folder
  const context = path.join(work, 'context')
  fs.mkdirSync(context)
  execFileSync('bash', ['-c', `git -C "${repo}" archive HEAD | tar -x -C "${context}"`])
  console.log(`Docker rehearsal in ${work} (build context: git archive HEAD)`)

  const baseEnv: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', LANG: 'C.UTF-8' }
  const argDefaults: Record<string, string> = {}
  for (const a of globalArgs) for (const [k, v] of assignments(a.args, argDefaults)) argDefaults[k] = v
  /** Each stage's folder standing for `/`, and its environment. */
  const roots = new Map<string, string>()
  const stageEnv = new Map<string, Record<string, string>>()
  const stageWorkdir = new Map<string, string>()
  let runtime: {
    root: string
    workdir: string
    env: Record<string, string>
    cmd: string[]
    user: string
    healthcheck: string[]
    uid: number
    gid: number
  } | null = null

  for (const [index, stage] of stages.entries()) {
    const parent = roots.get(stage.from)
    const root = path.join(work, `stage-${stage.name}`)
    // A stage built FROM an earlier one continues in a copy of its files (same folder when nothing later reads it).
    const laterReadsParent = stages.slice(index + 1).some((s) => s.instructions.some((i) => i.args.includes(`--from=${stage.from} `)))
    if (parent) {
      if (laterReadsParent) fs.cpSync(parent, root, { recursive: true, verbatimSymlinks: true })
      else fs.renameSync(parent, root)
    } else fs.mkdirSync(root)
    roots.set(stage.name, root)
    const env: Record<string, string> = { ...(parent ? stageEnv.get(stage.from) : {}) }
    const args: Record<string, string> = {}
    let workdir = (parent && stageWorkdir.get(stage.from)) || '/'
    let uid = 0
    let gid = 0
    let user = 'root'
    let cmd: string[] = []
    let healthcheck: string[] = []
    const inRoot = (p: string) => path.join(root, p.startsWith('/') ? p : path.join(workdir, p))
    console.log(`\nFROM ${stage.from} AS ${stage.name}${parent ? '' : ' (this host stands in for the image)'}`)
    for (const { op, args: text } of stage.instructions) {
      const scope = { ...argDefaults, ...args, ...env }
      if (op === 'ARG') for (const [k, v] of assignments(text, scope)) args[k] = argDefaults[k] ?? v
      else if (op === 'ENV') for (const [k, v] of assignments(text, scope)) env[k] = v
      else if (op === 'WORKDIR') {
        workdir = text
        fs.mkdirSync(inRoot('.'), { recursive: true })
      } else if (op === 'COPY') {
        const parts = text.split(' ')
        const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length)
        const chown = parts.find((p) => p.startsWith('--chown='))?.slice('--chown='.length)
        const paths = parts.filter((p) => !p.startsWith('--'))
        const dest = inRoot(paths.at(-1)!)
        for (const src of paths.slice(0, -1)) {
          const source = from ? path.join(roots.get(from)!, src) : path.join(context, src)
          // A folder's contents go into the destination; a file goes into it when it is a folder (ends in `/`).
          if (fs.statSync(source).isDirectory()) fs.cpSync(source, dest, { recursive: true, verbatimSymlinks: true, force: true })
          else {
            const intoFolder = dest.endsWith('/') || (fs.existsSync(dest) && fs.statSync(dest).isDirectory())
            fs.mkdirSync(intoFolder ? dest : path.dirname(dest), { recursive: true })
            fs.cpSync(source, intoFolder ? path.join(dest, path.basename(src)) : dest)
          }
        }
        console.log(`  COPY ${text}`)
        // --chown names the image's user, which exists here only as the uid and gid of its useradd line.
        if (chown) execFileSync('chown', ['-R', `${uid}:${gid}`, dest])
      } else if (op === 'RUN') {
        if (/\b(useradd|groupadd)\b/.test(text)) {
          // Not on this host: the uid and gid are taken from the line, the folders it makes are made here.
          uid = Number(/useradd[^&]*--uid (\d+)/.exec(text)?.[1] ?? 0)
          gid = Number(/groupadd[^&]*--gid (\d+)/.exec(text)?.[1] ?? uid)
          for (const dir of text
            .match(/mkdir -p ([^&]+)/)?.[1]
            .trim()
            .split(' ') ?? [])
            fs.mkdirSync(inRoot(dir), { recursive: true })
          for (const dir of text
            .match(/chown \S+ ([^&]+)/)?.[1]
            .trim()
            .split(' ') ?? [])
            fs.chownSync(inRoot(dir), uid, gid)
          console.log(`  (user ${uid}:${gid} not added to this host; its folders made and given to it)`)
        } else run(text, inRoot('.'), { ...baseEnv, ...argDefaults, ...args, ...env })
      } else if (op === 'USER') user = text
      else if (op === 'CMD') cmd = JSON.parse(text) as string[]
      else if (op === 'HEALTHCHECK') healthcheck = JSON.parse(text.slice(text.indexOf('CMD ') + 4)) as string[]
      // EXPOSE, VOLUME, STOPSIGNAL: read by the checks below.
    }
    stageEnv.set(stage.name, env)
    stageWorkdir.set(stage.name, workdir)
    if (index === stages.length - 1) runtime = { root, workdir, env, cmd, user, healthcheck, uid, gid }
  }

  if (!runtime) throw new Error('no stage in the Dockerfile')
  const app = path.join(runtime.root, runtime.workdir)
  // The runtime ENV with the image's paths mapped into the scratch folder.
  const env: Record<string, string> = { PATH: baseEnv.PATH, LANG: 'C.UTF-8', HOME: app }
  for (const [k, v] of Object.entries(runtime.env)) env[k] = v.startsWith(runtime.workdir) ? path.join(runtime.root, v) : v
  env.PORT = String(port)
  env.SERVER_URL = `http://127.0.0.1:${port}`
  console.log(`\nCMD ${JSON.stringify(runtime.cmd)} as ${runtime.user} (uid ${runtime.uid}) in ${app}, port ${port}`)
  const child = spawn('setpriv', [`--reuid=${runtime.uid}`, `--regid=${runtime.gid}`, '--clear-groups', ...runtime.cmd], {
    cwd: app,
    env: asEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

  try {
    const origin = `http://127.0.0.1:${port}`
    const health = await waitFor(`${origin}/healthz`, child, 120_000)
    check(health !== null, '/healthz answers 200 (the database answers; migrations ran on start)')
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const procUid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1])
    check(procUid === runtime.uid && procUid !== 0, `the server runs as uid ${procUid}, not root`)
    const hc = spawnSync(runtime.healthcheck[0], runtime.healthcheck.slice(1), { env: asEnv(env), timeout: 10_000 })
    check(hc.status === 0, `the HEALTHCHECK command exits 0`)
    const home = await fetch(`${origin}/pc_index`)
    const html = await home.text()
    check(home.status === 200 && /<html/i.test(html), `/pc_index answers ${home.status} with a page`)
    // The bundled server.mjs is the project's server.ts: its script loader (src/server/deferred-scripts.ts) is there.
    check(
      html.includes('<script>(function(s)') && !/<script src="[^"]*\/_next\/static\/[^"]+" async="">/.test(html),
      'the page starts its scripts after the first frame (server.ts bundled)',
    )
    const admin = await fetch(`${origin}/admin`, { redirect: 'manual' })
    check(admin.status < 500, `/admin answers ${admin.status}`)
    const dataDir = env.DATA_DIR ?? ''
    const dbFile = path.join(dataDir, 'site.db')
    check(fs.existsSync(dbFile) && fs.statSync(dbFile).uid === runtime.uid, `the SQLite file was made by that user in DATA_DIR (${dbFile})`)
  } finally {
    child.kill('SIGTERM')
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000))])
    check(code === 0, `SIGTERM ends the server cleanly (exit ${code})`)
    if (process.exitCode) console.log(`\nServer output (last 3,000 characters):\n${log.slice(-3000)}`)
    if (code === 'timeout') child.kill('SIGKILL')
    if (!keep) fs.rmSync(work, { recursive: true, force: true })
    else console.log(`kept: ${work}`)
  }
  console.log(process.exitCode ? '\nDocker rehearsal: FAILED' : '\nDocker rehearsal: every step and check passed')
}

await main()
