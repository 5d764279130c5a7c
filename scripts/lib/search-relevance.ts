/**
 * The search relevance table (tests/fixtures/search-relevance.<language>.json): queries a visitor types, each with the
 * page the visitor expects, and the share of them that search puts first and in the top three. Read by
 * `npm run bench:relevance` and by tests/int/search-relevance.test.ts, both over the demo content.
 */
import fs from 'node:fs'
import path from 'node:path'

import { LANGUAGES, type Locale } from '../../src/i18n/locales'
import { simplifiedToTraditional } from '../../src/lib/chinese-script'

type RelevanceCase = { q: string; expect: string }
type RelevanceMiss = { q: string; expect: string; rank: number | null; got: string[] }
export type RelevanceReport = { locale: Locale; queries: number; first: number; top3: number; misses: RelevanceMiss[] }

/**
 * A language's table; for a language the table converts from its source without a table of its own (zh-Hant), the
 * source's queries converted the same way, as a reader of that script types them, each expecting its page in this
 * language.
 */
function relevanceTable(locale: Locale): RelevanceCase[] {
  const file = (code: Locale) => path.join(import.meta.dirname, '../../tests/fixtures', `search-relevance.${code}.json`)
  const { convert, source } = LANGUAGES[locale]
  if (fs.existsSync(file(locale)) || !convert || !source) return JSON.parse(fs.readFileSync(file(locale), 'utf8')) as RelevanceCase[]
  const toScript = simplifiedToTraditional(convert.variant)
  // A page given in the source language (a help document's `language=zh`) is expected in this one.
  const inThisLanguage = (url: string) => url.replace(new RegExp(`([?&]language=)${source}(?=&|#|$)`), `$1${locale}`)
  return relevanceTable(source).map((row) => ({ q: toScript(row.q), expect: inThisLanguage(row.expect) }))
}

/** The addresses of the first hits of a query, without the language prefix (`/en/eicad` → `/eicad`). */
export type TopHits = (locale: Locale, q: string) => Promise<string[]>

export async function measureRelevance(locale: Locale, top: TopHits): Promise<RelevanceReport> {
  const table = relevanceTable(locale)
  let first = 0
  let top3 = 0
  const misses: RelevanceMiss[] = []
  for (const { q, expect } of table) {
    const got = (await top(locale, q)).slice(0, 3)
    const at = got.indexOf(expect)
    if (at === 0) first += 1
    if (at !== -1) top3 += 1
    if (at !== 0) misses.push({ q, expect, rank: at === -1 ? null : at + 1, got })
  }
  return { locale, queries: table.length, first, top3, misses }
}

export const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`
