/**
 * Site search (docs/search.md): one interface over SQLite's FTS5 and PostgreSQL's full-text search, kept current by
 * hooks on every searched collection, read by the public API (`/client/search`) and the results page (`/search`).
 */
import { LANGUAGES, type Locale, localePrefix } from '@/i18n/locales'
import {
  corrections,
  knows,
  type Marker,
  markerOf,
  markHtml,
  parseQuery,
  type QueryTerm,
  snippetHtml,
  type Vocabulary,
  vocabulary,
  withCorrections,
} from '@/lib/search-text'
import { formatShanghaiTime } from '@/lib/time'

import { getPayloadClient } from '../payload'
import { searchStore } from './hooks'
import type { MatchMode, SearchKind, SearchStore, StoredHit } from './store'

export { reindexAll, reindexDocuments, searchStore } from './hooks'

/** One hit as the API and the results page show it. */
type SearchRow = {
  type: SearchKind
  id: number
  title: string
  /** The title HTML-escaped, the matched words in `<mark>`. */
  titleHtml: string
  /**
   * A passage around the match, HTML-escaped, the matched words in `<mark>`; for a hit whose text has no match
   * (found by its title), the marked title followed by the start of the text.
   */
  snippet: string
  /** The address on the site, in the language searched (`/en/newsDetail?…`). */
  url: string
  updateTime: string
}

/**
 * `matched` is `any` when no entry has every word of a query of several words and the hits are those with any of
 * them (the results page and the suggestions say so).
 */
export type SearchResult = { rows: SearchRow[]; total: number; matched: MatchMode }

/**
 * The vocabulary of each language for typo correction, kept in memory for VOCABULARY_SECONDS (it changes only when
 * an editor publishes; a word published since is corrected to a little later, never found later).
 */
const VOCABULARY_SECONDS = 60
const vocabularies = new Map<Locale, { until: number; known: Promise<Vocabulary> }>()

function vocabularyOf(store: SearchStore, locale: Locale): Promise<Vocabulary> {
  const kept = vocabularies.get(locale)
  if (kept && kept.until > Date.now()) return kept.known
  const known = store.vocabulary(locale).then(vocabulary)
  vocabularies.set(locale, { until: Date.now() + VOCABULARY_SECONDS * 1000, known })
  known.catch(() => vocabularies.delete(locale))
  return known
}

/** Typo-tolerant words of the query that the index does not know, with the known words one edit away. */
async function typoFixes(store: SearchStore, locale: Locale, terms: QueryTerm[]): Promise<Map<string, string[]>> {
  const fixes = new Map<string, string[]>()
  const tolerant = terms.filter((t) => t.typoTolerant)
  if (tolerant.length === 0) return fixes
  const known = await vocabularyOf(store, locale)
  for (const term of tolerant) {
    if (knows(known, term.text, term.prefix)) continue
    const nearby = corrections(term.text, known)
    if (nearby.length > 0) fixes.set(term.text, nearby)
  }
  return fixes
}

/**
 * The query in the script of the language searched: on the Traditional Chinese pages (a language the table converts
 * from Simplified) a query typed in Simplified finds the Traditional text; one typed in Traditional stays as it is.
 * OpenCC is loaded only for such a language.
 */
async function inScriptOf(locale: Locale, query: string): Promise<string> {
  const { convert } = LANGUAGES[locale]
  if (!convert) return query
  const { simplifiedToTraditional } = await import('@/lib/chinese-script')
  return simplifiedToTraditional(convert.variant)(query)
}

/**
 * Searches the published content of one language. `query` is what the visitor typed (already checked for length);
 * a query of punctuation or operators only finds nothing.
 */
export async function searchSite(
  locale: Locale,
  query: string,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
): Promise<SearchResult> {
  const parsed = parseQuery(await inScriptOf(locale, query))
  if (parsed.length === 0) return { rows: [], total: 0, matched: 'all' }
  const payload = await getPayloadClient()
  const store = searchStore(payload)
  const fixes = await typoFixes(store, locale, parsed)
  const terms = withCorrections(parsed, fixes)
  const offset = (pageNum - 1) * pageSize
  let matched: MatchMode = 'all'
  let found = await store.query(locale, terms, offset, pageSize)
  // Several words that no entry has together: the entries with any of them, said so (docs/search.md).
  if (found.total === 0 && terms.length > 1) {
    matched = 'any'
    found = await store.query(locale, terms, offset, pageSize, 'any')
  }
  const marker = markerOf(terms)
  const prefix = localePrefix(locale)
  return { total: found.total, matched, rows: found.rows.map((hit) => searchRow(hit, marker, prefix)) }
}

function searchRow(hit: StoredHit, marker: Marker, prefix: string): SearchRow {
  const passage = snippetHtml(hit.body || hit.title, marker)
  // Found by its title only: the marked title, then the start of the text.
  const snippet = passage.includes('<mark>') || !hit.body ? passage : snippetHtml(`${hit.title} · ${hit.body}`, marker)
  return {
    type: hit.kind,
    id: hit.docId,
    title: hit.title,
    titleHtml: markHtml(hit.title, marker),
    snippet,
    url: `${prefix}${hit.url}`,
    updateTime: formatShanghaiTime(hit.updatedAt),
  }
}
