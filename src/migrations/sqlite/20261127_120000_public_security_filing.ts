import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`psb_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`psb_link\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`psb_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`psb_link\`;`)
}
