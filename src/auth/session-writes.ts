import type { BaseDatabaseAdapter, CollectionSlug, Payload, UpdateOneArgs } from 'payload'

import { mergeSessions, type StoredSession } from '@/lib/sessions'

/**
 * Sign-ins, refreshes and sign-outs of one account that happen at once all keep their sessions (Payload 3.90,
 * payloadcms/payload#18132): Payload writes the account's whole row, session list included, from what it read
 * before, so the later of two sign-ins wiped the other's session (that token then acted as nobody: a 403 on the
 * next save) and could write back a role or password changed meanwhile.
 *
 * Payload marks these writes with `updatedAt: null`. Each becomes a write of the session list alone, merged with
 * the list stored at that moment (src/lib/sessions.ts), one at a time per account in this process; on PostgreSQL the
 * account's row is locked in the sign-in's transaction first, which holds them one at a time across instances too.
 */
type SessionWrite = UpdateOneArgs & { id: number | string; data: { updatedAt: null; sessions: StoredSession[] } }

function isSessionWrite(args: UpdateOneArgs, collection: CollectionSlug): args is SessionWrite {
  return args.collection === collection && args.id !== undefined && args.data.updatedAt === null && Array.isArray(args.data.sessions)
}

/** One session write at a time per account in this process; a failed one does not hold up the next. */
const queues = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const mine = before.then(work, work)
  const settled = mine.catch(() => undefined)
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return mine
}

/** What this module needs of Payload's PostgreSQL adapter: its transactions and table names. */
type PostgresAdapter = {
  name: string
  sessions?: Record<string, { db?: { execute: (query: unknown) => Promise<unknown> } }>
  tableNameMap?: Map<string, string>
}

/** `SELECT … FOR UPDATE` of the account's row in the write's transaction (PostgreSQL only; SQLite has none). */
async function lockAccountRow(adapter: BaseDatabaseAdapter, collection: string, write: SessionWrite): Promise<void> {
  const postgres = adapter as unknown as PostgresAdapter
  if (postgres.name !== 'postgres' || !write.req?.transactionID) return
  const transaction = postgres.sessions?.[String(await write.req.transactionID)]?.db
  if (!transaction) return
  const { sql } = await import('@payloadcms/db-postgres')
  const table = postgres.tableNameMap?.get(collection) ?? collection
  await transaction.execute(sql`select 1 from ${sql.identifier(table)} where id = ${write.id} for update`)
}

/** The database adapter of `result`, whose writes of `collection`'s sessions merge instead of replace. */
export function keepConcurrentSessions<R extends { init: (args: { payload: Payload }) => BaseDatabaseAdapter }>(
  result: R,
  collection: CollectionSlug = 'users',
): R {
  return {
    ...result,
    init: (args: { payload: Payload }) => {
      const adapter = result.init(args)
      const updateOne = adapter.updateOne.bind(adapter)
      const findOne = adapter.findOne.bind(adapter)
      adapter.updateOne = (write: UpdateOneArgs) => {
        if (!isSessionWrite(write, collection)) return updateOne(write)
        return oneAtATime(`${collection}:${write.id}`, async () => {
          // On PostgreSQL a sign-in writes in a transaction: lock the account's row in it first, so that another
          // sign-in of this account (on any instance) waits until this one has committed, then reads what it wrote.
          await lockAccountRow(adapter, collection, write)
          const stored = await findOne<{ id: number | string; sessions?: StoredSession[] | null }>({
            collection,
            req: write.req,
            select: { sessions: true },
            where: { id: { equals: write.id } },
          })
          const own = (write.req?.user as { _sid?: string } | null | undefined)?._sid
          const sessions = mergeSessions(stored?.sessions ?? [], write.data.sessions, own)
          return updateOne({ ...write, data: { updatedAt: null, sessions } })
        })
      }
      return adapter
    },
  }
}
