/**
 * The seed beside the build (`npm run demo`, scripts/demo.ts): the seed and `next build` start together, and the
 * build's first read of the database waits until the seed has finished. Compiling (most of a build) needs no
 * content, so the two share the machine instead of running one after the other.
 *
 * The lock is a file next to the data (DATA_DIR/.seeding) holding the process id of whoever seeds. A reader waits
 * while the file exists and that process lives; a lock left by a process that died is ignored (its owner's failure
 * is reported by the owner, scripts/demo.ts, which then stops the build).
 */
import fs from 'node:fs'
import path from 'node:path'

import { DATA_DIR, platform } from '@/env'

const SEED_LOCK_PATH = path.join(DATA_DIR, '.seeding')

/** How long a build waits for a seed before it gives up and reads the database as it is. */
const LONGEST_WAIT_MS = 20 * 60_000

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid of a live process holding the lock at `file`, or null when nobody holds it. */
export function seedLockHolder(file = SEED_LOCK_PATH): number | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
  const pid = Number.parseInt(text.trim(), 10)
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null
}

/** Takes the lock for this process; answers the function that releases it (also run when the process exits). */
export function holdSeedLock(file = SEED_LOCK_PATH): () => void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${process.pid}\n`)
  const release = () => {
    process.off('exit', release)
    if (seedLockHolder(file) === process.pid || !fs.existsSync(file)) fs.rmSync(file, { force: true })
  }
  process.on('exit', release)
  return release
}

/**
 * Resolves once nobody holds the lock (at once when nobody does). Answers the milliseconds waited. `log` is told
 * once when the wait begins.
 */
export async function waitForSeed({
  file = SEED_LOCK_PATH,
  pollMs = 250,
  longestMs = LONGEST_WAIT_MS,
  log,
}: { file?: string; pollMs?: number; longestMs?: number; log?: (line: string) => void } = {}): Promise<number> {
  const started = Date.now()
  let told = false
  while (seedLockHolder(file) !== null && Date.now() - started < longestMs) {
    if (!told) log?.(`waiting for the seed (process ${seedLockHolder(file)}) before reading the database`)
    told = true
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return Date.now() - started
}

let buildWait: Promise<number> | null = null

/** During `next build` only: waits once per process for a seed running beside the build. */
export function waitForSeedDuringBuild(): Promise<number> {
  if (!platform.building) return Promise.resolve(0)
  buildWait ??= waitForSeed({ log: (line) => console.log(`  ${line}`) })
  return buildWait
}
