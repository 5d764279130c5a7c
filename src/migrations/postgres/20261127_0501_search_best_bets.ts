import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The global "search best bets" (src/globals/SearchBestBets.ts): its row and its array of bets. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_best_bets_bets_language" AS ENUM('zh', 'en');
  CREATE TABLE "search_best_bets_bets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"language" "enum_search_best_bets_bets_language" DEFAULT 'zh' NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"redirect" boolean DEFAULT false
  );

  CREATE TABLE "search_best_bets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );

  ALTER TABLE "search_best_bets_bets" ADD CONSTRAINT "search_best_bets_bets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_best_bets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_best_bets_bets_order_idx" ON "search_best_bets_bets" USING btree ("_order");
  CREATE INDEX "search_best_bets_bets_parent_id_idx" ON "search_best_bets_bets" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_best_bets_bets" CASCADE;
  DROP TABLE "search_best_bets" CASCADE;
  DROP TYPE "public"."enum_search_best_bets_bets_language";`)
}
