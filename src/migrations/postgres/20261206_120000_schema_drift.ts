import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The database made equal to the content model where the migrations had left it apart (found by the schema drift
 * check, tests/int/schema-drift.test.ts): the compound index of insight_rollups under the name Payload gives it
 * (`kind_day_idx`). This migration's snapshot (the .json beside it) is the model's, the baseline
 * `npm run migrate:create` compares with.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER INDEX IF EXISTS "insight_rollups_kind_day_idx" RENAME TO "kind_day_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER INDEX IF EXISTS "kind_day_idx" RENAME TO "insight_rollups_kind_day_idx";`)
}
