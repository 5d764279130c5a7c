import type { BaseDatabaseAdapter, CollectionSlug, Payload, UpdateOneArgs } from 'payload'

import { mergeSessions, type StoredSession } from '@/lib/sessions'

/**
 * Sign-ins, refreshes and sign-outs of one account that happen at once all keep their sessions (Payload 3.90,
 * payloadcms/payload#18132): Payload writes the account's whole row, session list included, from what it read
 * before, so the later of two sign-ins wiped the other's session (that token then acted as nobody: a 403 on the
 * next save) and could write back a role or password changed meanwhile.
 *
 * Payload marks these writes with `updatedAt: null`. Each becomes a write of the session list alone, merged with
 * the list stored at that moment (src/lib/sessions.ts), one at a time per account in this process. Between
 * instances a few milliseconds remain between that read and the write (docs/operations.md, "Several instances").
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
