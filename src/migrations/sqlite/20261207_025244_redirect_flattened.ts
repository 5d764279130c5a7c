import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`flattened_previous_to\` text;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`flattened_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`flattened_previous_to\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`flattened_by\`;`)
}
