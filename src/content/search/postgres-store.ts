/**
 * The search index on PostgreSQL: the entries in `search_entries` with their terms in a `tsvector` column (title
 * terms weighted A, body terms B) under a GIN index, and the English vocabulary for typo correction in
 * `search_words` (migration 20261125_search_index). The vectors and queries are written here from the terms of
 * src/lib/search-text.ts, not by a text-search configuration, so PostgreSQL matches exactly what SQLite does.
 */
import { type Locale, perLocale } from '@/i18n/locales'
import { indexTerms, type QueryTerm, vocabularyOf } from '@/lib/search-text'

import {
  KIND_ORDER_SQL,
  type MatchMode,
  type PostgresPool,
  type SearchEntry,
  type SearchKind,
  type SearchStore,
  type StoredHit,
} from './store'

/** PostgreSQL keeps positions up to this; later terms share the last position (they still match, not as phrases). */
const MAX_POSITION = 16383

function lexeme(term: string): string {
  return `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
}

/** A tsvector literal of the title's terms (weight A) then the body's (weight B), with a gap between runs. */
export function vectorLiteral(title: string, body: string): string {
  const positions = new Map<string, string[]>()
  let position = 0
  const add = (text: string, weight: 'A' | 'B') => {
    for (const term of indexTerms(text)) {
      if (term === '') {
        position += 1
        continue
      }
      position = Math.min(position + 1, MAX_POSITION)
      const list = positions.get(term) ?? []
      if (list.length < 256) list.push(`${position}${weight}`)
      positions.set(term, list)
    }
    position += 1
  }
  add(title, 'A')
  add(body, 'B')
  return [...positions].map(([term, list]) => `${lexeme(term)}:${list.join(',')}`).join(' ')
}

/** The tsquery literal of the terms: each term one of its phrases, every term required (`any`: one of them); optionally title only. */
export function tsQueryLiteral(terms: QueryTerm[], titleOnly = false, mode: MatchMode = 'all'): string {
  const weight = titleOnly ? 'A' : ''
  return terms
    .map((term) => {
      const alternatives = term.phrases.map((p, i) => {
        const prefix = term.prefix && i === 0 && p.length === 1 ? '*' : ''
        const label = prefix || weight ? `:${prefix}${weight}` : ''
        return p.map((t) => `${lexeme(t)}${label}`).join(' <-> ')
      })
      return `(${alternatives.map((a) => `(${a})`).join(' | ')})`
    })
    .join(mode === 'all' ? ' & ' : ' | ')
}

function toHit(row: Record<string, unknown>): StoredHit {
  const updated = row.updated_at
  return {
    source: String(row.source),
    locale: row.locale as Locale,
    kind: row.kind as SearchKind,
    docId: Number(row.doc_id),
    title: String(row.title),
    body: String(row.body),
    url: String(row.url),
    updatedAt: updated instanceof Date ? updated.toISOString() : String(updated),
  }
}

export function postgresStore(pool: PostgresPool): SearchStore {
  return {
    async replace(sources, entries) {
      if (sources.length === 0 && entries.length === 0) return
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        if (sources.length > 0) await client.query('DELETE FROM search_entries WHERE source = ANY($1::text[])', [sources])
        for (const entry of entries) await insertEntry(client, entry)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },

    async clear() {
      await pool.query('TRUNCATE search_entries, search_words')
    },

    async query(locale, terms, offset, limit, mode = 'all') {
      if (terms.length === 0) return { rows: [], total: 0 }
      return matchingPage(pool, locale, terms, offset, limit, mode)
    },

    async vocabulary(locale) {
      const found = await pool.query('SELECT word FROM search_words WHERE locale = $1', [locale])
      return found.rows.map((r) => String(r.word))
    },

    async count() {
      const found = await pool.query('SELECT locale, count(*) AS n FROM search_entries GROUP BY locale')
      const counts = perLocale(() => 0)
      for (const row of found.rows) counts[row.locale as Locale] = Number(row.n)
      return counts
    },
  }
}

/** Stores an entry with its vector, and its English words in the vocabulary (in the caller's transaction). */
async function insertEntry(client: Pick<PostgresPool, 'query'>, entry: SearchEntry): Promise<void> {
  await client.query(
    `INSERT INTO search_entries (source, locale, kind, doc_id, title, body, url, updated_at, vec)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::tsvector)`,
    [
      entry.source,
      entry.locale,
      entry.kind,
      entry.docId,
      entry.title,
      entry.body,
      entry.url,
      entry.updatedAt,
      vectorLiteral(entry.title, entry.body),
    ],
  )
  const vocabulary = vocabularyOf(`${entry.title} ${entry.body}`)
  if (vocabulary.length > 0) {
    await client.query('INSERT INTO search_words (locale, word) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [
      entry.locale,
      vocabulary,
    ])
  }
}

/** A page of the entries matching some terms (at least one), best first (`SearchStore.query`), and their total. */
async function matchingPage(
  pool: PostgresPool,
  locale: Locale,
  terms: QueryTerm[],
  offset: number,
  limit: number,
  mode: MatchMode,
): Promise<{ rows: StoredHit[]; total: number }> {
  const matching = tsQueryLiteral(terms, false, mode)
  // The page's ids first, ranked over small columns only, then the entries of those ids.
  const found = await pool.query(
    `SELECT id, count(*) OVER () AS total
     FROM search_entries
     WHERE locale = $1 AND vec @@ $2::tsquery
     ORDER BY vec @@ $3::tsquery DESC, ${KIND_ORDER_SQL}, ts_rank(vec, $2::tsquery, 1) DESC, updated_at DESC, id
     LIMIT $4 OFFSET $5`,
    [locale, matching, tsQueryLiteral(terms, true, mode), limit, offset],
  )
  if (found.rows.length === 0) {
    if (offset === 0) return { rows: [], total: 0 }
    // Past the last page: no row carries the total.
    const counted = await pool.query('SELECT count(*) AS n FROM search_entries WHERE locale = $1 AND vec @@ $2::tsquery', [
      locale,
      matching,
    ])
    return { rows: [], total: Number(counted.rows[0]?.n ?? 0) }
  }
  const ids = found.rows.map((r) => Number(r.id))
  const entries = await pool.query(
    'SELECT id, source, locale, kind, doc_id, title, body, url, updated_at FROM search_entries WHERE id = ANY($1::int[])',
    [ids],
  )
  const byId = new Map(entries.rows.map((r) => [Number(r.id), toHit(r)]))
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: Number(found.rows[0].total) }
}
