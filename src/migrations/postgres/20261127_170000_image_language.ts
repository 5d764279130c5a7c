import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Media: the language of the words in an image (`text_language`) and its version in the other language. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_media_text_language" AS ENUM('zh', 'en');
  ALTER TABLE "media" ADD COLUMN "text_language" "enum_media_text_language";
  ALTER TABLE "media" ADD COLUMN "in_other_language_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_in_other_language_id_media_id_fk" FOREIGN KEY ("in_other_language_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_in_other_language_idx" ON "media" USING btree ("in_other_language_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP CONSTRAINT IF EXISTS "media_in_other_language_id_media_id_fk";
  DROP INDEX IF EXISTS "media_in_other_language_idx";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "in_other_language_id";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "text_language";
  DROP TYPE IF EXISTS "public"."enum_media_text_language";`)
}
