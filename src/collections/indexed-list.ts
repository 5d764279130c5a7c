import type { CollectionAfterOperationHook, CollectionBeforeOperationHook, Where } from 'payload'

import { latestVersionsPage, type ListPage } from '@/content/admin-list'
import { databaseKind } from '@/env'
import { isEmptyWhere } from '@/lib/where'

/** Where the page read by index travels from the hook before the list's query to the hook after it. */
const PAGE = Symbol('indexedListPage')
/** The arguments of Payload's find operation that decide the list (its type is not exported). */
type Args = {
  draft?: boolean
  joins?: unknown
  limit?: number
  overrideAccess?: boolean
  page?: number
  pagination?: boolean
  sort?: unknown
  trash?: boolean
  where?: Where
  [PAGE]?: ListPage & { page: number; limit: number }
}

/**
 * The admin's list of a long collection with drafts at the cost of its first page on every page, on PostgreSQL:
 * an unfiltered list (no filter, no search) in an order the versions table holds (published, updated or created
 * date) is read by index (src/content/admin-list.ts), and Payload's own query then asks for just that page's ids;
 * its answer gets the list's real paging back. A filtered or searched list, another order, or a reader whose access
 * is a condition (not everything) is left to Payload as it is. SQLite is left to Payload too: its own list costs
 * 2–3 ms on every page of 20,000 news, where this path, whose second query SQLite answers by walking the list
 * index, costs 10–21 ms (docs/performance.md, "Content at scale").
 */
export function indexedAdminList(): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterOperation: CollectionAfterOperationHook[]
} {
  return { beforeOperation: [readPageByIndex], afterOperation: [restorePaging] }
}

const readPageByIndex: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  // `read` is also findByID's operation, whose arguments name the document.
  if (databaseKind !== 'postgres' || operation !== 'read' || 'id' in args) return args
  const a = args as Args
  if (!a.draft || a.pagination === false || a.limit === 0 || a.trash || a.joins || !isEmptyWhere(a.where)) return args
  if (!a.overrideAccess && (await collection.access.read({ req })) !== true) return args
  const sort = a.sort ?? collection.defaultSort
  const limit = Number(a.limit ?? 10)
  const page = Math.max(1, Number(a.page) || 1)
  if (typeof sort !== 'string' || !Number.isSafeInteger(limit) || limit < 1) return args
  const found = await latestVersionsPage(req.payload, collection.slug, sort, page, limit)
  if (!found) return args
  return { ...args, where: { id: { in: found.ids } }, page: 1, [PAGE]: { ...found, page, limit } }
}

const restorePaging: CollectionAfterOperationHook = ({ args, operation, result }) => {
  const found = (args as Args)[PAGE]
  if (operation !== 'find' || !found) return result
  const { totalDocs, page, limit } = found
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return {
    ...(result as object),
    totalDocs,
    limit,
    page,
    totalPages,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  }
}
