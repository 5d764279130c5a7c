/**
 * Schema drift: the tables, columns, types, nullability, indexes, foreign keys and enums that the content model
 * expects (drizzle-kit's snapshot of Payload's schema) compared with what a migrated database holds, read from the
 * database's own catalogue (SQLite's PRAGMAs, PostgreSQL's pg_catalog). Used by the integration suite on both
 * databases (tests/int/schema-drift.test.ts) and by `npm run migrate:check`.
 *
 * Objects the project adds by hand beyond the model (its search index, list indexes) are declared in
 * src/migrations/project-objects.ts: they must exist, and nothing else beyond the model may.
 */
import type { Payload } from 'payload'

import { PROJECT_OBJECTS, type ProjectObjects } from '../../src/migrations/project-objects'

type ColumnShape = { type: string; notNull: boolean }
type TableShape = {
  columns: Record<string, ColumnShape>
  primaryKey: string[]
  /** name → "unique? (col, col)" */
  indexes: Record<string, string>
  /** "(cols) -> table(cols) on delete X", sorted */
  foreignKeys: string[]
}
export type SchemaShape = { tables: Record<string, TableShape>; enums: Record<string, string[]> }
export type Dialect = 'sqlite' | 'postgres'

type Kit = { generateDrizzleJson: (schema: unknown) => Promise<Snapshot> | Snapshot }
type SnapshotColumn = { name: string; type: string; primaryKey: boolean; notNull: boolean }
type SnapshotIndexColumn = string | { expression: string; isExpression: boolean }
type SnapshotTable = {
  name: string
  columns: Record<string, SnapshotColumn>
  indexes: Record<string, { name: string; columns: SnapshotIndexColumn[]; isUnique: boolean }>
  foreignKeys: Record<string, { tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete?: string }>
  compositePrimaryKeys: Record<string, { columns: string[] }>
  uniqueConstraints?: Record<string, { name: string; columns: string[] }>
}
export type Snapshot = {
  dialect: string
  tables: Record<string, SnapshotTable>
  enums?: Record<string, { name: string; values: string[] }>
}

const indexShape = (unique: boolean, columns: string[]) => `${unique ? 'unique ' : ''}(${columns.join(', ')})`
const foreignKeyShape = (from: string[], to: string, toColumns: string[], onDelete: string) =>
  `(${from.join(', ')}) -> ${to}(${toColumns.join(', ')}) on delete ${onDelete.toLowerCase()}`

/** PostgreSQL's names for drizzle-kit's spellings of a type. */
function pgType(type: string): string {
  const t = type.toLowerCase().trim()
  if (t === 'serial') return 'integer'
  if (t === 'bigserial') return 'bigint'
  if (t === 'int' || t === 'int4') return 'integer'
  if (t === 'bool') return 'boolean'
  if (t.startsWith('varchar')) return t.replace('varchar', 'character varying')
  if (/^timestamp(\(\d\))?$/.test(t)) return `${t} without time zone`
  return t
}

/** The shape the content model expects, from drizzle-kit's snapshot of Payload's schema. */
export function shapeOfSnapshot(snapshot: Snapshot): SchemaShape {
  const dialect: Dialect = snapshot.dialect === 'sqlite' ? 'sqlite' : 'postgres'
  const tables: Record<string, TableShape> = {}
  for (const table of Object.values(snapshot.tables)) {
    const columns: Record<string, ColumnShape> = {}
    const primaryKey: string[] = []
    for (const column of Object.values(table.columns)) {
      if (column.primaryKey) primaryKey.push(column.name)
      columns[column.name] = {
        type: dialect === 'sqlite' ? column.type.toLowerCase() : pgType(column.type),
        // A primary key is never null, whatever the catalogue says of it (SQLite's INTEGER PRIMARY KEY reads 0).
        notNull: column.notNull || column.primaryKey,
      }
    }
    for (const composite of Object.values(table.compositePrimaryKeys ?? {})) primaryKey.push(...composite.columns)
    const indexes: Record<string, string> = {}
    for (const index of Object.values(table.indexes ?? {})) {
      const names = index.columns.map((c) => (typeof c === 'string' ? c : c.expression))
      indexes[index.name] = indexShape(index.isUnique, names)
    }
    for (const unique of Object.values(table.uniqueConstraints ?? {})) indexes[unique.name] = indexShape(true, unique.columns)
    const foreignKeys = Object.values(table.foreignKeys ?? {})
      .map((fk) => foreignKeyShape(fk.columnsFrom, fk.tableTo, fk.columnsTo, fk.onDelete ?? 'no action'))
      .sort()
    tables[table.name] = { columns, primaryKey: primaryKey.sort(), indexes, foreignKeys }
  }
  const enums: Record<string, string[]> = {}
  for (const e of Object.values(snapshot.enums ?? {})) enums[e.name] = [...e.values]
  return { tables, enums }
}

/** drizzle-kit's snapshot of the model Payload built from the configuration (no database is read). */
export async function modelSnapshot(payload: Payload): Promise<Snapshot> {
  const db = payload.db as unknown as { schema: unknown; requireDrizzleKit: () => Kit | Promise<Kit> }
  const kit = await db.requireDrizzleKit()
  return await kit.generateDrizzleJson(db.schema)
}

type Row = Record<string, unknown>
type SqliteClient = { execute: (q: string | { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }> }
type PgPool = { query: (q: string, p?: unknown[]) => Promise<{ rows: Row[] }> }

const quoteSqlite = (name: string) => `"${name.replace(/"/g, '""')}"`

export async function sqliteShape(client: SqliteClient): Promise<SchemaShape> {
  const tables: Record<string, TableShape> = {}
  const names = (
    await client.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`)
  ).rows.map((r) => String(r.name))
  // Virtual tables (full-text search) keep shadow tables of their own: those are the virtual table's, not ours.
  const virtual = (
    await client.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`)
  ).rows.map((r) => String(r.name))
  const shadow = (name: string) => virtual.some((v) => name !== v && name.startsWith(`${v}_`))
  for (const name of names.filter((n) => !shadow(n))) {
    const columns: Record<string, ColumnShape> = {}
    const primaryKey: string[] = []
    for (const c of (await client.execute(`PRAGMA table_xinfo(${quoteSqlite(name)})`)).rows) {
      if (Number(c.hidden) !== 0) continue
      const pk = Number(c.pk) > 0
      if (pk) primaryKey.push(String(c.name))
      columns[String(c.name)] = { type: String(c.type).toLowerCase(), notNull: Number(c.notnull) === 1 || pk }
    }
    const indexes: Record<string, string> = {}
    for (const index of (await client.execute(`PRAGMA index_list(${quoteSqlite(name)})`)).rows) {
      // Indexes SQLite makes for a primary key or a UNIQUE clause have no statement of their own.
      if (String(index.origin) === 'pk') continue
      const cols = (await client.execute(`PRAGMA index_xinfo(${quoteSqlite(String(index.name))})`)).rows
        .filter((c) => Number(c.key) === 1)
        .sort((a, b) => Number(a.seqno) - Number(b.seqno))
        .map((c) => (c.name === null ? '(expression)' : String(c.name)))
      indexes[String(index.name)] = indexShape(Number(index.unique) === 1, cols)
    }
    const groups = new Map<number, Row[]>()
    for (const fk of (await client.execute(`PRAGMA foreign_key_list(${quoteSqlite(name)})`)).rows) {
      const id = Number(fk.id)
      groups.set(id, [...(groups.get(id) ?? []), fk])
    }
    const foreignKeys = [...groups.values()]
      .map((rows) => {
        const ordered = rows.sort((a, b) => Number(a.seq) - Number(b.seq))
        return foreignKeyShape(
          ordered.map((r) => String(r.from)),
          String(ordered[0].table),
          ordered.map((r) => String(r.to)),
          String(ordered[0].on_delete),
        )
      })
      .sort()
    tables[name] = { columns, primaryKey: primaryKey.sort(), indexes, foreignKeys }
  }
  return { tables, enums: {} }
}

const PG_ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' }

export async function postgresShape(pool: PgPool): Promise<SchemaShape> {
  const tables: Record<string, TableShape> = {}
  const table = (name: string): TableShape => (tables[name] ??= { columns: {}, primaryKey: [], indexes: {}, foreignKeys: [] })
  const relations = await pool.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY 1`,
  )
  for (const r of relations.rows) table(String(r.name))
  const columns = await pool.query(
    `SELECT c.relname AS tbl, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  )
  for (const c of columns.rows) {
    table(String(c.tbl)).columns[String(c.name)] = { type: pgType(String(c.type)), notNull: c.not_null === true }
  }
  const constraints = await pool.query(
    `SELECT t.relname AS tbl, c.contype AS kind, c.confdeltype AS on_delete, f.relname AS target,
       (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS cols,
       (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
          JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS target_cols
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     LEFT JOIN pg_class f ON f.oid = c.confrelid
     WHERE n.nspname = current_schema() AND c.contype IN ('p', 'f')`,
  )
  for (const c of constraints.rows) {
    const cols = (c.cols as string[]) ?? []
    if (c.kind === 'p') table(String(c.tbl)).primaryKey = [...cols].sort()
    else {
      const onDelete = PG_ON_DELETE[String(c.on_delete)] ?? String(c.on_delete)
      table(String(c.tbl)).foreignKeys.push(foreignKeyShape(cols, String(c.target), (c.target_cols as string[]) ?? [], onDelete))
    }
  }
  for (const t of Object.values(tables)) {
    t.foreignKeys.sort()
    // A primary key is never null; the catalogue agrees, but keep the rule the same as the model's side.
    for (const name of t.primaryKey) if (t.columns[name]) t.columns[name].notNull = true
  }
  const indexes = await pool.query(
    `SELECT t.relname AS tbl, i.relname AS name, x.indisunique AS is_unique,
       ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) k) AS cols
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND NOT x.indisprimary`,
  )
  for (const i of indexes.rows) {
    const cols = (i.cols as string[]).map((c) => c.replace(/^"(.*)"$/, '$1'))
    table(String(i.tbl)).indexes[String(i.name)] = indexShape(i.is_unique === true, cols)
  }
  const enums = await pool.query(
    `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
     FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = current_schema() GROUP BY t.typname`,
  )
  const enumShape: Record<string, string[]> = {}
  for (const e of enums.rows) enumShape[String(e.name)] = e.labels as string[]
  return { tables, enums: enumShape }
}

/** What the database Payload is connected to holds, read from its catalogue. */
export async function databaseShape(payload: Payload): Promise<SchemaShape> {
  const db = payload.db as unknown as { client?: SqliteClient; pool?: PgPool }
  if (db.pool) return postgresShape(db.pool)
  if (db.client) return sqliteShape(db.client)
  throw new Error('schema drift: neither a SQLite client nor a PostgreSQL pool on payload.db')
}

/**
 * Every difference between the model's shape and the database's, one sentence each, naming the table and column
 * or index; empty when they agree. The project's own objects (src/migrations/project-objects.ts) must be present
 * in the database, and the differences it keeps on purpose are left out.
 */
export function schemaDrift(expected: SchemaShape, actual: SchemaShape, dialect: Dialect): string[] {
  const own = PROJECT_OBJECTS[dialect]
  const kept = new Set(own.kept.map((k) => k.problem))
  return compareShapes(expected, actual, own).filter((problem) => !kept.has(problem))
}

function compareShapes(expected: SchemaShape, actual: SchemaShape, own: ProjectObjects): string[] {
  const problems: string[] = []
  const ownIndex = (table: string, index: string) => {
    const declared = own.indexes[index]
    return declared && declared.table === table ? indexShape(declared.unique === true, declared.columns.split(', ')) : undefined
  }
  for (const name of own.tables) if (!actual.tables[name]) problems.push(`table ${name} (the project's own) is missing`)
  for (const [index, declared] of Object.entries(own.indexes)) {
    const shape = indexShape(declared.unique === true, declared.columns.split(', '))
    const has = actual.tables[declared.table]?.indexes[index]
    if (!has) problems.push(`index ${index} on ${declared.table} ${shape} (the project's own) is missing`)
    else if (has !== shape) problems.push(`index ${index} on ${declared.table} is ${has}, the project declares ${shape}`)
  }
  for (const [name, model] of Object.entries(expected.tables)) {
    const found = actual.tables[name]
    if (!found) {
      problems.push(`table ${name} is missing (the model has it)`)
      continue
    }
    for (const [column, shape] of Object.entries(model.columns)) {
      const has = found.columns[column]
      if (!has) problems.push(`column ${name}.${column} is missing (the model has it as ${shape.type}${shape.notNull ? ' not null' : ''})`)
      else {
        if (has.type !== shape.type) problems.push(`column ${name}.${column} is ${has.type}, the model says ${shape.type}`)
        if (has.notNull !== shape.notNull)
          problems.push(
            `column ${name}.${column} is ${has.notNull ? 'not null' : 'nullable'}, the model says ${shape.notNull ? 'not null' : 'nullable'}`,
          )
      }
    }
    for (const column of Object.keys(found.columns))
      if (!model.columns[column]) problems.push(`column ${name}.${column} is in the database but not in the model`)
    if (model.primaryKey.join(',') !== found.primaryKey.join(','))
      problems.push(`table ${name}'s primary key is (${found.primaryKey.join(', ')}), the model says (${model.primaryKey.join(', ')})`)
    for (const [index, shape] of Object.entries(model.indexes)) {
      const has = found.indexes[index]
      if (!has) problems.push(`index ${index} on ${name} ${shape} is missing`)
      else if (has !== shape) problems.push(`index ${index} on ${name} is ${has}, the model says ${shape}`)
    }
    for (const [index, shape] of Object.entries(found.indexes)) {
      if (!model.indexes[index] && !ownIndex(name, index))
        problems.push(`index ${index} on ${name} ${shape} is in the database but neither in the model nor among the project's own`)
    }
    for (const fk of model.foreignKeys) if (!found.foreignKeys.includes(fk)) problems.push(`foreign key ${name} ${fk} is missing`)
    for (const fk of found.foreignKeys)
      if (!model.foreignKeys.includes(fk)) problems.push(`foreign key ${name} ${fk} is in the database but not in the model`)
  }
  for (const name of Object.keys(actual.tables)) {
    if (!expected.tables[name] && !own.tables.includes(name)) problems.push(`table ${name} is in the database but not in the model`)
  }
  for (const [name, values] of Object.entries(expected.enums)) {
    const has = actual.enums[name]
    if (!has) problems.push(`enum ${name} is missing (the model has ${values.join(', ')})`)
    else if (has.join(',') !== values.join(',')) problems.push(`enum ${name} is (${has.join(', ')}), the model says (${values.join(', ')})`)
  }
  for (const name of Object.keys(actual.enums))
    if (!expected.enums[name]) problems.push(`enum ${name} is in the database but not in the model`)
  return problems
}
