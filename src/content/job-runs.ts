/**
 * The jobs queue as the server runs it (Payload's autoRun on JOBS_CRON: lead notifications, scheduled publishing),
 * made safe for several instances and for a deploy (docs/operations.md, "Fault drills"). src/payload.config.ts calls
 * `guardJobRuns` once Payload has started, in the server only.
 *
 * - One run at a time across every instance. Payload claims jobs by reading the unclaimed ones, then marking them
 *   one by one: two instances whose cron fires in the same second (every minute, on the minute) both claim and run
 *   the same job, and a lead's e-mail goes out twice. A run takes a PostgreSQL advisory lock first (held by its
 *   connection: an instance that dies releases it with its connection) and skips its turn while another instance
 *   holds it. On SQLite one server uses the database file, and the cron never overlaps itself.
 * - SIGTERM (a deploy): server.ts calls the drain hook: no run starts any more, and the process exits once the run
 *   under way has finished (within SHUTDOWN_GRACE_MS), so no job is cut off between its e-mail and its completion.
 * - A job left `processing` by a process that died during a run (SIGKILL, a power cut, a run longer than the grace)
 *   would never run again: Payload only picks jobs that are not processing. Under the lock no other run is live
 *   anywhere, so such jobs are released before each run and run again (at least once: the e-mail of a job killed
 *   after its sending and before its completion goes out a second time).
 */
import type { Payload, PayloadRequest } from 'payload'

const DRAIN_HOOK = Symbol.for('site.jobs.drain')
/** The advisory lock's key: hashtext() of this name, the same on every instance of the site's database. */
const LOCK_NAME = 'site:jobs-queue'

type LockClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: (destroy?: boolean) => void
}
type Pool = { connect: () => Promise<LockClient> }

type RunArgs = Parameters<Payload['jobs']['run']>[0]
type RunResult = Awaited<ReturnType<Payload['jobs']['run']>>

/** Runs `fn` holding the site's jobs lock (PostgreSQL); null when another instance holds it. */
async function exclusively<T>(payload: Payload, fn: () => Promise<T>): Promise<T | null> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return fn()
  const client = await pool.connect()
  let broken = false
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK_NAME])
    if (rows[0]?.locked !== true) return null
    try {
      return await fn()
    } finally {
      // A connection whose unlock failed is closed instead of pooled: the lock goes with it.
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_NAME]).catch(() => (broken = true))
    }
  } catch (error) {
    broken = true
    throw error
  } finally {
    client.release(broken)
  }
}

/** Jobs marked as running while no run is live: their process died. They are picked up again by this run. */
async function releaseAbandoned(payload: Payload): Promise<void> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0) payload.logger.warn(`[jobs] ${docs.length} job(s) left running by a process that stopped: run again`)
}

/** Wraps this process's `payload.jobs.run` (what the autoRun cron calls) and leaves the drain hook for server.ts. */
export function guardJobRuns(payload: Payload): void {
  const run = payload.jobs.run
  const live = new Set<Promise<unknown>>()
  let running = 0
  let draining = false
  const skipped: RunResult = { noJobsRemaining: false, remainingJobsFromQueried: 0 }

  const guarded = async (args?: RunArgs): Promise<RunResult> => {
    if (draining) return skipped
    running++
    const current = exclusively(payload, async () => {
      // Only this run is live, here and (under the lock) on every other instance.
      if (running === 1) await releaseAbandoned(payload)
      return run(args)
    })
    live.add(current)
    try {
      return (await current) ?? skipped
    } finally {
      live.delete(current)
      running--
    }
  }
  // (Payload declares the run's answer as a promise of a promise; it is awaited either way.)
  payload.jobs.run = guarded as unknown as Payload['jobs']['run']

  ;(globalThis as Record<symbol, unknown>)[DRAIN_HOOK] = async (): Promise<void> => {
    draining = true
    for (const cron of payload.crons.splice(0)) cron.stop()
    await Promise.allSettled([...live])
  }
}

export type RunTask = 'alertLeads' | 'pushSearchEngines'

/**
 * Queues a run of `task` at `at` (now when 0), unless a run of it (not `currentJobId`) is queued for that time or
 * earlier already: that one will do it. A run queued for later (a quota's end) does not stand in for an earlier one.
 */
export async function queueRunBy(
  payload: Payload,
  task: RunTask,
  at: number,
  options: { currentJobId?: number | string; req?: PayloadRequest } = {},
): Promise<void> {
  const { currentJobId, req } = options
  const when = at || Date.now()
  const queued = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { id: { not_equals: currentJobId ?? 0 } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date(when).toISOString() } }] },
      ],
    },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  if (queued.totalDocs === 0)
    await payload.jobs.queue({ task, input: {}, ...(at ? { waitUntil: new Date(at) } : {}), ...(req ? { req } : {}) })
}

/** After a run that left work waiting: one later run at `at` (in a minute when 0), as `queueRunBy` says. */
export async function queueLaterRun(payload: Payload, task: RunTask, currentJobId: number | string | undefined, at: number): Promise<void> {
  await queueRunBy(payload, task, at || Date.now() + 60_000, { currentJobId })
}
