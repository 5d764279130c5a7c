/**
 * The 404 log's pure part (src/lib/not-found.ts) and its counting in the server (src/server/not-found-log.ts): which
 * address and language a 404 counts under, who asked, where from (host only), which addresses are probes, how a flush
 * adds to a row (30 days, top 10 hosts), the nearest addresses, and the tally that holds a bounded number of addresses,
 * keeps what the application did not take, and sends no visitor address.
 */
import { describe, expect, it } from 'vitest'

import { beijingDay } from '@/lib/beijing-time'
import {
  agentClass,
  closestPaths,
  editDistance,
  isProbePath,
  mergeTallies,
  notFoundAddress,
  type NotFoundTally,
  pathWords,
  referrerHost,
} from '@/lib/not-found'
import { NotFoundLog } from '@/server/not-found-log'

describe('what a 404 counts under', () => {
  it('the path without base path, query or fragment, decoded, slashes tidied, with its language', () => {
    expect(notFoundAddress('/site/en/old-page/?utm_source=x#top', '/site')).toEqual({ path: '/en/old-page', locale: 'en' })
    expect(notFoundAddress('/%E4%BA%A7%E5%93%81//airoad', '')).toEqual({ path: '/产品/airoad', locale: 'zh' })
    expect(notFoundAddress('/bad%E4', '')).toEqual({ path: '/bad%E4', locale: 'zh' })
    expect(notFoundAddress(`/${'x'.repeat(400)}`)?.path).toHaveLength(300)
  })

  it('not the APIs, the admin or Next files', () => {
    for (const url of ['/api/news/9', '/admin/x', '/_next/static/a.js', '/client/message/x', '/internal-redirects', '/healthz']) {
      expect(notFoundAddress(url), url).toBeNull()
    }
  })

  it('who asked: a browser, a search engine, another bot', () => {
    expect(agentClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe('browser')
    expect(agentClass('Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)')).toBe('searchBot')
    expect(agentClass('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe('searchBot')
    expect(agentClass('Sogou web spider/4.0')).toBe('searchBot')
    expect(agentClass('python-requests/2.31')).toBe('otherBot')
    expect(agentClass('curl/8.5.0')).toBe('otherBot')
    expect(agentClass('')).toBe('otherBot')
    expect(agentClass(undefined)).toBe('otherBot')
  })

  it('probes are noise, addresses people mistype are not', () => {
    for (const probe of [
      '/wp-login.php',
      '/wp-admin/',
      '/.env',
      '/.git/config',
      '/xmlrpc.php',
      '/phpmyadmin/index',
      '/cgi-bin/x',
      '/a/b.asp',
    ]) {
      expect(isProbePath(probe), probe).toBe(true)
    }
    for (const mistyped of ['/airaod', '/en/prodcuts', '/newsDetail', '/产品', '/.well-known/security.txt']) {
      expect(isProbePath(mistyped), mistyped).toBe(false)
    }
  })

  it('the referring host only', () => {
    expect(referrerHost('https://mp.weixin.qq.com/s/AbC?x=1')).toBe('mp.weixin.qq.com')
    expect(referrerHost('android-app://com.tencent.mm')).toBeNull()
    expect(referrerHost('not a url')).toBeNull()
    expect(referrerHost(undefined)).toBeNull()
  })
})

const tally = (over: Partial<NotFoundTally>): NotFoundTally => ({
  path: '/old',
  locale: 'zh',
  count: 1,
  days: {},
  firstSeen: '2026-12-01T00:00:00.000Z',
  lastSeen: '2026-12-01T00:00:00.000Z',
  referrers: {},
  agents: { browser: 1, searchBot: 0, otherBot: 0 },
  ...over,
})

describe('a flush added to a row', () => {
  it('sums counts, keeps the first and last seen, 30 days and the top 10 hosts', () => {
    const referrers = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`h${i}.example`, i + 1]))
    const stored = tally({
      count: 5,
      days: { '2026-10-01': 2, '2026-11-20': 3 },
      referrers,
      firstSeen: '2026-10-01T01:00:00.000Z',
      lastSeen: '2026-11-20T01:00:00.000Z',
      agents: { browser: 4, searchBot: 1, otherBot: 0 },
    })
    const fresh = tally({
      count: 2,
      days: { '2026-12-07': 2 },
      referrers: { 'h0.example': 20 },
      firstSeen: '2026-12-07T01:00:00.000Z',
      lastSeen: '2026-12-07T02:00:00.000Z',
      agents: { browser: 1, searchBot: 0, otherBot: 1 },
    })
    const merged = mergeTallies(stored, fresh, '2026-12-07')
    expect(merged.count).toBe(7)
    expect(merged.days).toEqual({ '2026-11-20': 3, '2026-12-07': 2 })
    expect(merged.firstSeen).toBe('2026-10-01T01:00:00.000Z')
    expect(merged.lastSeen).toBe('2026-12-07T02:00:00.000Z')
    expect(Object.keys(merged.referrers)).toHaveLength(10)
    expect(merged.referrers['h0.example']).toBe(21)
    expect(merged.referrers['h1.example']).toBeUndefined()
    expect(merged.agents).toEqual({ browser: 5, searchBot: 1, otherBot: 1 })
  })

  it('days are Beijing days', () => {
    expect(beijingDay(Date.parse('2026-12-06T16:30:00Z'))).toBe('2026-12-07')
    expect(beijingDay(Date.parse('2026-12-06T15:59:00Z'))).toBe('2026-12-06')
  })
})

describe('the nearest addresses', () => {
  it('by spelling, nearest first', () => {
    expect(editDistance('airaod', 'airoad')).toBe(2)
    expect(closestPaths('/airaod', ['/contact', '/airoad', '/eicad', '/download'], 2)).toEqual(['/airoad', '/eicad'])
    expect(closestPaths('/en/prodcuts', ['/en/products', '/en/cases', '/products'], 1)).toEqual(['/en/products'])
  })

  it("an address's words, to search titles with", () => {
    expect(pathWords('/products/airaod-v2.html')).toBe('products airaod v2')
    expect(pathWords('/产品/道路设计')).toBe('产品 道路设计')
  })
})

describe("the server's tally", () => {
  const sent: unknown[] = []
  const accepting = (status: number) =>
    (async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(null, { status })
    }) as unknown as typeof fetch

  it('counts each address once per language, with agents, days and hosts, and no visitor address', async () => {
    const log = new NotFoundLog({ url: 'http://x/internal-not-found', token: 't', basePath: '', fetchImpl: accepting(204) })
    const now = Date.parse('2026-12-07T02:00:00Z')
    log.count('/airaod?x=1', 'Mozilla/5.0 Chrome/130', 'https://www.baidu.com/s?wd=airoad', now)
    log.count('/airaod', 'Baiduspider', undefined, now + 1000)
    log.count('/en/airaod', 'curl/8', undefined, now)
    log.count('/api/x', 'curl/8', undefined, now)
    sent.length = 0
    expect(await log.flush()).toEqual({ addresses: 2, dropped: 0 })
    const [{ tallies }] = sent as [{ tallies: NotFoundTally[] }]
    const zh = tallies.find((t) => t.locale === 'zh')!
    expect(zh).toMatchObject({
      path: '/airaod',
      count: 2,
      days: { '2026-12-07': 2 },
      referrers: { 'www.baidu.com': 1 },
      agents: { browser: 1, searchBot: 1, otherBot: 0 },
    })
    expect(JSON.stringify(sent)).not.toMatch(/\d+\.\d+\.\d+\.\d+/)
    expect(await log.flush()).toEqual({ addresses: 0, dropped: 0 })
  })

  it('holds at most 2,000 addresses between flushes, counting the rest as dropped', async () => {
    const log = new NotFoundLog({ url: 'http://x', token: 't', basePath: '', fetchImpl: accepting(204) })
    for (let i = 0; i < 2500; i += 1) log.count(`/made-up-${i}`, 'curl/8', undefined, Date.now())
    log.count('/made-up-1', 'curl/8', undefined, Date.now())
    expect(await log.flush()).toEqual({ addresses: 2000, dropped: 500 })
  })

  it('keeps what the application did not take, added to what came since', async () => {
    let status = 503
    const bodies: Array<{ tallies: NotFoundTally[] }> = []
    const log = new NotFoundLog({
      url: 'http://x',
      token: 't',
      basePath: '',
      fetchImpl: (async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)))
        return new Response(null, { status })
      }) as unknown as typeof fetch,
    })
    log.count('/gone', 'Mozilla/5.0 Chrome', undefined, Date.now())
    await expect(log.flush()).rejects.toThrow(/503/)
    log.count('/gone', 'Mozilla/5.0 Chrome', undefined, Date.now())
    status = 204
    await log.flush()
    expect(bodies.at(-1)!.tallies).toEqual([expect.objectContaining({ path: '/gone', count: 2 })])
  })
})
