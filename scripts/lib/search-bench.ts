/**
 * Search in `npm run bench`: the answer time of uncached searches with 10,000 extra generated searchable items
 * (scripts/lib/search-bench-seed.ts), on SQLite and, when it answers, on PostgreSQL. For each database: a throwaway
 * database with the fixtures and the generated items, a server.ts on it (the build in .next), then 300 distinct
 * searches one after another (Chinese pairs, English pairs, English with a typo, English prefixes; none repeated, so
 * none is answered by a cache). Target: p95 <= 30 ms.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { adminDatabaseUrl, createDatabase, dropDatabase, postgresReachable } from './postgres'
import { startServer, stop } from './processes'
import { EN_WORDS, ZH_WORDS } from './search-bench-words'

const SEARCH_P95_TARGET_MS = 30
const QUERIES = 300

/** Distinct queries, a quarter of each sort: Chinese pairs, English pairs, English with a typo, English prefixes. */
export function benchQueries(count = QUERIES): Array<{ q: string; language: 'zh' | 'en' }> {
  const seen = new Map<string, { q: string; language: 'zh' | 'en' }>()
  const add = (q: string, language: 'zh' | 'en') => {
    if (seen.size < count) seen.set(`${language} ${q}`, { q, language })
  }
  for (let i = 0; seen.size < count && i < 10_000; i += 1) {
    const a = i % ZH_WORDS.length
    const b = (a + 1 + Math.floor(i / ZH_WORDS.length)) % ZH_WORDS.length
    const en = [EN_WORDS[i % EN_WORDS.length], EN_WORDS[((i % EN_WORDS.length) + 1 + Math.floor(i / EN_WORDS.length)) % EN_WORDS.length]]
    const typo = en[0].length >= 5 ? `${en[0].slice(0, 2)}${en[0].slice(3)}` : en[0]
    add(`${ZH_WORDS[a]} ${ZH_WORDS[b]}`, 'zh')
    add(en.join(' '), 'en')
    add(`${typo} ${en[1]}`, 'en')
    add(`${en[1]} ${en[0].slice(0, 4)}`, 'en')
  }
  return [...seen.values()]
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

type SearchBenchRow = { database: string; items: number; p50: number; p95: number; max: number; met: boolean }

async function measureOne(database: 'sqlite' | 'postgres', port: number, dir: string): Promise<SearchBenchRow> {
  const work = path.join(dir, `search-${database}`)
  fs.mkdirSync(work, { recursive: true })
  const dbName = `site_search_bench_${process.pid}`
  const env: Record<string, string> = {
    DATA_DIR: work,
    MEDIA_DIR: path.join(work, 'media'),
    PAYLOAD_SECRET: 'search-bench-secret-0123456789abcdef',
    DISABLE_PAYLOAD_HMR: 'true',
    SEARCH_RATE_LIMIT: 'off',
  }
  if (database === 'postgres') {
    await createDatabase(dbName)
    env.DATABASE_URL = adminDatabaseUrl(dbName)
  } else {
    env.SQLITE_PATH = path.join(work, 'site.db')
  }
  const base = { ...process.env }
  delete base.DATABASE_URL
  try {
    const items = Number(process.env.SEARCH_BENCH_ITEMS ?? 10_000)
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/lib/search-bench-seed.ts'], {
      env: { ...base, ...env, SEARCH_BENCH_ITEMS: String(items) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const server = await startServer(port, { ...env, DATABASE_URL: env.DATABASE_URL ?? '' }, path.join(work, 'server.log'))
    try {
      const url = ({ q, language }: { q: string; language: string }) =>
        `http://127.0.0.1:${port}/client/search?${new URLSearchParams({ q, language, pageSize: '10' }).toString()}`
      // Warm-up: the route compiled, the connections open (other words than the measured ones).
      for (const q of ['warm', '预热', 'start']) await (await fetch(url({ q, language: 'en' }))).text()
      const times: number[] = []
      for (const query of benchQueries()) {
        const started = performance.now()
        const res = await fetch(url(query))
        const body = (await res.json()) as { code: number }
        times.push(performance.now() - started)
        if (res.status !== 200 || body.code !== 200) throw new Error(`search ${query.q}: HTTP ${res.status}`)
      }
      times.sort((a, b) => a - b)
      const p95 = percentile(times, 95)
      return { database, items, p50: percentile(times, 50), p95, max: times.at(-1) ?? 0, met: p95 <= SEARCH_P95_TARGET_MS }
    } finally {
      await stop(server)
    }
  } finally {
    if (database === 'postgres') await dropDatabase(dbName).catch(() => {})
  }
}

/** Measures both databases (PostgreSQL when it answers) and prints a table. Resolves to true when every target is met. */
export async function benchSearch(port: number, dir: string): Promise<boolean> {
  const rows: SearchBenchRow[] = [await measureOne('sqlite', port, dir)]
  if (await postgresReachable()) rows.push(await measureOne('postgres', port, dir))
  else console.log('PostgreSQL does not answer at 127.0.0.1:5432: search is measured on SQLite only.')
  console.log(`\nUncached search, ${QUERIES} distinct queries one after another (HTTP, answer read whole):`)
  for (const r of rows) {
    console.log(
      `  ${r.database.padEnd(9)} ${r.items} generated items + fixtures: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms  ${r.met ? 'met' : 'MISSED'} (p95 <= ${SEARCH_P95_TARGET_MS} ms)`,
    )
  }
  return rows.every((r) => r.met)
}
