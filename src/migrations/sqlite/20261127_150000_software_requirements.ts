import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Software: `requirements`, the system requirements per language (one per line). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`software_locales\` ADD \`requirements\` text;`)
  await db.run(sql`ALTER TABLE \`_software_v_locales\` ADD \`version_requirements\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`software_locales\` DROP COLUMN \`requirements\`;`)
  await db.run(sql`ALTER TABLE \`_software_v_locales\` DROP COLUMN \`version_requirements\`;`)
}
