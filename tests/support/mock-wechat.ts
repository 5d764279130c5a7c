/**
 * A local stand-in for the two calls of WeChat's official-account API the site makes for JS-SDK share cards, answering
 * as WeChat documents them:
 * - `POST /cgi-bin/stable_token` (JSON `grant_type`, `appid`, `secret`): `{ access_token, expires_in }`, or
 *   `{ errcode, errmsg }` for a wrong grant type (40002), AppID (40013) or AppSecret (40125), a caller outside the
 *   account's IP allow-list (40164) and past the daily quota (45009, 10,000 a day for this call);
 * - `GET /cgi-bin/ticket/getticket?access_token=…&type=jsapi`: `{ errcode: 0, errmsg: 'ok', ticket, expires_in }`,
 *   or 40001 for a token it did not issue, 40097 for another type, 45009 past its daily quota.
 * It counts every call (answered or not), so a test can tell how often the site asked. `down` answers 503; `delayMs` holds each answer.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const MOCK_APP_ID = 'wx0123456789abcdef'
export const MOCK_APP_SECRET = '0123456789abcdef0123456789abcdef'

/** WeChat's published daily quota of `stable_token` (per account); the ticket's is set per test. */
const STABLE_TOKEN_DAILY = 10_000

export type MockWechat = {
  url: string
  calls: { token: number; ticket: number }
  /** The tickets it gave, newest last. */
  tickets: string[]
  /** Seconds each token and ticket holds (7200 as WeChat gives them). */
  expiresIn: number
  /** The caller is outside the account's IP allow-list (the usual first mistake of a new setup). */
  ipRefused: boolean
  down: boolean
  delayMs: number
  close: () => Promise<void>
}

export async function startMockWechat(options: { port?: number; ticketDaily?: number } = {}): Promise<MockWechat> {
  const tokens = new Set<string>()
  const ticketDaily = options.ticketDaily ?? 1000
  const mock: MockWechat = {
    url: '',
    calls: { token: 0, ticket: 0 },
    tickets: [],
    expiresIn: 7200,
    ipRefused: false,
    down: false,
    delayMs: 0,
    close: async () => undefined,
  }
  const answer = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      setTimeout(() => {
        const url = new URL(req.url ?? '/', 'http://mock')
        const isToken = req.method === 'POST' && url.pathname === '/cgi-bin/stable_token'
        const isTicket = req.method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket'
        if (isToken) mock.calls.token += 1
        if (isTicket) mock.calls.ticket += 1
        if (mock.down) {
          res.writeHead(503)
          res.end()
          return
        }
        if (isToken) {
          let body: Record<string, unknown> = {}
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
          } catch {
            return answer(res, { errcode: 47001, errmsg: 'data format error' })
          }
          if (mock.calls.token > STABLE_TOKEN_DAILY) return answer(res, { errcode: 45009, errmsg: 'reach max api daily quota limit' })
          if (body.grant_type !== 'client_credential') return answer(res, { errcode: 40002, errmsg: 'invalid grant_type' })
          if (body.appid !== MOCK_APP_ID) return answer(res, { errcode: 40013, errmsg: 'invalid appid' })
          if (body.secret !== MOCK_APP_SECRET) return answer(res, { errcode: 40125, errmsg: 'invalid appsecret' })
          if (mock.ipRefused) return answer(res, { errcode: 40164, errmsg: 'invalid ip 127.0.0.1 ipv6 ::ffff:127.0.0.1, not in whitelist' })
          const token = crypto.randomBytes(24).toString('base64url')
          tokens.add(token)
          return answer(res, { access_token: token, expires_in: mock.expiresIn })
        }
        if (isTicket) {
          if (mock.calls.ticket > ticketDaily) return answer(res, { errcode: 45009, errmsg: 'reach max api daily quota limit' })
          if (!tokens.has(url.searchParams.get('access_token') ?? '')) {
            return answer(res, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
          }
          if (url.searchParams.get('type') !== 'jsapi') return answer(res, { errcode: 40097, errmsg: 'invalid args' })
          const ticket = crypto.randomBytes(32).toString('base64url')
          mock.tickets.push(ticket)
          return answer(res, { errcode: 0, errmsg: 'ok', ticket, expires_in: mock.expiresIn })
        }
        res.writeHead(404)
        res.end()
      }, mock.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  mock.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  mock.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return mock
}
