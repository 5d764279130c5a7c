import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`insight_rollups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`a\` text,
  	\`b\` text,
  	\`c\` text,
  	\`d\` text,
  	\`hits\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`insight_rollups_key_idx\` ON \`insight_rollups\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`insight_rollups_day_idx\` ON \`insight_rollups\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`insight_rollups_kind_idx\` ON \`insight_rollups\` (\`kind\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sha256\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` ADD \`referrer_host\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`insight_rollups_id\` integer REFERENCES insight_rollups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insight_rollups_id_idx\` ON \`payload_locked_documents_rels\` (\`insight_rollups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`insight_rollups\`;`)
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
  	\`users_id\` integer,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "videos_id", "banners_id", "partners_id", "media_id", "pages_id", "software_id", "update_logs_id", "help_documents_id", "teaching_classifications_id", "teaching_albums_id", "contact_submissions_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "videos_id", "banners_id", "partners_id", "media_id", "pages_id", "software_id", "update_logs_id", "help_documents_id", "teaching_classifications_id", "teaching_albums_id", "contact_submissions_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sha256\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`source_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_submissions\` DROP COLUMN \`referrer_host\`;`)
}
