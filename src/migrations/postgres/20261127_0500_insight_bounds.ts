import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Insight that cannot be forged (issue 35): the report adds rows up per kind and day (GROUP BY over this index);
 * rows of kind `search` (what visitors search for) join the others.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_insight_rollups_kind" ADD VALUE IF NOT EXISTS 'search';
  CREATE INDEX IF NOT EXISTS "insight_rollups_kind_day_idx" ON "insight_rollups" USING btree ("kind","day");`)
}

/** The enum keeps its value `search` (PostgreSQL cannot drop one); no row uses it any more. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "insight_rollups" WHERE "kind"::text = 'search';
  DROP INDEX IF EXISTS "insight_rollups_kind_day_idx";`)
}
