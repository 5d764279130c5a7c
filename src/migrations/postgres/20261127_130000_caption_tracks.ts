import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

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

function createTable(table: string, parent: string, version: boolean): string {
  return `
  CREATE TYPE "public"."enum_${table}_language" AS ENUM('zh', 'en');
  CREATE TABLE "${table}" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" ${version ? 'serial' : 'varchar'} PRIMARY KEY NOT NULL,
  	"language" "enum_${table}_language",
  	"file_id" integer${version ? ',\n  	"_uuid" varchar' : ''}
  );
  ALTER TABLE "${table}" ADD CONSTRAINT "${table}_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "${table}" ADD CONSTRAINT "${table}_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."${parent}"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "${table}_order_idx" ON "${table}" USING btree ("_order");
  CREATE INDEX "${table}_parent_id_idx" ON "${table}" USING btree ("_parent_id");
  CREATE INDEX "${table}_file_idx" ON "${table}" USING btree ("file_id");`
}

const HOME_ITEMS = `
  ALTER TABLE "home_page_product_centre_tabs_items" ADD COLUMN "captions_id" integer;
  ALTER TABLE "home_page_product_centre_tabs_items" ADD CONSTRAINT "home_page_product_centre_tabs_items_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_page_product_centre_tabs_items_captions_idx" ON "home_page_product_centre_tabs_items" USING btree ("captions_id");`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = TABLES.map(({ table, parent, version }) => createTable(table, parent, version)).join('\n')
  await db.execute(sql.raw(`ALTER TABLE "media" ADD COLUMN "caption_text" varchar;${HOME_ITEMS}${tables}`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const tables = TABLES.map(({ table }) => `DROP TABLE IF EXISTS "${table}" CASCADE;\n  DROP TYPE IF EXISTS "public"."enum_${table}_language";`)
  await db.execute(sql.raw(`${tables.join('\n  ')}\n  ALTER TABLE "media" DROP COLUMN IF EXISTS "caption_text";
  ALTER TABLE "home_page_product_centre_tabs_items" DROP COLUMN IF EXISTS "captions_id";`))
}
