import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Media: the language of the words in an image (`text_language`) and its version in the other language. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`text_language\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`in_other_language_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`media_in_other_language_idx\` ON \`media\` (\`in_other_language_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`media_in_other_language_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`in_other_language_id\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`text_language\`;`)
}
