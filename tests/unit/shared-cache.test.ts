/**
 * The shared Next cache store (src/cache/shared-store.ts) against the real Redis at REDIS_URL (default
 * 127.0.0.1:6379, a key prefix of its own, removed afterwards): two stores stand for two instances. Skipped,
 * with a message, when no Redis answers. The serializer and the tag extraction are tested without Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deserialize, serialize } from '@/cache/serialize'
import { SharedStore } from '@/cache/shared-store'

import { connectRedis } from '../../scripts/lib/processes'

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `site-unit-${process.pid}-${Date.now().toString(36)}:`

const client = await connectRedis(url)
if (!client) console.warn(`Redis is NOT reachable at ${url}: the shared cache tests are SKIPPED (set TEST_REDIS_URL to run them).`)

describe('cache value serialization', () => {
  it('keeps bytes, maps and nested values', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>页面</p>',
      rscData: Buffer.from([0, 255, 254, 10]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'a,b' },
      status: 200,
      postponed: undefined,
    }
    const back = deserialize<typeof value>(serialize(value))
    expect(back.html).toBe(value.html)
    expect(Buffer.isBuffer(back.rscData)).toBe(true)
    expect([...back.rscData]).toEqual([0, 255, 254, 10])
    expect(back.segmentData).toBeInstanceOf(Map)
    expect(back.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(back.headers).toEqual(value.headers)
    expect('postponed' in back).toBe(false)
  })
})

describe.skipIf(!client)('shared store in Redis (two instances)', () => {
  const expired: string[][] = []
  const make = (ready = true) =>
    new SharedStore({ client: () => (ready ? client : null), prefix, buildId: 'b1', onExpired: (tags) => expired.push(tags) })
  const a = make()
  const b = make()

  beforeAll(() => {
    expect(client?.status).toBe('ready')
  })

  afterAll(async () => {
    if (!client) return
    const keys = await client.keys(`${prefix}*`)
    if (keys.length) await client.del(...keys)
    client.disconnect()
  })

  it('serves on one instance what the other stored', async () => {
    await a.set('k1', { value: { kind: 'FETCH', data: { body: '"x"' } }, lastModified: Date.now(), tags: ['news'] })
    const hit = await b.get<{ kind: string }>('k1')
    expect(hit?.value).toEqual({ kind: 'FETCH', data: { body: '"x"' } })
    expect(hit?.tags).toEqual(['news'])
    expect(await b.get('missing')).toBeNull()
  })

  it('a tag expired on one instance makes the entry stale on the other, and tells everyone', async () => {
    const made = Date.now() - 10
    await a.set('k2', { value: 1, lastModified: made, tags: ['news', 'media'] })
    await b.set('k3', { value: 2, lastModified: made, tags: ['banners'] })
    await a.expireTags(['media'])
    expect(await b.get('k2')).toBeNull()
    expect((await b.get('k3'))?.value).toBe(2)
    expect(expired.at(-1)).toEqual(['media'])
    // An entry made after the invalidation is fresh again.
    await b.set('k2', { value: 3, lastModified: Date.now() + 5, tags: ['news', 'media'] })
    expect((await a.get('k2'))?.value).toBe(3)
  })

  it('checks the soft tags a read brings along', async () => {
    await a.set('k4', { value: 4, lastModified: Date.now() - 10, tags: [] })
    expect((await b.get('k4', ['_N_T_/pc_index']))?.value).toBe(4)
    await b.expireTags(['_N_T_/pc_index'])
    expect(await a.get('k4', ['_N_T_/pc_index'])).toBeNull()
  })

  it('an entry replaced by an answer that is not kept (a 404) is gone on every instance; entries live a day at most', async () => {
    await a.set('k9', { value: 9, lastModified: Date.now(), tags: [] })
    expect((await b.get('k9'))?.value).toBe(9)
    await b.delete('k9')
    expect(await a.get('k9')).toBeNull()
    const capped = new SharedStore({ client: () => client, prefix, buildId: 'b1', maxTtlSeconds: 24 * 3600 })
    await capped.set('k10', { value: 10, lastModified: Date.now(), tags: [] }, 365 * 24 * 3600)
    expect(await client!.ttl(`${prefix}next:b1:k10`)).toBeLessThanOrEqual(24 * 3600)
  })

  it('keys entries by build: another build does not see them', async () => {
    const other = new SharedStore({ client: () => client, prefix, buildId: 'b2' })
    await a.set('k5', { value: 5, lastModified: Date.now(), tags: [] })
    expect(await other.get('k5')).toBeNull()
  })

  it('without Redis: a short-lived local cache, local invalidations, written to Redis when it is back', async () => {
    let up = false
    const c = new SharedStore({ client: () => (up ? client : null), prefix, buildId: 'b1', fallbackTtlMs: 200 })
    await c.set('k6', { value: 6, lastModified: Date.now() - 10, tags: ['videos'] })
    expect((await c.get('k6'))?.value).toBe(6)
    await c.expireTags(['videos'])
    expect(await c.get('k6')).toBeNull()
    expect(c.pendingCount).toBe(1)
    await c.set('k7', { value: 7, lastModified: Date.now(), tags: [] })
    await new Promise((r) => setTimeout(r, 250))
    expect(await c.get('k7')).toBeNull()

    // Another instance stored an entry under the tag while this one could not reach Redis.
    await a.set('k8', { value: 8, lastModified: Date.now() - 10, tags: ['videos'] })
    expect((await a.get('k8'))?.value).toBe(8)
    up = true
    await c.flushPending()
    expect(c.pendingCount).toBe(0)
    expect(await a.get('k8')).toBeNull()
  })

  it('when Redis is back without an entry (restarted empty), the one kept meanwhile is served and written back', async () => {
    let up = false
    const c = new SharedStore({ client: () => (up ? client : null), prefix, buildId: 'b1' })
    await c.set('back-1', { value: 9, lastModified: Date.now() - 10, tags: ['downloads'] }, 60)
    await c.set('back-2', { value: 10, lastModified: Date.now() - 10, tags: ['pages'] })
    // Another instance's publish reached Redis meanwhile: k10 is out of date, k9 is not.
    await a.expireTags(['pages'])
    up = true
    expect((await c.get('back-1'))?.value).toBe(9)
    expect((await a.get('back-1'))?.value).toBe(9)
    expect(await client!.ttl(`${prefix}next:b1:back-1`)).toBeLessThanOrEqual(60)
    expect(await c.get('back-2')).toBeNull()
    expect(await a.get('back-2')).toBeNull()
  })

  it('keeps an entry of the fallback 30 s by default, not a few seconds', async () => {
    const c = new SharedStore({ client: () => null, prefix, buildId: 'b1' })
    const t0 = Date.now()
    await c.set('fallback-life', { value: 11, lastModified: t0 - 10, tags: [] })
    expect((await c.get('fallback-life', [], t0 + 20_000))?.value).toBe(11)
    expect(await c.get('fallback-life', [], t0 + 31_000)).toBeNull()
  })
})
