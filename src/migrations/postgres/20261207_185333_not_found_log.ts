import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_not_found_paths_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_not_found_paths_status" AS ENUM('open', 'resolved', 'ignored');
  CREATE TABLE "not_found_paths" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "enum_not_found_paths_locale" NOT NULL,
  	"count" numeric NOT NULL,
  	"first_seen" timestamp(3) with time zone NOT NULL,
  	"last_seen" timestamp(3) with time zone NOT NULL,
  	"status" "enum_not_found_paths_status" DEFAULT 'open' NOT NULL,
  	"redirect_id" integer,
  	"noise" boolean DEFAULT false,
  	"referrers" jsonb,
  	"agents" jsonb,
  	"days" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "not_found_paths" ADD CONSTRAINT "not_found_paths_redirect_id_redirects_id_fk" FOREIGN KEY ("redirect_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "not_found_paths_key_idx" ON "not_found_paths" USING btree ("key");
  CREATE INDEX "not_found_paths_count_idx" ON "not_found_paths" USING btree ("count");
  CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen");
  CREATE INDEX "not_found_paths_status_idx" ON "not_found_paths" USING btree ("status");
  CREATE INDEX "not_found_paths_redirect_idx" ON "not_found_paths" USING btree ("redirect_id");
  CREATE INDEX "not_found_paths_noise_idx" ON "not_found_paths" USING btree ("noise");
  CREATE INDEX "not_found_paths_updated_at_idx" ON "not_found_paths" USING btree ("updated_at");
  CREATE INDEX "not_found_paths_created_at_idx" ON "not_found_paths" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "not_found_paths" CASCADE;
  DROP TYPE "public"."enum_not_found_paths_locale";
  DROP TYPE "public"."enum_not_found_paths_status";`)
}
