/**
 * `npm run bench:scale`: what the site's reads and writes cost as its content grows (docs/performance.md).
 * A scratch SQLite database (in a temporary folder, removed after) is migrated and filled with the test fixtures,
 * then BENCH_SCALE_NEWS news, BENCH_SCALE_VIDEOS videos and BENCH_SCALE_LOGS update logs (default 200, 20, 20: "1x",
 * both languages) are created through Payload; for each factor of BENCH_SCALE_FACTORS (default 1,10,100) the
 * collections are grown to factor x that by copying rows in SQL (documents, their languages, their versions), the
 * products' help documents to BENCH_SCALE_HELP x factor chapters (default 5: 500 at 100x) through Payload, and
 * the content layer's functions are measured in this process (no HTTP, no data cache: CONTENT_CACHE=off):
 * the whole sitemap (index and every child) and its largest child, the news list API (src/content/news.ts) and the
 * admin's news list (Payload's find as the admin list asks it, drafts, 10 a page) on the first, middle and last page,
 * a save and a publish of one item, the site search (the index rebuilt from all content at each size, then
 * p50/p95 of the search as the search page asks it, over selective and broad queries in both languages), an online
 * backup of the database (time and archive size, no media), the database's size and the process's RSS. Not part of
 * npm test. BENCH_SCALE_DB=postgres runs the same on a throwaway PostgreSQL database (127.0.0.1:5432, user postgres).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'))
/** BENCH_SCALE_DB=postgres: a throwaway PostgreSQL database of its own (127.0.0.1:5432, as the tests use), dropped after. */
const onPostgres = process.env.BENCH_SCALE_DB === 'postgres'
const pgName = `site_bench_scale_${process.pid}`
const pg = onPostgres ? await import('./lib/postgres') : null
Object.assign(process.env, {
  DATA_DIR: dir,
  SQLITE_PATH: path.join(dir, 'site.db'),
  MEDIA_DIR: path.join(dir, 'media'),
  CONTENT_CACHE: 'off',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-scale-secret-0123456789abcdef0123',
})
delete process.env.DATABASE_URL
if (pg) {
  await pg.createDatabase(pgName)
  process.env.DATABASE_URL = pg.adminDatabaseUrl(pgName)
}

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { closePayload } = await import('../src/content/payload')
const { runMigrations } = await import('../src/migrations/run')
const { seedFixtures } = await import('../src/seed/fixtures')
const { createBilingual, lexical } = await import('../src/seed/bilingual')
const { listNews } = await import('../src/content/news')
const { listSitemapChildren, readSitemapChild } = await import('../src/content/sitemap')
const { urlsetXml, urlCount } = await import('../src/lib/sitemap')
const { grow } = await import('./lib/scale-grow')
const { reindexAll } = await import('../src/content/search/hooks')
const { searchSite } = await import('../src/content/search')
const { backup } = await import('./lib/backup')

const base = {
  news: Number(process.env.BENCH_SCALE_NEWS ?? 200),
  videos: Number(process.env.BENCH_SCALE_VIDEOS ?? 20),
  'update-logs': Number(process.env.BENCH_SCALE_LOGS ?? 20),
}
/** Help chapters at 1x in both languages, spread over the products' help documents (one document a product). */
const helpChapters = Number(process.env.BENCH_SCALE_HELP ?? 5)
const factors = (process.env.BENCH_SCALE_FACTORS ?? '1,10,100').split(',').map(Number)
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 20)
const SITE = { origin: 'https://www.example.com', basePath: '' }

const payload = await getPayload({ config })
await runMigrations(payload)
await seedFixtures(payload)

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now()
  const value = await fn()
  return [performance.now() - start, value]
}

async function percentiles(fn: () => Promise<unknown>, runs = RUNS): Promise<{ p50: number; p95: number }> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) times.push((await timed(fn))[0])
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]
  return { p50: at(0.5), p95: at(0.95) }
}

async function createBase() {
  const software = (await payload.find({ collection: 'software', limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const video = (await payload.find({ collection: 'videos', limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const at = (i: number) => new Date(Date.UTC(2016, 0, 1) + i * 3_600_000).toISOString()
  for (let i = 0; i < base.news; i += 1) {
    await createBilingual(payload, 'news', {
      status: 'published',
      shared: { class: 'company', publishedAt: at(i) },
      zh: { title: `规模新闻 ${i}`, synopsis: '摘要' },
      en: { title: `Scale news ${i}`, synopsis: 'Synopsis' },
    })
  }
  for (let i = 0; i < base.videos; i += 1) {
    await createBilingual(payload, 'videos', {
      status: 'published',
      shared: { publishedAt: at(i), cover: video.cover, file: video.file, duration: 60 },
      zh: { title: `规模视频 ${i}` },
      en: { title: `Scale video ${i}` },
    })
  }
  for (let i = 0; i < base['update-logs']; i += 1) {
    await createBilingual(payload, 'update-logs', {
      status: 'published',
      shared: { software: software.id, version: `1.${i}`, releasedAt: at(i) },
      zh: { title: `更新 ${i}` },
      en: { title: `Update ${i}` },
    })
  }
}

async function sitemapFigures() {
  await listSitemapChildren()
  const [ms, result] = await timed(async () => {
    const children = await listSitemapChildren()
    let bytes = 0
    let urls = 0
    let slowest = 0
    for (const child of children) {
      const [t, entries] = await timed(async () => (await readSitemapChild(child)) ?? [])
      bytes += Buffer.byteLength(urlsetXml(SITE, entries))
      urls += urlCount(entries)
      slowest = Math.max(slowest, t)
    }
    return { children: children.length, bytes, urls, slowest }
  })
  return { ms, ...result }
}

async function listFigures() {
  const pageSize = 10
  const { total } = await listNews('zh', null, { pageNum: 1, pageSize })
  const last = Math.max(1, Math.ceil(total / pageSize))
  const pages = { first: 1, middle: Math.ceil(last / 2), last }
  const api: Record<string, { p50: number; p95: number }> = {}
  const admin: Record<string, { p50: number; p95: number }> = {}
  for (const [name, pageNum] of Object.entries(pages)) {
    api[name] = await percentiles(() => listNews('zh', null, { pageNum, pageSize }))
    admin[name] = await percentiles(() =>
      payload.find({
        collection: 'news',
        draft: true,
        page: pageNum,
        limit: pageSize,
        sort: '-publishedAt',
        depth: 0,
        locale: 'zh',
        overrideAccess: true,
      }),
    )
  }
  return { api, admin }
}

async function writeFigures() {
  const doc = (await payload.find({ collection: 'news', limit: 1, sort: '-id', depth: 0, overrideAccess: true })).docs[0]
  let n = 0
  const save = await percentiles(
    () =>
      payload.update({
        collection: 'news',
        id: doc.id,
        locale: 'en',
        draft: true,
        data: { title: `Draft ${(n += 1)}` },
        overrideAccess: true,
      }),
    10,
  )
  const publish = await percentiles(
    () =>
      payload.update({
        collection: 'news',
        id: doc.id,
        locale: 'zh',
        data: { title: `发布 ${(n += 1)}`, _status: 'published' },
        overrideAccess: true,
      }),
    10,
  )
  return { save: save.p50, publish: publish.p50 }
}

/**
 * The products' help documents grown to `helpChapters` x factor chapters in all, in both languages, through Payload
 * (a help document is one per product, so its chapters grow, not the number of documents).
 */
async function growHelp(factor: number) {
  const docs = (await payload.find({ collection: 'help-documents', limit: 0, depth: 0, overrideAccess: true })).docs
  const each = Math.max(1, Math.ceil((helpChapters * factor) / docs.length))
  for (const doc of docs) {
    for (const locale of ['zh', 'en'] as const) {
      const chapters = Array.from({ length: each }, (_, i) =>
        locale === 'zh'
          ? { title: `第 ${i + 1} 章 道路设计`, content: lexical([`本章说明第 ${i + 1} 步的操作与参数。`]) }
          : { title: `Chapter ${i + 1}: road design`, content: lexical([`This chapter explains step ${i + 1} and its settings.`]) },
      )
      await payload.update({
        collection: 'help-documents',
        id: doc.id,
        locale,
        data: { title: locale === 'zh' ? `帮助文档 ${doc.id}` : `Help ${doc.id}`, chapters, _status: 'published' } as never,
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
    }
  }
  return each * docs.length
}

/**
 * The site search over the grown content: the index rebuilt from everything published (as `npm run search:reindex`
 * does), then queries as visitors type them, one title's words (a few matches) and a common word (thousands).
 */
async function searchFigures(factor: number) {
  const [indexMs] = await timed(() => reindexAll(payload))
  // One title's words (the base's titles, so each matches that title and its copies: `factor` items a language)
  // and words that many or all items have.
  const few = [
    ...[7, 66, 195].map((i) => ['zh', `规模新闻 ${i % base.news}`] as const),
    ...[11, 100, 191].map((i) => ['en', `scale news ${i % base.news}`] as const),
  ]
  const many = [
    ['zh', '视频'],
    ['en', 'update'],
    ['en', 'tunnel design'],
    ['zh', '新闻'],
  ] as const
  const matches = []
  for (const [locale, text] of [...few, ...many])
    matches.push(`${text}: ${(await searchSite(locale, text, { pageNum: 1, pageSize: 10 })).total}`)
  console.log(`[bench:scale] ${factor}x search matches: ${matches.join(', ')}`)
  const measure = async (queries: ReadonlyArray<readonly ['zh' | 'en', string]>) => {
    let q = 0
    return percentiles(() => {
      const [locale, text] = queries[q++ % queries.length]
      return searchSite(locale, text, { pageNum: 1, pageSize: 10 })
    }, queries.length * 5)
  }
  return { indexMs, few: await measure(few), many: await measure(many) }
}

/** An online backup of the database (npm run backup, without the uploads): seconds and the archive's size. */
async function backupFigures() {
  const out = path.join(dir, 'backups')
  const target = { databaseUrl: process.env.DATABASE_URL, sqlitePath: process.env.SQLITE_PATH!, mediaDir: null, media: false }
  const [ms, { archive }] = await timed(() => backup(target, out))
  const bytes = fs.statSync(archive).size
  fs.rmSync(out, { recursive: true, force: true })
  return { ms, bytes }
}

/** BENCH_SCALE_COMPARE: a module whose default export (an async function) is timed at each size too (an older sitemap). */
const compareWith = process.env.BENCH_SCALE_COMPARE
  ? ((await import(path.resolve(process.env.BENCH_SCALE_COMPARE))) as { default: () => Promise<unknown> }).default
  : null

const fmt = (ms: number) => ms.toFixed(1)
const rows: string[] = []
const [seedMs] = await timed(createBase)
console.log(`[bench:scale] base created through Payload in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(base)}`)
for (const factor of factors) {
  const [growMs] = await timed(() => grow(payload, base, factor))
  const chapters = await growHelp(factor)
  const total = (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs
  const sitemap = await sitemapFigures()
  const lists = await listFigures()
  const compare = compareWith ? (await timed(compareWith))[0] : null
  const writes = await writeFigures()
  const search = await searchFigures(factor)
  const saved = await backupFigures()
  const dbBytes = onPostgres
    ? Number(
        (
          await (payload.db as unknown as { pool: { query: (q: string) => Promise<{ rows: { size: string }[] }> } }).pool.query(
            'SELECT pg_database_size(current_database()) AS size',
          )
        ).rows[0]?.size ?? 0,
      )
    : ['', '-wal'].reduce(
        (n, s) => n + (fs.existsSync(`${process.env.SQLITE_PATH}${s}`) ? fs.statSync(`${process.env.SQLITE_PATH}${s}`).size : 0),
        0,
      )
  const row = [
    `${factor}x`,
    total,
    `${fmt(sitemap.ms)} ms / ${sitemap.children} files / ${sitemap.urls} URLs / ${(sitemap.bytes / 1e6).toFixed(1)} MB`,
    fmt(sitemap.slowest),
    ...(['first', 'middle', 'last'] as const).map((p) => `${fmt(lists.api[p].p50)} / ${fmt(lists.api[p].p95)}`),
    ...(['first', 'middle', 'last'] as const).map((p) => `${fmt(lists.admin[p].p50)} / ${fmt(lists.admin[p].p95)}`),
    fmt(writes.save),
    fmt(writes.publish),
    `${fmt(search.few.p50)} / ${fmt(search.few.p95)}`,
    `${fmt(search.many.p50)} / ${fmt(search.many.p95)}`,
    `${(search.indexMs / 1000).toFixed(1)} s`,
    `${(saved.ms / 1000).toFixed(1)} s / ${(saved.bytes / 1e6).toFixed(1)} MB`,
    `${(dbBytes / 1e6).toFixed(1)} MB`,
    `${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  ]
  rows.push(`| ${row.join(' | ')} |`)
  console.log(`[bench:scale] ${factor}x (grown in ${(growMs / 1000).toFixed(1)} s; ${chapters} help chapters a language): ${rows.at(-1)}`)
  if (compare !== null) console.log(`[bench:scale] ${factor}x: ${process.env.BENCH_SCALE_COMPARE} took ${fmt(compare)} ms`)
}
console.log(
  [
    '',
    '| scale | news | sitemap (all files) | slowest child ms | API p1 p50/p95 | API middle | API last | admin p1 p50/p95 | admin middle | admin last | save p50 | publish p50 | search, few matches p50/p95 | search, many matches | index rebuild | backup | DB | RSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
)
console.log(`[bench:scale] database: ${onPostgres ? 'PostgreSQL' : 'SQLite'}`)
await closePayload(payload)
// BENCH_SCALE_KEEP=1 leaves the scratch database (and folder) for a closer look, and says where it is.
if (process.env.BENCH_SCALE_KEEP === '1') console.log(`[bench:scale] kept: ${pg ? `PostgreSQL database ${pgName}` : dir}`)
else {
  if (pg) await pg.dropDatabase(pgName).catch(() => {})
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
