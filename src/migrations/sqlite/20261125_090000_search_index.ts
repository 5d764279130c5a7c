import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search (src/content/search/sqlite-store.ts): the entries, their FTS5 terms (same rowid) and the English
 * vocabulary for typo correction. Not part of Payload's schema: written by hand, filled by the search hooks and
 * `npm run search:reindex`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`doc_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`updated_at\` text NOT NULL
  );`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`search_entries_source_idx\` ON \`search_entries\` (\`source\`);`)
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(locale, title, body, tokenize = "unicode61 remove_diacritics 0 tokenchars '.-|'", prefix = '2 3 4')`),
  )
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_words\` (
  	\`locale\` text NOT NULL,
  	\`word\` text NOT NULL,
  	PRIMARY KEY (\`locale\`, \`word\`)
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_words\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_entries\`;`)
}
