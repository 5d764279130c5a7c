import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leads: the context of the call to action that opened the form (`requestKind`: trial, demo, quote, consultation;
 * `product`: the page's route name) and the visitor's optional organisation and province.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_contact_submissions_request_kind" AS ENUM('trial', 'demo', 'quote', 'consultation');
  ALTER TABLE "contact_submissions" ADD COLUMN "request_kind" "enum_contact_submissions_request_kind";
  ALTER TABLE "contact_submissions" ADD COLUMN "product" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "organisation" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "province" varchar;
  CREATE INDEX "contact_submissions_request_kind_idx" ON "contact_submissions" USING btree ("request_kind");
  CREATE INDEX "contact_submissions_product_idx" ON "contact_submissions" USING btree ("product");
  CREATE INDEX "contact_submissions_province_idx" ON "contact_submissions" USING btree ("province");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "contact_submissions_request_kind_idx";
  DROP INDEX IF EXISTS "contact_submissions_product_idx";
  DROP INDEX IF EXISTS "contact_submissions_province_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN IF EXISTS "request_kind";
  ALTER TABLE "contact_submissions" DROP COLUMN IF EXISTS "product";
  ALTER TABLE "contact_submissions" DROP COLUMN IF EXISTS "organisation";
  ALTER TABLE "contact_submissions" DROP COLUMN IF EXISTS "province";
  DROP TYPE IF EXISTS "public"."enum_contact_submissions_request_kind";`)
}
