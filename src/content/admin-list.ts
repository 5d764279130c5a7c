/**
 * One page of an admin list of a collection with drafts, read by index (src/collections/indexed-list.ts uses it).
 *
 * Payload reads such a list as one query over the latest versions with LIMIT/OFFSET; on PostgreSQL that query
 * gathers each version's language rows (a lateral join) for every row the offset skips, so the far pages of a long
 * list cost many times the first (docs/performance.md, "Content at scale"). Here the page's document ids are read
 * from the versions table alone, walking its list index (`latest`, the sort column, `created_at`: migration
 * 20261127_1000_list_indexes) with no join, and the total is one count of the latest versions; Payload then reads
 * just those documents. The order is Payload's own: the sort column, then the version's creation, newest first.
 */
import { asc, count, desc, eq, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

type Column = Parameters<typeof eq>[0]
type Table = Record<string, Column>
type Db = {
  drizzle: {
    select: (fields: Record<string, Column | SQL>) => {
      from: (table: Table) => {
        where: (condition: SQL | undefined) => {
          orderBy: (...order: SQL[]) => { limit: (n: number) => { offset: (n: number) => Promise<Array<{ id: number | string }>> } }
        } & Promise<Array<{ total: number }>>
      }
    }
  }
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
}

export type ListPage = { ids: Array<number | string>; totalDocs: number }

/** A sort the index can serve: a top-level field stored in the versions table itself, ascending or descending. */
function versionSortColumn(
  payload: Payload,
  collection: string,
  sort: string,
): { table: Table; column: Column; direction: 'asc' | 'desc' } | null {
  const db = payload.db as unknown as Db
  const table = db.tables[db.tableNameMap.get(`_${collection.replace(/-/g, '_')}_v`) ?? '']
  if (!table || !/^-?[A-Za-z]\w*$/.test(sort)) return null
  const field = sort.replace(/^-/, '')
  const column = table[`version_${field}`]
  if (!column || !table.latest || !table.parent || !table.createdAt) return null
  return { table, column, direction: sort.startsWith('-') ? 'desc' : 'asc' }
}

/**
 * The ids of page `page` (from 1) of `limit` documents of `collection`'s latest versions in `sort` order, and how many
 * there are; null where the sort is not one the versions table holds (Payload then reads the list itself).
 */
export async function latestVersionsPage(
  payload: Payload,
  collection: string,
  sort: string,
  page: number,
  limit: number,
): Promise<ListPage | null> {
  const found = versionSortColumn(payload, collection, sort)
  if (!found) return null
  const { table, column, direction } = found
  const db = (payload.db as unknown as Db).drizzle
  const latest = eq(table.latest, true)
  const [ids, [{ total }]] = await Promise.all([
    db
      .select({ id: table.parent })
      .from(table)
      .where(latest)
      .orderBy((direction === 'desc' ? desc : asc)(column), desc(table.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(table).where(latest),
  ])
  return { ids: ids.map((row) => row.id), totalDocs: Number(total) }
}
