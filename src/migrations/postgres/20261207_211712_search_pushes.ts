import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_pushes_engine" AS ENUM('baidu', 'indexnow');
  CREATE TYPE "public"."enum_search_pushes_language" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_search_pushes_reason" AS ENUM('published', 'changed', 'unpublished', 'redirected');
  CREATE TYPE "public"."enum_search_pushes_status" AS ENUM('queued', 'sent', 'refused');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pushSearchEngines' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pushSearchEngines' BEFORE 'schedulePublish';
  CREATE TABLE "search_pushes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"engine" "enum_search_pushes_engine" NOT NULL,
  	"language" "enum_search_pushes_language" NOT NULL,
  	"reason" "enum_search_pushes_reason" NOT NULL,
  	"status" "enum_search_pushes_status" DEFAULT 'queued' NOT NULL,
  	"answer" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"remain" numeric,
  	"document" varchar,
  	"fingerprint" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "index_now_key" varchar;
  CREATE INDEX "search_pushes_url_idx" ON "search_pushes" USING btree ("url");
  CREATE INDEX "search_pushes_engine_idx" ON "search_pushes" USING btree ("engine");
  CREATE INDEX "search_pushes_status_idx" ON "search_pushes" USING btree ("status");
  CREATE INDEX "search_pushes_sent_at_idx" ON "search_pushes" USING btree ("sent_at");
  CREATE INDEX "search_pushes_next_attempt_at_idx" ON "search_pushes" USING btree ("next_attempt_at");
  CREATE INDEX "search_pushes_document_idx" ON "search_pushes" USING btree ("document");
  CREATE INDEX "search_pushes_updated_at_idx" ON "search_pushes" USING btree ("updated_at");
  CREATE INDEX "search_pushes_created_at_idx" ON "search_pushes" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_pushes" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'alertLeads', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'alertLeads', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "index_now_key";
  DROP TYPE "public"."enum_search_pushes_engine";
  DROP TYPE "public"."enum_search_pushes_language";
  DROP TYPE "public"."enum_search_pushes_reason";
  DROP TYPE "public"."enum_search_pushes_status";`)
}
