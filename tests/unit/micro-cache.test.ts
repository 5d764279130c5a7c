import { describe, expect, it } from 'vitest'

import { cacheKeyOf, MicroCache, ttlOf, withoutRscVary } from '@/server/micro-cache'

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'site.test', ...headers },
})
const uncached = ['/admin', '/api']

describe('cacheKeyOf', () => {
  it('keys GET and HEAD by encoding, host and URL', () => {
    expect(cacheKeyOf(req('/pc_index'), uncached)).toBe('identity site.test /pc_index')
    expect(cacheKeyOf(req('/pc_index', { 'accept-encoding': 'gzip, br' }), uncached)).toBe('gzip site.test /pc_index')
    expect(cacheKeyOf(req('/pc_index', {}, 'HEAD'), uncached)).toBe('identity site.test /pc_index')
    expect(cacheKeyOf(req('/pc_index', { host: 'other.test' }), uncached)).toBe('identity other.test /pc_index')
  })

  it('never keys writes, the admin, Payload REST, RSC requests, signed-in editors or previews', () => {
    expect(cacheKeyOf(req('/client/contact/submit', {}, 'POST'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/admin'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/admin/collections/news'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/news'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/apiary'), uncached)).not.toBeNull()
    expect(cacheKeyOf(req('/pc_index', { rsc: '1' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/pc_index?_rsc=abc'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/pc_index', { authorization: 'Bearer x' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/pc_index', { cookie: 'language=en; payload-token=abc' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/pc_index', { cookie: '__prerender_bypass=1' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/pc_index', { cookie: 'language=en' }), uncached)).not.toBeNull()
  })

  it('keys uploaded files under /api asked for anonymously, whole and without a query', () => {
    expect(cacheKeyOf(req('/api/media/file/a.webp'), uncached)).toBe('identity site.test /api/media/file/a.webp')
    expect(cacheKeyOf(req('/api/media/file/a.webp', {}, 'HEAD'), uncached)).toBe('identity site.test /api/media/file/a.webp')
    const underBase = cacheKeyOf(req('/site/api/media/file/a.webp'), ['/site/api'], { basePath: '/site' })
    expect(underBase).toBe('identity site.test /site/api/media/file/a.webp')
    expect(cacheKeyOf(req('/api/media/file/a.webp?prefix=x'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/media/file/a.webp', { range: 'bytes=0-99' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/media/file/a.webp', { cookie: 'payload-token=abc' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/media/file/a.webp', { authorization: 'JWT x' }), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/media/file/a.webp', {}, 'DELETE'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/media/a.webp'), uncached)).toBeNull()
    expect(cacheKeyOf(req('/api/media/filex/a.webp'), uncached)).toBeNull()
  })
})

describe('ttlOf', () => {
  it('honours s-maxage, or max-age when public, capped', () => {
    expect(ttlOf(200, { 'cache-control': 'public, max-age=0, s-maxage=5' }, 3)).toBe(3)
    expect(ttlOf(200, { 'cache-control': 's-maxage=2' }, 3)).toBe(2)
    expect(ttlOf(200, { 'cache-control': 'public, max-age=60' }, 3)).toBe(3)
    expect(ttlOf(200, { 'cache-control': 'max-age=60' }, 3)).toBe(0)
  })

  it('keeps nothing private, uncacheable, cookie-setting or not 200', () => {
    expect(ttlOf(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 3)).toBe(0)
    expect(ttlOf(200, { 'cache-control': 'no-store' }, 3)).toBe(0)
    expect(ttlOf(200, {}, 3)).toBe(0)
    expect(ttlOf(200, { 'cache-control': 's-maxage=5', 'set-cookie': 'a=b' }, 3)).toBe(0)
    expect(ttlOf(404, { 'cache-control': 's-maxage=5' }, 3)).toBe(0)
    expect(ttlOf(307, { 'cache-control': 's-maxage=5' }, 3)).toBe(0)
    expect(ttlOf(200, { 'cache-control': 's-maxage=5' }, 0)).toBe(0)
  })
})

describe('MicroCache', () => {
  const entry = (expires: number, size = 10) => ({ status: 200, headers: {}, body: Buffer.alloc(size), expires })

  it('answers entries until they expire', () => {
    const cache = new MicroCache()
    cache.set('a', entry(1000))
    expect(cache.get('a', 999)).toBeDefined()
    expect(cache.get('a', 1000)).toBeUndefined()
  })

  it('after expiry one request refreshes while the others get the last copy, for a while', () => {
    const cache = new MicroCache(10, 100, 10_000, 5_000)
    cache.set('a', entry(1000))
    expect(cache.get('a', 1500)).toBeUndefined() // this one goes to the application
    expect(cache.get('a', 1600)).toBeDefined() // the others are answered meanwhile
    expect(cache.get('a', 1700)).toBeDefined()
    // The refresh never came back (an error, an answer that may not be kept): another request tries.
    expect(cache.get('a', 6600)).toBeUndefined()
    expect(cache.get('a', 6700)).toBeDefined()
    // The refreshed answer replaces the entry.
    cache.set('a', { ...entry(20_000), status: 201 })
    expect(cache.get('a', 7000)?.status).toBe(201)
    // Long past its time an entry is gone, refresh or not.
    cache.set('b', entry(1000))
    expect(cache.get('b', 11_000)).toBeUndefined()
    expect(cache.get('b', 11_001)).toBeUndefined()
  })

  it('a purge drops stale copies too', () => {
    const cache = new MicroCache()
    cache.set('a', entry(1000))
    expect(cache.get('a', 1500)).toBeUndefined()
    cache.clear()
    expect(cache.get('a', 1600)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('does not keep an answer begun before a purge: it holds the content from before the publish', () => {
    const cache = new MicroCache()
    const begun = cache.generation
    cache.clear() // a publish while the answer was being made
    expect(cache.set('a', entry(5000), 0, begun)).toBe(false)
    expect(cache.get('a', 100)).toBeUndefined()
    // An answer begun after the purge is kept.
    expect(cache.set('a', entry(5000), 0, cache.generation)).toBe(true)
    expect(cache.get('a', 100)).toBeDefined()
  })

  it('drops the oldest entries past its size and refuses large bodies', () => {
    const cache = new MicroCache(2, 100)
    cache.set('a', entry(10_000))
    cache.set('b', entry(10_000))
    cache.set('c', entry(10_000))
    expect(cache.get('a', 0)).toBeUndefined()
    expect(cache.get('c', 0)).toBeDefined()
    expect(cache.set('big', entry(10_000, 101))).toBe(false)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})

describe('withoutRscVary', () => {
  it('keeps what a JSON answer varies on and drops the RSC request headers Next names', () => {
    expect(withoutRscVary('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding')).toBe(
      'Accept-Encoding',
    )
    expect(withoutRscVary(['RSC, Next-Router-Prefetch', 'Accept-Language'])).toBe('Accept-Language')
    expect(withoutRscVary('rsc, next-router-state-tree')).toBe('')
    expect(withoutRscVary(undefined)).toBe('')
    expect(withoutRscVary('Accept-Encoding, Origin')).toBe('Accept-Encoding, Origin')
  })
})

describe('cacheKeyOf: query parameters', () => {
  const key = (url: string, options = {}) => cacheKeyOf(req(url), uncached, options)

  it('keys a page that reads no query by its path alone, whatever the query', () => {
    expect(key('/pc_index?utm_source=a')).toBe('identity site.test /pc_index')
    expect(key('/pc_index?v=1&ref=x')).toBe(key('/pc_index'))
    expect(key('/en/airoad?x=1')).toBe('identity site.test /en/airoad')
    expect(key('/website/en/airoad?x=1', { basePath: '/website' })).toBe('identity site.test /website/en/airoad')
  })

  it('keys a query-routed page by the page its query names: order and extra parameters do not count', () => {
    const a = key('/newsDetail?type=information&id=12')
    expect(a).toBe('identity site.test /newsDetail?/newsDetail/12')
    expect(key('/newsDetail?id=12&type=information&utm_source=x')).toBe(a)
    expect(key('/newsDetail?id=abc&type=information')).toBe(key('/newsDetail?id=0012'))
    expect(key('/newsDetail?type=information&id=13')).not.toBe(a)
    expect(key('/en/newsDetail?type=information&id=12')).toBe('identity site.test /en/newsDetail?/newsDetail/12')
    expect(key('/information?class=company&type=information&pageNum=2&from=menu')).toBe(
      'identity site.test /information?/information/company/2',
    )
    expect(key('/information?class=company&type=information')).toBe('identity site.test /information?/information/company/1')
    expect(key('/information?class=bogus')).toBe(key('/information?class=other'))
    expect(key('/helpDocuments?soft=eicad&language=en&x=1')).toBe('identity site.test /helpDocuments?/helpDocuments/eicad/en')
    expect(key('/en/helpDocuments?soft=eicad')).toBe('identity site.test /en/helpDocuments?/helpDocuments/eicad/en')
    expect(key('/helpDocuments?soft=eicad')).toBe('identity site.test /helpDocuments?/helpDocuments/eicad/zh')
    // An internal path (a redirect to the public URL) never shares a key with the page.
    expect(key('/newsDetail/12')).not.toBe(a)
  })

  it('keeps no entry for queries that redirect, and the whole query for the public API and Next’s files', () => {
    expect(key('/newsDetail?type=information')).toBeNull()
    expect(key('/newsDetail/12?x=1')).toBeNull()
    expect(key('/client/banner/clientBannerList?language=en')).toBe('identity site.test /client/banner/clientBannerList?language=en')
    expect(key('/website/prod-api/client/banner/clientBannerList?language=en', { basePath: '/website', apiPrefix: '/prod-api' })).toBe(
      'identity site.test /website/prod-api/client/banner/clientBannerList?language=en',
    )
    expect(key('/_next/static/chunks/a.js?dpl=1')).toBe('identity site.test /_next/static/chunks/a.js?dpl=1')
    expect(key('/pc_index?_rsc=abc')).toBeNull()
  })
})

describe('MicroCache bounds', () => {
  const entry = (expires: number, size: number) => ({
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: Buffer.alloc(size),
    expires,
  })

  it('holds at most its bytes: the oldest entries go first', () => {
    const cache = new MicroCache(100, 1000, 10_000, 5_000, 3000)
    cache.set('a', entry(10_000, 900), 0)
    cache.set('b', entry(10_000, 900), 0)
    cache.set('c', entry(10_000, 900), 0)
    expect(cache.size).toBe(3)
    cache.set('d', entry(10_000, 900), 0)
    expect(cache.get('a', 0)).toBeUndefined()
    expect(cache.get('d', 0)).toBeDefined()
    expect(cache.bytes).toBeLessThanOrEqual(3000)
    expect(cache.bytes).toBeGreaterThan(3 * 900)
    cache.clear()
    expect(cache.bytes).toBe(0)
  })

  it('counts a replaced entry once', () => {
    const cache = new MicroCache(100, 1000, 10_000, 5_000, 3000)
    for (let i = 0; i < 10; i += 1) cache.set('a', entry(10_000, 900), 0)
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBeLessThan(1000)
  })

  it('drops entries past their time and grace without being asked for them', () => {
    const cache = new MicroCache(100, 1000, 10_000, 5_000, 1_000_000)
    cache.set('old-1', entry(1000, 100), 0)
    cache.set('old-2', entry(1000, 100), 0)
    cache.set('live', entry(30_000, 100), 0)
    // A store drops the dead entries at the front.
    cache.set('new', entry(40_000, 100), 11_000)
    expect(cache.size).toBe(2)
    // prune drops the rest.
    cache.prune(50_000)
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })
})
