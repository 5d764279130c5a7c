/**
 * WeChat share cards, the pure part (src/lib/wechat.ts): the JS-SDK signature against the example of WeChat's own
 * documentation (JS-SDK, appendix 1), which addresses may be signed, and WeChat's answers read.
 */
import { describe, expect, it } from 'vitest'

import { jsSdkNonce, jsSdkSignature, readTicketAnswer, readTokenAnswer, refreshTime, signablePageUrl, WechatApiError } from '@/lib/wechat'

describe('the JS-SDK signature', () => {
  it("is the official example's", () => {
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('changes with each of its four inputs', () => {
    const base = { ticket: 't', nonceStr: 'n', timestamp: 1, url: 'https://a.example/' }
    const signatures = new Set([
      jsSdkSignature(base),
      jsSdkSignature({ ...base, ticket: 'u' }),
      jsSdkSignature({ ...base, nonceStr: 'm' }),
      jsSdkSignature({ ...base, timestamp: 2 }),
      jsSdkSignature({ ...base, url: 'https://a.example/x' }),
    ])
    expect(signatures.size).toBe(5)
  })

  it('nonces are 16 letters and digits, each new', () => {
    const nonces = Array.from({ length: 50 }, jsSdkNonce)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(new Set(nonces).size).toBe(50)
  })
})

describe('which page addresses are signed', () => {
  const origins = ['https://www.example.com', 'http://127.0.0.1:3000']

  it("signs the site's own pages as the browser names them, without the fragment", () => {
    expect(signablePageUrl('https://www.example.com/newsDetail?type=information&id=5#top', origins)).toBe(
      'https://www.example.com/newsDetail?type=information&id=5',
    )
    expect(signablePageUrl('https://www.example.com/en/airoad?utm_source=wechat&a=%E4%B8%AD', origins)).toBe(
      'https://www.example.com/en/airoad?utm_source=wechat&a=%E4%B8%AD',
    )
    expect(signablePageUrl('http://127.0.0.1:3000/', origins)).toBe('http://127.0.0.1:3000/')
  })

  it("refuses another site's page, another port, other schemes, credentials, nothing and too long", () => {
    for (const url of [
      'https://evil.example/',
      'https://www.example.com.evil.example/',
      'http://www.example.com/',
      'http://127.0.0.1:3001/',
      'javascript:alert(1)',
      'https://user:pw@www.example.com/',
      'not a url',
      '',
      null,
      `https://www.example.com/${'a'.repeat(2100)}`,
    ]) {
      expect(signablePageUrl(url, origins), String(url)).toBeNull()
    }
  })
})

describe("WeChat's answers", () => {
  it('gives the token and the ticket with their lifetimes', () => {
    expect(readTokenAnswer({ access_token: 'ACCESS', expires_in: 7200 })).toEqual({ value: 'ACCESS', expiresInSeconds: 7200 })
    expect(readTicketAnswer({ errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 })).toEqual({
      value: 'TICKET',
      expiresInSeconds: 7200,
    })
  })

  it("throws WeChat's own code and message, and on an answer without a value", () => {
    const thrown = (fn: () => unknown) => {
      try {
        fn()
      } catch (error) {
        return error as WechatApiError
      }
      throw new Error('nothing thrown')
    }
    const ip = thrown(() => readTokenAnswer({ errcode: 40164, errmsg: 'invalid ip 1.2.3.4, not in whitelist' }))
    expect(ip).toBeInstanceOf(WechatApiError)
    expect(ip.code).toBe(40164)
    expect(ip.message).toContain('not in whitelist')
    expect(thrown(() => readTicketAnswer({ errcode: 40001, errmsg: 'invalid credential' })).code).toBe(40001)
    expect(thrown(() => readTicketAnswer({ errcode: 0, errmsg: 'ok' })).code).toBe('malformed')
    expect(thrown(() => readTokenAnswer('<html>')).code).toBe('malformed')
    expect(thrown(() => readTokenAnswer({ access_token: 'A', expires_in: 0 })).code).toBe('malformed')
  })

  it('a ticket is replaced five minutes before it runs out, a short one at half its life', () => {
    expect(refreshTime(1_000_000, 7200)).toBe(1_000_000 + 6900_000)
    expect(refreshTime(1_000_000, 2)).toBe(1_000_000 + 1000)
  })
})
