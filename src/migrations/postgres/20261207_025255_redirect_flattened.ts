import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" ADD COLUMN "flattened_previous_to" varchar;
  ALTER TABLE "redirects" ADD COLUMN "flattened_by" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DROP COLUMN "flattened_previous_to";
  ALTER TABLE "redirects" DROP COLUMN "flattened_by";`)
}
