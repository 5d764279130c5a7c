import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Caption tracks: videos and teaching albums take a WebVTT file per language (`captions`: language, file), and a
 * media document keeps the cue text of a caption file (`caption_text`) for the site search; the home page's demo
 * videos take a caption file each (`captions_id`, in the language of the localized list).
 */
const TABLES = [
  { table: 'videos_captions', parent: 'videos', version: false },
  { table: '_videos_v_version_captions', parent: '_videos_v', version: true },
  { table: 'teaching_albums_captions', parent: 'teaching_albums', version: false },
  { table: '_teaching_albums_v_version_captions', parent: '_teaching_albums_v', version: true },
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`caption_text\` text;`)
  await db.run(
    sql`ALTER TABLE \`home_page_product_centre_tabs_items\` ADD \`captions_id\` integer REFERENCES media(id) ON DELETE set null;`,
  )
  await db.run(
    sql`CREATE INDEX \`home_page_product_centre_tabs_items_captions_idx\` ON \`home_page_product_centre_tabs_items\` (\`captions_id\`);`,
  )
  for (const { table, parent, version } of TABLES) {
    await db.run(
      sql.raw(`CREATE TABLE \`${table}\` (
  \`_order\` integer NOT NULL,
  \`_parent_id\` integer NOT NULL,
  \`id\` ${version ? 'integer' : 'text'} PRIMARY KEY NOT NULL,
  \`language\` text,
  \`file_id\` integer,${version ? '\n  `_uuid` text,' : ''}
  FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`_parent_id\`) REFERENCES \`${parent}\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`),
    )
    await db.run(sql.raw(`CREATE INDEX \`${table}_order_idx\` ON \`${table}\` (\`_order\`);`))
    await db.run(sql.raw(`CREATE INDEX \`${table}_parent_id_idx\` ON \`${table}\` (\`_parent_id\`);`))
    await db.run(sql.raw(`CREATE INDEX \`${table}_file_idx\` ON \`${table}\` (\`file_id\`);`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table } of TABLES) await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}\`;`))
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`caption_text\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`home_page_product_centre_tabs_items_captions_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page_product_centre_tabs_items\` DROP COLUMN \`captions_id\`;`)
}
