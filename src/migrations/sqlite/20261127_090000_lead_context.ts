import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Leads: the context of the call to action that opened the form (`requestKind`: trial, demo, quote, consultation;
 * `product`: the page's route name) and the visitor's optional organisation and province.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`request_kind\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`product\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`organisation\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`province\` text;`)
  await db.run(sql`CREATE INDEX \`contact_submissions_request_kind_idx\` ON \`contact_submissions\` (\`request_kind\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_product_idx\` ON \`contact_submissions\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_province_idx\` ON \`contact_submissions\` (\`province\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`contact_submissions_request_kind_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`contact_submissions_product_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`contact_submissions_province_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`request_kind\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`product\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`organisation\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`province\`;`)
}
