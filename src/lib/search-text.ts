/**
 * Site search's text handling (pure): how text is cut into the index's terms and how a query is, how a typo is
 * recognised, and how a snippet with the matched words marked is written. Both databases receive the terms made
 * here (SQLite's FTS5 and PostgreSQL's tsvector only store and match them), so both find exactly the same things.
 * The database side is in `src/content/search/`; docs/search.md explains the whole.
 *
 * Chinese is written without spaces, so an engine that splits on spaces and punctuation would see 互通立交设计 as
 * one word and find nothing for 互通. Text is therefore cut into words here with ICU's dictionary segmenter
 * (`Intl.Segmenter`, locale zh), which knows Chinese, before it is indexed and before a query is run. ICU cuts some
 * domain words finer than an engineer would (立交 → 立 | 交, 梁场 → 梁 | 场) and may cut the same characters
 * differently in another context, so each run of Chinese characters is also indexed as its overlapping character
 * pairs (互通立交 → 互通 通立 立交): the Chinese of a query is found as its pairs in order, which finds any text that
 * contains it, or as its words in order, which ranks text whose words ICU cut the same way higher. English words are reduced to their stem (Porter's algorithm, the `stemmer` package), so
 * interchange finds interchanges.
 */
import { stemmer } from 'stemmer'

import { escapeMarkup } from './escape'

/** At most this many characters of a query are read (the API refuses longer ones). */
export const QUERY_MAX_LENGTH = 100
/** At most this many terms of a query are used (the rest are ignored). */
export const QUERY_MAX_TERMS = 8
/** English words of this length or more tolerate one typo. */
const TYPO_MIN_LENGTH = 5

// The word segmenter that splits Chinese text into words and leaves Latin words whole, for the text of every language.
// language-literal-ok: the segmenter's rules, not a language of the site.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

const HAN = /\p{Script=Han}/u
/** Runs of Han characters, and runs of anything else. */
const HAN_OR_OTHER = /\p{Script=Han}+|[^\p{Script=Han}]+/gu
/** What is not part of a word: everything but letters, marks, digits, and dots or hyphens (EICAD 6.3, e-mail). */
const NOT_WORD = /[^\p{L}\p{M}\p{N}.-]+/gu
const LATIN_WORD = /^[a-z]+$/
/** Latin words are stemmed from this length on (shorter ones are names and abbreviations: BIM, VR, 3D). */
const STEM_MIN_LENGTH = 4

/** The words of a text as ICU cuts them, lower-cased, each cleaned of characters that are not part of a word. */
export function words(text: string): string[] {
  const out: string[] = []
  for (const part of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!part.isWordLike) continue
    const word = part.segment.replace(NOT_WORD, '').replace(/^[.-]+|[.-]+$/g, '')
    if (word) out.push(word)
  }
  return out
}

/** The index's term for a word: the stem of an English word, the word itself otherwise. */
export function termOf(word: string): string {
  return LATIN_WORD.test(word) && word.length >= STEM_MIN_LENGTH ? stemmer(word) : word
}

/** The overlapping pairs of characters of a run of Chinese (互通立交 → 互通 通立 立交). */
function bigrams(run: string): string[] {
  const chars = [...run]
  return chars.slice(0, -1).map((c, i) => `${c}${chars[i + 1]}`)
}

/**
 * The terms of a text as the index stores them, in order (positions matter for phrases): its words, then for each
 * run of two or more Chinese characters, its overlapping character pairs (the classic way to index Chinese without a
 * dictionary: any two or more characters of a run are a phrase of its pairs). A run of pairs starts after a gap (the
 * empty string), so that no phrase spans two runs or the words and the pairs.
 */
export function indexTerms(text: string): string[] {
  const normalized = text.normalize('NFKC')
  const terms = words(normalized).map(termOf)
  for (const run of normalized.match(/\p{Script=Han}{2,}/gu) ?? []) terms.push('', ...bigrams(run))
  return terms
}

/** One term of a query: alternatives, any of which matches; each alternative is a phrase (terms in this order). */
export type QueryTerm = {
  /** What the visitor typed for this term. */
  text: string
  /** Phrases of index terms that match it; the first is the term as typed. */
  phrases: string[][]
  /** An English word that may carry one typo (see TYPO_MIN_LENGTH). */
  typoTolerant: boolean
  /** The term may be the start of a longer word (the last English word of a query, as in suggestions). */
  prefix: boolean
}

/**
 * A query cut into terms; every term must match (AND). A run of Chinese characters is one term, found as its words
 * in order or as its characters in order; every other word is a term of its own. Operators and punctuation of the
 * engines' query languages (`"`, `*`, `OR`, `NEAR(`, `'--`, `%`) are never passed on: only index terms are, and the
 * stores quote each of them, so nothing a visitor types reaches a query parser raw. A query of punctuation only
 * has no terms.
 */
export function parseQuery(raw: string): QueryTerm[] {
  const text = raw.normalize('NFKC').toLowerCase().slice(0, QUERY_MAX_LENGTH)
  const terms: QueryTerm[] = []
  const seen = new Set<string>()
  const add = (term: QueryTerm) => {
    const key = term.phrases[0].join(' ')
    if (!key || seen.has(key)) return
    seen.add(key)
    terms.push(term)
  }
  for (const run of text.match(HAN_OR_OTHER) ?? []) {
    if (HAN.test(run)) {
      // As ICU's words in order, or as the run's character pairs in order; a single character as a word, or as
      // the first of a pair (a prefix).
      const cut = words(run)
      const single = [...run].length === 1
      const pairs = single ? [run] : bigrams(run)
      const phrases = cut.length > 0 && cut.join(' ') !== pairs.join(' ') ? [pairs, cut] : [pairs]
      add({ text: run, phrases, typoTolerant: false, prefix: single })
      continue
    }
    for (const word of words(run)) {
      const latin = LATIN_WORD.test(word)
      add({ text: word, phrases: [[termOf(word)]], typoTolerant: latin && word.length >= TYPO_MIN_LENGTH, prefix: false })
    }
  }
  // The last word may still be being typed; it is a prefix when long enough not to match half the index.
  const last = terms.at(-1)
  if (last && LATIN_WORD.test(last.text) && last.text.length >= 3 && text.trimEnd().endsWith(last.text)) {
    last.prefix = true
    // A prefix is matched unstemmed (stemming would cut `interch` elsewhere than `interchange`).
    last.phrases = [[last.text], ...last.phrases.filter((p) => p.join(' ') !== last.text)]
  }
  return terms.slice(0, QUERY_MAX_TERMS)
}

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i += 1
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** The English words of a text kept for typo correction (lower case, TYPO_MIN_LENGTH - 1 to 40 letters). */
export function vocabularyOf(text: string): string[] {
  return [...new Set(words(text).filter((w) => LATIN_WORD.test(w) && w.length >= TYPO_MIN_LENGTH - 1 && w.length <= 40))]
}

/** A vocabulary ready for typo correction: its words, and each word with its stem (computed once). */
export type Vocabulary = { words: Set<string>; stems: Array<{ word: string; stem: string }> }

export function vocabulary(list: Iterable<string>): Vocabulary {
  const words = new Set(list)
  return { words, stems: [...words].map((word) => ({ word, stem: termOf(word) })) }
}

/**
 * Words of the vocabulary one edit away from a typed word, or whose stem is one edit from its stem (interchnge →
 * interchanges, whose stem interchang is one edit from interchng), closest in length first, at most `max`.
 */
export function corrections(word: string, known: Vocabulary, max = 3): string[] {
  const stem = termOf(word)
  const found: string[] = []
  for (const candidate of known.stems) {
    if (candidate.word === word || Math.abs(candidate.word.length - word.length) > 5) continue
    if (withinOneEdit(word, candidate.word) || withinOneEdit(stem, candidate.stem)) found.push(candidate.word)
  }
  return found.sort((x, y) => Math.abs(x.length - word.length) - Math.abs(y.length - word.length) || x.localeCompare(y)).slice(0, max)
}

/** True when the vocabulary has the word (or, as a prefix, a word that starts with it). */
export function knows(known: Vocabulary, word: string, prefix = false): boolean {
  if (known.words.has(word)) return true
  if (!prefix) return false
  for (const w of known.words) if (w.startsWith(word)) return true
  return false
}

/** The query with each typo-tolerant term also matching these words (by the term's text), by their index terms. */
export function withCorrections(terms: QueryTerm[], fixes: Map<string, string[]>): QueryTerm[] {
  return terms.map((term) => {
    const extra = [...new Set((fixes.get(term.text) ?? []).map(termOf))].filter((t) => !term.phrases.some((p) => p.join(' ') === t))
    return extra.length === 0 ? term : { ...term, phrases: [...term.phrases, ...extra.map((t) => [t])] }
  })
}

/** What a snippet marks: the Chinese of the query as written, and English words by their index term or prefix. */
export type Marker = { han: string[]; terms: Set<string>; prefixes: string[] }

export function markerOf(terms: QueryTerm[]): Marker {
  const marker: Marker = { han: [], terms: new Set(), prefixes: [] }
  for (const term of terms) {
    if (HAN.test(term.text)) {
      marker.han.push(term.text)
      continue
    }
    for (const phrase of term.phrases) if (phrase.length === 1) marker.terms.add(phrase[0])
    if (term.prefix) marker.prefixes.push(term.text)
  }
  marker.han.sort((a, b) => b.length - a.length)
  return marker
}

/** The ranges [start, end) of `text` that the marker matches, in order, not overlapping. */
function matchRanges(text: string, marker: Marker): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  const lower = text.toLowerCase()
  for (const needle of marker.han) {
    let at = lower.indexOf(needle)
    while (at !== -1) {
      ranges.push([at, at + needle.length])
      at = lower.indexOf(needle, at + needle.length)
    }
  }
  if (marker.terms.size > 0 || marker.prefixes.length > 0) {
    for (const word of lower.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}.-]*/gu)) {
      const w = word[0].replace(/[.-]+$/, '')
      if (HAN.test(w)) continue
      if (marker.terms.has(termOf(w)) || marker.terms.has(w) || marker.prefixes.some((p) => w.startsWith(p))) {
        ranges.push([word.index, word.index + w.length])
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: Array<[number, number]> = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** The text HTML-escaped, with the marked ranges wrapped in `<mark>`. */
export function markHtml(text: string, marker: Marker): string {
  let out = ''
  let at = 0
  for (const [start, end] of matchRanges(text, marker)) {
    out += `${escapeMarkup(text.slice(at, start))}<mark>${escapeMarkup(text.slice(start, end))}</mark>`
    at = end
  }
  return out + escapeMarkup(text.slice(at))
}

/**
 * A passage of about `length` characters of `text` around its first match, HTML-escaped, with the matches wrapped
 * in `<mark>` and an ellipsis where text was left out. Without a match, the start of the text.
 */
export function snippetHtml(text: string, marker: Marker, length = 120): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (!plain) return ''
  const first = matchRanges(plain, marker)[0]
  let start = first ? Math.max(0, first[0] - Math.floor(length / 3)) : 0
  if (start > 0) {
    // Do not cut an English word in half.
    const space = plain.lastIndexOf(' ', start)
    if (space > 0 && start - space < 15) start = space + 1
  }
  let end = Math.min(plain.length, start + length)
  if (end < plain.length) {
    const space = plain.indexOf(' ', end)
    if (space !== -1 && space - end < 15) end = space
  }
  return `${start > 0 ? '…' : ''}${markHtml(plain.slice(start, end), marker)}${end < plain.length ? '…' : ''}`
}
