/**
 * The rehearsal's stand-in for systemd (scripts/lib/unit-supervisor.ts) reads deploy/systemd/site@.service as systemd
 * would and restarts an instance as Restart=on-failure says: after a crash or a SIGKILL, not after a clean stop.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { readEnvironmentFile, restarts, SupervisedUnit, unitService } from '../../scripts/lib/unit-supervisor'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-supervisor-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('unitService', () => {
  it('reads the committed unit for one port', () => {
    const service = unitService(fs.readFileSync('deploy/systemd/site@.service', 'utf8'), '3001', (v) => v.replace('/etc/site', '/x'))
    expect(service.execStart).toEqual(['/usr/bin/node', 'dist/server.mjs'])
    expect(service.environment).toMatchObject({ PORT: '3001', NODE_ENV: 'production' })
    expect(service.environmentFile).toBe('/x/site.env')
    expect(service.workingDirectory).toBe('/opt/site')
    expect(service.restart).toBe('on-failure')
    expect(service.restartSec).toBe(2)
  })

  it('reads KEY=VALUE lines and skips comments', () => {
    expect(readEnvironmentFile('# c\nA=1\n B=x=y \nnot a line\n')).toEqual({ A: '1', B: 'x=y' })
  })
})

describe('restarts', () => {
  it('restarts on failure only', () => {
    expect(restarts('on-failure', null, 'SIGKILL')).toBe(true)
    expect(restarts('on-failure', 1, null)).toBe(true)
    expect(restarts('on-failure', 0, null)).toBe(false)
    expect(restarts('on-failure', null, 'SIGTERM')).toBe(false)
    expect(restarts('no', 1, null)).toBe(false)
  })
})

describe('SupervisedUnit', () => {
  it('brings a killed process back with the environment file, and leaves a stopped one stopped', { timeout: 60_000 }, async () => {
    fs.writeFileSync(path.join(dir, 'site.env'), 'GREETING=hello\n')
    const script = path.join(dir, 'serve.mjs')
    fs.writeFileSync(script, 'console.log(process.env.GREETING, process.env.PORT); setInterval(() => {}, 1000)\n')
    const service = {
      execStart: [process.execPath, script],
      workingDirectory: dir,
      environment: { PORT: '4000' },
      environmentFile: path.join(dir, 'site.env'),
      restart: 'on-failure',
      restartSec: 0.1,
    }
    const log = path.join(dir, 'out.log')
    // Each process says hello once it runs; under CI's load a start can take seconds, so the steps wait for it.
    const hellos = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('hello 4000').length - 1 : 0)
    const until = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const unit = new SupervisedUnit(service, log)
    unit.start()
    const first = unit.child!
    await until(() => hellos() === 1, 'the first process says hello')
    first.kill('SIGKILL')
    await until(() => hellos() === 2, 'the restarted process says hello (the environment file read again)')
    expect(unit.restartCount).toBe(1)
    expect(unit.child).not.toBe(first)
    await unit.stop()
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Stopped on purpose: not brought back.
    expect(unit.restartCount).toBe(1)
    expect(hellos()).toBe(2)
  })
})
