import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search: the plain text of rich text now keeps a space between blocks and the characters an editor typed
 * (src/content/richtext.ts), so entries written before read `interchangesLocating` and `&amp;`. Empties the index;
 * `afterMigrations` (src/migrations/run.ts) finds it empty and builds it again from the published content.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`search_fts\`;`)
  await db.run(sql`DELETE FROM \`search_entries\`;`)
  await db.run(sql`DELETE FROM \`search_words\`;`)
}

/** Nothing to undo: the older code reads the rebuilt entries as well. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
