import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_event" ADD VALUE 'content-language-unpublished';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_event";
  CREATE TYPE "public"."enum_audit_log_event" AS ENUM('login', 'login-failed', 'lockout', 'password-changed', 'email-changed', 'user-created', 'role-changed', 'user-deleted', 'leads-exported', 'content-created', 'content-edited', 'content-published', 'content-restored', 'content-deleted');
  ALTER TABLE "audit_log" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_log_event" USING "event"::"public"."enum_audit_log_event";`)
}
