import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Audit log: the event "email-changed" (an account's e-mail address changed, by its owner or an administrator;
 * src/auth/sign-in.ts). SQLite keeps the events as text without a check, so the new value needs no change of the
 * table; this migration keeps the two lists of migrations in step.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

/** Entries of the event are removed, as PostgreSQL's down migration must. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`audit_log\` WHERE \`event\` = 'email-changed';`)
}
