import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "videos" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "banners" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "partners" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_partners_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "media" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "pages" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "software" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_software_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "update_logs" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_update_logs_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "help_documents" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_help_documents_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "teaching_classifications" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_teaching_classifications_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "teaching_albums" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "_teaching_albums_v" ADD COLUMN "version_edited_in" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "home_page" ADD COLUMN "edited_in" varchar;
  ALTER TABLE "navigation" ADD COLUMN "edited_in" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP COLUMN "edited_in";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "videos" DROP COLUMN "edited_in";
  ALTER TABLE "_videos_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "banners" DROP COLUMN "edited_in";
  ALTER TABLE "_banners_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "partners" DROP COLUMN "edited_in";
  ALTER TABLE "_partners_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "media" DROP COLUMN "edited_in";
  ALTER TABLE "pages" DROP COLUMN "edited_in";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "software" DROP COLUMN "edited_in";
  ALTER TABLE "_software_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "update_logs" DROP COLUMN "edited_in";
  ALTER TABLE "_update_logs_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "help_documents" DROP COLUMN "edited_in";
  ALTER TABLE "_help_documents_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "teaching_classifications" DROP COLUMN "edited_in";
  ALTER TABLE "_teaching_classifications_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "teaching_albums" DROP COLUMN "edited_in";
  ALTER TABLE "_teaching_albums_v" DROP COLUMN "version_edited_in";
  ALTER TABLE "site_settings" DROP COLUMN "edited_in";
  ALTER TABLE "home_page" DROP COLUMN "edited_in";
  ALTER TABLE "navigation" DROP COLUMN "edited_in";`)
}
