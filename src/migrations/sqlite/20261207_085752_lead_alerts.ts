import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_channels_rules_request_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_channels_rules_request_kinds_order_idx\` ON \`lead_channels_rules_request_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lead_channels_rules_request_kinds_parent_idx\` ON \`lead_channels_rules_request_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'wecom' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`webhook\` text NOT NULL,
  	\`secret\` text,
  	\`keyword\` text,
  	\`message_language\` text DEFAULT 'zh' NOT NULL,
  	\`include_organisation\` integer DEFAULT true,
  	\`include_contact\` integer DEFAULT false,
  	\`rules_products\` text,
  	\`rules_provinces\` text,
  	\`quiet_from\` text,
  	\`quiet_to\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_channels_updated_at_idx\` ON \`lead_channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_channels_created_at_idx\` ON \`lead_channels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_channels_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_channels_texts_order_parent\` ON \`lead_channels_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer,
  	\`channel_id\` integer,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`sent_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`last_error\` text,
  	\`message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`lead_channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_alerts_lead_idx\` ON \`lead_alerts\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_channel_idx\` ON \`lead_alerts\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_status_idx\` ON \`lead_alerts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_sent_at_idx\` ON \`lead_alerts\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_next_attempt_at_idx\` ON \`lead_alerts\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_message_idx\` ON \`lead_alerts\` (\`message\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_updated_at_idx\` ON \`lead_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_alerts_created_at_idx\` ON \`lead_alerts\` (\`created_at\`);`)
  // The lock table rebuilt with its new reference (SQLite adds a column's foreign key without ON DELETE).
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
	\`lead_channels_id\` integer,
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
	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`lead_channels_id\`) REFERENCES \`lead_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_channels_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_channels_rules_request_kinds\`;`)
  await db.run(sql`DROP TABLE \`lead_channels\`;`)
  await db.run(sql`DROP TABLE \`lead_channels_texts\`;`)
  await db.run(sql`DROP TABLE \`lead_alerts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "videos_id", "banners_id", "partners_id", "media_id", "pages_id", "software_id", "update_logs_id", "help_documents_id", "teaching_classifications_id", "teaching_albums_id", "contact_submissions_id", "insight_rollups_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "news_id", "videos_id", "banners_id", "partners_id", "media_id", "pages_id", "software_id", "update_logs_id", "help_documents_id", "teaching_classifications_id", "teaching_albums_id", "contact_submissions_id", "insight_rollups_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
