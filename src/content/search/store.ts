/**
 * The search index's storage, one interface with one implementation per database: SQLite's FTS5 (`sqlite-store.ts`)
 * and PostgreSQL's full-text search on a GIN index (`postgres-store.ts`). Both receive the terms made by
 * `src/lib/search-text.ts`, so both find the same entries; they differ only in how they store and rank them.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { QueryTerm } from '@/lib/search-text'

/** What visitors find: a product, news item, help chapter, download or video (drives the label and the grouping). */
export const SEARCH_KINDS = ['product', 'page', 'news', 'help', 'download', 'video'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One searchable thing in one language. */
export type SearchEntry = {
  /** The document it comes from (`news:12`): all of a document's entries are replaced together. */
  source: string
  locale: Locale
  kind: SearchKind
  /** The document's id (a help chapter's is its help document's). */
  docId: number
  title: string
  /** The plain text searched besides the title (snippets are cut from it). */
  body: string
  /** Where the hit links to, without the language prefix (`/newsDetail?type=information&id=12`). */
  url: string
  /** When it last changed (ranking: newer first on ties). ISO 8601. */
  updatedAt: string
}

export type StoredHit = SearchEntry

type SearchPage = { rows: StoredHit[]; total: number }

/** Whether an entry must match every term of the query (the default) or any of them (the fallback). */
export type MatchMode = 'all' | 'any'

/**
 * The order of the kinds for equal matches: product pages, then the other pages (solutions, cases, about), help,
 * and then news, videos and downloads. SQL of both databases, read from the column `kind` of `search_entries`.
 */
export const KIND_ORDER_SQL = `CASE kind WHEN 'product' THEN 0 WHEN 'page' THEN 1 WHEN 'help' THEN 2 ELSE 3 END`

export interface SearchStore {
  /** Replaces every entry of these sources with `entries` (an empty list removes them). */
  replace(sources: string[], entries: SearchEntry[]): Promise<void>
  /** Removes every entry. */
  clear(): Promise<void>
  /**
   * The entries of one language matching every term (or, `any`, one of them), best first: those whose title has
   * every term (any of them), then by kind (KIND_ORDER_SQL), then by relevance, then newer.
   */
  query(locale: Locale, terms: QueryTerm[], offset: number, limit: number, mode?: MatchMode): Promise<SearchPage>
  /** The English words of this language's entries (for typo correction). */
  vocabulary(locale: Locale): Promise<string[]>
  /** How many entries there are per language. */
  count(): Promise<Record<Locale, number>>
}

/** The database of a Payload instance, as the stores need it. */
export type SqliteClient = {
  execute(statement: { sql: string; args: Array<string | number | null> } | string): Promise<{ rows: Array<Record<string, unknown>> }>
  batch(statements: Array<{ sql: string; args: Array<string | number | null> }>, mode: 'write'): Promise<unknown>
}

export type PostgresPool = {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>
  connect(): Promise<{ query: PostgresPool['query']; release(): void }>
}

export function databaseOf(payload: Payload): { sqlite: SqliteClient } | { postgres: PostgresPool } {
  const db = payload.db as unknown as { client?: SqliteClient; pool?: PostgresPool }
  if (db.pool) return { postgres: db.pool }
  if (db.client) return { sqlite: db.client }
  throw new Error('search: the database adapter exposes neither a PostgreSQL pool nor a SQLite client')
}
