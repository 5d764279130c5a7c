import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Case facts: the client's name and words (`client`, `quote`, `quote_by`); site settings: the demo notice. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_case_facts" ADD COLUMN "client" varchar;
  ALTER TABLE "pages_blocks_case_facts" ADD COLUMN "quote" varchar;
  ALTER TABLE "pages_blocks_case_facts" ADD COLUMN "quote_by" varchar;
  ALTER TABLE "_pages_v_blocks_case_facts" ADD COLUMN "client" varchar;
  ALTER TABLE "_pages_v_blocks_case_facts" ADD COLUMN "quote" varchar;
  ALTER TABLE "_pages_v_blocks_case_facts" ADD COLUMN "quote_by" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "demo_notice" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_case_facts" DROP COLUMN IF EXISTS "client";
  ALTER TABLE "pages_blocks_case_facts" DROP COLUMN IF EXISTS "quote";
  ALTER TABLE "pages_blocks_case_facts" DROP COLUMN IF EXISTS "quote_by";
  ALTER TABLE "_pages_v_blocks_case_facts" DROP COLUMN IF EXISTS "client";
  ALTER TABLE "_pages_v_blocks_case_facts" DROP COLUMN IF EXISTS "quote";
  ALTER TABLE "_pages_v_blocks_case_facts" DROP COLUMN IF EXISTS "quote_by";
  ALTER TABLE "site_settings_locales" DROP COLUMN IF EXISTS "demo_notice";`)
}
