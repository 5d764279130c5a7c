import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Software: `requirements`, the system requirements per language (one per line). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "software_locales" ADD COLUMN "requirements" varchar;
  ALTER TABLE "_software_v_locales" ADD COLUMN "version_requirements" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "software_locales" DROP COLUMN IF EXISTS "requirements";
  ALTER TABLE "_software_v_locales" DROP COLUMN IF EXISTS "version_requirements";`)
}
