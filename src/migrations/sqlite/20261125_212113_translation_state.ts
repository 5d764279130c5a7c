import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`news_translation_translation_zh_state_idx\` ON \`news\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`news_translation_translation_en_state_idx\` ON \`news\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`news_edited_by_idx\` ON \`news\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_translation_version_translation_zh_state_idx\` ON \`_news_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_translation_version_translation_en_state_idx\` ON \`_news_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_edited_by_idx\` ON \`_news_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`videos_translation_translation_zh_state_idx\` ON \`videos\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`videos_translation_translation_en_state_idx\` ON \`videos\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`videos_edited_by_idx\` ON \`videos\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_translation_version_translation_zh_sta_idx\` ON \`_videos_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_translation_version_translation_en_sta_idx\` ON \`_videos_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_edited_by_idx\` ON \`_videos_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`banners_translation_translation_zh_state_idx\` ON \`banners\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`banners_translation_translation_en_state_idx\` ON \`banners\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`banners_edited_by_idx\` ON \`banners\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_translation_version_translation_zh_st_idx\` ON \`_banners_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_translation_version_translation_en_st_idx\` ON \`_banners_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_edited_by_idx\` ON \`_banners_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`partners_translation_translation_zh_state_idx\` ON \`partners\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`partners_translation_translation_en_state_idx\` ON \`partners\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`partners_edited_by_idx\` ON \`partners\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_translation_version_translation_zh_s_idx\` ON \`_partners_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_translation_version_translation_en_s_idx\` ON \`_partners_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_edited_by_idx\` ON \`_partners_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`media_translation_translation_zh_state_idx\` ON \`media\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`media_translation_translation_en_state_idx\` ON \`media\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`media_edited_by_idx\` ON \`media\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_translation_translation_zh_state_idx\` ON \`pages\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`pages_translation_translation_en_state_idx\` ON \`pages\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_translation_version_translation_zh_stat_idx\` ON \`_pages_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_translation_version_translation_en_stat_idx\` ON \`_pages_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`software\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`software\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`software\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`software\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`software\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`software_translation_translation_zh_state_idx\` ON \`software\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`software_translation_translation_en_state_idx\` ON \`software\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`software_edited_by_idx\` ON \`software\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_software_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_software_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_software_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_software_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_software_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_software_v_version_translation_version_translation_zh_s_idx\` ON \`_software_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_translation_version_translation_en_s_idx\` ON \`_software_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version_edited_by_idx\` ON \`_software_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`update_logs\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`update_logs\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`update_logs\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`update_logs\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`update_logs\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`update_logs_translation_translation_zh_state_idx\` ON \`update_logs\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`update_logs_translation_translation_en_state_idx\` ON \`update_logs\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`update_logs_edited_by_idx\` ON \`update_logs\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_update_logs_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_update_logs_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_update_logs_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_update_logs_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_update_logs_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_translation_version_translation_z_idx\` ON \`_update_logs_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_translation_version_translation_e_idx\` ON \`_update_logs_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_version_edited_by_idx\` ON \`_update_logs_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`help_documents\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`help_documents\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`help_documents\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`help_documents\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`help_documents\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`help_documents_translation_translation_zh_state_idx\` ON \`help_documents\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`help_documents_translation_translation_en_state_idx\` ON \`help_documents\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`help_documents_edited_by_idx\` ON \`help_documents\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_help_documents_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_help_documents_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_help_documents_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_help_documents_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_help_documents_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_translation_version_translatio_idx\` ON \`_help_documents_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_translation_version_translat_1_idx\` ON \`_help_documents_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_version_edited_by_idx\` ON \`_help_documents_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`teaching_classifications\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_classifications\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_classifications\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_classifications\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_classifications\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`teaching_classifications_translation_translation_zh_stat_idx\` ON \`teaching_classifications\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`teaching_classifications_translation_translation_en_stat_idx\` ON \`teaching_classifications\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`teaching_classifications_edited_by_idx\` ON \`teaching_classifications\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_teaching_classifications_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_classifications_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_classifications_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_classifications_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_classifications_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_translation_version__idx\` ON \`_teaching_classifications_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_translation_versio_1_idx\` ON \`_teaching_classifications_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_version_edited_by_idx\` ON \`_teaching_classifications_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`teaching_albums\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_albums\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_albums\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_albums\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`teaching_albums\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`teaching_albums_translation_translation_zh_state_idx\` ON \`teaching_albums\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_translation_translation_en_state_idx\` ON \`teaching_albums\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_edited_by_idx\` ON \`teaching_albums\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_teaching_albums_v\` ADD \`version_translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_albums_v\` ADD \`version_translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_albums_v\` ADD \`version_translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_albums_v\` ADD \`version_translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_teaching_albums_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_translation_version_translati_idx\` ON \`_teaching_albums_v\` (\`version_translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_translation_version_transla_1_idx\` ON \`_teaching_albums_v\` (\`version_translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_edited_by_idx\` ON \`_teaching_albums_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_settings_translation_translation_zh_state_idx\` ON \`site_settings\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_translation_translation_en_state_idx\` ON \`site_settings\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_edited_by_idx\` ON \`site_settings\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`home_page_translation_translation_zh_state_idx\` ON \`home_page\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`home_page_translation_translation_en_state_idx\` ON \`home_page\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`home_page_edited_by_idx\` ON \`home_page\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`translation_zh_state\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`translation_en_state\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`translation_zh_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`translation_en_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`navigation_translation_translation_zh_state_idx\` ON \`navigation\` (\`translation_zh_state\`);`)
  await db.run(sql`CREATE INDEX \`navigation_translation_translation_en_state_idx\` ON \`navigation\` (\`translation_en_state\`);`)
  await db.run(sql`CREATE INDEX \`navigation_edited_by_idx\` ON \`navigation\` (\`edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`class\` text DEFAULT 'company',
  	\`cover_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "class", "cover_id", "published_at", "updated_at", "created_at", "_status") SELECT "id", "class", "cover_id", "published_at", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_class_idx\` ON \`news\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_class\` text DEFAULT 'company',
  	\`version_cover_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_class", "version_cover_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_class", "version_cover_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_class_idx\` ON \`_news_v\` (\`version_class\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`file_id\` integer,
  	\`duration\` numeric,
  	\`published_at\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "cover_id", "file_id", "duration", "published_at", "sort", "updated_at", "created_at", "_status") SELECT "id", "cover_id", "file_id", "duration", "published_at", "sort", "updated_at", "created_at", "_status" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_cover_idx\` ON \`videos\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_file_idx\` ON \`videos\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_at_idx\` ON \`videos\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_sort_idx\` ON \`videos\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_file_id\` integer,
  	\`version_duration\` numeric,
  	\`version_published_at\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__videos_v\`("id", "parent_id", "version_cover_id", "version_file_id", "version_duration", "version_published_at", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_cover_id", "version_file_id", "version_duration", "version_published_at", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__videos_v\` RENAME TO \`_videos_v\`;`)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_cover_idx\` ON \`_videos_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_file_idx\` ON \`_videos_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_published_at_idx\` ON \`_videos_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_sort_idx\` ON \`_videos_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_autosave_idx\` ON \`_videos_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "image_id", "link", "sort", "updated_at", "created_at", "_status") SELECT "id", "image_id", "link", "sort", "updated_at", "created_at", "_status" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_sort_idx\` ON \`banners\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_link\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__banners_v\`("id", "parent_id", "version_image_id", "version_link", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_image_id", "version_link", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__banners_v\` RENAME TO \`_banners_v\`;`)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_idx\` ON \`_banners_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_sort_idx\` ON \`_banners_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_snapshot_idx\` ON \`_banners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_published_locale_idx\` ON \`_banners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_autosave_idx\` ON \`_banners_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`row\` text DEFAULT '1',
  	\`website\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_partners\`("id", "logo_id", "row", "website", "sort", "updated_at", "created_at", "_status") SELECT "id", "logo_id", "row", "website", "sort", "updated_at", "created_at", "_status" FROM \`partners\`;`)
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_partners\` RENAME TO \`partners\`;`)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`partners_sort_idx\` ON \`partners\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`partners__status_idx\` ON \`partners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__partners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_row\` text DEFAULT '1',
  	\`version_website\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__partners_v\`("id", "parent_id", "version_logo_id", "version_row", "version_website", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_logo_id", "version_row", "version_website", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_partners_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__partners_v\` RENAME TO \`_partners_v\`;`)
  await db.run(sql`CREATE INDEX \`_partners_v_parent_idx\` ON \`_partners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_logo_idx\` ON \`_partners_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_sort_idx\` ON \`_partners_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_updated_at_idx\` ON \`_partners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_created_at_idx\` ON \`_partners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version__status_idx\` ON \`_partners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_created_at_idx\` ON \`_partners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_updated_at_idx\` ON \`_partners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_snapshot_idx\` ON \`_partners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_published_locale_idx\` ON \`_partners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_partners_v_latest_idx\` ON \`_partners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "original_name", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename") SELECT "id", "original_name", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category\` text DEFAULT 'product',
  	\`hero_image_id\` integer,
  	\`meta_image_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "category", "hero_image_id", "meta_image_id", "sort", "updated_at", "created_at", "_status") SELECT "id", "slug", "category", "hero_image_id", "meta_image_id", "sort", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_category_idx\` ON \`pages\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_image_idx\` ON \`pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_sort_idx\` ON \`pages\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category\` text DEFAULT 'product',
  	\`version_hero_image_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_slug", "version_category", "version_hero_image_id", "version_meta_image_id", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_category", "version_hero_image_id", "version_meta_image_id", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_category_idx\` ON \`_pages_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_image_idx\` ON \`_pages_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_sort_idx\` ON \`_pages_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_software\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alias\` text,
  	\`version\` text,
  	\`file_id\` integer,
  	\`download_link\` text,
  	\`file_size\` text,
  	\`released_at\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_software\`("id", "alias", "version", "file_id", "download_link", "file_size", "released_at", "sort", "updated_at", "created_at", "_status") SELECT "id", "alias", "version", "file_id", "download_link", "file_size", "released_at", "sort", "updated_at", "created_at", "_status" FROM \`software\`;`)
  await db.run(sql`DROP TABLE \`software\`;`)
  await db.run(sql`ALTER TABLE \`__new_software\` RENAME TO \`software\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`software_alias_idx\` ON \`software\` (\`alias\`);`)
  await db.run(sql`CREATE INDEX \`software_file_idx\` ON \`software\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`software_sort_idx\` ON \`software\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`software_updated_at_idx\` ON \`software\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`software_created_at_idx\` ON \`software\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`software__status_idx\` ON \`software\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__software_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_alias\` text,
  	\`version_version\` text,
  	\`version_file_id\` integer,
  	\`version_download_link\` text,
  	\`version_file_size\` text,
  	\`version_released_at\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__software_v\`("id", "parent_id", "version_alias", "version_version", "version_file_id", "version_download_link", "version_file_size", "version_released_at", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_alias", "version_version", "version_file_id", "version_download_link", "version_file_size", "version_released_at", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_software_v\`;`)
  await db.run(sql`DROP TABLE \`_software_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__software_v\` RENAME TO \`_software_v\`;`)
  await db.run(sql`CREATE INDEX \`_software_v_parent_idx\` ON \`_software_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version_alias_idx\` ON \`_software_v\` (\`version_alias\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version_file_idx\` ON \`_software_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version_sort_idx\` ON \`_software_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version_updated_at_idx\` ON \`_software_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version_created_at_idx\` ON \`_software_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_version__status_idx\` ON \`_software_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_created_at_idx\` ON \`_software_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_updated_at_idx\` ON \`_software_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_snapshot_idx\` ON \`_software_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_published_locale_idx\` ON \`_software_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_latest_idx\` ON \`_software_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_update_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`software_id\` integer,
  	\`version\` text,
  	\`released_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`software_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_update_logs\`("id", "software_id", "version", "released_at", "updated_at", "created_at", "_status") SELECT "id", "software_id", "version", "released_at", "updated_at", "created_at", "_status" FROM \`update_logs\`;`)
  await db.run(sql`DROP TABLE \`update_logs\`;`)
  await db.run(sql`ALTER TABLE \`__new_update_logs\` RENAME TO \`update_logs\`;`)
  await db.run(sql`CREATE INDEX \`update_logs_software_idx\` ON \`update_logs\` (\`software_id\`);`)
  await db.run(sql`CREATE INDEX \`update_logs_released_at_idx\` ON \`update_logs\` (\`released_at\`);`)
  await db.run(sql`CREATE INDEX \`update_logs_updated_at_idx\` ON \`update_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`update_logs_created_at_idx\` ON \`update_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`update_logs__status_idx\` ON \`update_logs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__update_logs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_software_id\` integer,
  	\`version_version\` text,
  	\`version_released_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`update_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_software_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__update_logs_v\`("id", "parent_id", "version_software_id", "version_version", "version_released_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_software_id", "version_version", "version_released_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_update_logs_v\`;`)
  await db.run(sql`DROP TABLE \`_update_logs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__update_logs_v\` RENAME TO \`_update_logs_v\`;`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_parent_idx\` ON \`_update_logs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_version_software_idx\` ON \`_update_logs_v\` (\`version_software_id\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_version_released_at_idx\` ON \`_update_logs_v\` (\`version_released_at\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_version_updated_at_idx\` ON \`_update_logs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_version_created_at_idx\` ON \`_update_logs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_version_version__status_idx\` ON \`_update_logs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_created_at_idx\` ON \`_update_logs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_updated_at_idx\` ON \`_update_logs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_snapshot_idx\` ON \`_update_logs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_published_locale_idx\` ON \`_update_logs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_update_logs_v_latest_idx\` ON \`_update_logs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_help_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`software_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`software_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_help_documents\`("id", "software_id", "updated_at", "created_at", "_status") SELECT "id", "software_id", "updated_at", "created_at", "_status" FROM \`help_documents\`;`)
  await db.run(sql`DROP TABLE \`help_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_help_documents\` RENAME TO \`help_documents\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`help_documents_software_idx\` ON \`help_documents\` (\`software_id\`);`)
  await db.run(sql`CREATE INDEX \`help_documents_updated_at_idx\` ON \`help_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`help_documents_created_at_idx\` ON \`help_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`help_documents__status_idx\` ON \`help_documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__help_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_software_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`help_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_software_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__help_documents_v\`("id", "parent_id", "version_software_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_software_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_help_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_help_documents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__help_documents_v\` RENAME TO \`_help_documents_v\`;`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_parent_idx\` ON \`_help_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_version_software_idx\` ON \`_help_documents_v\` (\`version_software_id\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_version_updated_at_idx\` ON \`_help_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_version_created_at_idx\` ON \`_help_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_version_version__status_idx\` ON \`_help_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_created_at_idx\` ON \`_help_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_updated_at_idx\` ON \`_help_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_snapshot_idx\` ON \`_help_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_published_locale_idx\` ON \`_help_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_help_documents_v_latest_idx\` ON \`_help_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_teaching_classifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_teaching_classifications\`("id", "sort", "updated_at", "created_at", "_status") SELECT "id", "sort", "updated_at", "created_at", "_status" FROM \`teaching_classifications\`;`)
  await db.run(sql`DROP TABLE \`teaching_classifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_teaching_classifications\` RENAME TO \`teaching_classifications\`;`)
  await db.run(sql`CREATE INDEX \`teaching_classifications_sort_idx\` ON \`teaching_classifications\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`teaching_classifications_updated_at_idx\` ON \`teaching_classifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teaching_classifications_created_at_idx\` ON \`teaching_classifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`teaching_classifications__status_idx\` ON \`teaching_classifications\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__teaching_classifications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`teaching_classifications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__teaching_classifications_v\`("id", "parent_id", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_teaching_classifications_v\`;`)
  await db.run(sql`DROP TABLE \`_teaching_classifications_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__teaching_classifications_v\` RENAME TO \`_teaching_classifications_v\`;`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_parent_idx\` ON \`_teaching_classifications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_version_sort_idx\` ON \`_teaching_classifications_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_version_updated_at_idx\` ON \`_teaching_classifications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_version_created_at_idx\` ON \`_teaching_classifications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_version_version__status_idx\` ON \`_teaching_classifications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_created_at_idx\` ON \`_teaching_classifications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_updated_at_idx\` ON \`_teaching_classifications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_snapshot_idx\` ON \`_teaching_classifications_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_published_locale_idx\` ON \`_teaching_classifications_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_classifications_v_latest_idx\` ON \`_teaching_classifications_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_teaching_albums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`classification_id\` integer,
  	\`cover_id\` integer,
  	\`video_id\` integer,
  	\`duration\` numeric,
  	\`uploaded_at\` text,
  	\`view_count\` numeric DEFAULT 0,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`classification_id\`) REFERENCES \`teaching_classifications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_teaching_albums\`("id", "classification_id", "cover_id", "video_id", "duration", "uploaded_at", "view_count", "sort", "updated_at", "created_at", "_status") SELECT "id", "classification_id", "cover_id", "video_id", "duration", "uploaded_at", "view_count", "sort", "updated_at", "created_at", "_status" FROM \`teaching_albums\`;`)
  await db.run(sql`DROP TABLE \`teaching_albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_teaching_albums\` RENAME TO \`teaching_albums\`;`)
  await db.run(sql`CREATE INDEX \`teaching_albums_classification_idx\` ON \`teaching_albums\` (\`classification_id\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_cover_idx\` ON \`teaching_albums\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_video_idx\` ON \`teaching_albums\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_sort_idx\` ON \`teaching_albums\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_updated_at_idx\` ON \`teaching_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums_created_at_idx\` ON \`teaching_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`teaching_albums__status_idx\` ON \`teaching_albums\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__teaching_albums_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_classification_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_video_id\` integer,
  	\`version_duration\` numeric,
  	\`version_uploaded_at\` text,
  	\`version_view_count\` numeric DEFAULT 0,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`teaching_albums\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_classification_id\`) REFERENCES \`teaching_classifications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__teaching_albums_v\`("id", "parent_id", "version_classification_id", "version_cover_id", "version_video_id", "version_duration", "version_uploaded_at", "version_view_count", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_classification_id", "version_cover_id", "version_video_id", "version_duration", "version_uploaded_at", "version_view_count", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_teaching_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_teaching_albums_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__teaching_albums_v\` RENAME TO \`_teaching_albums_v\`;`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_parent_idx\` ON \`_teaching_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_classification_idx\` ON \`_teaching_albums_v\` (\`version_classification_id\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_cover_idx\` ON \`_teaching_albums_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_video_idx\` ON \`_teaching_albums_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_sort_idx\` ON \`_teaching_albums_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_updated_at_idx\` ON \`_teaching_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version_created_at_idx\` ON \`_teaching_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_version_version__status_idx\` ON \`_teaching_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_created_at_idx\` ON \`_teaching_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_updated_at_idx\` ON \`_teaching_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_snapshot_idx\` ON \`_teaching_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_published_locale_idx\` ON \`_teaching_albums_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_teaching_albums_v_latest_idx\` ON \`_teaching_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`logo_on_dark_id\` integer,
  	\`mailboxes_sales\` text,
  	\`mailboxes_support\` text,
  	\`mailboxes_development\` text,
  	\`postcode\` text,
  	\`qr_code_id\` integer,
  	\`icp_number\` text,
  	\`icp_link\` text DEFAULT 'https://beian.miit.gov.cn/',
  	\`saas_login_url\` text NOT NULL,
  	\`baidu_tongji_id\` text,
  	\`baidu_push_site\` text,
  	\`baidu_push_token\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_on_dark_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "logo_id", "logo_on_dark_id", "mailboxes_sales", "mailboxes_support", "mailboxes_development", "postcode", "qr_code_id", "icp_number", "icp_link", "saas_login_url", "baidu_tongji_id", "baidu_push_site", "baidu_push_token", "updated_at", "created_at") SELECT "id", "logo_id", "logo_on_dark_id", "mailboxes_sales", "mailboxes_support", "mailboxes_development", "postcode", "qr_code_id", "icp_number", "icp_link", "saas_login_url", "baidu_tongji_id", "baidu_push_site", "baidu_push_token", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_on_dark_idx\` ON \`site_settings\` (\`logo_on_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_qr_code_idx\` ON \`site_settings\` (\`qr_code_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`digital_construction_cloud_try_now_link\` text,
  	\`about_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`about_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "digital_construction_cloud_try_now_link", "about_image_id", "updated_at", "created_at") SELECT "id", "digital_construction_cloud_try_now_link", "about_image_id", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_about_about_image_idx\` ON \`home_page\` (\`about_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation\` RENAME TO \`navigation\`;`)
}
