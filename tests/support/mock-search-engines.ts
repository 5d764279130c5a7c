/**
 * Local stand-ins for the two push APIs the site calls, answering as their documentation says:
 * - Baidu 普通收录 `POST /urls?site=…&token=…` (text, one URL a line): `{ remain, success, not_same_site, not_valid }`;
 *   `{ error: 400, message: 'over quota' }` past the day's quota (set per test), `{ error: 401, message: 'token is
 *   not valid' }` for another token, `{ error: 400, message: 'over limit' }` for more than 2,000 URLs in a request,
 *   `not_same_site` for a URL of another host.
 * - IndexNow `POST /indexnow` (JSON `host`, `key`, `keyLocation`, `urlList`): 200, or 202 while the key is not yet
 *   checked (`firstAnswer`), 400 for a bad body, 422 for a URL of another host or more than 10,000 URLs, 403 for a
 *   key its file does not confirm (`keyChecker`), 429 when `throttled`.
 * Each keeps every request it took.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const BAIDU_TOKEN = 'mock-baidu-token-0123'

export type MockEngines = {
  baiduUrl: string
  indexNowUrl: string
  baidu: { requests: string[][]; quota: number; used: number; down: boolean }
  indexNow: {
    requests: { host: string; key: string; keyLocation: string; urlList: string[] }[]
    throttled: boolean
    firstAnswer: 200 | 202
    /** Confirms the key by fetching keyLocation (as the engines do); null: taken as confirmed. */
    keyChecker: ((keyLocation: string, key: string) => Promise<boolean>) | null
  }
  close: () => Promise<void>
}

export async function startMockEngines(port = 0): Promise<MockEngines> {
  const mock: MockEngines = {
    baiduUrl: '',
    indexNowUrl: '',
    baidu: { requests: [], quota: 3000, used: 0, down: false },
    indexNow: { requests: [], throttled: false, firstAnswer: 200, keyChecker: null },
    close: async () => undefined,
  }
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://mock')
        const body = Buffer.concat(chunks).toString('utf8')
        if (req.method === 'POST' && url.pathname === '/urls') {
          if (mock.baidu.down) return json(res, 503, 'Service Unavailable')
          if (url.searchParams.get('token') !== BAIDU_TOKEN) return json(res, 401, { error: 401, message: 'token is not valid' })
          const site = new URL(url.searchParams.get('site') ?? 'http://none')
          const urls = body.split('\n').filter(Boolean)
          if (!urls.length) return json(res, 400, { error: 400, message: 'empty content' })
          if (urls.length > 2000) return json(res, 400, { error: 400, message: 'over limit' })
          if (mock.baidu.used + urls.length > mock.baidu.quota) return json(res, 400, { error: 400, message: 'over quota' })
          mock.baidu.requests.push(urls)
          const other = urls.filter((u) => new URL(u).host !== site.host)
          mock.baidu.used += urls.length - other.length
          return json(res, 200, {
            remain: mock.baidu.quota - mock.baidu.used,
            success: urls.length - other.length,
            not_same_site: other,
            not_valid: [],
          })
        }
        if (req.method === 'POST' && url.pathname === '/indexnow') {
          if (mock.indexNow.throttled) return json(res, 429, 'Too Many Requests')
          let parsed: MockEngines['indexNow']['requests'][number]
          try {
            parsed = JSON.parse(body)
          } catch {
            return json(res, 400, 'Bad request')
          }
          if (!parsed?.host || !parsed.key || !Array.isArray(parsed.urlList) || !parsed.urlList.length) return json(res, 400, 'Bad request')
          if (parsed.urlList.length > 10_000) return json(res, 422, 'Unprocessable Entity')
          if (parsed.urlList.some((u) => new URL(u).host !== parsed.host)) return json(res, 422, 'Unprocessable Entity')
          if (mock.indexNow.keyChecker && !(await mock.indexNow.keyChecker(parsed.keyLocation, parsed.key)))
            return json(res, 403, 'Forbidden')
          const first = mock.indexNow.requests.length === 0
          mock.indexNow.requests.push(parsed)
          return json(res, first ? mock.indexNow.firstAnswer : 200, '')
        }
        json(res, 404, 'not found')
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  mock.baiduUrl = `${base}/urls`
  mock.indexNowUrl = `${base}/indexnow`
  mock.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return mock
}
