/**
 * First-party insight against the test database (SQLite, or PostgreSQL with TEST_DB=postgres): exact counts with
 * 500 concurrent beacons and 200 concurrent downloads across two collectors ("instances") sharing the real Redis
 * (127.0.0.1:6379 or TEST_REDIS_URL, a key prefix of their own), flushing while counts arrive; the memory collector
 * losing nothing when the database fails once or on a clean shutdown; days in Asia/Shanghai; the beacon endpoint's
 * 400s, DNT and bot exclusion; the counted download route; checksums against `sha256sum`; a lead's source.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest'

import { GET as download } from '@/app/(api)/download/file/[id]/route'
import { beaconEvent, countBeacon, countDownload, flushInsightOnShutdown, insightCollector } from '@/content/insight'
import { InsightCollector } from '@/content/insight/collector'
import { insightReport } from '@/content/insight/report'
import { addToRollups } from '@/content/insight/store'
import { getPayloadClient } from '@/content/payload'
import type { SoftwareRow } from '@/content/software'
import { insightDay, type InsightKind, type ParsedBeacon } from '@/lib/insight'
import { seedDemoInsight } from '@/seed/demo/insight'

import type { ApiData } from '../support/answers'
import { api, type ApiAnswer, postJson } from '../support/api'
import { connectRedis, deleteRedisPrefix } from '../support/processes'

const ids = inject('fixtureIds')
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `site-int-insight-${process.pid}-${Date.now().toString(36)}:`
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

type View = Extract<ParsedBeacon, { ok: true; kind: 'view' }>

async function rows(kind: InsightKind) {
  const payload = await getPayloadClient()
  const found = await payload.find({ collection: 'insight-rollups', where: { kind: { equals: kind } }, pagination: false, depth: 0 })
  return found.docs
}

async function clearRollups() {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'insight-rollups', where: { id: { exists: true } }, overrideAccess: true })
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
      const paths = ['/pc_index', '/en/pc_index', '/download', '/en/product/1', '/contact']
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
      const downloads = Array.from({ length: 200 }, (_, i) =>
        countDownload(i % 4 ? 11 : 12, i % 4 ? '5.2.0' : '1.0.0', new Headers({ 'user-agent': CHROME }), i % 2 ? b : a),
      )
      // Both instances flush while the counts arrive, and again once all are in.
      const flushes = [a.flush(), b.flush(), new Promise((r) => setTimeout(r, 5)).then(() => Promise.all([a.flush(), b.flush()]))]
      expect((await Promise.all(beacons)).every(Boolean)).toBe(true)
      await Promise.all([...downloads, ...flushes])
      await Promise.all([a.flush(), b.flush()])
      await a.flush()

      const views = await rows('view')
      expect(sum(views)).toBe(500)
      const byPath = (p: string) => sum(views.filter((v) => v.a === p))
      for (const p of paths) expect(byPath(p)).toBe(100)
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
    const headers = new Headers({ 'user-agent': CHROME })
    await Promise.all(Array.from({ length: 50 }, () => countDownload(21, '2.0', headers, collector)))
    await expect(collector.flush()).rejects.toThrow('database down')
    expect(collector.pendingInMemory()).toBe(50)
    fail = false
    await collector.flush()
    await collector.flush()
    expect(collector.pendingInMemory()).toBe(0)
    expect(sum(await rows('download'))).toBe(50)
  })

  it('a clean shutdown writes what the process still holds', async () => {
    const collector = insightCollector()
    await Promise.all(Array.from({ length: 30 }, () => countDownload(31, '3.0', new Headers({ 'user-agent': CHROME }), collector)))
    expect(collector.pendingInMemory()).toBe(30)
    await flushInsightOnShutdown()
    expect(collector.pendingInMemory()).toBe(0)
    expect(sum(await rows('download'))).toBe(30)
  })

  it('puts counts on either side of midnight in Asia/Shanghai on their own days', async () => {
    const payload = await getPayloadClient()
    const collector = new InsightCollector({ sink: (counts) => addToRollups(counts, payload) })
    const view: View = { ok: true, kind: 'view', path: '/news', language: 'zh', referrer: '' }
    const headers = new Headers({ 'user-agent': CHROME })
    const before = Date.parse('2026-11-24T15:59:59.999Z')
    const after = Date.parse('2026-11-24T16:00:00.000Z')
    for (let i = 0; i < 3; i++) await collector.record(beaconEvent(view, headers, before))
    await collector.flush()
    for (let i = 0; i < 4; i++) await collector.record(beaconEvent(view, headers, after))
    await collector.record(beaconEvent(view, headers, before))
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
    expect(views.map((v) => [v.a, v.b, v.c, v.d, v.hits])).toEqual([['/en/download', 'en', 'bing.com', 'desktop', 1]])
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
        beacon({ t: 'p', m: 'video:1', q: 'start', language: 'en' }, { 'x-client-address': '198.51.100.99' }),
      ),
    )
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(5)
    expect(statuses.find((s) => s.status === 429)?.body.msg).toMatch(/Too many insight beacons/)
  })
})

describe('counted downloads and checksums', () => {
  it('the download URL counts per software and version, then redirects to the file', async () => {
    const id = ids.software.eicad
    const request = (ua = CHROME) => new Request(`http://localhost/download/file/${id}`, { headers: { 'user-agent': ua } })
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
    await insightCollector().flush()
    expect((await rows('download')).map((r) => [r.a, r.b, r.hits])).toEqual([[String(id), '5.2.0', 20]])
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
        sourcePage: '/product/3',
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
    expect(lead).toMatchObject({ sourcePage: '/product/3', referrerHost: 'baidu.com' })
    await insightCollector().flush()
    expect((await rows('lead')).map((r) => [r.a, r.b, r.hits])).toEqual([['/product/3', 'baidu.com', 1]])
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
    expect(report.topPages?.[0]?.path).toBe('/pc_index')
    expect(report.topReferrers?.map((r) => r.host)).toContain('baidu.com')
    expect(report.downloads?.[0]?.software).not.toMatch(/^#/)
    const play = report.plays![0]
    expect(play.title).not.toBe(play.target)
    expect(play.start).toBeGreaterThanOrEqual(play.complete)
    expect(report.leads?.length).toBeGreaterThan(0)
    const sales = await insightReport(payload, { from, to }, { traffic: false, leads: true })
    expect(sales.topPages).toBeUndefined()
    expect(sales.leads).toEqual(report.leads)
  })
})
