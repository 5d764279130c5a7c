import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_channels_rules_request_kinds" AS ENUM('trial', 'demo', 'quote', 'consultation');
  CREATE TYPE "public"."enum_lead_channels_kind" AS ENUM('wecom', 'dingtalk', 'feishu');
  CREATE TYPE "public"."enum_lead_channels_message_language" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_lead_alerts_status" AS ENUM('pending', 'sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertLeads' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertLeads' BEFORE 'schedulePublish';
  CREATE TABLE "lead_channels_rules_request_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_lead_channels_rules_request_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "lead_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_lead_channels_kind" DEFAULT 'wecom' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"webhook" varchar NOT NULL,
  	"secret" varchar,
  	"keyword" varchar,
  	"message_language" "enum_lead_channels_message_language" DEFAULT 'zh' NOT NULL,
  	"include_organisation" boolean DEFAULT true,
  	"include_contact" boolean DEFAULT false,
  	"rules_products" varchar,
  	"rules_provinces" varchar,
  	"quiet_from" varchar,
  	"quiet_to" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_channels_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "lead_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"channel_id" integer,
  	"status" "enum_lead_alerts_status" DEFAULT 'pending' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_channels_id" integer;
  ALTER TABLE "lead_channels_rules_request_kinds" ADD CONSTRAINT "lead_channels_rules_request_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_channels_texts" ADD CONSTRAINT "lead_channels_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_channel_id_lead_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."lead_channels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_channels_rules_request_kinds_order_idx" ON "lead_channels_rules_request_kinds" USING btree ("order");
  CREATE INDEX "lead_channels_rules_request_kinds_parent_idx" ON "lead_channels_rules_request_kinds" USING btree ("parent_id");
  CREATE INDEX "lead_channels_updated_at_idx" ON "lead_channels" USING btree ("updated_at");
  CREATE INDEX "lead_channels_created_at_idx" ON "lead_channels" USING btree ("created_at");
  CREATE INDEX "lead_channels_texts_order_parent" ON "lead_channels_texts" USING btree ("order","parent_id");
  CREATE INDEX "lead_alerts_lead_idx" ON "lead_alerts" USING btree ("lead_id");
  CREATE INDEX "lead_alerts_channel_idx" ON "lead_alerts" USING btree ("channel_id");
  CREATE INDEX "lead_alerts_status_idx" ON "lead_alerts" USING btree ("status");
  CREATE INDEX "lead_alerts_sent_at_idx" ON "lead_alerts" USING btree ("sent_at");
  CREATE INDEX "lead_alerts_next_attempt_at_idx" ON "lead_alerts" USING btree ("next_attempt_at");
  CREATE INDEX "lead_alerts_message_idx" ON "lead_alerts" USING btree ("message");
  CREATE INDEX "lead_alerts_updated_at_idx" ON "lead_alerts" USING btree ("updated_at");
  CREATE INDEX "lead_alerts_created_at_idx" ON "lead_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_channels_fk" FOREIGN KEY ("lead_channels_id") REFERENCES "public"."lead_channels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_channels_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_channels_rules_request_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_channels_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_channels_rules_request_kinds" CASCADE;
  DROP TABLE "lead_channels" CASCADE;
  DROP TABLE "lead_channels_texts" CASCADE;
  DROP TABLE "lead_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_channels_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_channels_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_channels_id";
  DROP TYPE "public"."enum_lead_channels_rules_request_kinds";
  DROP TYPE "public"."enum_lead_channels_kind";
  DROP TYPE "public"."enum_lead_channels_message_language";
  DROP TYPE "public"."enum_lead_alerts_status";`)
}
