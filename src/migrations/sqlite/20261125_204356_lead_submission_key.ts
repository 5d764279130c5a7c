import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`submission_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_submissions_submission_key_idx\` ON \`contact_submissions\` (\`submission_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_submissions_submission_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`submission_key\`;`)
}
