import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Pages: `industry` (bridge, tunnel, expressway, rail, other), the filter of the case list `/cases`. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_pages_industry" AS ENUM('bridge', 'tunnel', 'expressway', 'rail', 'other');
  CREATE TYPE "public"."enum__pages_v_version_industry" AS ENUM('bridge', 'tunnel', 'expressway', 'rail', 'other');
  ALTER TABLE "pages" ADD COLUMN "industry" "enum_pages_industry";
  ALTER TABLE "_pages_v" ADD COLUMN "version_industry" "enum__pages_v_version_industry";
  CREATE INDEX "pages_industry_idx" ON "pages" USING btree ("industry");
  CREATE INDEX "_pages_v_version_version_industry_idx" ON "_pages_v" USING btree ("version_industry");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "pages_industry_idx";
  DROP INDEX IF EXISTS "_pages_v_version_version_industry_idx";
  ALTER TABLE "pages" DROP COLUMN IF EXISTS "industry";
  ALTER TABLE "_pages_v" DROP COLUMN IF EXISTS "version_industry";
  DROP TYPE IF EXISTS "public"."enum_pages_industry";
  DROP TYPE IF EXISTS "public"."enum__pages_v_version_industry";`)
}
