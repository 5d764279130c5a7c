import type { Payload } from 'payload'

import { type BackfillResult, backfillTranslationState } from '@/content/translation-backfill'
import { databaseKind } from '@/env'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/** The committed migrations of the configured database. */
export const migrations = databaseKind === 'postgres' ? postgres : sqlite

/**
 * What follows the migrations, once the schema is complete: the translation state of documents saved before it
 * was stored (src/content/translation-backfill.ts; nothing to do costs a query per collection). Not a migration of
 * its own: a migration that reads documents through the content model would fail on a database upgraded across a
 * later migration that adds a column to one of them.
 */
export async function afterMigrations(payload: Payload): Promise<BackfillResult> {
  const filled = await backfillTranslationState(payload)
  if (filled.documents + filled.versions + filled.globals > 0) {
    payload.logger.info(
      `Translation state filled in: ${filled.documents} documents, ${filled.versions} versions, ${filled.globals} globals`,
    )
  }
  return filled
}

/** Runs the migrations not yet applied, then `afterMigrations` (idempotent). */
export async function runMigrations(payload: Payload): Promise<BackfillResult> {
  await payload.db.migrate({ migrations: migrations as never })
  return afterMigrations(payload)
}
