import { describe, expect, it } from 'vitest'

import { cacheKeyOf, MicroCache, ttlOf, withoutRscVary } from '@/lib/micro-cache'

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
    expect(withoutRscVary('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding')).toBe('Accept-Encoding')
    expect(withoutRscVary(['RSC, Next-Router-Prefetch', 'Accept-Language'])).toBe('Accept-Language')
    expect(withoutRscVary('rsc, next-router-state-tree')).toBe('')
    expect(withoutRscVary(undefined)).toBe('')
    expect(withoutRscVary('Accept-Encoding, Origin')).toBe('Accept-Encoding, Origin')
  })
})
