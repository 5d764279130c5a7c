import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Audit log: the event "email-changed" (an account's e-mail address changed, by its owner or an administrator;
 * src/auth/sign-in.ts). PostgreSQL keeps the events as an enum type, which gets the new value.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_audit_log_event" ADD VALUE IF NOT EXISTS 'email-changed' BEFORE 'user-created';`)
}

/** The enum without the value again (an enum value cannot be dropped): its entries go first. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "audit_log" WHERE "event" = 'email-changed';
  ALTER TABLE "audit_log" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_event";
  CREATE TYPE "public"."enum_audit_log_event" AS ENUM('login', 'login-failed', 'lockout', 'password-changed', 'user-created', 'role-changed', 'user-deleted', 'leads-exported');
  ALTER TABLE "audit_log" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_log_event" USING "event"::"public"."enum_audit_log_event";`)
}
