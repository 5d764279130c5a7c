/**
 * The job runner of `npm test` (scripts/lib/jobs.sh), as the next developer meets it: jobs run side by side, a job
 * starts only once the job it names has passed, each job's log is printed whole under its heading, a run that passed
 * exits 0, and the first failure names the job, stops the jobs still running (their children too) and exits 1.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-runner-'))
const runner = path.resolve('scripts/lib/jobs.sh')

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Runs a bash script that sources the runner, declares `jobs` and calls run_jobs. */
function run(name: string, jobs: string): { status: number | null; out: string } {
  const file = path.join(dir, `${name}.sh`)
  fs.writeFileSync(
    file,
    `set -euo pipefail\nstep() { printf '\\n=== %s\\n' "$*"; }\nsource ${JSON.stringify(runner)}\n${jobs}\nrun_jobs\necho ALL PASSED\n`,
  )
  const result = spawnSync('bash', [file], { encoding: 'utf8', timeout: 60_000 })
  return { status: result.status, out: `${result.stdout}${result.stderr}` }
}

describe('the job runner of npm test', () => {
  it('runs a job after the one it names, prints each log under its heading and exits 0', () => {
    const { status, out } = run(
      'pass',
      `first() { sleep 1; echo first-log; }
second() { echo second-log; }
after_first() { echo after-first-log; }
job "first" '' first
job "second" '' second
job "after first" "first" after_first`,
    )
    expect(status, out).toBe(0)
    expect(out).toContain('ALL PASSED')
    // "second" ends before "first" and is printed first; "after first" starts only once "first" has passed.
    expect(out.indexOf('=== second: done')).toBeLessThan(out.indexOf('=== first: done'))
    expect(out.indexOf('=== first: done')).toBeLessThan(out.indexOf('started: after first'))
    expect(out).toMatch(/=== first: done in \d+ s, exit code 0\nfirst-log\n/)
    expect(out).toMatch(/=== after first: done in \d+ s, exit code 0\nafter-first-log\n/)
  })

  it('stops the jobs still running, their children too, names the failed job and exits 1', () => {
    const pidFile = path.join(dir, 'child.pid')
    const { status, out } = run(
      'fail',
      `long() { sleep 60 & echo $! > ${JSON.stringify(pidFile)}; wait; }
broken() { sleep 1; echo broken-log; return 3; }
never() { echo never-log; }
job "long" '' long
job "broken" '' broken
job "after broken" "broken" never`,
    )
    expect(status, out).toBe(1)
    expect(out).toMatch(/=== broken: done in \d+ s, exit code 3\nbroken-log\n/)
    expect(out).toContain('broken FAILED (exit code 3): the other jobs are stopped.')
    expect(out).not.toContain('never-log')
    expect(out).not.toContain('ALL PASSED')
    const child = Number(fs.readFileSync(pidFile, 'utf8'))
    // Gone, or a zombie left to an init that reaps late: either way no longer running. Under load a child that got
    // the signal may still be on its way out for a moment (a run beside three busy loops found it in state R, its
    // memory already released): it is given 5 s to get there. A process of another name under the same id is
    // another process (ids are reused).
    const stateOf = () => {
      const stat = fs.existsSync(`/proc/${child}/stat`) ? fs.readFileSync(`/proc/${child}/stat`, 'utf8') : ''
      const found = /^\d+ \((.*)\) (\S)/.exec(stat)
      return { state: found && found[1] === 'sleep' ? found[2] : 'gone', stat }
    }
    const stopped = ['gone', 'Z', 'X']
    let seen = stateOf()
    for (const deadline = Date.now() + 5000; !stopped.includes(seen.state) && Date.now() < deadline; seen = stateOf()) {
      spawnSync('sleep', ['0.05'])
    }
    expect(stopped, `the long job's child ${child} is in state ${seen.state}: ${seen.stat}`).toContain(seen.state)
  })
})
