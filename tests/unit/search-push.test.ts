/** The search-engine push rules (src/lib/search-push.ts): quota day, answers, batches, decisions, fingerprints. */
import { describe, expect, it } from 'vitest'

import { beijingDay, nextBeijingMidnight } from '@/lib/beijing-time'
import {
  contentFingerprint,
  ENGINE_RULES,
  indexNowBody,
  isIndexNowKey,
  pushReasonFor,
  readBaiduAnswer,
  readIndexNowAnswer,
  retryDelayMs,
} from '@/lib/search-push'

describe('Baidu quota day', () => {
  it('restarts at midnight Beijing time (16:00 UTC), whatever the server zone', () => {
    expect(new Date(nextBeijingMidnight(Date.parse('2026-12-07T15:59:59Z'))).toISOString()).toBe('2026-12-07T16:00:00.000Z')
    expect(new Date(nextBeijingMidnight(Date.parse('2026-12-07T16:00:00Z'))).toISOString()).toBe('2026-12-08T16:00:00.000Z')
    expect(new Date(nextBeijingMidnight(Date.parse('2026-12-31T23:30:00Z'))).toISOString()).toBe('2027-01-01T16:00:00.000Z')
    expect(beijingDay(Date.parse('2026-12-07T15:59:59Z'))).toBe('2026-12-07')
    expect(beijingDay(Date.parse('2026-12-07T16:00:00Z'))).toBe('2026-12-08')
  })
})

describe("engines' answers", () => {
  it('Baidu: success with the remaining quota, over quota, a bad token, a server error', () => {
    expect(readBaiduAnswer(200, '{"remain":4998,"success":2,"not_same_site":[],"not_valid":[]}')).toMatchObject({
      kind: 'accepted',
      remain: 4998,
    })
    expect(readBaiduAnswer(200, '{"remain":10,"success":1,"not_same_site":["http://x/"],"not_valid":[]}')).toMatchObject({
      text: expect.stringMatching(/not taken 1/),
      notTaken: ['http://x/'],
    })
    expect(readBaiduAnswer(400, '{"error":400,"message":"over quota"}').kind).toBe('over-quota')
    expect(readBaiduAnswer(401, '{"error":401,"message":"token is not valid"}')).toMatchObject({
      kind: 'refused',
      text: '401 token is not valid',
    })
    expect(readBaiduAnswer(503, 'busy')).toMatchObject({ kind: 'retry', throttled: false })
    expect(readBaiduAnswer(200, '<html>')).toMatchObject({ kind: 'refused' })
  })

  it('IndexNow: 200 and 202 accepted, 422 and 403 refused, 429 and 5xx later', () => {
    expect(readIndexNowAnswer(200, '').kind).toBe('accepted')
    expect(readIndexNowAnswer(202, '').kind).toBe('accepted')
    expect(readIndexNowAnswer(422, 'Unprocessable Entity').kind).toBe('refused')
    expect(readIndexNowAnswer(403, '').kind).toBe('refused')
    expect(readIndexNowAnswer(429, '')).toMatchObject({ kind: 'retry', throttled: true })
    expect(readIndexNowAnswer(500, '')).toMatchObject({ kind: 'retry', throttled: false })
  })

  it('waits longer after each failure, at least 5 minutes when throttled, at most 6 hours', () => {
    expect(retryDelayMs(1, false)).toBe(60_000)
    expect(retryDelayMs(3, false)).toBe(240_000)
    expect(retryDelayMs(1, true)).toBe(300_000)
    expect(retryDelayMs(40, false)).toBe(6 * 60 * 60_000)
  })
})

describe('IndexNow key and request', () => {
  it('takes 8 to 128 letters, digits and dashes', () => {
    expect(isIndexNowKey('a1b2c3d4')).toBe(true)
    expect(isIndexNowKey('a'.repeat(128))).toBe(true)
    expect(isIndexNowKey('short')).toBe(false)
    expect(isIndexNowKey('a'.repeat(129))).toBe(false)
    expect(isIndexNowKey('with space1')).toBe(false)
    expect(isIndexNowKey('../../etc/x')).toBe(false)
  })

  it('names the host and the key file under the base path', () => {
    expect(indexNowBody('https://www.example.com', '/website', 'key12345', ['https://www.example.com/website/a'])).toEqual({
      host: 'www.example.com',
      key: 'key12345',
      keyLocation: 'https://www.example.com/website/key12345.txt',
      urlList: ['https://www.example.com/website/a'],
    })
  })

  it('batches as the engines allow', () => {
    expect(ENGINE_RULES.baidu.batch).toBe(2000)
    expect(ENGINE_RULES.indexnow.batch).toBe(10000)
  })
})

describe('what goes into a queue', () => {
  it('a page is pushed once per published content: first published, then only when it changed', () => {
    expect(pushReasonFor('baidu', null, { live: true, fingerprint: 'a' })).toBe('published')
    expect(pushReasonFor('baidu', { reason: 'published', fingerprint: 'a' }, { live: true, fingerprint: 'a' })).toBeNull()
    expect(pushReasonFor('baidu', { reason: 'published', fingerprint: 'a' }, { live: true, fingerprint: 'b' })).toBe('changed')
    expect(pushReasonFor('indexnow', { reason: 'changed', fingerprint: 'b' }, { live: true, fingerprint: 'b' })).toBeNull()
  })

  it('taken off or redirected goes to IndexNow only, and only after it was pushed as live', () => {
    expect(pushReasonFor('indexnow', { reason: 'published', fingerprint: 'a' }, { live: false, reason: 'unpublished' })).toBe('unpublished')
    expect(pushReasonFor('baidu', { reason: 'published', fingerprint: 'a' }, { live: false, reason: 'unpublished' })).toBeNull()
    expect(pushReasonFor('indexnow', null, { live: false, reason: 'unpublished' })).toBeNull()
    expect(pushReasonFor('indexnow', { reason: 'unpublished' }, { live: false, reason: 'unpublished' })).toBeNull()
    expect(pushReasonFor('indexnow', { reason: 'changed', fingerprint: 'a' }, { live: false, reason: 'redirected' })).toBe('redirected')
    // Back online after being taken off: published again.
    expect(pushReasonFor('baidu', { reason: 'unpublished' }, { live: true, fingerprint: 'a' })).toBe('published')
  })

  it('the fingerprint ignores key order and the fields that change on every save', () => {
    const a = contentFingerprint({ title: 'x', body: { b: 1, a: [1, 2] }, updatedAt: '2026-01-01', id: 5 })
    const b = contentFingerprint({ id: 6, updatedAt: '2026-12-07', body: { a: [1, 2], b: 1 }, title: 'x' })
    expect(a).toBe(b)
    expect(contentFingerprint({ title: 'y', body: { a: [1, 2], b: 1 } })).not.toBe(a)
    expect(contentFingerprint({ title: 'x', body: { a: [2, 1], b: 1 } })).not.toBe(a)
  })
})
