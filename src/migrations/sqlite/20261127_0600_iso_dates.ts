import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Publication, release and upload times in one text form, `2026-11-06T02:30:00.000Z`, the form Payload queries
 * with. SQLite compares these columns as text: a time written as `2026-11-06T02:30:00Z` (the demo seed's form)
 * compared above the same moment in query form, so a news item was its own "previous" item. New writes are
 * normalised by the fields' hooks (src/fields/common.ts, `storeIsoDate`). PostgreSQL stores timestamps and needs
 * nothing.
 */
const COLUMNS: Array<[table: string, column: string]> = [
  ['news', 'published_at'],
  ['_news_v', 'version_published_at'],
  ['videos', 'published_at'],
  ['_videos_v', 'version_published_at'],
  ['software', 'released_at'],
  ['_software_v', 'version_released_at'],
  ['update_logs', 'released_at'],
  ['_update_logs_v', 'version_released_at'],
  ['teaching_albums', 'uploaded_at'],
  ['_teaching_albums_v', 'version_uploaded_at'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const t = sql.identifier(table)
    const c = sql.identifier(column)
    const iso = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${c})`
    await db.run(sql`UPDATE ${t} SET ${c} = ${iso} WHERE ${c} IS NOT NULL AND ${iso} IS NOT NULL AND ${c} <> ${iso};`)
  }
}

/** Nothing to undo: the older code reads this form as well. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
