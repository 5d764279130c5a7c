/**
 * The page cache of one instance (src/cache/memory-store.ts) and what Next's cache handler keeps
 * (src/cache/cache-policy.ts): 404s and reads that found nothing are never stored, and whatever is stored stays
 * within its bound in bytes.
 */
import { describe, expect, it } from 'vitest'

import { refusalOf, sizeOf } from '@/cache/cache-policy'
import { BoundedLru, MemoryStore } from '@/cache/memory-store'

const page = (status: number | undefined, html = '<p>x</p>', tags = 'news') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status,
})
const read = (result: unknown, tags = ['news']) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' },
  tags,
  revalidate: false,
})

describe('what the page cache keeps', () => {
  it('refuses answers of status 400 and more, reads that found nothing and empty values', () => {
    expect(refusalOf(page(404))).toBe('status 404')
    expect(refusalOf(page(500))).toBe('status 500')
    expect(refusalOf({ kind: 'APP_ROUTE', body: Buffer.from(''), status: 404 })).toBe('status 404')
    expect(refusalOf(read(null))).toBe('nothing found')
    expect(refusalOf(read(undefined))).toBe('nothing found')
    expect(refusalOf(null)).toBe('empty')
  })

  it('keeps pages, redirects and reads that found something (an empty list too)', () => {
    expect(refusalOf(page(200))).toBeNull()
    expect(refusalOf(page(undefined))).toBeNull()
    expect(refusalOf(page(307))).toBeNull()
    expect(refusalOf(read({ id: 1 }))).toBeNull()
    expect(refusalOf(read({ rows: [], total: 0 }))).toBeNull()
  })

  it('counts the bytes of every payload of an entry', () => {
    const small = sizeOf('/k', page(200, 'a'))
    const large = sizeOf('/k', page(200, 'a'.repeat(100_000)))
    expect(large - small).toBe(99_999)
    expect(sizeOf('/k', page(200, '中'))).toBe(small + 2)
  })
})

describe('BoundedLru', () => {
  it('never holds more bytes than its bound, dropping the least recently used', () => {
    const lru = new BoundedLru<string>(1000)
    for (let i = 0; i < 100; i += 1) lru.set(`k${i}`, `v${i}`, 100)
    expect(lru.bytes).toBe(1000)
    expect(lru.size).toBe(10)
    expect(lru.get('k89')).toBeUndefined()
    expect(lru.get('k90')).toBe('v90')
    // k90 was used last: k91 goes first.
    lru.set('new', 'n', 100)
    expect(lru.get('k91')).toBeUndefined()
    expect(lru.get('k90')).toBe('v90')
  })

  it('refuses an entry larger than the bound and keeps the count right on replace and delete', () => {
    const lru = new BoundedLru<string>(1000)
    expect(lru.set('huge', 'x', 1001)).toBe(false)
    expect(lru.size).toBe(0)
    lru.set('a', 'x', 300)
    lru.set('a', 'y', 400)
    expect(lru.bytes).toBe(400)
    lru.delete('a')
    lru.delete('a')
    expect(lru.bytes).toBe(0)
  })
})

describe('MemoryStore', () => {
  it('answers an entry until a tag of it (or a tag the reader names) is invalidated after it was made', () => {
    const store = new MemoryStore({ pageBytes: 1_000_000, dataBytes: 1_000_000 })
    store.set('/p', { value: page(200), lastModified: 1000, tags: ['news'] })
    store.set('d', { value: read({ id: 1 }), lastModified: 1000, tags: ['news'] })
    expect(store.get('/p', false)?.value).toMatchObject({ kind: 'APP_PAGE' })
    expect(store.get('/p', true)).toBeNull() // pages and reads are apart
    store.expireTags(['videos'], 2000)
    expect(store.get('/p', false)).not.toBeNull()
    expect(store.get('d', true, ['videos'])).toBeNull()
    store.set('d', { value: read({ id: 1 }), lastModified: 1000, tags: ['news'] })
    store.expireTags(['news'], 900) // before the entry was made
    expect(store.get('/p', false)).not.toBeNull()
    store.expireTags(['news'], 2000)
    expect(store.get('/p', false)).toBeNull()
    expect(store.get('d', true)).toBeNull()
  })

  it('keeps rendered pages and reads within their own bounds: a flood of reads leaves the pages', () => {
    const store = new MemoryStore({ pageBytes: 200_000, dataBytes: 50_000 })
    store.set('/page', { value: page(200, 'p'.repeat(50_000)), lastModified: 1, tags: [] })
    for (let i = 0; i < 10_000; i += 1) store.set(`read-${i}`, { value: read({ i }), lastModified: 1, tags: [] })
    expect(store.data.bytes).toBeLessThanOrEqual(50_000)
    expect(store.get('/page', false)).not.toBeNull()
    for (let i = 0; i < 1000; i += 1) store.set(`/p${i}`, { value: page(200, 'p'.repeat(10_000)), lastModified: 1, tags: [] })
    expect(store.pages.bytes).toBeLessThanOrEqual(200_000)
    expect(store.pages.size).toBeLessThan(20)
  })
})
