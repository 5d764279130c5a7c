/**
 * A PostgreSQL server of a script's own (Debian's binaries under /usr/lib/postgresql), in a folder of its own, on a
 * port of its own, trusted local connections: what `npm run drill` and `npm run rehearse:production` stop and start
 * under traffic without touching the machine's own PostgreSQL. Run as `postgres` when the script is root
 * (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The newest PostgreSQL's bin folder, or null when none is installed. */
export const pgBin = (() => {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) if (fs.existsSync(path.join(base, v, 'bin', 'pg_ctl'))) return path.join(base, v, 'bin')
  return null
})()

export class PgCluster {
  private started = false

  /** `root`: a folder the `postgres` user may write to (the data folder, the log and the socket go there). */
  constructor(
    private readonly root: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return path.join(this.root, 'pg')
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }

  /** Runs a PostgreSQL program without blocking the traffic the script sends meanwhile. */
  async run(program: string, args: string[]): Promise<void> {
    if (!pgBin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql')
    const file = path.join(pgBin, program)
    const [command, commandArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
    try {
      await run(command, commandArgs)
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string }
      throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`)
    }
  }

  start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.root} -c listen_addresses=127.0.0.1`
    return this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.root, 'pg.log'), '-w', '-t', '60', '-o', options, 'start'])
  }

  stop(): Promise<void> {
    return this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop'])
  }

  /** Made and started once. */
  async ensureStarted(): Promise<void> {
    if (this.started) return
    await this.run('initdb', ['-D', this.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
    await this.start()
    this.started = true
  }

  /** Stopped when it runs (at the end of a script, whatever happened). */
  async stopIfRunning(): Promise<void> {
    if (fs.existsSync(path.join(this.dataDir, 'postmaster.pid'))) await this.stop()
  }
}
