import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Audit log: changes of content (created, edited, published, version restored, deleted; src/collections/history.ts)
 * as events, and the content concerned (`document`: `news/12`, `globals/home-page`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_audit_log_event" ADD VALUE IF NOT EXISTS 'content-created';
  ALTER TYPE "public"."enum_audit_log_event" ADD VALUE IF NOT EXISTS 'content-edited';
  ALTER TYPE "public"."enum_audit_log_event" ADD VALUE IF NOT EXISTS 'content-published';
  ALTER TYPE "public"."enum_audit_log_event" ADD VALUE IF NOT EXISTS 'content-restored';
  ALTER TYPE "public"."enum_audit_log_event" ADD VALUE IF NOT EXISTS 'content-deleted';
  ALTER TABLE "audit_log" ADD COLUMN "document" varchar;
  CREATE INDEX "audit_log_document_idx" ON "audit_log" USING btree ("document");`)
}

/** The column and the events go (an enum value cannot be dropped: the type is made again without them). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "audit_log" WHERE "event"::text LIKE 'content-%';
  DROP INDEX IF EXISTS "audit_log_document_idx";
  ALTER TABLE "audit_log" DROP COLUMN IF EXISTS "document";
  ALTER TABLE "audit_log" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_event";
  CREATE TYPE "public"."enum_audit_log_event" AS ENUM('login', 'login-failed', 'lockout', 'password-changed', 'email-changed', 'user-created', 'role-changed', 'user-deleted', 'leads-exported');
  ALTER TABLE "audit_log" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_log_event" USING "event"::"public"."enum_audit_log_event";`)
}
