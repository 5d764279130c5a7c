import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ADD COLUMN "psb_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "psb_link" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" DROP COLUMN "psb_number";
  ALTER TABLE "site_settings" DROP COLUMN "psb_link";`)
}
