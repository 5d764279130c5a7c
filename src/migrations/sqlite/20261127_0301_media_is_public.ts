import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Media: `is_public`, true while published content uses the file (src/content/media-visibility.ts). Left empty
 * here: `afterMigrations` (src/migrations/run.ts) reads the published content and fills it in for every file.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`is_public\` integer;`)
  await db.run(sql`CREATE INDEX \`media_is_public_idx\` ON \`media\` (\`is_public\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`media_is_public_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`is_public\`;`)
}
