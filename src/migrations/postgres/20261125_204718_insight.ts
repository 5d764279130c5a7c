import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_insight_rollups_kind" AS ENUM('view', 'download', 'play', 'lead');
  CREATE TABLE "insight_rollups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" "enum_insight_rollups_kind" NOT NULL,
  	"a" varchar,
  	"b" varchar,
  	"c" varchar,
  	"d" varchar,
  	"hits" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "sha256" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "source_page" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "referrer_host" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insight_rollups_id" integer;
  CREATE UNIQUE INDEX "insight_rollups_key_idx" ON "insight_rollups" USING btree ("key");
  CREATE INDEX "insight_rollups_day_idx" ON "insight_rollups" USING btree ("day");
  CREATE INDEX "insight_rollups_kind_idx" ON "insight_rollups" USING btree ("kind");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insight_rollups_fk" FOREIGN KEY ("insight_rollups_id") REFERENCES "public"."insight_rollups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_insight_rollups_id_idx" ON "payload_locked_documents_rels" USING btree ("insight_rollups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "insight_rollups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "insight_rollups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_insight_rollups_fk";
  
  DROP INDEX "payload_locked_documents_rels_insight_rollups_id_idx";
  ALTER TABLE "media" DROP COLUMN "sha256";
  ALTER TABLE "contact_submissions" DROP COLUMN "source_page";
  ALTER TABLE "contact_submissions" DROP COLUMN "referrer_host";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insight_rollups_id";
  DROP TYPE "public"."enum_insight_rollups_kind";`)
}
