/**
 * Keeping the search index current (docs/search.md): the hooks every searched collection runs, and the full rebuild.
 * This module never loads the Payload config (the collections import it): it works on the Payload instance it is
 * given.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { allEntries, entriesFor, isSearched, type SearchedCollection } from './documents'
import { postgresStore } from './postgres-store'
import { sqliteStore } from './sqlite-store'
import { databaseOf, type SearchStore } from './store'

const stores = new WeakMap<Payload, SearchStore>()

export function searchStore(payload: Payload): SearchStore {
  let store = stores.get(payload)
  if (!store) {
    const db = databaseOf(payload)
    store = 'postgres' in db ? postgresStore(db.postgres) : sqliteStore(db.sqlite)
    stores.set(payload, store)
  }
  return store
}

/** Rebuilds the whole index from the published content (npm run search:reindex, the demo seed). */
export async function reindexAll(payload: Payload): Promise<Record<Locale, number>> {
  const store = searchStore(payload)
  const entries = await allEntries(payload)
  await store.clear()
  const BATCH = 200
  for (let i = 0; i < entries.length; i += BATCH) await store.replace([], entries.slice(i, i + BATCH))
  return store.count()
}

/** Renews the entries of these documents (after a change: published, unpublished, edited or deleted). */
export async function reindexDocuments(
  payload: Payload,
  collection: SearchedCollection,
  ids: number[],
  req?: Parameters<typeof entriesFor>[3],
): Promise<void> {
  const { sources, entries } = await entriesFor(payload, collection, ids, req)
  await searchStore(payload).replace(sources, entries)
}

/**
 * Hooks that keep a collection's entries current. A failure is logged and never blocks the editor's save
 * (`npm run search:reindex` repairs the index).
 */
export function searchIndexHooks(collection: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  if (!isSearched(collection)) return { afterChange: [], afterDelete: [] }
  const renew = async (payload: Payload, id: number, req: Parameters<typeof entriesFor>[3]) => {
    // Its reads in each language set the request's language (the local API does): put back for the hooks after it.
    const { locale, fallbackLocale } = req ?? {}
    try {
      await reindexDocuments(payload, collection, [id], req)
    } catch (error) {
      payload.logger.error({ err: error, msg: `[search] could not renew ${collection}:${id} (npm run search:reindex repairs it)` })
    } finally {
      if (req) Object.assign(req, { locale, fallbackLocale })
    }
  }
  return {
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        // A draft saved over a draft changes nothing a visitor can find. Bulk writes (the seed) rebuild at the end.
        const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
        if (!draftOnly && !context?.skipRevalidate && typeof doc?.id === 'number') await renew(req.payload, doc.id, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req, context }) => {
        if (!context?.skipRevalidate && typeof doc?.id === 'number') await renew(req.payload, doc.id, req)
        return doc
      },
    ],
  }
}
