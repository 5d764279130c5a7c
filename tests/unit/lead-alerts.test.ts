import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  alertText,
  backoffMs,
  matchesRules,
  nextSendAt,
  quietUntil,
  readRobotAnswer,
  robotRequest,
  webhookProblem,
} from '@/lib/lead-alerts'
import { isMask, mask, seal, unseal } from '@/lib/secret-box'

const SECRET = 'site-secret-0123456789abcdef0123456789'

describe('secret box', () => {
  it('seals with the site secret only, and masks to the last four characters', () => {
    const sealed = seal('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abcd-1234', SECRET)
    expect(sealed).toMatch(/^enc:v1:/)
    expect(sealed).not.toContain('abcd-1234')
    expect(unseal(sealed, SECRET)).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abcd-1234')
    expect(unseal(sealed, `${SECRET}x`)).toBeNull()
    expect(unseal(`${sealed.slice(0, -2)}AA`, SECRET)).toBeNull()
    expect(seal('same', SECRET)).not.toBe(seal('same', SECRET))
    expect(mask('SEC0123456789abcdef')).toBe('••••••••cdef')
    expect(mask('short')).toBe('••••••••')
    expect(isMask(mask('SEC0123456789abcdef'))).toBe(true)
  })
})

describe('robot addresses and requests', () => {
  it("takes each platform's own host over https, and the administrator's extra hosts", () => {
    expect(webhookProblem('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=1', [])).toBeNull()
    expect(webhookProblem('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=1', [])).toBeNull()
    expect(webhookProblem('feishu', 'https://open.larksuite.com/open-apis/bot/v2/hook/1', [])).toBeNull()
    expect(webhookProblem('wecom', 'https://oapi.dingtalk.com/robot/send', [])?.en).toMatch(/qyapi\.weixin\.qq\.com/)
    expect(webhookProblem('wecom', 'http://qyapi.weixin.qq.com/x', [])?.en).toMatch(/https/)
    expect(webhookProblem('wecom', 'https://user:pw@qyapi.weixin.qq.com/x', [])?.zh).toMatch(/用户名/)
    expect(webhookProblem('feishu', 'http://127.0.0.1:8080/hook', ['127.0.0.1:8080'])).toBeNull()
    expect(webhookProblem('feishu', 'not a url', [])?.zh).toMatch(/完整的网址/)
  })

  it('signs as DingTalk and Feishu publish it', () => {
    const now = 1_760_000_000_123
    const ding = robotRequest('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=T', 'SECabc', 'hi', now)
    const url = new URL(ding.url)
    expect(url.searchParams.get('timestamp')).toBe(String(now))
    expect(url.searchParams.get('sign')).toBe(crypto.createHmac('sha256', 'SECabc').update(`${now}\nSECabc`).digest('base64'))
    const feishu = robotRequest('feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/T', 'fs', 'hi', now) as {
      body: Record<string, string>
    }
    expect(feishu.body.timestamp).toBe('1760000000')
    expect(feishu.body.sign).toBe(crypto.createHmac('sha256', '1760000000\nfs').update('').digest('base64'))
    expect(robotRequest('wecom', 'https://qyapi.weixin.qq.com/x?key=1', '', 'hi', now)).toEqual({
      url: 'https://qyapi.weixin.qq.com/x?key=1',
      body: { msgtype: 'text', text: { content: 'hi' } },
    })
  })

  it("reads each platform's answers: sent, throttled, or its reason", () => {
    expect(readRobotAnswer('wecom', 200, { errcode: 0, errmsg: 'ok' })).toEqual({ ok: true })
    expect(readRobotAnswer('feishu', 200, { StatusCode: 0, code: 0, msg: 'success' })).toEqual({ ok: true })
    expect(readRobotAnswer('wecom', 200, { errcode: 45009, errmsg: 'api freq out of limit' })).toMatchObject({ ok: false, throttled: true })
    expect(readRobotAnswer('dingtalk', 200, { errcode: 130101, errmsg: 'send too fast' })).toMatchObject({ throttled: true })
    expect(readRobotAnswer('feishu', 200, { code: 11232, msg: 'frequency limited' })).toMatchObject({ throttled: true })
    const sign = readRobotAnswer('dingtalk', 200, { errcode: 310000, errmsg: 'sign not match' })
    expect(sign).toMatchObject({ ok: false, throttled: false })
    expect(!sign.ok && sign.reason.zh).toContain('签名不正确')
    const keyword = readRobotAnswer('feishu', 200, { code: 19024, msg: 'Key Words Not Found' })
    expect(!keyword.ok && keyword.reason.en).toContain('keyword')
    const ip = readRobotAnswer('dingtalk', 200, { errcode: 310000, errmsg: 'ip 1.2.3.4 not in whitelist' })
    expect(!ip.ok && ip.reason.zh).toContain('IP 白名单')
    const down = readRobotAnswer('wecom', 503, null)
    expect(!down.ok && down.reason.en).toContain('503')
  })
})

describe('when alerts may go', () => {
  it('keeps under each platform’s limits', () => {
    const now = 1_000_000
    const twenty = Array.from({ length: 20 }, (_, i) => now - 59_000 + i * 1000)
    expect(nextSendAt('wecom', twenty.slice(0, 19), now)).toBe(0)
    expect(nextSendAt('wecom', twenty, now)).toBe(twenty[0] + 60_000)
    expect(nextSendAt('feishu', [now - 900, now - 800, now - 700, now - 600, now - 500], now)).toBe(now - 900 + 1000)
    expect(nextSendAt('feishu', [now - 1500, now - 800, now - 700, now - 600, now - 500], now)).toBe(0)
  })

  it('holds alerts in quiet hours (Beijing time, across midnight) until they end', () => {
    // 2026-12-07 23:30 in Beijing is 15:30 UTC.
    const late = Date.UTC(2026, 11, 7, 15, 30)
    expect(quietUntil('22:00', '08:00', late)).toBe(Date.UTC(2026, 11, 8, 0, 0))
    expect(quietUntil('22:00', '08:00', Date.UTC(2026, 11, 7, 4, 0))).toBe(0)
    expect(quietUntil('12:00', '13:30', Date.UTC(2026, 11, 7, 4, 15))).toBe(Date.UTC(2026, 11, 7, 5, 30))
    expect(quietUntil('', '08:00', late)).toBe(0)
  })

  it('backs off from 30 s, doubling, to 15 minutes', () => {
    expect([1, 2, 3, 6, 10].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 900_000, 900_000])
  })
})

describe('which leads, and what a message says', () => {
  const lead = {
    id: 42,
    requestKind: 'trial',
    product: 'AIRoad',
    province: '江苏省',
    organisation: '某设计院',
    language: 'zh',
    name: '王工',
    phone: '13912345678',
    email: 'w@example.com',
  }

  it('takes a lead when every rule given matches', () => {
    expect(matchesRules({}, lead)).toBe(true)
    expect(matchesRules({ requestKinds: ['quote'] }, lead)).toBe(false)
    expect(matchesRules({ requestKinds: ['trial'], products: 'eicad\nairoad', provinces: '江苏，浙江' }, lead)).toBe(true)
    expect(matchesRules({ provinces: '广东' }, lead)).toBe(false)
  })

  it('names the lead without its phone or e-mail unless the channel allows them; several leads are one digest', () => {
    const options = {
      language: 'zh' as const,
      keyword: '新客户',
      siteName: '路桥软件',
      leadUrl: (id: number) => `https://site/admin/collections/contact-submissions/${id}`,
    }
    const one = alertText([lead], { ...options, includeOrganisation: true })
    expect(one).toBe(
      '新客户 【路桥软件】新线索 #42 申请试用 · 产品: AIRoad · 地区: 江苏省 · 语言: 中文 · 单位: 某设计院\n查看: https://site/admin/collections/contact-submissions/42',
    )
    expect(one).not.toMatch(/13912345678|w@example\.com|王工/)
    expect(alertText([lead], { ...options, includeContact: true })).toContain('联系方式: 王工 13912345678 w@example.com')
    const digest = alertText([lead, { ...lead, id: 43 }], { ...options, language: 'en' })
    expect(digest.split('\n')[0]).toBe('新客户 【路桥软件】2 new leads')
    expect(digest).toContain('#43')
  })
})
