/**
 * First-party insight against the test database (SQLite, or PostgreSQL with TEST_DB=postgres): exact counts with
 * 500 concurrent beacons and 200 concurrent downloads across two collectors ("instances") sharing the real Redis
 * (127.0.0.1:6379 or TEST_REDIS_URL, a key prefix of their own), flushing while counts arrive; the memory collector
 * losing nothing when the database fails once or on a clean shutdown; days in Asia/Shanghai; the beacon endpoint's
 * 400s, DNT and bot exclusion; the counted download route; checksums against `sha256sum`; a lead's source. Issue 35:
 * forged paths, ids and referrers refused or folded; the per-day row cap; retention folding across a month boundary
 * in Asia/Shanghai; once per visitor, item and day; search terms and zero results; no raw rows over REST.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'

import { GET as download } from '@/app/(api)/download/file/[id]/route'
import { beaconEvent, countBeacon, countDownload, flushInsightOnShutdown, insightCollector } from '@/content/insight'
import { insightCatalogue } from '@/content/insight/catalogue'
import { InsightCollector } from '@/content/insight/collector'
import { insightReport } from '@/content/insight/report'
import { addToRollups, foldOldRollups } from '@/content/insight/store'
import { VisitorDays } from '@/content/insight/visitors'
import { getPayloadClient } from '@/content/payload'
import { reindexAll } from '@/content/search'
import { bestBetFor } from '@/content/search/best-bets'
import type { SoftwareRow } from '@/content/software'
import { LOCALES } from '@/i18n/locales'
import { insightDay, type InsightEvent, type InsightKind, normaliseSearchQuery, OTHER, type ParsedBeacon, rollupKey } from '@/lib/insight'
import { seedDemoInsight } from '@/seed/demo/insight'

import { connectRedis, deleteRedisPrefix } from '../../scripts/lib/processes'
import type { ApiData } from '../support/answers'
import { api, type ApiAnswer, postJson } from '../support/api'
import { rest } from '../support/rest'

const ids = inject('fixtureIds')
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `site-int-insight-${process.pid}-${Date.now().toString(36)}:`
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

type View = Extract<ParsedBeacon, { ok: true; kind: 'view' }>

/** A news item published in both languages, and a video and album that exist (from the content-cache catalogue). */
const catalogue = await insightCatalogue()
const newsId = catalogue.zh.news.find((id) => catalogue.en.news.includes(id))!
const videoId = catalogue.zh.videos[0]
const albumId = catalogue.zh.albums[0]

async function rows(kind: InsightKind) {
  const payload = await getPayloadClient()
  const found = await payload.find({ collection: 'insight-rollups', where: { kind: { equals: kind } }, pagination: false, depth: 0 })
  return found.docs
}

/** One DELETE statement: after the demo's thousands of rows, deleting them one by one took 9 s here and over 120 s on a busy CI machine. */
async function clearRollups() {
  const payload = await getPayloadClient()
  await payload.db.deleteMany({ collection: 'insight-rollups', where: { id: { exists: true } } })
}

const sum = (docs: Array<{ hits: number }>) => docs.reduce((total, d) => total + d.hits, 0)

beforeEach(async () => {
  await insightCollector().flush()
  await clearRollups()
})

const clientA = await connectRedis(redisUrl)
const clientB = await connectRedis(redisUrl)
if (!clientA || !clientB) console.warn(`Redis is NOT reachable at ${redisUrl}: the two-instance insight test is SKIPPED.`)

afterAll(async () => {
  if (clientA) await deleteRedisPrefix(redisUrl, prefix)
  clientA?.disconnect()
  clientB?.disconnect()
})

describe('two instances sharing Redis', () => {
  it.skipIf(!clientA || !clientB)(
    'count 500 concurrent beacons and 200 concurrent downloads exactly, flushing as they arrive',
    async () => {
      const payload = await getPayloadClient()
      const sink = (counts: Map<string, number>) => addToRollups(counts, payload)
      const a = new InsightCollector({ sink, redis: clientA, prefix })
      const b = new InsightCollector({ sink, redis: clientB, prefix })
      const paths = ['/pc_index', '/en/pc_index', '/download', `/en/newsDetail?type=information&id=${newsId}`, '/contact']
      const beacons = Array.from({ length: 500 }, (_, i) => {
        const path = paths[i % paths.length]
        const beacon: View = {
          ok: true,
          kind: 'view',
          path,
          language: path.startsWith('/en') ? 'en' : 'zh',
          referrer: i % 2 ? 'www.baidu.com' : '',
        }
        const headers = new Headers({ 'user-agent': i % 3 ? CHROME : IPHONE, host: 'site.example' })
        return countBeacon(beacon, headers, i % 2 ? a : b)
      })
      // 200 visitors (each its own address), one download each.
      const downloads = Array.from({ length: 200 }, (_, i) =>
        countDownload(
          i % 4 ? 11 : 12,
          i % 4 ? '5.2.0' : '1.0.0',
          new Headers({ 'user-agent': CHROME, 'x-client-address': `198.51.100.${i}` }),
          i % 2 ? b : a,
        ),
      )
      // Both instances flush while the counts arrive, and again once all are in.
      const flushes = [a.flush(), b.flush(), new Promise((r) => setTimeout(r, 5)).then(() => Promise.all([a.flush(), b.flush()]))]
      expect((await Promise.all(beacons)).every((outcome) => outcome === 'counted')).toBe(true)
      await Promise.all([...downloads, ...flushes])
      await Promise.all([a.flush(), b.flush()])
      await a.flush()

      const views = await rows('view')
      expect(sum(views)).toBe(500)
      const byTarget = (p: string) => sum(views.filter((v) => v.a === p))
      expect(byTarget('/pc_index')).toBe(200)
      expect(byTarget('/download')).toBe(100)
      expect(byTarget(`news:${newsId}`)).toBe(100)
      expect(byTarget('/contact')).toBe(100)
      expect(sum(views.filter((v) => v.c === 'baidu.com'))).toBe(250)
      expect(sum(views.filter((v) => v.d === 'mobile'))).toBe(167)
      expect(sum(views.filter((v) => v.b === 'en'))).toBe(200)
      const dl = await rows('download')
      expect(sum(dl)).toBe(200)
      expect(dl.find((d) => d.a === '11' && d.b === '5.2.0')?.hits).toBe(150)
      expect(dl.find((d) => d.a === '12' && d.b === '1.0.0')?.hits).toBe(50)
      // Nothing is left in Redis to be counted again.
      expect(await clientA!.keys(`${prefix}*`)).toEqual([])
      a.stop()
      b.stop()
    },
  )
})

describe('the memory collector', () => {
  it('keeps the counts a failed write did not store, and writes each once', async () => {
    const payload = await getPayloadClient()
    let fail = true
    const collector = new InsightCollector({
      sink: async (counts) => {
        if (fail) throw new Error('database down')
        await addToRollups(counts, payload)
      },
    })
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        countDownload(21, '2.0', new Headers({ 'user-agent': CHROME, 'x-client-address': `203.0.113.${i}` }), collector),
      ),
    )
    await expect(collector.flush()).rejects.toThrow('database down')
    expect(collector.pendingInMemory()).toBe(50)
    fail = false
    await collector.flush()
    await collector.flush()
    expect(collector.pendingInMemory()).toBe(0)
    expect(sum(await rows('download'))).toBe(50)
  })

  it('counts a download once per address whatever its user agents, and an IPv6 network once per /64', async () => {
    const payload = await getPayloadClient()
    const collector = new InsightCollector({ sink: (counts) => addToRollups(counts, payload) })
    const browsers = Array.from({ length: 50 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}.0 Safari/537.36`)
    const made = await Promise.all(
      browsers.map((ua) => countDownload(41, '4.0', new Headers({ 'user-agent': ua, 'x-client-address': '203.0.113.200' }), collector)),
    )
    const network = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        countDownload(
          41,
          '4.0',
          new Headers({ 'user-agent': CHROME, 'x-client-address': `2001:db8:5:6::${(i + 1).toString(16)}` }),
          collector,
        ),
      ),
    )
    const other = await countDownload(41, '4.0', new Headers({ 'user-agent': CHROME, 'x-client-address': '2001:db8:5:7::1' }), collector)
    expect(made.filter(Boolean)).toHaveLength(1)
    expect(network.filter(Boolean)).toHaveLength(1)
    expect(other).toBe(true)
    await collector.flush()
    expect(sum((await rows('download')).filter((r) => r.a === '41'))).toBe(3)
  })

  it('a clean shutdown writes what the process still holds', async () => {
    const collector = insightCollector()
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        countDownload(31, '3.0', new Headers({ 'user-agent': CHROME, 'x-client-address': `203.0.113.${100 + i}` }), collector),
      ),
    )
    expect(collector.pendingInMemory()).toBe(30)
    await flushInsightOnShutdown()
    expect(collector.pendingInMemory()).toBe(0)
    expect(sum(await rows('download'))).toBe(30)
  })

  it('puts counts on either side of midnight in Asia/Shanghai on their own days', async () => {
    const payload = await getPayloadClient()
    const collector = new InsightCollector({ sink: (counts) => addToRollups(counts, payload) })
    const view: View = { ok: true, kind: 'view', path: '/information', language: 'zh', referrer: '' }
    const headers = new Headers({ 'user-agent': CHROME })
    const before = Date.parse('2026-11-24T15:59:59.999Z')
    const after = Date.parse('2026-11-24T16:00:00.000Z')
    const event = (at: number) => beaconEvent(view, headers, catalogue, at)!
    for (let i = 0; i < 3; i++) await collector.record(event(before))
    await collector.flush()
    for (let i = 0; i < 4; i++) await collector.record(event(after))
    await collector.record(event(before))
    await collector.flush()
    const byDay = Object.fromEntries((await rows('view')).map((r) => [r.day, r.hits]))
    expect(byDay).toEqual({ '2026-11-24': 4, '2026-11-25': 4 })
  })
})

describe('the beacon endpoint', () => {
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    postJson('/client/insight/beacon', body, { 'user-agent': CHROME, 'x-client-address': '198.51.100.7', ...headers })

  it('counts a well-formed view; answers 400 in the visitor language to anything else', async () => {
    expect((await beacon({ t: 'v', p: '/en/download', language: 'en', r: 'https://www.bing.com/search?q=x' })).status).toBe(200)
    const bad: Array<[unknown, RegExp]> = [
      [{ t: 'v', p: 'download', language: 'en' }, /field p/],
      [{ t: 'v', p: '/x', language: 'en', extra: 1 }, /field extra/],
      [{ t: 'q', language: 'en' }, /field t/],
      [{ t: 'p', m: 'album:1', q: 'q99', language: 'en' }, /field q/],
      // Unreadable: no language to go by, so the default (Chinese).
      ['[1,2]', /不是有效的 JSON/],
      ['{"t":', /不是有效的 JSON/],
    ]
    for (const [body, message] of bad) {
      const answer = await beacon(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.msg).toMatch(message)
    }
    const zh: ApiAnswer = await beacon({ t: 'v', p: 'x', language: 'zh' })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toMatch(/统计数据无效/)
    expect((await beacon({ t: 'v', p: `/${'x'.repeat(2000)}`, language: 'en' })).status).toBe(413)
    await insightCollector().flush()
    const views = await rows('view')
    expect(views.map((v) => [v.a, v.b, v.c, v.d, v.hits])).toEqual([['/download', 'en', 'bing.com', 'desktop', 1]])
  })

  it('does not count Do Not Track, Global Privacy Control, bots or prefetches (and answers them alike)', async () => {
    const view = { t: 'v', p: '/pc_index', language: 'zh' }
    const skipped: Array<Record<string, string>> = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' },
      { 'sec-purpose': 'prefetch' },
    ]
    for (const headers of skipped) expect((await beacon(view, headers)).status).toBe(200)
    await insightCollector().flush()
    expect(await rows('view')).toEqual([])
  })

  it('limits beacons per address', async () => {
    // The integration run's limit (tests/int/global-setup.ts: INSIGHT_RATE_LIMIT) is 200 a minute.
    const statuses = await Promise.all(
      Array.from({ length: 205 }, () =>
        beacon({ t: 'p', m: `video:${videoId}`, q: 'start', language: 'en' }, { 'x-client-address': '198.51.100.99' }),
      ),
    )
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(5)
    expect(statuses.find((s) => s.status === 429)?.body.msg).toMatch(/Too many insight beacons/)
  })
})

describe('counted downloads and checksums', () => {
  it('the download URL counts once per address, software and day, then redirects to the file', async () => {
    const id = ids.software.eicad
    const request = (ua = CHROME, address = '192.0.2.20') =>
      new Request(`http://localhost/download/file/${id}`, { headers: { 'user-agent': ua, 'x-client-address': address } })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => download(request(), { params: Promise.resolve({ id: String(id) }) })),
    )
    expect(answers.every((r) => r.status === 302)).toBe(true)
    expect(answers[0].headers.get('location')).toMatch(/^\/api\/media\/file\/.+\.pdf$/)
    expect(answers[0].headers.get('cache-control')).toBe('no-store')
    await download(request('curl/8.5.0'), { params: Promise.resolve({ id: String(id) }) })
    const missing = await download(request(), { params: Promise.resolve({ id: '999999' }) })
    expect(missing.status).toBe(404)
    expect((await download(request(), { params: Promise.resolve({ id: 'abc' }) })).status).toBe(404)
    // One more visitor (another address) as often as they like; another browser at the first address adds nothing.
    for (let i = 0; i < 5; i++) {
      await download(request(CHROME, '192.0.2.21'), { params: Promise.resolve({ id: String(id) }) })
      await download(request(IPHONE, '192.0.2.20'), { params: Promise.resolve({ id: String(id) }) })
    }
    await insightCollector().flush()
    expect((await rows('download')).map((r) => [r.a, r.b, r.hits])).toEqual([[String(id), '5.2.0', 2]])
  })

  it('an older version the software still offers is counted under its own version; one it does not offer is a 404', async () => {
    const payload = await getPayloadClient()
    const id = ids.software.eicad
    const link = 'https://downloads.example.com/eicad-5.1.0.zip'
    const before = await payload.findByID({ collection: 'software', id, depth: 0, overrideAccess: true })
    await payload.update({
      collection: 'software',
      id,
      data: { olderVersions: [{ version: '5.1.0', releasedAt: '2025-06-01T00:00:00.000Z', downloadLink: link, sha256: 'a'.repeat(64) }] },
      overrideAccess: true,
    })
    try {
      const params = { params: Promise.resolve({ id: String(id) }) }
      const request = (query: string, address = '192.0.2.30') =>
        new Request(`http://localhost/download/file/${id}${query}`, { headers: { 'user-agent': CHROME, 'x-client-address': address } })
      const older = await download(request('?version=5.1.0'), params)
      expect(older.status).toBe(302)
      expect(older.headers.get('location')).toBe(link)
      expect((await download(request('?version=5.1.0'), params)).status).toBe(302)
      expect((await download(request(''), params)).headers.get('location')).toMatch(/^\/api\/media\/file\/.+\.pdf$/)
      // The current version named as such is the current download; an unknown or absurd version is none.
      expect((await download(request('?version=5.2.0', '192.0.2.31'), params)).status).toBe(302)
      for (const query of ['?version=4.0.0', `?version=${'9'.repeat(65)}`, '?version=']) {
        const missing = await download(request(query), params)
        expect(missing.status, query).toBe(404)
        expect(await missing.text(), query).toBe('没有这个下载')
      }
      await insightCollector().flush()
      const counted = (await rows('download')).map((r) => [r.a, r.b, r.hits]).sort((x, y) => String(x[1]).localeCompare(String(y[1])))
      expect(counted).toEqual([
        [String(id), '5.1.0', 1],
        [String(id), '5.2.0', 2],
      ])
    } finally {
      await payload.update({ collection: 'software', id, data: { olderVersions: before.olderVersions ?? [] }, overrideAccess: true })
    }
  })

  it('each installer carries the SHA-256 of its file, as sha256sum computes it', async () => {
    const answer = await api<ApiData<SoftwareRow[]>>('/client/software/softwareList?language=en')
    const eicad = answer.body.data.find((s) => s.alias === 'eicad')!
    expect(eicad.sha256).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(process.env.MEDIA_DIR!, decodeURIComponent(eicad.downloadUrl.split('/').at(-1)!))
    const expected = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0]
    expect(eicad.sha256).toBe(expected)
    expect(answer.body.data.find((s) => s.alias === 'airoad')?.sha256).toBe('')
  })
})

describe('leads', () => {
  it('record the page they were sent from and the referring host, and are counted', async () => {
    const answer = await postJson(
      '/client/contact/submit',
      {
        name: '张三',
        phone: '13800138000',
        email: 'insight-lead@example.com',
        requirement: '想了解道路设计软件的报价',
        language: 'zh',
        sourcePage: `/newsDetail?type=information&id=${newsId}`,
        referrer: 'https://www.baidu.com/s?wd=道路设计',
      },
      { 'x-client-address': '198.51.100.61', referer: 'http://localhost/contact', 'user-agent': CHROME },
    )
    expect(answer.status).toBe(200)
    const payload = await getPayloadClient()
    const lead = await payload.findByID({
      collection: 'contact-submissions',
      id: (answer.body as unknown as { data: { id: number } }).data.id,
    })
    expect(lead).toMatchObject({ sourcePage: `/newsDetail?type=information&id=${newsId}`, referrerHost: 'baidu.com' })
    await insightCollector().flush()
    expect((await rows('lead')).map((r) => [r.a, r.b, r.hits])).toEqual([[`news:${newsId}`, 'baidu.com', 1]])
  })
})

describe('the demo and the report', () => {
  it('the demo counts fill every table of the Insight report; sales get the leads only', async () => {
    const payload = await getPayloadClient()
    await seedDemoInsight(payload)
    const to = insightDay()
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10)
    const report = await insightReport(payload, { from, to }, { traffic: true, leads: true })
    expect(report.days).toHaveLength(30)
    expect(report.viewsByDay?.some((d) => d.zh > 0 && d.en > 0)).toBe(true)
    expect(report.pages?.[0]?.target).toBe('/pc_index')
    expect(report.pages?.[0]?.title).toBe('首页')
    const article = report.pages?.find((p) => p.target.startsWith('news:'))
    expect(article?.adminPath).toBe(`/collections/news/${article?.target.slice(5)}`)
    expect(article?.title).not.toMatch(/^news:/)
    expect(report.zeroResults?.map((r) => r.query)).toEqual(expect.arrayContaining(['licence key', '隧道建模']))
    expect(report.topReferrers?.map((r) => r.host)).toContain('baidu.com')
    expect(report.downloads?.[0]?.software).not.toMatch(/^#/)
    const play = report.plays![0]
    expect(play.title).not.toBe(play.target)
    expect(play.start).toBeGreaterThanOrEqual(play.complete)
    expect(report.leads?.length).toBeGreaterThan(0)
    const sales = await insightReport(payload, { from, to }, { traffic: false, leads: true })
    expect(sales.pages).toBeUndefined()
    expect(sales.searches).toBeUndefined()
    expect(sales.leads).toEqual(report.leads)
  })
})

describe('only real things are counted (issue 35)', () => {
  const beacon = (body: unknown, address = '198.51.100.150') =>
    postJson('/client/insight/beacon', body, { 'user-agent': CHROME, 'x-client-address': address })

  it('refuses forged paths and ids with 400 in the visitor language, and stores nothing for them', async () => {
    const forged: unknown[] = [
      { t: 'v', p: '/admin', language: 'en' },
      { t: 'v', p: '/does-not-exist', language: 'en' },
      { t: 'v', p: '/\\evil.example', language: 'en' },
      { t: 'v', p: '/%3Cscript%3Ealert(1)%3C/script%3E', language: 'en' },
      { t: 'v', p: '/newsDetail?type=information&id=999999', language: 'en' },
      { t: 'v', p: '/newsDetail?type=information&id=abc', language: 'en' },
      { t: 'v', p: '/updateLog?softwareId=999999', language: 'en' },
      { t: 'p', m: 'video:999999', q: 'start', language: 'en' },
      { t: 'p', m: 'album:999999', q: 'complete', language: 'en' },
    ]
    for (const body of forged) {
      const answer = await beacon(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.msg).toMatch(/Invalid insight beacon/)
    }
    const zh = await beacon({ t: 'v', p: '/admin', language: 'zh' })
    expect(zh.body.msg).toMatch(/该页面、视频或专辑不存在或未发布/)
    await insightCollector().flush()
    expect(await rows('view')).toEqual([])
    expect(await rows('play')).toEqual([])
  })

  it('folds forged referrers into one "other" row; a known one keeps its name', async () => {
    for (let i = 0; i < 40; i++) {
      const answer = await beacon(
        { t: 'v', p: '/download', language: 'zh', r: `https://forged-${i}.example/x?y=${i}` },
        `198.51.100.${160 + (i % 5)}`,
      )
      expect(answer.status).toBe(200)
    }
    await beacon({ t: 'v', p: '/download', language: 'zh', r: 'javascript:alert(1)' })
    await beacon({ t: 'v', p: '/download', language: 'zh', r: 'https://m.baidu.com/s?word=eicad' })
    await insightCollector().flush()
    const views = await rows('view')
    expect(views.map((v) => [v.a, v.c, v.hits]).sort()).toEqual([
      ['/download', OTHER, 40],
      ['/download', '', 1],
      ['/download', 'baidu.com', 1],
    ])
  })

  it('views of two articles are two rows, whatever language or address they were read under', async () => {
    const other = catalogue.zh.news.find((id) => id !== newsId)!
    expect((await beacon({ t: 'v', p: `/newsDetail?type=information&id=${newsId}`, language: 'zh' })).status).toBe(200)
    expect((await beacon({ t: 'v', p: `/en/newsDetail?type=information&id=${newsId}`, language: 'en' })).status).toBe(200)
    expect((await beacon({ t: 'v', p: `/newsDetail?id=${other}&type=information`, language: 'zh' })).status).toBe(200)
    await insightCollector().flush()
    const views = await rows('view')
    expect(sum(views.filter((v) => v.a === `news:${newsId}`))).toBe(2)
    expect(sum(views.filter((v) => v.a === `news:${other}`))).toBe(1)
  })
  it('a burst of beacons reads the catalogue once, not the database once per beacon', async () => {
    const payload = await getPayloadClient()
    await new Promise((r) => setTimeout(r, 2100)) // the previous read is no longer shared
    const find = vi.spyOn(payload, 'find')
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          beacon({ t: 'v', p: i % 2 ? '/download' : '/does-not-exist', language: 'zh' }, `100.64.0.${i}`),
        ),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(50)
      expect(answers.filter((a) => a.status === 400)).toHaveLength(50)
      // One catalogue read: one query per counted collection (7) and language, whatever the number of beacons.
      expect(find.mock.calls.length).toBeGreaterThan(0)
      expect(find.mock.calls.length).toBeLessThanOrEqual(7 * LOCALES.length)
    } finally {
      find.mockRestore()
    }
  })
})

describe('bounded storage (issue 35)', () => {
  it('a day holds at most the cap of rows per kind; what would make more is added to "other"', async () => {
    const payload = await getPayloadClient()
    const day = '2026-03-10'
    // Counts without detail (no referrer, no device): past the cap they go to "other" at once.
    const event = (i: number, language = 'zh'): InsightEvent => ({ kind: 'view', day, a: `news:${i}`, b: language, c: '', d: '' })
    const first = new Map(Array.from({ length: 8 }, (_, i) => [rollupKey(event(i + 1)), 10 - i] as const))
    await addToRollups(first, payload, { dayRows: 5 })
    let views = await rows('view')
    // The five most counted keys get rows; the other three are added to the day's "other" row of their language.
    expect(views.filter((v) => v.a !== OTHER)).toHaveLength(5)
    expect(views.find((v) => v.a === OTHER)).toMatchObject({ b: 'zh', hits: 5 + 4 + 3 })
    // Later: known keys still add up, new ones fold, and the total is always exact.
    const second = new Map([
      [rollupKey(event(1)), 4],
      [rollupKey(event(20)), 7],
      [rollupKey(event(21, 'en')), 2],
    ])
    await addToRollups(second, payload, { dayRows: 5 })
    views = await rows('view')
    expect(views.filter((v) => v.a !== OTHER)).toHaveLength(5)
    expect(views.find((v) => v.a === 'news:1')?.hits).toBe(14)
    expect(views.find((v) => v.a === OTHER && v.b === 'zh')?.hits).toBe(12 + 7)
    expect(views.find((v) => v.a === OTHER && v.b === 'en')?.hits).toBe(2)
    expect(views).toHaveLength(7)
    expect(sum(views)).toBe(52 + 13)
    // Another kind, another day: a cap of their own.
    await addToRollups(new Map([[rollupKey({ ...event(30), day: '2026-03-11' }), 1]]), payload, { dayRows: 5 })
    expect((await rows('view')).filter((v) => v.day === '2026-03-11')).toHaveLength(1)
  })

  it('a flood of well-formed beacons fills the detailed rows, not the real visitors’ pages: those keep counting per page', async () => {
    const payload = await getPayloadClient()
    const day = '2026-03-12'
    const view = (page: string, c: string, d: string): InsightEvent => ({ kind: 'view', day, a: page, b: 'zh', c, d })
    // One party: every referrer and device it can name for one real page, until the day's cap (6) is full.
    const flood = new Map<string, number>()
    for (const [c, d] of [
      ['baidu.com', 'desktop'],
      ['bing.com', 'desktop'],
      ['so.com', 'mobile'],
      ['sogou.com', 'tablet'],
      ['', 'desktop'],
      ['', 'mobile'],
    ])
      flood.set(rollupKey(view('news:1', c, d)), 50)
    await addToRollups(flood, payload, { dayRows: 6 })
    // More of the same, and three real visitors reading pages the day has no row of yet.
    const later = new Map<string, number>([
      [rollupKey(view('news:1', 'zhihu.com', 'mobile')), 40],
      [rollupKey(view('news:2', 'baidu.com', 'mobile')), 1],
      [rollupKey(view('news:3', '', 'desktop')), 1],
    ])
    await addToRollups(later, payload, { dayRows: 6 })
    const views = (await rows('view')).filter((v) => v.day === day)
    // Past the cap each page keeps a row without its detail (up to half the cap more): news:1's, then the visitors'.
    expect(views.find((v) => v.a === 'news:1' && v.c === OTHER && v.d === '')?.hits).toBe(40)
    expect(views.find((v) => v.a === 'news:2')).toMatchObject({ c: OTHER, d: '', hits: 1 })
    expect(views.find((v) => v.a === 'news:3')).toMatchObject({ c: '', d: '', hits: 1 })
    // The reserve full (6 + 3 rows), a new page goes to "other"; every hit is still counted once.
    await addToRollups(new Map([[rollupKey(view('news:4', 'baidu.com', 'desktop')), 1]]), payload, { dayRows: 6 })
    const after = (await rows('view')).filter((v) => v.day === day)
    expect(after.find((v) => v.a === OTHER)?.hits).toBe(1)
    expect(after.filter((v) => v.a !== OTHER)).toHaveLength(6 + 3)
    expect(sum(after)).toBe(6 * 50 + 40 + 1 + 1 + 1)
  })

  it('folds daily rows past the retention into months, across a month boundary in Asia/Shanghai', async () => {
    const payload = await getPayloadClient()
    const collector = new InsightCollector({ sink: (counts) => addToRollups(counts, payload) })
    const headers = new Headers({ 'user-agent': CHROME })
    const view: View = { ok: true, kind: 'view', path: '/download', language: 'zh', referrer: 'https://www.baidu.com/' }
    // 2024-01-31 23:59:59 and 2024-02-01 00:00 in Shanghai (15:59:59 and 16:00 UTC on 31 January).
    const january = Date.parse('2024-01-31T15:59:59.000Z')
    const february = Date.parse('2024-01-31T16:00:00.000Z')
    const laterInFebruary = Date.parse('2024-02-20T04:00:00.000Z')
    for (let i = 0; i < 3; i++) await collector.record(beaconEvent(view, headers, catalogue, january)!)
    for (let i = 0; i < 4; i++) await collector.record(beaconEvent(view, headers, catalogue, february)!)
    for (let i = 0; i < 5; i++) await collector.record(beaconEvent(view, headers, catalogue, laterInFebruary)!)
    const recent = Date.parse('2026-10-15T04:00:00.000Z')
    await collector.record(beaconEvent(view, headers, catalogue, recent)!)
    await collector.flush()
    expect((await rows('view')).map((r) => [r.day, r.hits]).sort()).toEqual([
      ['2024-01-31', 3],
      ['2024-02-01', 4],
      ['2024-02-20', 5],
      ['2026-10-15', 1],
    ])
    // 25 months before November 2026: everything before October 2024 is folded.
    expect(await foldOldRollups(payload, { today: '2026-11-27', months: 25 })).toBe(3)
    const folded = (await rows('view')).map((r) => [r.day, r.a, r.c, r.hits]).sort()
    expect(folded).toEqual([
      ['2024-01', '/download', 'baidu.com', 3],
      ['2024-02', '/download', 'baidu.com', 9],
      ['2026-10-15', '/download', 'baidu.com', 1],
    ])
    // Again: nothing more to fold, nothing counted twice.
    expect(await foldOldRollups(payload, { today: '2026-11-27', months: 25 })).toBe(0)
    expect(sum(await rows('view'))).toBe(13)
    // The report reads the folded month whole.
    const report = await insightReport(payload, { from: '2024-02-01', to: '2024-02-29' }, { traffic: true, leads: false })
    expect(report.pages).toEqual([expect.objectContaining({ target: '/download', views: 9, share: 1 })])
  })
})

describe('counts a visitor cannot inflate (issue 35)', () => {
  it('a teaching view counts once per visitor, album and day; the public count shows that figure', async () => {
    const payload = await getPayloadClient()
    const before = (await payload.findByID({ collection: 'teaching-albums', id: albumId, depth: 0 })).viewCount ?? 0
    const view = (address: string, ua = CHROME) =>
      api<ApiData<number>>(`/client/clientTeaching/teachingCount/${albumId}`, {
        method: 'POST',
        headers: { 'user-agent': ua, 'x-client-address': address },
      })
    const answers = []
    for (let i = 0; i < 30; i++) answers.push(await view('198.51.100.201'))
    expect(answers.map((a) => a.body.data)).toEqual(Array(30).fill(before + 1))
    for (let i = 0; i < 30; i++) await view('198.51.100.201', 'curl/8.5.0')
    expect((await view('198.51.100.202')).body.data).toBe(before + 2)
    expect((await view('198.51.100.202')).body.data).toBe(before + 2)
    expect((await api(`/client/clientTeaching/teachingCount/999999`, { method: 'POST', headers: { 'user-agent': CHROME } })).status).toBe(
      404,
    )
  })

  it('a play milestone counts once per visitor, video and day', async () => {
    const play = (q: string, address: string) =>
      postJson(
        '/client/insight/beacon',
        { t: 'p', m: `video:${videoId}`, q, language: 'zh' },
        { 'user-agent': CHROME, 'x-client-address': address },
      )
    for (let i = 0; i < 10; i++) expect((await play('start', '198.51.100.210')).status).toBe(200)
    await play('complete', '198.51.100.210')
    await play('start', '198.51.100.211')
    await insightCollector().flush()
    expect((await rows('play')).map((r) => [r.a, r.b, r.hits]).sort()).toEqual([
      [`video:${videoId}`, 'complete', 1],
      [`video:${videoId}`, 'start', 2],
    ])
  })

  it('the day mark is a salted hash: another day, another salt; no address kept', async () => {
    const visitors = new VisitorDays()
    const visitor = { address: '198.51.100.220', userAgent: CHROME }
    const day1 = Date.parse('2026-11-24T10:00:00Z')
    const day2 = Date.parse('2026-11-25T10:00:00Z')
    expect(await visitors.first(visitor, 'download:1', day1)).toBe(true)
    expect(await visitors.first(visitor, 'download:1', day1)).toBe(false)
    expect(await visitors.first(visitor, 'download:2', day1)).toBe(true)
    expect(await visitors.first(visitor, 'download:1', day2)).toBe(true)
    expect(JSON.stringify(visitors)).not.toContain('198.51.100.220')
  })
})

describe('site search insight (issue 35)', () => {
  it('counts normalised queries once per visitor and day, with their results, and the ones that find nothing', async () => {
    const payload = await getPayloadClient()
    const search = (q: string, address: string, language = 'zh') =>
      api(`/client/search?q=${encodeURIComponent(q)}&language=${language}`, {
        headers: { 'user-agent': CHROME, 'x-client-address': address },
      })
    await reindexAll(payload)
    const title = String((await payload.findByID({ collection: 'news', id: newsId, locale: 'en', depth: 0 })).title)
    const query = normaliseSearchQuery(title)
    const found = await search(title, '198.51.100.230', 'en')
    expect(found.status).toBe(200)
    const total = (found.body as unknown as { total: number }).total
    expect(total).toBeGreaterThan(0)
    // The same search again, in capitals, full width and with more spaces: the same query, the same visitor.
    await search(`  ${title.toUpperCase().replace(/ /g, '\u3000 ')} `, '198.51.100.230', 'en')
    await search(title, '198.51.100.231', 'en')
    await search(title, '198.51.100.231', 'zh')
    await search('qqxxzz nothing', '198.51.100.232')
    await search('QQXXZZ   Nothing', '198.51.100.233')
    await search(title, '198.51.100.234', 'en')
    // A second page is not another search.
    await api(`/client/search?q=${encodeURIComponent(title)}&pageNum=2&language=en`, {
      headers: { 'user-agent': CHROME, 'x-client-address': '198.51.100.235' },
    })
    await insightCollector().flush()
    const searches = await rows('search')
    expect(searches.every((r) => !JSON.stringify(r).includes('198.51.100'))).toBe(true)
    const today = insightDay()
    const report = await insightReport(payload, { from: today, to: today }, { traffic: true, leads: false }, 'en')
    expect(report.searches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ query, language: 'en', searches: 3, results: total }),
        expect.objectContaining({ query, language: 'zh', searches: 1 }),
        expect.objectContaining({ query: 'qqxxzz nothing', language: 'zh', searches: 2, results: 0 }),
      ]),
    )
    expect(report.searches).toHaveLength(3)
    expect(report.zeroResults?.[0]).toEqual(expect.objectContaining({ query: 'qqxxzz nothing', language: 'zh', searches: 2 }))
    expect(report.zeroResults?.every((r) => r.results === 0)).toBe(true)
    expect(report.zeroResults?.some((r) => r.query === query && r.language === 'en')).toBe(false)
  })
})

describe('roles (issue 35)', () => {
  it('nobody reads raw rows through the REST API; sales get the leads of the report only', async () => {
    const payload = await getPayloadClient()
    await addToRollups(new Map([[rollupKey({ kind: 'lead', day: insightDay(), a: '/contact', b: '', c: '', d: '' }), 1]]), payload)
    const tokens: Record<string, string> = {}
    for (const role of ['admin', 'editor', 'sales'] as const) {
      const email = `insight-${role}-${Date.now()}@example.com`
      const password = `Insight-${role}-Pass-2026!`
      await payload.create({ collection: 'users', data: { email, password, role, name: role }, overrideAccess: true })
      const login = await rest<{ token: string }>('/users/login', { method: 'POST', body: { email, password } })
      expect(login.status).toBe(200)
      tokens[role] = login.body.token
    }
    for (const role of ['admin', 'editor', 'sales']) {
      const list = await rest<{ docs?: unknown[] }>('/insight-rollups', { token: tokens[role] })
      expect(list.status, role).toBe(403)
      expect(list.body.docs).toBeUndefined()
    }
    expect((await rest('/insight-rollups')).status).toBe(403)
    const today = insightDay()
    const sales = await rest<{ pages?: unknown; leads?: unknown[] }>(`/insight-rollups/report?from=${today}&to=${today}`, {
      token: tokens.sales,
    })
    expect(sales.status).toBe(200)
    expect(sales.body.pages).toBeUndefined()
    expect(sales.body.leads).toHaveLength(1)
    const editor = await rest<{ pages?: unknown[] }>(`/insight-rollups/report?from=${today}&to=${today}`, { token: tokens.editor })
    expect(editor.body.pages).toBeDefined()
  })
})

describe('best bets for searches (issue 35)', () => {
  it('an editor gives a zero-result query a best bet; every way of typing it finds that bet, in its language only', async () => {
    const payload = await getPayloadClient()
    await payload.updateGlobal({
      slug: 'search-best-bets',
      data: {
        bets: [
          { query: '  QQXXZZ　 Nothing ', language: 'zh', title: '道路设计软件', url: '/airoad', redirect: false },
          { query: 'licence key', language: 'en', title: 'Buy a licence', url: '/en/contact', redirect: true },
        ],
      },
      overrideAccess: true,
    })
    const saved = await payload.findGlobal({ slug: 'search-best-bets', overrideAccess: true })
    expect(saved.bets?.map((b) => b.query)).toEqual(['qqxxzz nothing', 'licence key'])
    expect(await bestBetFor('zh', 'qqxxzz nothing')).toEqual({ title: '道路设计软件', url: '/airoad', redirect: false })
    expect(await bestBetFor('zh', 'ＱＱＸＸＺＺ   NOTHING')).toEqual({ title: '道路设计软件', url: '/airoad', redirect: false })
    expect(await bestBetFor('en', 'qqxxzz nothing')).toBeNull()
    expect(await bestBetFor('en', 'Licence  Key')).toEqual({ title: 'Buy a licence', url: '/en/contact', redirect: true })
    expect(await bestBetFor('zh', 'something else')).toBeNull()
    // A link that is not a site path or an allowed address is refused, in the editor's language.
    await expect(
      payload.updateGlobal({
        slug: 'search-best-bets',
        data: { bets: [{ query: 'x', language: 'zh', title: 'x', url: 'javascript:alert(1)', redirect: false }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    // Visitors and sales cannot read or change them through the REST API.
    expect((await rest('/globals/search-best-bets')).status).toBe(403)
    await payload.updateGlobal({ slug: 'search-best-bets', data: { bets: [] }, overrideAccess: true })
  })

  it('one that sends the visitor straight on keeps to the redirects’ rule: this site or an allowed host, never back to the search', async () => {
    const payload = await getPayloadClient()
    const straight = (url: string) =>
      payload.updateGlobal({
        slug: 'search-best-bets',
        data: { bets: [{ query: 'pricing', language: 'en', title: 'Prices', url, redirect: true }] },
        overrideAccess: true,
      })
    for (const url of [
      'https://unlisted.example/prices',
      'http://localhost@evil.example/',
      'mailto:sales@example.com',
      '/search?q=pricing',
      '/en/search?q=pricing',
      '/.//evil.example',
    ]) {
      await expect(straight(url), url).rejects.toThrow()
    }
    // Through a redirect of the table that leads to the search page: a loop too.
    const hop = await payload.create({
      collection: 'redirects',
      data: { from: `/old-prices-${Date.now()}`, to: '/en/search?q=prices', status: '302' },
      overrideAccess: true,
    })
    const refused = (await straight(hop.from).catch((e: unknown) => e)) as { data?: { errors?: { message: string }[] } }
    expect(refused.data?.errors?.[0]?.message).toMatch(/loop|循环/)
    await payload.delete({ collection: 'redirects', id: hop.id, overrideAccess: true })
    // Shown as a result (not gone to), the same address is a link like any other.
    await payload.updateGlobal({
      slug: 'search-best-bets',
      data: { bets: [{ query: 'pricing', language: 'en', title: 'Prices', url: 'https://unlisted.example/prices', redirect: false }] },
      overrideAccess: true,
    })
    // One stored before the check (written past it) is shown as a result, never gone to.
    const db = payload.db as unknown as { updateGlobal: (a: object) => Promise<unknown> }
    await db.updateGlobal({
      slug: 'search-best-bets',
      data: {
        bets: [
          {
            id: 'bet-before-the-check',
            query: 'pricing',
            language: 'en',
            title: 'Prices',
            url: 'https://unlisted.example/prices',
            redirect: true,
          },
        ],
      },
    })
    expect(await bestBetFor('en', 'pricing')).toEqual({ title: 'Prices', url: 'https://unlisted.example/prices', redirect: false })
    await payload.updateGlobal({ slug: 'search-best-bets', data: { bets: [] }, overrideAccess: true })
  })
})
