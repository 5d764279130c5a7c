import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * SEO fields per language (issue 33, item 4): `meta.title`, `meta.description` and `meta.image` on news, videos,
 * teaching albums, update logs and help documents (their `_locales` tables and their versions'); the pages' share
 * image becomes per language, each language starting from the image the page had.
 */
const TABLES = ['news', 'videos', 'teaching_albums', 'update_logs', 'help_documents']

const run = (db: MigrateUpArgs['db'], statement: string) => db.execute(sql.raw(statement))

async function addImage(db: MigrateUpArgs['db'], table: string, column: string, index: string): Promise<void> {
  await run(db, `ALTER TABLE "${table}" ADD COLUMN "${column}" integer;`)
  await run(
    db,
    `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_media_id_fk" FOREIGN KEY ("${column}") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`,
  )
  await run(db, `CREATE INDEX "${index}" ON "${table}" USING btree ("${column}","_locale");`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await run(db, `ALTER TABLE "${t}_locales" ADD COLUMN "meta_title" varchar, ADD COLUMN "meta_description" varchar;`)
    await addImage(db, `${t}_locales`, 'meta_image_id', `${t}_meta_meta_image_idx`)
    await run(db, `ALTER TABLE "_${t}_v_locales" ADD COLUMN "version_meta_title" varchar, ADD COLUMN "version_meta_description" varchar;`)
    await addImage(db, `_${t}_v_locales`, 'version_meta_image_id', `_${t}_v_version_meta_version_meta_image_idx`)
  }
  // Pages: the share image moves into each language, from the one the page (or version) had.
  await run(db, 'DROP INDEX IF EXISTS "pages_meta_meta_image_idx";')
  await addImage(db, 'pages_locales', 'meta_image_id', 'pages_meta_meta_image_idx')
  await run(db, 'UPDATE "pages_locales" l SET "meta_image_id" = p."meta_image_id" FROM "pages" p WHERE p."id" = l."_parent_id";')
  await run(db, 'ALTER TABLE "pages" DROP CONSTRAINT IF EXISTS "pages_meta_image_id_media_id_fk", DROP COLUMN IF EXISTS "meta_image_id";')
  await run(db, 'DROP INDEX IF EXISTS "_pages_v_version_meta_version_meta_image_idx";')
  await addImage(db, '_pages_v_locales', 'version_meta_image_id', '_pages_v_version_meta_version_meta_image_idx')
  await run(
    db,
    'UPDATE "_pages_v_locales" l SET "version_meta_image_id" = v."version_meta_image_id" FROM "_pages_v" v WHERE v."id" = l."_parent_id";',
  )
  await run(
    db,
    'ALTER TABLE "_pages_v" DROP CONSTRAINT IF EXISTS "_pages_v_version_meta_image_id_media_id_fk", DROP COLUMN IF EXISTS "version_meta_image_id";',
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    await run(db, `ALTER TABLE "${t}_locales" DROP COLUMN IF EXISTS "meta_title", DROP COLUMN IF EXISTS "meta_description", DROP COLUMN IF EXISTS "meta_image_id";`)
    await run(
      db,
      `ALTER TABLE "_${t}_v_locales" DROP COLUMN IF EXISTS "version_meta_title", DROP COLUMN IF EXISTS "version_meta_description", DROP COLUMN IF EXISTS "version_meta_image_id";`,
    )
  }
  // Pages: one share image again, the Chinese one.
  for (const [table, column, locales] of [
    ['pages', 'meta_image_id', 'pages_locales'],
    ['_pages_v', 'version_meta_image_id', '_pages_v_locales'],
  ]) {
    await run(db, `ALTER TABLE "${table}" ADD COLUMN "${column}" integer;`)
    await run(db, `UPDATE "${table}" d SET "${column}" = l."${column}" FROM "${locales}" l WHERE l."_parent_id" = d."id" AND l."_locale" = 'zh';`)
    await run(db, `ALTER TABLE "${locales}" DROP COLUMN IF EXISTS "${column}";`)
    await run(
      db,
      `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_media_id_fk" FOREIGN KEY ("${column}") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`,
    )
  }
  await run(db, 'CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");')
  await run(db, 'CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");')
}
