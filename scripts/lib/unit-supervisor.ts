/**
 * systemd's part of deploy/systemd/site@.service where there is no systemd (the rehearsal of docs/production.md):
 * the unit's ExecStart, in its WorkingDirectory, with its Environment= and EnvironmentFile=, `%i` being the port,
 * restarted RestartSec seconds after it dies when Restart=on-failure says so (not after a clean stop), its output
 * into a file instead of the journal.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

import { stop } from './processes'

export type UnitService = {
  execStart: string[]
  workingDirectory: string
  environment: Record<string, string>
  environmentFile: string
  restart: string
  restartSec: number
}

/** KEY=VALUE lines of an EnvironmentFile (no quotes, `#` comments). */
export function readEnvironmentFile(text: string): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line)
    if (match) vars[match[1]] = match[2].trim()
  }
  return vars
}

/** The [Service] settings of a template unit for one instance (`%i`); `paths` moves absolute paths elsewhere. */
export function unitService(text: string, instance: string, paths: (value: string) => string = (v) => v): UnitService {
  const settings = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
    if (match) settings.set(match[1], paths(match[2].replaceAll('%i', instance)))
  }
  const environment: Record<string, string> = {}
  for (const pair of (settings.get('Environment') ?? '').split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf('=')
    environment[pair.slice(0, at)] = pair.slice(at + 1)
  }
  return {
    execStart: (settings.get('ExecStart') ?? '').split(/\s+/).filter(Boolean),
    workingDirectory: settings.get('WorkingDirectory') ?? process.cwd(),
    environment,
    environmentFile: settings.get('EnvironmentFile') ?? '',
    restart: settings.get('Restart') ?? 'no',
    restartSec: Number(settings.get('RestartSec') ?? 0.1),
  }
}

/** Whether systemd restarts a service that ended so, under `Restart=`. */
export function restarts(restart: string, code: number | null, signal: NodeJS.Signals | null): boolean {
  const clean = code === 0 || signal === 'SIGTERM' || signal === 'SIGINT'
  if (restart === 'always') return true
  if (restart === 'on-failure') return !clean
  return false
}

/** One supervised instance: started, restarted as the unit says, stopped with SIGTERM. */
export class SupervisedUnit {
  child: ChildProcess | null = null
  restartCount = 0
  private stopping = false

  constructor(
    private readonly service: UnitService,
    private readonly logFile: string,
    private readonly onRestart: (count: number) => void = () => {},
  ) {}

  start() {
    const vars = readEnvironmentFile(fs.readFileSync(this.service.environmentFile, 'utf8'))
    const [program, ...args] = this.service.execStart
    const out = fs.openSync(this.logFile, 'a')
    const child = spawn(fs.existsSync(program) ? program : process.execPath, args, {
      cwd: this.service.workingDirectory,
      // What systemd gives a service: a bare environment, then EnvironmentFile=, then Environment=.
      env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/', ...vars, ...this.service.environment },
      stdio: ['ignore', out, out],
    })
    fs.closeSync(out)
    child.once('exit', (code, signal) => {
      if (this.stopping || !restarts(this.service.restart, code, signal)) return
      setTimeout(() => {
        if (this.stopping) return
        this.restartCount++
        this.onRestart(this.restartCount)
        this.start()
      }, this.service.restartSec * 1000)
    })
    this.child = child
  }

  /** SIGTERM, SIGKILL after `graceMs` (the unit's TimeoutStopSec); not restarted. */
  async stop(graceMs = 30_000) {
    this.stopping = true
    await stop(this.child, graceMs)
  }
}
