import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leads: the follow-up history (`noteHistory`, an array only ever added to). A lead's note written before it existed
 * becomes its first entry, dated when the lead was last changed, its author unknown (—).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "contact_submissions_note_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"author" varchar,
  	"text" varchar
  );
  ALTER TABLE "contact_submissions_note_history" ADD CONSTRAINT "contact_submissions_note_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_submissions_note_history_order_idx" ON "contact_submissions_note_history" USING btree ("_order");
  CREATE INDEX "contact_submissions_note_history_parent_id_idx" ON "contact_submissions_note_history" USING btree ("_parent_id");
  INSERT INTO "contact_submissions_note_history" ("_order", "_parent_id", "id", "at", "author", "text")
    SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "updated_at", '—', trim("notes")
    FROM "contact_submissions" WHERE "notes" IS NOT NULL AND trim("notes") <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "contact_submissions_note_history" CASCADE;`)
}
