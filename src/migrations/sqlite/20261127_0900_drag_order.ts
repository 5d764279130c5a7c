import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
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
    await db.run(sql`ALTER TABLE ${t} ADD \`_order\` text;`)
    await db.run(sql`CREATE INDEX ${sql.identifier(`${table}__order_idx`)} ON ${t} (\`_order\`);`)
    await db.run(sql`ALTER TABLE ${v} ADD \`version__order\` text;`)
    await db.run(sql`CREATE INDEX ${sql.identifier(`_${table}_v_version_version__order_idx`)} ON ${v} (\`version__order\`);`)
    const rows = (await db.all(sql`SELECT \`id\` FROM ${t} ORDER BY \`sort\`, \`created_at\`, \`id\`;`)) as { id: number }[]
    const keys = generateNKeysBetween(null, null, rows.length)
    for (const [i, row] of rows.entries()) await db.run(sql`UPDATE ${t} SET \`_order\` = ${keys[i]} WHERE \`id\` = ${row.id};`)
    await db.run(sql`UPDATE ${v} SET \`version__order\` = (SELECT \`_order\` FROM ${t} WHERE ${t}.\`id\` = ${v}.\`parent_id\`);`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ORDERED_TABLES) {
    await db.run(sql`DROP INDEX IF EXISTS ${sql.identifier(`${table}__order_idx`)};`)
    await db.run(sql`DROP INDEX IF EXISTS ${sql.identifier(`_${table}_v_version_version__order_idx`)};`)
    await db.run(sql`ALTER TABLE ${sql.identifier(table)} DROP COLUMN \`_order\`;`)
    await db.run(sql`ALTER TABLE ${sql.identifier(`_${table}_v`)} DROP COLUMN \`version__order\`;`)
  }
}
