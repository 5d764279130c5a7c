import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { holdSeedLock, seedLockHolder, waitForSeed } from '@/content/seed-lock'

let dir: string
let file: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-lock-'))
  file = path.join(dir, 'data', '.seeding')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A process that lives until killed, as the seed of `npm run demo` does until it has finished. */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  return { pid: child.pid!, exited: new Promise((resolve) => child.on('exit', resolve)), kill: () => child.kill('SIGKILL') }
}

describe('the seed lock (npm run demo: the build waits for the seed beside it)', () => {
  it('does not wait when nobody seeds', async () => {
    expect(seedLockHolder(file)).toBeNull()
    expect(await waitForSeed({ file, pollMs: 10 })).toBeLessThan(50)
  })

  it('waits while a live process holds the lock, and goes on when it is released', async () => {
    const release = holdSeedLock(file)
    expect(seedLockHolder(file)).toBe(process.pid)
    const lines: string[] = []
    const waited = waitForSeed({ file, pollMs: 10, log: (line) => lines.push(line) })
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    expect(fs.existsSync(file)).toBe(false)
    expect(await waited).toBeGreaterThanOrEqual(280)
    expect(lines).toEqual([`waiting for the seed (process ${process.pid}) before reading the database`])
  })

  it('stops waiting when the holder dies without releasing it', async () => {
    const holder = sleeper()
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${holder.pid}\n`)
    expect(seedLockHolder(file)).toBe(holder.pid)
    const waited = waitForSeed({ file, pollMs: 10 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    holder.kill()
    await holder.exited
    expect(await waited).toBeGreaterThanOrEqual(180)
    expect(seedLockHolder(file)).toBeNull()
  })

  it('ignores a lock file that names no process, and gives up after the longest wait', async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, 'not a pid\n')
    expect(seedLockHolder(file)).toBeNull()
    holdSeedLock(file)
    expect(await waitForSeed({ file, pollMs: 10, longestMs: 100 })).toBeLessThan(400)
  })
})
