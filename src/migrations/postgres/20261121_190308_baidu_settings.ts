import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "baidu_tongji_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "baidu_push_site" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "baidu_push_token" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "baidu_tongji_id";
  ALTER TABLE "site_settings" DROP COLUMN "baidu_push_site";
  ALTER TABLE "site_settings" DROP COLUMN "baidu_push_token";`)
}
