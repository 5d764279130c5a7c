import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The database made equal to the content model where the migrations had left it apart (found by the schema drift
 * check, tests/int/schema-drift.test.ts):
 * - the compound index of insight_rollups under the name Payload gives it (`kind_day_idx`);
 * - the lock table's references to the insight rollups and the redirects deleted with them (ON DELETE CASCADE,
 *   as the model declares): SQLite changes a foreign key only by building the table anew, which holds nothing
 *   but the admin's open-document locks and is referenced by no other table.
 * This migration's snapshot (the .json beside it) is the model's, the baseline `npm run migrate:create` compares
 * with.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`insight_rollups_kind_day_idx\`;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`kind_day_idx\` ON \`insight_rollups\` (\`kind\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`order\` integer,
	\`parent_id\` integer NOT NULL,
	\`path\` text NOT NULL,
	\`news_id\` integer,
	\`videos_id\` integer,
	\`banners_id\` integer,
	\`partners_id\` integer,
	\`media_id\` integer,
	\`pages_id\` integer,
	\`software_id\` integer,
	\`update_logs_id\` integer,
	\`help_documents_id\` integer,
	\`teaching_classifications_id\` integer,
	\`teaching_albums_id\` integer,
	\`contact_submissions_id\` integer,
	\`insight_rollups_id\` integer,
	\`users_id\` integer,
	\`redirects_id\` integer,
	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`software_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`update_logs_id\`) REFERENCES \`update_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`help_documents_id\`) REFERENCES \`help_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`teaching_classifications_id\`) REFERENCES \`teaching_classifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`teaching_albums_id\`) REFERENCES \`teaching_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`insight_rollups_id\`) REFERENCES \`insight_rollups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\` (\`id\`, \`order\`, \`parent_id\`, \`path\`, \`news_id\`, \`videos_id\`, \`banners_id\`, \`partners_id\`, \`media_id\`, \`pages_id\`, \`software_id\`, \`update_logs_id\`, \`help_documents_id\`, \`teaching_classifications_id\`, \`teaching_albums_id\`, \`contact_submissions_id\`, \`insight_rollups_id\`, \`users_id\`, \`redirects_id\`) SELECT \`id\`, \`order\`, \`parent_id\`, \`path\`, \`news_id\`, \`videos_id\`, \`banners_id\`, \`partners_id\`, \`media_id\`, \`pages_id\`, \`software_id\`, \`update_logs_id\`, \`help_documents_id\`, \`teaching_classifications_id\`, \`teaching_albums_id\`, \`contact_submissions_id\`, \`insight_rollups_id\`, \`users_id\`, \`redirects_id\` FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_software_id_idx\` ON \`payload_locked_documents_rels\` (\`software_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_update_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`update_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`help_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teaching_classifications_i_idx\` ON \`payload_locked_documents_rels\` (\`teaching_classifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teaching_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`teaching_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insight_rollups_id_idx\` ON \`payload_locked_documents_rels\` (\`insight_rollups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

/** The index's earlier name; the lock table keeps the model's references (the earlier ones were a defect). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`kind_day_idx\`;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`insight_rollups_kind_day_idx\` ON \`insight_rollups\` (\`kind\`,\`day\`);`)
}
