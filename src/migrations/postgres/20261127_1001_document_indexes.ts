import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Writes and reads of one document that cost the same whatever the size of the site (docs/performance.md, "Content
 * at scale"). Payload reads a document's languages with `WHERE _parent_id = ?` on its `_locales` table, whose only
 * index began with `_locale`: every read of one document (its page, the admin's edit view, each step of a save)
 * scanned the whole table of its collection's texts, and of its versions' texts. And a document's versions newest
 * first (the latest version, the pruning of autosaves) came from sorting all its versions with their texts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "banners_locales_parent_id_idx" ON "banners_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "help_documents_locales_parent_id_idx" ON "help_documents_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "news_locales_parent_id_idx" ON "news_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "partners_locales_parent_id_idx" ON "partners_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "software_locales_parent_id_idx" ON "software_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "teaching_albums_locales_parent_id_idx" ON "teaching_albums_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "teaching_classifications_locales_parent_id_idx" ON "teaching_classifications_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "update_logs_locales_parent_id_idx" ON "update_logs_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "videos_locales_parent_id_idx" ON "videos_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_banners_v_locales_parent_id_idx" ON "_banners_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_banners_v_parent_updated_idx" ON "_banners_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_help_documents_v_locales_parent_id_idx" ON "_help_documents_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_help_documents_v_parent_updated_idx" ON "_help_documents_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_news_v_locales_parent_id_idx" ON "_news_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_news_v_parent_updated_idx" ON "_news_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_pages_v_parent_updated_idx" ON "_pages_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_partners_v_locales_parent_id_idx" ON "_partners_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_partners_v_parent_updated_idx" ON "_partners_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_software_v_locales_parent_id_idx" ON "_software_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_software_v_parent_updated_idx" ON "_software_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_teaching_albums_v_locales_parent_id_idx" ON "_teaching_albums_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_teaching_albums_v_parent_updated_idx" ON "_teaching_albums_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_teaching_classifications_v_locales_parent_id_idx" ON "_teaching_classifications_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_teaching_classifications_v_parent_updated_idx" ON "_teaching_classifications_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_update_logs_v_locales_parent_id_idx" ON "_update_logs_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_update_logs_v_parent_updated_idx" ON "_update_logs_v" USING btree ("parent_id", "updated_at", "created_at");
  CREATE INDEX IF NOT EXISTS "_videos_v_locales_parent_id_idx" ON "_videos_v_locales" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "_videos_v_parent_updated_idx" ON "_videos_v" USING btree ("parent_id", "updated_at", "created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "banners_locales_parent_id_idx";
  DROP INDEX IF EXISTS "help_documents_locales_parent_id_idx";
  DROP INDEX IF EXISTS "media_locales_parent_id_idx";
  DROP INDEX IF EXISTS "news_locales_parent_id_idx";
  DROP INDEX IF EXISTS "pages_locales_parent_id_idx";
  DROP INDEX IF EXISTS "partners_locales_parent_id_idx";
  DROP INDEX IF EXISTS "software_locales_parent_id_idx";
  DROP INDEX IF EXISTS "teaching_albums_locales_parent_id_idx";
  DROP INDEX IF EXISTS "teaching_classifications_locales_parent_id_idx";
  DROP INDEX IF EXISTS "update_logs_locales_parent_id_idx";
  DROP INDEX IF EXISTS "videos_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_banners_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_banners_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_help_documents_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_help_documents_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_news_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_news_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_pages_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_pages_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_partners_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_partners_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_software_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_software_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_teaching_albums_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_teaching_albums_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_teaching_classifications_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_teaching_classifications_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_update_logs_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_update_logs_v_parent_updated_idx";
  DROP INDEX IF EXISTS "_videos_v_locales_parent_id_idx";
  DROP INDEX IF EXISTS "_videos_v_parent_updated_idx";`)
}
