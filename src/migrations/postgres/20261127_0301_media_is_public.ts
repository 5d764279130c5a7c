import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Media: `is_public`, true while published content uses the file (src/content/media-visibility.ts). Left empty
 * here: `afterMigrations` (src/migrations/run.ts) reads the published content and fills it in for every file.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "media" ADD COLUMN "is_public" boolean;`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "media_is_public_idx" ON "media" USING btree ("is_public");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "media_is_public_idx";`)
  await db.execute(sql`ALTER TABLE "media" DROP COLUMN "is_public";`)
}
