import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

/**
 * Drag-and-drop order (`orderable`: Payload's `_order`, a fractional index) on banners, partners, software, pages and
 * demonstration teaching: the column and its index on each table and its versions, then each table's documents get
 * keys in the order their typed `sort` numbers gave them (equal numbers by creation), so that visitors see the same
 * order as before; every version of a document takes its document's key.
 */
const ORDERED_TABLES = ['banners', 'partners', 'software', 'pages', 'teaching_classifications', 'teaching_albums']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ORDERED_TABLES) {
    const t = sql.identifier(table)
    const v = sql.identifier(`_${table}_v`)
    await db.execute(sql`ALTER TABLE ${t} ADD COLUMN "_order" varchar;`)
    await db.execute(sql`CREATE INDEX ${sql.identifier(`${table}__order_idx`)} ON ${t} USING btree ("_order");`)
    await db.execute(sql`ALTER TABLE ${v} ADD COLUMN "version__order" varchar;`)
    await db.execute(sql`CREATE INDEX ${sql.identifier(`_${table}_v_version_version__order_idx`)} ON ${v} USING btree ("version__order");`)
    const { rows } = await db.execute(sql`SELECT "id" FROM ${t} ORDER BY "sort", "created_at", "id";`)
    const keys = generateNKeysBetween(null, null, rows.length)
    for (const [i, row] of rows.entries()) await db.execute(sql`UPDATE ${t} SET "_order" = ${keys[i]} WHERE "id" = ${row.id};`)
    await db.execute(sql`UPDATE ${v} SET "version__order" = ${t}."_order" FROM ${t} WHERE ${t}."id" = ${v}."parent_id";`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ORDERED_TABLES) {
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(`${table}__order_idx`)};`)
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(`_${table}_v_version_version__order_idx`)};`)
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP COLUMN IF EXISTS "_order";`)
    await db.execute(sql`ALTER TABLE ${sql.identifier(`_${table}_v`)} DROP COLUMN IF EXISTS "version__order";`)
  }
}
