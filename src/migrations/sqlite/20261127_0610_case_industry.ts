import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Pages: `industry` (bridge, tunnel, expressway, rail, other), the filter of the case list `/cases`. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`industry\` text;`)
  await db.run(sql`CREATE INDEX \`pages_industry_idx\` ON \`pages\` (\`industry\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_industry\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_industry_idx\` ON \`_pages_v\` (\`version_industry\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`pages_industry_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_pages_v_version_version_industry_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`industry\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_industry\`;`)
}
