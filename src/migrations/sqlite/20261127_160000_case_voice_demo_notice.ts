import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Case facts: the client's name and words (`client`, `quote`, `quote_by`); site settings: the demo notice. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ['pages_blocks_case_facts', '_pages_v_blocks_case_facts']) {
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`client\` text;`))
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`quote\` text;`))
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`quote_by\` text;`))
  }
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`demo_notice\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['pages_blocks_case_facts', '_pages_v_blocks_case_facts']) {
    for (const column of ['client', 'quote', 'quote_by']) await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\`;`))
  }
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`demo_notice\`;`)
}
