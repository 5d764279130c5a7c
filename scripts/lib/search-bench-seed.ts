/**
 * The bench-only seed of site search (scripts/lib/search-bench.ts runs it in a process of its own): migrates the
 * database named by the environment (SQLITE_PATH or DATABASE_URL), fills it with the test fixtures, then adds
 * SEARCH_BENCH_ITEMS generated searchable items (default 10,000), each in Chinese and English, straight into the
 * search index. Their text is ordinary words (a filler vocabulary of 1,500 words per language) with the product's
 * own words among them (5 % of the words: each product word is in about 8 % of the items, as on a site about road
 * design), so queries hit the index as real ones would.
 */
import { getPayload } from 'payload'

import { closePayload } from '../../src/content/payload'
import { searchStore } from '../../src/content/search'
import type { SearchEntry, SearchKind } from '../../src/content/search/store'
import { runMigrations } from '../../src/migrations/run'
import config from '../../src/payload.config'
import { seedFixtures } from '../../src/seed/fixtures'
import { DOMAIN_SHARE, EN_FILLER, EN_WORDS, ZH_FILLER, ZH_WORDS } from './search-bench-words'

const KINDS: SearchKind[] = ['news', 'page', 'help', 'download', 'video', 'product']

/** A small deterministic generator (the same items on every run). */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** Words of ordinary text, a few of them domain words (`DOMAIN_SHARE`), the rest from a large filler vocabulary. */
function sentence(next: () => number, domain: string[], filler: string[], length: number, joiner: string): string {
  return Array.from({ length }, () => {
    const words = next() < DOMAIN_SHARE ? domain : filler
    return words[Math.floor(next() * words.length)]
  }).join(joiner)
}

const count = Number(process.env.SEARCH_BENCH_ITEMS ?? 10_000)
const payload = await getPayload({ config })
await runMigrations(payload)
await seedFixtures(payload)
const store = searchStore(payload)
const next = random(7)
const started = Date.now()
const BATCH = 250
for (let first = 0; first < count; first += BATCH) {
  const entries: SearchEntry[] = []
  for (let i = first; i < Math.min(count, first + BATCH); i += 1) {
    const kind = KINDS[i % KINDS.length]
    const updatedAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 6 * 365) * 86_400_000).toISOString()
    const base = { source: `bench:${i}`, kind, docId: 1_000_000 + i, url: `/newsDetail?type=information&id=${1_000_000 + i}`, updatedAt }
    entries.push({
      ...base,
      locale: 'zh',
      title: `${sentence(next, ZH_WORDS, ZH_FILLER, 5, '')} ${i}`,
      body: Array.from({ length: 6 }, () => `${sentence(next, ZH_WORDS, ZH_FILLER, 10, '')}。`).join(''),
    })
    entries.push({
      ...base,
      locale: 'en',
      title: `${sentence(next, EN_WORDS, EN_FILLER, 6, ' ')} ${i}`,
      body: Array.from({ length: 6 }, () => `${sentence(next, EN_WORDS, EN_FILLER, 12, ' ')}.`).join(' '),
    })
  }
  await store.replace([], entries)
}
const counts = await store.count()
payload.logger.info(
  `search bench seed: ${count} items in ${((Date.now() - started) / 1000).toFixed(1)} s; index ${counts.zh} zh, ${counts.en} en`,
)
await closePayload(payload)
process.exit(0)
