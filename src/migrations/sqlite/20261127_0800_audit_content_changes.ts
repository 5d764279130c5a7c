import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Audit log: changes of content (created, edited, published, version restored, deleted; src/collections/history.ts)
 * as events (SQLite keeps events as text without a check: nothing to change for them), and the content concerned
 * (`document`: `news/12`, `globals/home-page`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`document\` text;`)
  await db.run(sql`CREATE INDEX \`audit_log_document_idx\` ON \`audit_log\` (\`document\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`audit_log\` WHERE \`event\` LIKE 'content-%';`)
  await db.run(sql`DROP INDEX IF EXISTS \`audit_log_document_idx\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`document\`;`)
}
