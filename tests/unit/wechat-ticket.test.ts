/**
 * The JS-SDK ticket (src/cache/wechat-ticket.ts) against a local WeChat (tests/support/mock-wechat.ts): asked of
 * WeChat once for every page view in WeChat, then kept; asked once for several instances sharing Redis, even when
 * they all start at the same moment; after a failure (the server's address not in the account's allow-list) not asked
 * again for a minute, with WeChat's reason in the log and never the secret; a ticket near its end replaced, and the old
 * one served while WeChat is away. The endpoint the pages ask (`/wechat-share`) signs the site's own pages only and
 * refuses in the visitor's language. The Redis part is skipped, with a message, when Redis does not answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { redisReachable } from '../../scripts/lib/processes'
import { MOCK_APP_ID, MOCK_APP_SECRET, type MockWechat, startMockWechat } from '../support/mock-wechat'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const withRedis = await redisReachable(redisUrl)
if (!withRedis) console.warn(`Redis does NOT answer at ${redisUrl}: the shared-ticket tests are SKIPPED (set TEST_REDIS_URL).`)

delete process.env.REDIS_URL
process.env.REDIS_PREFIX = `site-unit-wechat-${process.pid}:`
process.env.WECHAT_APP_ID = MOCK_APP_ID
process.env.WECHAT_APP_SECRET = MOCK_APP_SECRET
process.env.SERVER_URL = 'https://www.example.com'

const { GET } = await import('@/app/(api)/wechat-share/route')
const { forgetWechatTicket, wechatTicket, wechatTicketSource } = await import('@/cache/wechat-ticket')
const { closeRedis, redis } = await import('@/cache/redis')
const { jsSdkSignature, WechatApiError } = await import('@/lib/wechat')

let wechat: MockWechat

beforeAll(async () => {
  wechat = await startMockWechat()
  process.env.WECHAT_API_URL = wechat.url
})

afterEach(() => {
  vi.restoreAllMocks()
  forgetWechatTicket()
  wechat.calls = { token: 0, ticket: 0 }
  wechat.ipRefused = false
  wechat.down = false
  wechat.delayMs = 0
  wechat.expiresIn = 7200
})

afterAll(async () => {
  const client = redis()
  if (client) {
    const keys = await client.keys(`${process.env.REDIS_PREFIX}*`)
    if (keys.length) await client.del(...keys)
  }
  await closeRedis()
  await wechat.close()
})

describe('in one instance', () => {
  it('50 page views at once ask WeChat once, and later ones not at all', async () => {
    wechat.delayMs = 50
    const tickets = await Promise.all(Array.from({ length: 50 }, () => wechatTicket()))
    expect(new Set(tickets)).toEqual(new Set([wechat.tickets.at(-1)]))
    expect(await wechatTicket()).toBe(tickets[0])
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 })
  })

  it("a server outside the account's allow-list: WeChat's reason logged once, no secret, nothing asked for a minute", async () => {
    wechat.ipRefused = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failures = await Promise.all(Array.from({ length: 20 }, () => wechatTicket().catch((error: unknown) => error)))
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(WechatApiError)
      expect((failure as InstanceType<typeof WechatApiError>).code).toBe(40164)
    }
    await expect(wechatTicket()).rejects.toThrow(/not in whitelist/)
    expect(wechat.calls).toEqual({ token: 1, ticket: 0 })
    expect(warn).toHaveBeenCalledTimes(1)
    const logged = String(warn.mock.calls[0][0])
    expect(logged).toContain('40164')
    expect(logged).not.toContain(MOCK_APP_SECRET)

    // A minute later it asks again, and the allow-list has been fixed.
    wechat.ipRefused = false
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000)
    expect(await wechatTicket()).toBe(wechat.tickets.at(-1))
    expect(wechat.calls).toEqual({ token: 2, ticket: 1 })
  })

  it('a wrong AppSecret is named by WeChat code 40125', async () => {
    process.env.WECHAT_APP_SECRET = 'ffffffffffffffffffffffffffffffff'
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await expect(wechatTicket()).rejects.toMatchObject({ code: 40125 })
    } finally {
      process.env.WECHAT_APP_SECRET = MOCK_APP_SECRET
    }
  })

  it('a ticket near its end is replaced; while WeChat is away the old one serves until it runs out', async () => {
    const first = await wechatTicket()
    const now = Date.now()
    // Past the refresh time (five minutes before the end): a new one.
    vi.spyOn(Date, 'now').mockReturnValue(now + 6901_000)
    const second = await wechatTicket()
    expect(second).not.toBe(first)
    expect(wechat.calls).toEqual({ token: 2, ticket: 2 })
    // The next refresh fails, with two minutes of the ticket left: the ticket still serves.
    wechat.down = true
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(Date, 'now').mockReturnValue(now + 6901_000 + 7080_000)
    expect(await wechatTicket()).toBe(second)
    expect(wechat.calls.token).toBe(3)
    // Run out (and the pause after the failure over): asked once more, refused, and not asked again within the pause.
    vi.spyOn(Date, 'now').mockReturnValue(now + 6901_000 + 7300_000)
    await expect(wechatTicket()).rejects.toBeInstanceOf(WechatApiError)
    await expect(wechatTicket()).rejects.toBeInstanceOf(WechatApiError)
    expect(wechat.calls.token).toBe(4)
  })

  it('no official account configured: nothing asked', async () => {
    delete process.env.WECHAT_APP_ID
    try {
      await expect(wechatTicket()).rejects.toBeInstanceOf(WechatApiError)
      expect(wechat.calls).toEqual({ token: 0, ticket: 0 })
    } finally {
      process.env.WECHAT_APP_ID = MOCK_APP_ID
    }
  })
})

describe('the endpoint /wechat-share', () => {
  const ask = async (query: string, headers: Record<string, string> = {}) => {
    const res = await GET(new Request(`https://www.example.com/wechat-share?${query}`, { headers }))
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
  }

  it('signs a page of the site as WeChat checks it, never cached', async () => {
    const page = 'https://www.example.com/newsDetail?type=information&id=5'
    const answer = await ask(`url=${encodeURIComponent(`${page}#comments`)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { appId, timestamp, nonceStr, signature } = answer.body as {
      appId: string
      timestamp: number
      nonceStr: string
      signature: string
    }
    expect(appId).toBe(MOCK_APP_ID)
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5)
    expect(signature).toBe(jsSdkSignature({ ticket: wechat.tickets.at(-1)!, nonceStr, timestamp, url: page }))
    expect(JSON.stringify(answer.body)).not.toContain(MOCK_APP_SECRET)
  })

  it("refuses another site's page (400) in the visitor's language", async () => {
    const zh = await ask(`url=${encodeURIComponent('https://evil.example/')}`)
    expect(zh.status).toBe(400)
    expect(zh.body.error).toBe('只能为本站的页面生成微信分享配置。')
    const en = await ask(`url=${encodeURIComponent('https://evil.example/')}&lang=en`)
    expect(en.body.error).toBe('Only pages of this site can get a WeChat share configuration.')
    const byHeader = await ask('', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(byHeader.status).toBe(400)
    expect(byHeader.body.error).toMatch(/^Only pages/)
    expect(wechat.calls).toEqual({ token: 0, ticket: 0 })
  })

  it('answers 503 with Retry-After while WeChat gives no ticket, and 404 without an official account', async () => {
    wechat.down = true
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const down = await ask(`url=${encodeURIComponent('https://www.example.com/')}&lang=en`)
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('60')
    expect(down.body.error).toMatch(/cannot be obtained from WeChat/)
    delete process.env.WECHAT_APP_SECRET
    try {
      const off = await ask(`url=${encodeURIComponent('https://www.example.com/')}`)
      expect(off.status).toBe(404)
      expect(off.body.error).toBe('本站未配置微信公众号分享。')
    } finally {
      process.env.WECHAT_APP_SECRET = MOCK_APP_SECRET
    }
  })
})

describe.skipIf(!withRedis)('several instances sharing Redis', () => {
  beforeAll(() => {
    process.env.REDIS_URL = redisUrl
  })

  it('six instances starting at the same moment ask WeChat once and all use the one ticket', async () => {
    wechat.delayMs = 300
    const instances = Array.from({ length: 6 }, () => wechatTicketSource())
    const tickets = await Promise.all(instances.flatMap((instance) => [instance.ticket(), instance.ticket()]))
    expect(new Set(tickets).size).toBe(1)
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 })
    // An instance started later reads it from Redis.
    expect(await wechatTicketSource().ticket()).toBe(tickets[0])
    expect(wechat.calls).toEqual({ token: 1, ticket: 1 })
  })
})
