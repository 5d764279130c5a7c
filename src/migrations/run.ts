import type { Payload } from 'payload'

import { databaseKind } from '@/env'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/** The committed migrations of the configured database. */
export const migrations = databaseKind === 'postgres' ? postgres : sqlite

/** Runs the migrations not yet applied (idempotent). */
export async function runMigrations(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrations as never })
}
