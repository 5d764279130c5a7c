import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`baidu_tongji_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`baidu_push_site\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`baidu_push_token\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`baidu_tongji_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`baidu_push_site\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`baidu_push_token\`;`)
}
