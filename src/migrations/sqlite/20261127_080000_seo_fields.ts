import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * SEO fields per language (issue 33, item 4): `meta.title`, `meta.description` and `meta.image` on news, videos,
 * teaching albums, update logs and help documents (their `_locales` tables and their versions'); the pages' share
 * image becomes per language, each language starting from the image the page had.
 *
 * SQLite cannot drop a column that holds a foreign key without rebuilding the table: the pages' former
 * `meta_image_id` / `version_meta_image_id` stay, unused (Payload neither reads nor writes them), and so do the image
 * columns on the way down.
 */
const TABLES = ['news', 'videos', 'teaching_albums', 'update_logs', 'help_documents']

const run = (db: MigrateUpArgs['db'], statement: string) => db.run(sql.raw(statement))

async function addImage(db: MigrateUpArgs['db'], table: string, column: string, index: string): Promise<void> {
  await run(db, `ALTER TABLE \`${table}\` ADD \`${column}\` integer REFERENCES media(id) ON DELETE set null;`)
  await run(db, `CREATE INDEX \`${index}\` ON \`${table}\` (\`${column}\`,\`_locale\`);`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await run(db, `ALTER TABLE \`${t}_locales\` ADD \`meta_title\` text;`)
    await run(db, `ALTER TABLE \`${t}_locales\` ADD \`meta_description\` text;`)
    await addImage(db, `${t}_locales`, 'meta_image_id', `${t}_meta_meta_image_idx`)
    await run(db, `ALTER TABLE \`_${t}_v_locales\` ADD \`version_meta_title\` text;`)
    await run(db, `ALTER TABLE \`_${t}_v_locales\` ADD \`version_meta_description\` text;`)
    await addImage(db, `_${t}_v_locales`, 'version_meta_image_id', `_${t}_v_version_meta_version_meta_image_idx`)
  }
  // Pages: the share image moves into each language, from the one the page (or version) had.
  await run(db, 'DROP INDEX IF EXISTS `pages_meta_meta_image_idx`;')
  await addImage(db, 'pages_locales', 'meta_image_id', 'pages_meta_meta_image_idx')
  await run(
    db,
    'UPDATE `pages_locales` SET `meta_image_id` = (SELECT `meta_image_id` FROM `pages` WHERE `pages`.`id` = `pages_locales`.`_parent_id`);',
  )
  await run(db, 'DROP INDEX IF EXISTS `_pages_v_version_meta_version_meta_image_idx`;')
  await addImage(db, '_pages_v_locales', 'version_meta_image_id', '_pages_v_version_meta_version_meta_image_idx')
  await run(
    db,
    'UPDATE `_pages_v_locales` SET `version_meta_image_id` = (SELECT `version_meta_image_id` FROM `_pages_v` WHERE `_pages_v`.`id` = `_pages_v_locales`.`_parent_id`);',
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    await run(db, `DROP INDEX IF EXISTS \`${t}_meta_meta_image_idx\`;`)
    await run(db, `DROP INDEX IF EXISTS \`_${t}_v_version_meta_version_meta_image_idx\`;`)
    await run(db, `ALTER TABLE \`${t}_locales\` DROP COLUMN \`meta_title\`;`)
    await run(db, `ALTER TABLE \`${t}_locales\` DROP COLUMN \`meta_description\`;`)
    await run(db, `ALTER TABLE \`_${t}_v_locales\` DROP COLUMN \`version_meta_title\`;`)
    await run(db, `ALTER TABLE \`_${t}_v_locales\` DROP COLUMN \`version_meta_description\`;`)
  }
  await run(db, 'DROP INDEX IF EXISTS `pages_meta_meta_image_idx`;')
  await run(db, 'CREATE INDEX `pages_meta_meta_image_idx` ON `pages` (`meta_image_id`);')
  await run(db, 'DROP INDEX IF EXISTS `_pages_v_version_meta_version_meta_image_idx`;')
  await run(db, 'CREATE INDEX `_pages_v_version_meta_version_meta_image_idx` ON `_pages_v` (`version_meta_image_id`);')
}
