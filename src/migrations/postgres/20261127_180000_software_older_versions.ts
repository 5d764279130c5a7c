import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Software: older versions, each with its own notes (per language), installer or link, size and SHA-256. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
CREATE TABLE "software_older_versions" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"version" varchar,
	"released_at" timestamp(3) with time zone,
	"file_id" integer,
	"download_link" varchar,
	"file_size" varchar,
	"sha256" varchar
);

CREATE TABLE "software_older_versions_locales" (
	"notes" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" varchar NOT NULL
);

CREATE TABLE "_software_v_version_older_versions" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"version" varchar,
	"released_at" timestamp(3) with time zone,
	"file_id" integer,
	"download_link" varchar,
	"file_size" varchar,
	"sha256" varchar,
	"_uuid" varchar
);

CREATE TABLE "_software_v_version_older_versions_locales" (
	"notes" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" integer NOT NULL
);

ALTER TABLE "software_older_versions" ADD CONSTRAINT "software_older_versions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "software_older_versions" ADD CONSTRAINT "software_older_versions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."software"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "software_older_versions_locales" ADD CONSTRAINT "software_older_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."software_older_versions"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_software_v_version_older_versions" ADD CONSTRAINT "_software_v_version_older_versions_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "_software_v_version_older_versions" ADD CONSTRAINT "_software_v_version_older_versions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_software_v"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "_software_v_version_older_versions_locales" ADD CONSTRAINT "_software_v_version_older_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_software_v_version_older_versions"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "software_older_versions_order_idx" ON "software_older_versions" USING btree ("_order");
CREATE INDEX "software_older_versions_parent_id_idx" ON "software_older_versions" USING btree ("_parent_id");
CREATE INDEX "software_older_versions_file_idx" ON "software_older_versions" USING btree ("file_id");
CREATE UNIQUE INDEX "software_older_versions_locales_locale_parent_id_unique" ON "software_older_versions_locales" USING btree ("_locale","_parent_id");
CREATE INDEX "_software_v_version_older_versions_order_idx" ON "_software_v_version_older_versions" USING btree ("_order");
CREATE INDEX "_software_v_version_older_versions_parent_id_idx" ON "_software_v_version_older_versions" USING btree ("_parent_id");
CREATE INDEX "_software_v_version_older_versions_file_idx" ON "_software_v_version_older_versions" USING btree ("file_id");
CREATE UNIQUE INDEX "_software_v_version_older_versions_locales_locale_parent_id_" ON "_software_v_version_older_versions_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "_software_v_version_older_versions_locales" CASCADE;
  DROP TABLE IF EXISTS "_software_v_version_older_versions" CASCADE;
  DROP TABLE IF EXISTS "software_older_versions_locales" CASCADE;
  DROP TABLE IF EXISTS "software_older_versions" CASCADE;`)
}
