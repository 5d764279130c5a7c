import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Insight that cannot be forged (issue 35): the report adds rows up per kind and day (GROUP BY over this index);
 * rows of kind `search` (what visitors search for) join the others. SQLite keeps a select as text: no type to change.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`insight_rollups_kind_day_idx\` ON \`insight_rollups\` (\`kind\`,\`day\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`insight_rollups\` WHERE \`kind\` = 'search';`)
  await db.run(sql`DROP INDEX IF EXISTS \`insight_rollups_kind_day_idx\`;`)
}
