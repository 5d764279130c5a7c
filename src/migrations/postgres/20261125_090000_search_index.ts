import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search (src/content/search/postgres-store.ts): the entries with their terms as a tsvector under a GIN index,
 * and the English vocabulary for typo correction. Not part of Payload's schema: written by hand, filled by the
 * search hooks and `npm run search:reindex`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"doc_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone NOT NULL,
  	"vec" tsvector NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "search_entries_source_idx" ON "search_entries" USING btree ("source");
  CREATE INDEX IF NOT EXISTS "search_entries_vec_idx" ON "search_entries" USING gin ("vec");
  CREATE TABLE IF NOT EXISTS "search_words" (
  	"locale" varchar NOT NULL,
  	"word" varchar NOT NULL,
  	PRIMARY KEY ("locale", "word")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "search_words";
   DROP TABLE IF EXISTS "search_entries";`)
}
