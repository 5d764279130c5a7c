/**
 * First-party insight, the pure part (src/lib/insight.ts, src/lib/insight-beacon.ts): beacon validation, who is
 * not counted, device classes, referrer hosts, days in Asia/Shanghai, the beacon's size, and the privacy text.
 */
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { perLocale } from '@/i18n/locales'
import {
  deviceClassOf,
  eventOfKey,
  type InsightCatalogue,
  insightDay,
  isBot,
  isPrefetch,
  leadSourcePage,
  normaliseSearchQuery,
  optedOut,
  OTHER,
  pageTargetOf,
  parseBeacon,
  playTargetExists,
  referrerBucketOf,
  referrerHostOf,
  retentionCutoff,
  rollupKey,
} from '@/lib/insight'
import { insightBeaconScript } from '@/lib/insight-beacon'
import { PRIVACY } from '@/seed/demo/data/company'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

describe('beacon validation', () => {
  it('accepts a page view and a play milestone', () => {
    expect(parseBeacon({ t: 'v', p: '/en/product/1', language: 'en', r: 'www.baidu.com' })).toEqual({
      ok: true,
      kind: 'view',
      path: '/en/product/1',
      language: 'en',
      referrer: 'www.baidu.com',
    })
    expect(parseBeacon({ t: 'v', p: '/pc_index', language: 'zh' })).toMatchObject({ ok: true, referrer: '' })
    expect(parseBeacon({ t: 'p', m: 'album:12', q: 'q75', language: 'zh' })).toEqual({
      ok: true,
      kind: 'play',
      target: 'album:12',
      milestone: 'q75',
    })
  })

  it.each([
    [{}, 't'],
    [{ t: 'x' }, 't'],
    [{ t: 'v', language: 'zh' }, 'p'],
    [{ t: 'v', p: 'no-slash', language: 'zh' }, 'p'],
    [{ t: 'v', p: '//evil.example/x', language: 'zh' }, 'p'],
    [{ t: 'v', p: '/a#b', language: 'zh' }, 'p'],
    [{ t: 'v', p: '/\\evil.example', language: 'zh' }, 'p'],
    [{ t: 'v', p: '/<script>alert(1)</script> x', language: 'zh' }, 'p'],
    [{ t: 'v', p: `/${'a'.repeat(400)}`, language: 'zh' }, 'p'],
    [{ t: 'v', p: '/a', language: 'fr' }, 'language'],
    [{ t: 'v', p: '/a' }, 'language'],
    [{ t: 'v', p: '/a', language: 'zh', r: 5 }, 'r'],
    [{ t: 'v', p: '/a', language: 'zh', ip: '1.2.3.4' }, 'ip'],
    [{ t: 'p', m: 'album:0', q: 'start' }, 'm'],
    [{ t: 'p', m: 'page:1', q: 'start' }, 'm'],
    [{ t: 'p', m: 'video:3', q: 'q90' }, 'q'],
    [{ t: 'p', m: 'video:3' }, 'q'],
  ])('refuses %j (field %s)', (body, field) => {
    const parsed = parseBeacon(body)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.problem.field).toBe(field)
  })
})

describe('who is not counted', () => {
  it('knows crawlers, headless browsers and scripts', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32',
      '',
    ]) {
      expect(isBot(ua), ua).toBe(true)
    }
    for (const ua of [CHROME, IPHONE, IPAD]) expect(isBot(ua), ua).toBe(false)
  })

  it('honours DNT and Sec-GPC, and skips prefetches', () => {
    expect(optedOut(new Headers({ dnt: '1' }))).toBe(true)
    expect(optedOut(new Headers({ 'sec-gpc': '1' }))).toBe(true)
    expect(optedOut(new Headers({ dnt: '0' }))).toBe(false)
    expect(optedOut(new Headers())).toBe(false)
    expect(isPrefetch(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true)
    expect(isPrefetch(new Headers({ purpose: 'prefetch' }))).toBe(true)
    expect(isPrefetch(new Headers())).toBe(false)
  })
})

describe('what is kept of a visit', () => {
  it('device classes', () => {
    expect(deviceClassOf(CHROME)).toBe('desktop')
    expect(deviceClassOf(IPHONE)).toBe('mobile')
    expect(deviceClassOf(IPAD)).toBe('tablet')
    expect(deviceClassOf(ANDROID_TABLET)).toBe('tablet')
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe('mobile')
  })

  it('the referrer host only, never this site, never a path', () => {
    expect(referrerHostOf('https://www.baidu.com/s?wd=%E9%81%93%E8%B7%AF')).toBe('baidu.com')
    expect(referrerHostOf('cn.bing.com')).toBe('cn.bing.com')
    expect(referrerHostOf('https://example.com/x', 'example.com')).toBe('')
    expect(referrerHostOf('https://www.example.com/x', 'example.com:443')).toBe('')
    expect(referrerHostOf('javascript:alert(1)')).toBe('')
    expect(referrerHostOf('android-app://com.tencent.mm/')).toBe('')
    expect(referrerHostOf('')).toBe('')
  })

  it('the lead source page: the page read before, else the form page, on this site only', () => {
    expect(leadSourcePage('/en/product/3', 'https://example.com/en/contact', 'example.com')).toBe('/en/product/3')
    expect(leadSourcePage(undefined, 'https://example.com/contact?x=1', 'example.com')).toBe('/contact?x=1')
    expect(leadSourcePage('https://evil.example/', 'https://other.example/contact', 'example.com')).toBe('')
    expect(leadSourcePage(undefined, null, 'example.com')).toBe('')
  })

  it('counts belong to the calendar day in Asia/Shanghai', () => {
    expect(insightDay(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24')
    expect(insightDay(new Date('2026-11-24T16:00:00.000Z'))).toBe('2026-11-25')
    expect(insightDay(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01')
  })

  it('rollup keys round-trip', () => {
    const event = { kind: 'view' as const, day: '2026-11-25', a: '/en/news/1', b: 'en', c: 'baidu.com', d: 'mobile' }
    expect(eventOfKey(rollupKey(event))).toEqual(event)
    expect(eventOfKey('nonsense')).toBeNull()
  })
})

describe('the beacon script', () => {
  const script = insightBeaconScript('/client/insight/beacon', '')

  it('is valid JavaScript and under 1 KB gzipped', () => {
    expect(() => new Function(script)).not.toThrow()
    const gzipped = zlib.gzipSync(script, { level: 9 }).length
    console.log(`insight beacon: ${script.length} B, ${gzipped} B gzipped`)
    expect(gzipped).toBeLessThan(1024)
  })

  it('uses no cookie or storage and honours DNT/GPC/automation before anything else', () => {
    expect(script).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/)
    expect(script.indexOf('doNotTrack')).toBeLessThan(script.indexOf('sendBeacon(U'))
    expect(script).toContain('globalPrivacyControl')
    expect(script).toContain('webdriver')
  })

  it('sends only a view after load, with the host of the referrer, and play milestones', () => {
    const sent: unknown[] = []
    const listeners: Record<string, Array<(e?: unknown) => void>> = {}
    const on = (type: string, fn: (e?: unknown) => void) => ((listeners[type] ??= []).push(fn), undefined)
    const win = { addEventListener: on, requestIdleCallback: (fn: () => void) => fn() } as Record<string, unknown>
    const doc = { referrer: 'https://www.baidu.com/s?wd=secret', readyState: 'loading', visibilityState: 'visible', addEventListener: on }
    const nav = { sendBeacon: (url: string, body: string) => (sent.push([url, JSON.parse(body)]), true) }
    const history = { pushState: () => {} }
    const location = { pathname: '/en/product/2', search: '' }
    new Function('window', 'document', 'navigator', 'history', 'location', 'setTimeout', script)(
      win,
      doc,
      nav,
      history,
      location,
      (fn: () => void) => fn(),
    )
    expect(sent).toEqual([])
    listeners.load[0]()
    expect(sent).toEqual([['/client/insight/beacon', { t: 'v', p: '/en/product/2', r: 'www.baidu.com', language: 'en' }]])
    const video = { dataset: { insight: 'album:7' }, currentTime: 0, duration: 100 }
    listeners.playing[0]({ target: video })
    video.currentTime = 60
    listeners.timeupdate[0]({ target: video })
    listeners.timeupdate[0]({ target: video })
    listeners.ended[0]({ target: video })
    expect(sent.slice(1).map((s) => (s as [string, { q: string }])[1].q)).toEqual(['start', 'q25', 'q50', 'complete'])
    // An app navigation: one more view, without the referrer.
    location.pathname = '/en/newsDetail'
    location.search = '?type=information&id=12'
    history.pushState()
    expect(sent.at(-1)).toEqual(['/client/insight/beacon', { t: 'v', p: '/en/newsDetail?type=information&id=12', r: '', language: 'en' }])
    expect((win.__insight as { from: string }).from).toBe('/en/product/2')
    // Another article is another page (the id is in the query).
    location.search = '?type=information&id=13'
    history.pushState()
    expect(sent.at(-1)).toEqual(['/client/insight/beacon', { t: 'v', p: '/en/newsDetail?type=information&id=13', r: '', language: 'en' }])
  })

  it('sends nothing with Do Not Track', () => {
    let sent = 0
    const nav = { doNotTrack: '1', sendBeacon: () => ((sent += 1), true) }
    const doc = { referrer: '', readyState: 'complete', visibilityState: 'visible', addEventListener: () => {} }
    new Function('window', 'document', 'navigator', script)({ addEventListener: () => {} }, doc, nav)
    expect(sent).toBe(0)
  })
})

describe('the privacy page', () => {
  it('says what insight collects, in both languages', () => {
    const zh = PRIVACY.body.zh.join('\n')
    const en = PRIVACY.body.en.join('\n')
    expect(zh).toContain('## 访问统计')
    for (const word of ['Cookie', 'IP 地址', 'DNT', 'GPC', '来源网站的域名', '设备类型', '25%', '单向散列值', '搜索词', '25 个月']) {
      expect(zh).toContain(word)
    }
    expect(en).toContain('## Visit statistics')
    for (const word of [
      'no cookies',
      'IP address',
      'Do Not Track',
      'Global Privacy Control',
      'domain of the referring site',
      'device class',
      '25 %',
      'one-way hash',
      'never who searched',
      '25 months',
    ])
      expect(en).toContain(word)
  })
})

describe('only real things are counted', () => {
  const empty = { news: [], videos: [], albums: [], software: [], updateLogs: [], helpDocuments: {}, pages: {} }
  // Any other language of the table has nothing of its own.
  const catalogue: InsightCatalogue = {
    ...perLocale(() => empty),
    zh: {
      news: [12, 13],
      videos: [3],
      albums: [4],
      software: [7],
      updateLogs: [21],
      helpDocuments: { eicad: 31 },
      pages: { airoad: 41, 'news/eicad1': 42, 'news/airoad1': 43 },
    },
    en: { ...empty, news: [12], helpDocuments: { eicad: 32 }, pages: { airoad: 41 } },
  }
  const target = (address: string, basePath = '') => pageTargetOf(address, catalogue, basePath)

  it('counts each document under its own row, whatever address and language it was read under', () => {
    expect(target('/newsDetail?type=information&id=12')).toEqual({ target: 'news:12', language: 'zh' })
    expect(target('/newsDetail?id=13')).toEqual({ target: 'news:13', language: 'zh' })
    expect(target('/en/newsDetail?type=information&id=12')).toEqual({ target: 'news:12', language: 'en' })
    expect(target('/videoDetail?id=3')).toEqual({ target: 'videos:3', language: 'zh' })
    expect(target('/zxyhdVideoDetail?type=information&id=3')?.target).toBe('videos:3')
    expect(target('/demonstrationTeaching?id=4')?.target).toBe('teaching-albums:4')
    expect(target('/updateLog?softwareId=7')?.target).toBe('software:7')
    expect(target('/updateLogDetail?id=21')?.target).toBe('update-logs:21')
    expect(target('/helpDocuments?soft=eicad&language=zh')?.target).toBe('help-documents:31')
    expect(target('/en/helpDocuments?soft=eicad&language=en')).toEqual({ target: 'help-documents:32', language: 'en' })
    expect(target('/airoad')?.target).toBe('pages:41')
    expect(target('/news/eicad1')?.target).toBe('pages:42')
    expect(target('/airoad1')?.target).toBe('pages:43')
    expect(target('/site/en/airoad', '/site')).toEqual({ target: 'pages:41', language: 'en' })
  })

  it('counts the fixed pages by path, lists by class, and no page number or search words', () => {
    expect(target('/pc_index')).toEqual({ target: '/pc_index', language: 'zh' })
    expect(target('/en/download')).toEqual({ target: '/download', language: 'en' })
    expect(target('/contact')).toEqual({ target: '/contact', language: 'zh' })
    expect(target('/en/contact?product=eicad&kind=demo')).toEqual({ target: '/contact', language: 'en' })
    expect(target('/information?class=company&type=information&pageNum=7')?.target).toBe('/information?class=company')
    expect(target('/information')?.target).toBe('/information?class=-1')
    expect(target('/search?q=anything%20at%20all')?.target).toBe('/search')
    expect(target('/updateLog')?.target).toBe('/updateLog')
    expect(target('/videoDetail')?.target).toBe('/videoDetail')
  })

  it.each([
    '/admin',
    '/api/users',
    '/does-not-exist',
    '/%3Cscript%3E',
    '/newsDetail?id=99',
    '/newsDetail?id=abc',
    '/newsDetail/12',
    '/newsDetail',
    '/en/newsDetail?id=13',
    '/en/videoDetail',
    '/information?class=nope',
    '/updateLog?softwareId=8',
    '/helpDocuments?soft=airoad&language=zh',
    '/en/news/eicad1',
    '/',
    '/pc_index',
  ])('refuses %s (not a page the site answers with 200)', (address) => {
    expect(target(address, address === '/pc_index' ? '/site' : '')).toBeNull()
  })

  it('plays count for albums and videos that exist only', () => {
    expect(playTargetExists('album:4', catalogue)).toBe(true)
    expect(playTargetExists('video:3', catalogue)).toBe(true)
    expect(playTargetExists('album:5', catalogue)).toBe(false)
    expect(playTargetExists('video:4', catalogue)).toBe(false)
  })

  it('referrers are a known site, or "other"', () => {
    expect(referrerBucketOf('')).toBe('')
    expect(referrerBucketOf('baidu.com')).toBe('baidu.com')
    expect(referrerBucketOf('m.baidu.com')).toBe('baidu.com')
    expect(referrerBucketOf('cn.bing.com')).toBe('bing.com')
    expect(referrerBucketOf('weixin.qq.com')).toBe('weixin.qq.com')
    expect(referrerBucketOf('mail.qq.com')).toBe('qq.com')
    expect(referrerBucketOf('notbaidu.com')).toBe(OTHER)
    expect(referrerBucketOf('forged-1234.example')).toBe(OTHER)
    expect(referrerBucketOf('partner.example')).toBe(OTHER)
    expect(referrerBucketOf('shop.partner.example', ['partner.example'])).toBe('partner.example')
  })

  it('search queries are normalised: case, full width, spaces', () => {
    expect(normaliseSearchQuery('  EICAD   安装 ')).toBe('eicad 安装')
    expect(normaliseSearchQuery('ＥＩＣＡＤ\u3000５')).toBe('eicad 5')
    expect(normaliseSearchQuery('Road\tDesign')).toBe('road design')
    expect(normaliseSearchQuery('   ')).toBe('')
    expect([...normaliseSearchQuery('长'.repeat(200))]).toHaveLength(64)
  })

  it('what a visitor typed is kept as plain words: no directional override, zero-width or control character', () => {
    expect(normaliseSearchQuery('\u202eEICAD\u202c 报价')).toBe('eicad 报价')
    expect(normaliseSearchQuery('ai\u200broad\u2066x\u2069')).toBe('airoadx')
    expect(normaliseSearchQuery('a\u0000b\u0085c\u001bd')).toBe('a b c d')
  })

  it('the retention cutoff is the first of a month, across years', () => {
    expect(retentionCutoff('2026-11-27', 25)).toBe('2024-10-01')
    expect(retentionCutoff('2026-01-01', 1)).toBe('2025-12-01')
    expect(retentionCutoff('2025-12-31', -1)).toBe('2026-01-01')
    expect(eventOfKey(rollupKey({ kind: 'view', day: '2024-02', a: 'news:1', b: 'zh', c: '', d: '' }))?.day).toBe('2024-02')
  })
})
