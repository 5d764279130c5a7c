import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Software: `sha256`, the checksum an editor enters for an installer hosted elsewhere. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`software\` ADD \`sha256\` text;`)
  await db.run(sql`ALTER TABLE \`_software_v\` ADD \`version_sha256\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`software\` DROP COLUMN \`sha256\`;`)
  await db.run(sql`ALTER TABLE \`_software_v\` DROP COLUMN \`version_sha256\`;`)
}
