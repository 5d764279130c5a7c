import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Leads: the follow-up history (`noteHistory`, an array only ever added to). A lead's note written before it existed
 * becomes its first entry, dated when the lead was last changed, its author unknown (—).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_submissions_note_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`author\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_submissions_note_history_order_idx\` ON \`contact_submissions_note_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_submissions_note_history_parent_id_idx\` ON \`contact_submissions_note_history\` (\`_parent_id\`);`)
  await db.run(sql`INSERT INTO \`contact_submissions_note_history\` (\`_order\`, \`_parent_id\`, \`id\`, \`at\`, \`author\`, \`text\`)
    SELECT 1, \`id\`, lower(hex(randomblob(12))), \`updated_at\`, '—', trim(\`notes\`)
    FROM \`contact_submissions\` WHERE \`notes\` IS NOT NULL AND trim(\`notes\`) <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_submissions_note_history\`;`)
}
