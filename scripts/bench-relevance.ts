/**
 * Search relevance over the content of the configured database (the demo company: `npm run seed`): for each query
 * of tests/fixtures/search-relevance.{zh,en}.json, where the page a visitor expects comes in the results. Prints,
 * per language, the share found first and in the top three, and each query that was not first.
 *
 * Usage: npm run bench:relevance [-- --json]   (--json: one line of JSON with the figures, for the tests)
 * Targets (docs/search.md): at least 90 % first, 100 % in the top three.
 */
import { closePayload, getPayloadClient } from '../src/content/payload'
import { searchSite } from '../src/content/search'
import { LOCALES } from '../src/i18n/locales'
import { measureRelevance, type RelevanceReport, share, type TopHits } from './lib/search-relevance'

const json = process.argv.includes('--json')

const topHits: TopHits = async (locale, q) => {
  const found = await searchSite(locale, q, { pageNum: 1, pageSize: 3 })
  return found.rows.map((row) => (locale === 'en' ? row.url.replace(/^\/en(?=\/|$)/, '') : row.url))
}

function print(report: RelevanceReport) {
  const { locale, queries, first, top3 } = report
  console.log(`${locale}: ${queries} queries, first ${first} (${share(first, queries)}), top 3 ${top3} (${share(top3, queries)})`)
  for (const miss of report.misses) {
    console.log(`  ${miss.rank === null ? 'not in top 3' : `#${miss.rank}`}  "${miss.q}" → ${miss.expect}; got ${miss.got.join(', ') || 'nothing'}`)
  }
}

const payload = await getPayloadClient()
const reports: RelevanceReport[] = []
for (const locale of LOCALES) reports.push(await measureRelevance(locale, topHits))
if (json) console.log(JSON.stringify(reports))
else reports.forEach(print)
await closePayload(payload)
process.exit(0)
