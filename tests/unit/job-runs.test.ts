/**
 * The jobs queue as the server runs it (src/content/job-runs.ts), against stand-ins for Payload: one run at a time
 * across instances (a PostgreSQL advisory lock, stood in for by a pool whose lock is shared by two "instances"),
 * jobs left running by a dead process released before a run, and the drain on SIGTERM waiting for the run under
 * way and starting no other. The real lock and queue under SIGTERM: the SIGTERM drill of `npm run drill`.
 */
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { guardJobRuns } from '@/content/job-runs'

const DRAIN = Symbol.for('site.jobs.drain')
const drain = () => (globalThis as Record<symbol, unknown>)[DRAIN] as () => Promise<void>

/** A PostgreSQL stand-in: one advisory lock, held by at most one connection. */
function lockingPool(state: { holder: object | null; connections: number }) {
  return {
    async connect() {
      const session = {}
      state.connections++
      return {
        async query(text: string) {
          if (text.includes('pg_try_advisory_lock')) {
            const locked = state.holder === null
            if (locked) state.holder = session
            return { rows: [{ locked }] }
          }
          if (text.includes('pg_advisory_unlock') && state.holder === session) state.holder = null
          return { rows: [{}] }
        },
        release() {
          state.connections--
          if (state.holder === session) state.holder = null
        },
      }
    },
  }
}

type Fake = { payload: Payload; runs: number; released: number; stopped: number }

/** A Payload stand-in whose queue run waits for `gate` and counts how often it ran. */
function fakePayload(pool: unknown, gate: () => Promise<void>, abandoned = 0): Fake {
  const fake: Fake = { payload: null as unknown as Payload, runs: 0, released: 0, stopped: 0 }
  let left = abandoned
  fake.payload = {
    db: pool ? { pool } : {},
    crons: [{ stop: () => fake.stopped++ }],
    logger: { warn: () => {} },
    update: async () => {
      fake.released += left
      const docs = Array.from({ length: left }, (_, i) => ({ id: i }))
      left = 0
      return { docs }
    },
    jobs: {
      run: async () => {
        fake.runs++
        await gate()
        return { noJobsRemaining: true }
      },
    },
  } as unknown as Payload
  return fake
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { wait: () => opened, open }
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[DRAIN]
})

describe('the jobs queue of the server', () => {
  it('runs on one instance at a time: another instance skips its turn while a run holds the lock', async () => {
    const state = { holder: null as object | null, connections: 0 }
    const g = gate()
    const a = fakePayload(lockingPool(state), g.wait)
    const b = fakePayload(lockingPool(state), async () => {})
    guardJobRuns(a.payload)
    guardJobRuns(b.payload)

    const running = a.payload.jobs.run({ queue: 'default' })
    await new Promise((r) => setTimeout(r, 10))
    expect(a.runs).toBe(1)
    // Both crons fired in the same second: the second instance does not claim the same jobs.
    expect(await b.payload.jobs.run({ queue: 'default' })).toMatchObject({ noJobsRemaining: false })
    expect(b.runs).toBe(0)

    g.open()
    await running
    expect(state.holder).toBeNull()
    expect(state.connections).toBe(0)
    await b.payload.jobs.run({ queue: 'default' })
    expect(b.runs).toBe(1)
  })

  it('releases the jobs a dead process left running before it runs (they are run again)', async () => {
    const f = fakePayload(lockingPool({ holder: null, connections: 0 }), async () => {}, 2)
    guardJobRuns(f.payload)
    await f.payload.jobs.run({ queue: 'default' })
    expect(f.released).toBe(2)
    expect(f.runs).toBe(1)
  })

  it('on SIGTERM: waits for the run under way, then starts no other', async () => {
    const g = gate()
    const f = fakePayload(null, g.wait) // SQLite: no lock, one server
    guardJobRuns(f.payload)
    const running = f.payload.jobs.run({ queue: 'default' })
    await new Promise((r) => setTimeout(r, 10))

    let drained = false
    const draining = drain()().then(() => (drained = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(f.stopped).toBe(1)
    expect(drained).toBe(false) // the run is still sending its e-mail

    g.open()
    await Promise.all([running, draining])
    expect(drained).toBe(true)
    await f.payload.jobs.run({ queue: 'default' })
    expect(f.runs).toBe(1)
  })
})
