import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

import { waitForSeedDuringBuild } from './seed-lock'

/**
 * The one Payload instance of this process (Payload caches it). Only `src/content/` calls this. During `next build`
 * it first waits for a seed running beside the build (`npm run demo`; ./seed-lock.ts).
 */
export async function getPayloadClient(): Promise<Payload> {
  await waitForSeedDuringBuild()
  return getPayload({ config })
}

/**
 * The same instance, with the jobs queue's timers started (JOBS_CRON; src/payload.config.ts decides whether this
 * process runs jobs). Payload starts them only for a caller that asks (`cron: true`), which its own admin and REST
 * handlers do: without this, a server whose admin nobody opened never sent a lead's e-mail or published a scheduled
 * page. The server calls it once as it starts (src/instrumentation.ts); scripts and tests do not, so no timer keeps
 * them alive.
 */
export function startPayloadWithJobs(): Promise<Payload> {
  return getPayload({ config, cron: true })
}

/** Closes the database connections of a Payload instance (scripts and tests, before they exit or drop the database). */
export async function closePayload(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    pool?: { end: () => Promise<void>; on: (event: 'error', fn: () => void) => void }
    client?: { close: () => void }
  }
  await payload.db.destroy?.()
  if (db.pool) {
    // The Postgres adapter keeps one client checked out to watch the connection, so end() would wait for
    // ever: give it a moment, and ignore the errors of connections closed under it.
    db.pool.on('error', () => {})
    await Promise.race([db.pool.end(), new Promise((resolve) => setTimeout(resolve, 1000).unref())])
  } else {
    db.client?.close()
  }
}
