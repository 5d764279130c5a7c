/**
 * The search index on SQLite: the entries in `search_entries`, their terms in the FTS5 table `search_fts` (same
 * rowid), and the English vocabulary for typo correction in `search_words` (migration 20261125_search_index).
 * FTS5 is given the terms of src/lib/search-text.ts separated by spaces, and splits on nothing else (`tokenchars`).
 */
import { DEFAULT_LOCALE, isLocale, type Locale, perLocale } from '@/i18n/locales'
import { indexTerms, type QueryTerm, vocabularyOf } from '@/lib/search-text'

import {
  KIND_ORDER_SQL,
  type MatchMode,
  type SearchEntry,
  type SearchKind,
  type SearchStore,
  type SqliteClient,
  type StoredHit,
} from './store'

/** Stands between runs of text that no phrase may span (a token FTS5 keeps, that no query term can be). */
const GAP = '|'

function ftsText(text: string): string {
  return indexTerms(text)
    .map((t) => (t === '' ? GAP : t))
    .join(' ')
}

/** A phrase of terms in FTS5's syntax; terms hold letters, digits, dots and hyphens only, and are quoted anyway. */
function phrase(terms: string[], prefix: boolean): string {
  const quoted = `"${terms.map((t) => t.replaceAll('"', '""')).join(' ')}"`
  return prefix ? `${quoted} *` : quoted
}

/**
 * The FTS5 query of the terms in one language: each term one of its phrases, every term required (`any`: one of
 * them), in the title or the body (or in the title only). The language is a column of the index, so FTS5
 * intersects it with the terms (one language's entries are scored, not both).
 */
export function ftsQuery(locale: Locale, terms: QueryTerm[], mode: MatchMode = 'all', columns = '{title body}'): string {
  const parts = terms.map((term) => {
    const alternatives = term.phrases.map((p, i) => phrase(p, term.prefix && i === 0 && p.length === 1))
    return `(${alternatives.join(' OR ')})`
  })
  return `locale : "${isLocale(locale) ? locale : DEFAULT_LOCALE}" AND ${columns} : (${parts.join(mode === 'all' ? ' AND ' : ' OR ')})`
}

/**
 * BM25 weights of the columns (locale, title, body): a term in the title outweighs any number of the same terms in
 * the body, so title hits come first.
 */
const WEIGHTS = '0.0, 100.0, 1.0'
/** The weights of a title-only score: below zero when a term is in the title. */
const TITLE_ONLY = '0.0, 1.0, 0.0'

/**
 * True (1) for an entry whose title has every term (`any`: one of them). With one term, or any of several, the
 * title-only score says it; every one of several terms takes one more FTS5 lookup of the title, made only when a
 * title has a term (SQLite keeps an uncorrelated IN list as a temporary index, built on first use).
 */
function titleMatch(locale: Locale, terms: QueryTerm[], mode: MatchMode): { sql: string; args: string[] } {
  if (terms.length === 1 || mode === 'any') return { sql: 'm.title < 0', args: [] }
  return {
    sql: '(m.title < 0 AND m.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?))',
    args: [ftsQuery(locale, terms, mode, 'title')],
  }
}

const ENTRY_COLUMNS = 'e.source, e.locale, e.kind, e.doc_id, e.title, e.body, e.url, e.updated_at'

function toHit(row: Record<string, unknown>): StoredHit {
  return {
    source: String(row.source),
    locale: row.locale as Locale,
    kind: row.kind as SearchKind,
    docId: Number(row.doc_id),
    title: String(row.title),
    body: String(row.body),
    url: String(row.url),
    updatedAt: String(row.updated_at),
  }
}

export function sqliteStore(client: SqliteClient): SearchStore {
  return {
    async replace(sources, entries) {
      if (sources.length === 0 && entries.length === 0) return
      const marks = sources.map(() => '?').join(', ')
      const statements: Array<{ sql: string; args: Array<string | number | null> }> = []
      if (sources.length > 0) {
        statements.push({
          sql: `DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_entries WHERE source IN (${marks}))`,
          args: sources,
        })
        statements.push({ sql: `DELETE FROM search_entries WHERE source IN (${marks})`, args: sources })
      }
      for (const entry of entries) statements.push(...insertStatements(entry))
      await client.batch(statements, 'write')
    },

    async clear() {
      await client.batch(
        [
          { sql: 'DELETE FROM search_fts', args: [] },
          { sql: 'DELETE FROM search_entries', args: [] },
          { sql: 'DELETE FROM search_words', args: [] },
        ],
        'write',
      )
    },

    async query(locale, terms, offset, limit, mode = 'all') {
      if (terms.length === 0) return { rows: [], total: 0 }
      const match = ftsQuery(locale, terms, mode)
      const titleHasAll = titleMatch(locale, terms, mode)
      // The page's ids first, ranked over small columns only, then the entries of those ids: sorting whole
      // entries, bodies included, cost more than the search itself. The number of all matches is a count of its
      // own: beside each row (a window over the ranking), it made SQLite keep every match instead of the ten best
      // (29.5 against 19.4 + 1.5 ms for a word in all 20,000 news: docs/performance.md, "Content at scale").
      const [page, count] = await Promise.all([
        client.execute({
          sql: `SELECT m.id
                FROM (SELECT rowid AS id, bm25(search_fts, ${WEIGHTS}) AS score, bm25(search_fts, ${TITLE_ONLY}) AS title
                      FROM search_fts WHERE search_fts MATCH ?) m
                JOIN search_entries e ON e.id = m.id
                ORDER BY ${titleHasAll.sql} DESC, ${KIND_ORDER_SQL.replace('kind', 'e.kind')}, m.score, e.updated_at DESC, e.id
                LIMIT ? OFFSET ?`,
          args: [match, ...titleHasAll.args, limit, offset],
        }),
        client.execute({ sql: 'SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ?', args: [match] }),
      ])
      const total = Number(count.rows[0]?.n ?? 0)
      if (page.rows.length === 0) return { rows: [], total }
      const ids = page.rows.map((r) => Number(r.id))
      const entries = await client.execute({
        sql: `SELECT e.id, ${ENTRY_COLUMNS} FROM search_entries e WHERE e.id IN (${ids.map(() => '?').join(', ')})`,
        args: ids,
      })
      const byId = new Map(entries.rows.map((r) => [Number(r.id), toHit(r)]))
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total }
    },

    async vocabulary(locale) {
      const found = await client.execute({ sql: 'SELECT word FROM search_words WHERE locale = ?', args: [locale] })
      return found.rows.map((r) => String(r.word))
    },

    async count() {
      const found = await client.execute('SELECT locale, count(*) AS n FROM search_entries GROUP BY locale')
      const counts = perLocale(() => 0)
      for (const row of found.rows) counts[row.locale as Locale] = Number(row.n)
      return counts
    },
  }
}

function insertStatements(entry: SearchEntry): Array<{ sql: string; args: Array<string | number | null> }> {
  const statements = [
    {
      sql: `INSERT INTO search_entries (source, locale, kind, doc_id, title, body, url, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [entry.source, entry.locale, entry.kind, entry.docId, entry.title, entry.body, entry.url, entry.updatedAt],
    },
    {
      sql: 'INSERT INTO search_fts (rowid, locale, title, body) VALUES (last_insert_rowid(), ?, ?, ?)',
      args: [entry.locale, ftsText(entry.title), ftsText(entry.body)],
    },
  ]
  const vocabulary = vocabularyOf(`${entry.title} ${entry.body}`)
  if (vocabulary.length > 0) {
    statements.push({
      sql: `INSERT OR IGNORE INTO search_words (locale, word) VALUES ${vocabulary.map(() => '(?, ?)').join(', ')}`,
      args: vocabulary.flatMap((w) => [entry.locale, w]),
    })
  }
  return statements
}
