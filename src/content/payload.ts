import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** The one Payload instance of this process (Payload caches it). Only `src/content/` calls this. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
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
