import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** The global "search best bets" (src/globals/SearchBestBets.ts): its row and its array of bets. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_best_bets_bets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`language\` text DEFAULT 'zh' NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`redirect\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_best_bets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_best_bets_bets_order_idx\` ON \`search_best_bets_bets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_best_bets_bets_parent_id_idx\` ON \`search_best_bets_bets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_best_bets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_best_bets_bets\`;`)
  await db.run(sql`DROP TABLE \`search_best_bets\`;`)
}
