/**
 * Site search (docs/search.md): one interface over SQLite's FTS5 and PostgreSQL's full-text search, kept current by
 * hooks on every searched collection, read by the public API (`/client/search`) and the results page (`/search`).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { corrections, markerOf, parseQuery, type QueryTerm, snippetHtml, withCorrections } from '@/lib/search-text'
import { formatShanghaiTime } from '@/lib/time'

import { getPayloadClient } from '../payload'
import { allEntries, entriesFor, isSearched, type SearchedCollection } from './documents'
import { postgresStore } from './postgres-store'
import { sqliteStore } from './sqlite-store'
import { databaseOf, type SearchKind, type SearchStore } from './store'

export { SEARCH_KINDS, type SearchKind } from './store'

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

/** One hit as the API and the results page show it. */
export type SearchRow = {
  type: SearchKind
  id: number
  title: string
  /** A passage around the match, HTML-escaped, the matched words in `<mark>`. */
  snippet: string
  /** The address on the site, in the language searched (`/en/newsDetail?…`). */
  url: string
  updateTime: string
}

export type SearchResult = { rows: SearchRow[]; total: number }

/** Typo-tolerant words of the query that the index does not know, with the known words one edit away. */
async function typoFixes(store: SearchStore, locale: Locale, terms: QueryTerm[]): Promise<Map<string, string[]>> {
  const fixes = new Map<string, string[]>()
  for (const term of terms) {
    if (!term.typoTolerant || (await store.hasWord(locale, term.text, term.prefix))) continue
    const nearby = corrections(term.text, await store.wordsOfLength(locale, term.text.length - 1, term.text.length + 1))
    if (nearby.length > 0) fixes.set(term.text, nearby)
  }
  return fixes
}

/**
 * Searches the published content of one language. `query` is what the visitor typed (already checked for length);
 * a query of punctuation or operators only finds nothing.
 */
export async function searchSite(locale: Locale, query: string, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<SearchResult> {
  const parsed = parseQuery(query)
  if (parsed.length === 0) return { rows: [], total: 0 }
  const payload = await getPayloadClient()
  const store = searchStore(payload)
  const fixes = await typoFixes(store, locale, parsed)
  const terms = withCorrections(parsed, fixes)
  const found = await store.query(locale, terms, (pageNum - 1) * pageSize, pageSize)
  const marker = markerOf(terms)
  const prefix = locale === 'en' ? '/en' : ''
  return {
    total: found.total,
    rows: found.rows.map((hit) => ({
      type: hit.kind,
      id: hit.docId,
      title: hit.title,
      snippet: snippetHtml(hit.body || hit.title, marker),
      url: `${prefix}${hit.url}`,
      updateTime: formatShanghaiTime(hit.updatedAt),
    })),
  }
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
export function searchIndexHooks(collection: string): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  if (!isSearched(collection)) return { afterChange: [], afterDelete: [] }
  const renew = async (payload: Payload, id: number, req: Parameters<typeof entriesFor>[3]) => {
    try {
      await reindexDocuments(payload, collection, [id], req)
    } catch (error) {
      payload.logger.error({ err: error, msg: `[search] could not renew ${collection}:${id} (npm run search:reindex repairs it)` })
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
