/**
 * Local stand-ins for the group chat robots of WeCom, DingTalk and Feishu, each enforcing what its platform publishes
 * for a custom robot: the address's key or token, the signature (DingTalk: HMAC-SHA256 of `timestamp\nsecret` keyed
 * by the secret, in the query, milliseconds within an hour; Feishu: HMAC-SHA256 keyed by `timestamp\nsecret` over
 * nothing, in the body, seconds within an hour), the custom keyword, and the rate limits (WeCom 20 a minute; DingTalk
 * 20 a minute, then 10 minutes refused; Feishu 5 a second and 100 a minute), answering as the platform does.
 * Each keeps the texts it accepted and counts what it refused. `down` makes it answer 503 (a platform outage).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RobotKind = 'wecom' | 'dingtalk' | 'feishu'

export type MockRobot = {
  kind: RobotKind
  /** The webhook address to configure. */
  url: string
  /** host:port, for LEAD_ALERT_HOSTS. */
  host: string
  accepted: string[]
  refused: { throttled: number; signature: number; keyword: number; token: number }
  down: boolean
  /** The robot's clock (Date.now): a test that moves the site's clock moves the robot's with it. */
  clock: () => number
  close: () => Promise<void>
}

const TOKEN = 'robot-token-0123456789'

function limitHit(sent: number[], now: number, limits: Array<{ count: number; windowMs: number }>): boolean {
  return limits.some(({ count, windowMs }) => sent.filter((t) => t > now - windowMs).length >= count)
}

export async function startMockRobot(
  kind: RobotKind,
  options: { secret?: string; keyword?: string; port?: number } = {},
): Promise<MockRobot> {
  const sent: number[] = []
  let lockedUntil = 0
  const robot: MockRobot = {
    kind,
    url: '',
    host: '',
    accepted: [],
    refused: { throttled: 0, signature: 0, keyword: 0, token: 0 },
    down: false,
    clock: Date.now,
    close: async () => {},
  }
  const reply = (res: http.ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (robot.down) return reply(res, { message: 'service unavailable' }, 503)
      const url = new URL(req.url ?? '/', 'http://robot')
      const now = robot.clock()
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
      } catch {
        return reply(res, kind === 'feishu' ? { code: 9499, msg: 'Bad Request' } : { errcode: 40035, errmsg: 'invalid json' })
      }
      if (kind === 'wecom') {
        if (url.pathname !== '/cgi-bin/webhook/send' || url.searchParams.get('key') !== TOKEN) {
          robot.refused.token++
          return reply(res, { errcode: 93000, errmsg: 'invalid webhook url' })
        }
        if (limitHit(sent, now, [{ count: 20, windowMs: 60_000 }])) {
          robot.refused.throttled++
          return reply(res, { errcode: 45009, errmsg: 'api freq out of limit' })
        }
        sent.push(now)
        robot.accepted.push(String((body.text as { content?: string })?.content ?? ''))
        return reply(res, { errcode: 0, errmsg: 'ok' })
      }
      if (kind === 'dingtalk') {
        if (url.pathname !== '/robot/send' || url.searchParams.get('access_token') !== TOKEN) {
          robot.refused.token++
          return reply(res, { errcode: 300001, errmsg: 'token is not exist' })
        }
        if (options.secret) {
          const timestamp = Number(url.searchParams.get('timestamp'))
          const expected = crypto.createHmac('sha256', options.secret).update(`${timestamp}\n${options.secret}`).digest('base64')
          if (!timestamp || Math.abs(now - timestamp) > 3600_000 || url.searchParams.get('sign') !== expected) {
            robot.refused.signature++
            return reply(res, { errcode: 310000, errmsg: 'sign not match, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]' })
          }
        }
        const text = String((body.text as { content?: string })?.content ?? '')
        if (options.keyword && !text.includes(options.keyword)) {
          robot.refused.keyword++
          return reply(res, {
            errcode: 310000,
            errmsg: 'keywords not in content, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]',
          })
        }
        if (now < lockedUntil || limitHit(sent, now, [{ count: 20, windowMs: 60_000 }])) {
          lockedUntil = Math.max(lockedUntil, now + 10 * 60_000)
          robot.refused.throttled++
          return reply(res, { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' })
        }
        sent.push(now)
        robot.accepted.push(text)
        return reply(res, { errcode: 0, errmsg: 'ok' })
      }
      // Feishu
      if (url.pathname !== `/open-apis/bot/v2/hook/${TOKEN}`) {
        robot.refused.token++
        return reply(res, { code: 19001, msg: 'param invalid: incoming webhook access token invalid' })
      }
      if (options.secret) {
        const timestamp = Number(body.timestamp)
        const expected = crypto.createHmac('sha256', `${timestamp}\n${options.secret}`).update('').digest('base64')
        if (!timestamp || Math.abs(now / 1000 - timestamp) > 3600 || body.sign !== expected) {
          robot.refused.signature++
          return reply(res, { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' })
        }
      }
      const text = String((body.content as { text?: string })?.text ?? '')
      if (options.keyword && !text.includes(options.keyword)) {
        robot.refused.keyword++
        return reply(res, { code: 19024, msg: 'Key Words Not Found' })
      }
      if (
        limitHit(sent, now, [
          { count: 5, windowMs: 1000 },
          { count: 100, windowMs: 60_000 },
        ])
      ) {
        robot.refused.throttled++
        return reply(res, { code: 11232, msg: 'frequency limited psm[lark.oapi.app_platform_runtime]appID[1]' })
      }
      sent.push(now)
      robot.accepted.push(text)
      return reply(res, { StatusCode: 0, StatusMessage: 'success', code: 0, msg: 'success' })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  robot.host = `127.0.0.1:${port}`
  const path = {
    wecom: `/cgi-bin/webhook/send?key=${TOKEN}`,
    dingtalk: `/robot/send?access_token=${TOKEN}`,
    feishu: `/open-apis/bot/v2/hook/${TOKEN}`,
  }
  robot.url = `http://${robot.host}${path[kind]}`
  robot.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return robot
}

/** The lead numbers (`#123`) a robot was told of. */
export function leadNumbers(robot: MockRobot): Set<number> {
  return new Set(robot.accepted.flatMap((text) => [...text.matchAll(/#(\d+)/g)].map((m) => Number(m[1]))))
}
