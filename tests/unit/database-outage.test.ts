import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { leadSpoolFiles, pendingLeads, replaySpool, type SpooledLead, spoolLead } from '@/content/lead-spool'
import { DatabaseState, isDatabaseUnavailable, localeOfPath, unavailableAnswer } from '@/lib/database-outage'
import { MicroCache } from '@/server/micro-cache'

describe('isDatabaseUnavailable', () => {
  it('knows a refused, lost or shut-down connection, also wrapped as a cause', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('the database system is starting up'))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error(''), { code: 'ECONNREFUSED' })]))).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})

describe('unavailableAnswer', () => {
  it('is the API envelope in the caller language with Retry-After', () => {
    const en = unavailableAnswer('/client/banner/clientBannerList?language=en', { api: true })
    expect(en.status).toBe(503)
    expect(en.headers['retry-after']).toMatch(/^\d+$/)
    expect(JSON.parse(en.body)).toEqual({ code: 503, msg: expect.stringMatching(/try again/) })
    expect(JSON.parse(unavailableAnswer('/client/banner/clientBannerList', { api: true }).body).msg).toMatch(/请稍后再试/)
  })
  it('is a bilingual page, the visitor language first', () => {
    const en = unavailableAnswer('/en/news', { api: false })
    expect(en.headers['content-type']).toMatch(/^text\/html/)
    expect(en.body).toMatch(/<html lang="en">/)
    expect(en.body.indexOf('Back in a moment')).toBeLessThan(en.body.indexOf('网站正在维护'))
    const zh = unavailableAnswer('/news', { api: false })
    expect(zh.body).toMatch(/<html lang="zh-CN">/)
    expect(zh.body.indexOf('网站正在维护')).toBeLessThan(zh.body.indexOf('Back in a moment'))
    expect(unavailableAnswer('/"><script>', { api: false }).body).not.toContain('"><script>')
  })
  it('reads the language from the path under a base path', () => {
    expect(localeOfPath('/site/en/about', '/site')).toBe('en')
    expect(localeOfPath('/site/english', '/site')).toBe('zh')
  })
})

describe('DatabaseState', () => {
  it('reports changes only', () => {
    const state = new DatabaseState()
    expect(state.record(true, 0)).toBeNull()
    expect(state.record(false, 1000)).toBe('down')
    expect(state.record(false, 2000)).toBeNull()
    expect(state.downFor(5000)).toBe(4000)
    expect(state.record(true, 6000)).toBe('up')
    expect(state.down).toBe(false)
  })
})

describe('MicroCache.getStale', () => {
  const entry = (expires: number) => ({ status: 200, headers: {}, body: Buffer.from('x'), expires })
  it('keeps a copy past its grace for the stale time, and says how stale', () => {
    const cache = new MicroCache(10, 100, 10_000, 5_000, 1_000_000, 60_000)
    cache.set('k', entry(1_000), 0)
    expect(cache.get('k', 20_000)).toBeUndefined()
    expect(cache.getStale('k', 31_000)?.staleSeconds).toBe(30)
    expect(cache.getStale('k', 61_000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })
  it('keeps nothing past the grace without a stale time', () => {
    const cache = new MicroCache(10, 100, 10_000, 5_000)
    cache.set('k', entry(1_000), 0)
    expect(cache.getStale('k', 11_000)).toBeUndefined()
  })
})

describe('lead spool file', () => {
  const lead = (n: number): SpooledLead => ({
    key: `key-${n}`,
    input: { name: `n${n}`, phone: '13800000000', email: `${n}@example.com`, requirement: 'r' },
    meta: { locale: 'zh', ip: '10.0.0.1', userAgent: 'ua' },
    at: new Date(0).toISOString(),
  })
  it('replays each lead, keeps the rest when the store fails, and empties the spool at the end', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spool-unit-'))
    const files = leadSpoolFiles(dir, 'test-1')
    for (const n of [1, 2, 3]) await spoolLead(lead(n), files)
    expect(pendingLeads(files)).toBe(3)
    const seen: string[] = []
    let fail = true
    const store = async (l: SpooledLead) => {
      if (l.key === 'key-2' && fail) throw new Error('connect ECONNREFUSED')
      seen.push(l.key)
      return { duplicate: seen.filter((k) => k === l.key).length > 1 }
    }
    expect(await replaySpool(store, files)).toEqual({ stored: 1, duplicates: 0, remaining: 2 })
    // Spooled while the replay file waits: kept apart, replayed after it.
    await spoolLead(lead(4), files)
    expect(pendingLeads(files)).toBe(4)
    fail = false
    expect(await replaySpool(store, files)).toEqual({ stored: 2, duplicates: 1, remaining: 1 })
    expect(await replaySpool(store, files)).toEqual({ stored: 1, duplicates: 0, remaining: 0 })
    expect(seen).toEqual(['key-1', 'key-1', 'key-2', 'key-3', 'key-4'])
    expect(fs.readdirSync(dir)).toEqual([])
    fs.rmSync(dir, { recursive: true })
  })
})
