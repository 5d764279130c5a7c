import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Lists that cost the same on every page (docs/performance.md, "Content at scale"): one index per list's filter and
 * order, so that the database walks the list in order and stops at the page instead of sorting every row for each
 * page. The public lists (news of all classes or one, videos, a software's update logs: published, newest first,
 * equal times by id; Payload adds `created_at` as the last key) and the admin's lists (the latest versions,
 * newest first).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`news_list_idx\` ON \`news\` (\`_status\`,\`published_at\`,\`id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`news_class_list_idx\` ON \`news\` (\`class\`,\`_status\`,\`published_at\`,\`id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`videos_list_idx\` ON \`videos\` (\`_status\`,\`published_at\`,\`id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`update_logs_list_idx\` ON \`update_logs\` (\`software_id\`,\`_status\`,\`released_at\`,\`id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_news_v_latest_list_idx\` ON \`_news_v\` (\`latest\`,\`version_published_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_videos_v_latest_list_idx\` ON \`_videos_v\` (\`latest\`,\`version_published_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_update_logs_v_latest_list_idx\` ON \`_update_logs_v\` (\`latest\`,\`version_released_at\`,\`created_at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`news_list_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`news_class_list_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`videos_list_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`update_logs_list_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_news_v_latest_list_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_videos_v_latest_list_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_update_logs_v_latest_list_idx\`;`)
}
