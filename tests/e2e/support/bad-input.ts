/**
 * The probes of the bad-input test (tests/e2e/bad-input.test.ts): malformed query values, path ids, oversized and
 * wrongly typed bodies, injection strings, for every page route of the spec in both languages and every public API
 * path; and what counts as a problem in an answer.
 */
import http from 'node:http'

import { localized, routeTable } from '../route-table'

/** Values written into query strings and path segments as they are (some are deliberately invalid %-escapes). */
const RAW_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  '2147483648',
  '%201',
  'NaN',
  'null',
  'undefined',
  '[]',
  '%7B%7D',
  "1'%20OR%20'1'='1",
  '1;%20DROP%20TABLE%20news;--',
  '%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
  '<script>alert(1)</script>',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '../../../etc/passwd',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%FF%FE',
  '%E4%B8%AD%E6%96%87',
  '%F0%9F%99%82',
  '$%7B7*7%7D',
  '%0D%0ASet-Cookie:%20x=1',
  '%25zz',
  '%2525',
  '1,,2',
  ',',
  '1,2',
  '1,2,abc',
  '+1',
  '-0',
  '0001',
  '1e-7',
  'Infinity',
  '%EF%BC%91%EF%BC%92',
  '%D9%A1%D9%A2',
  '%E2%80%AE1',
  '%EF%BB%BF1',
  "admin'--",
  '1%20UNION%20SELECT%20password%20FROM%20users',
  '%3Cimg%20src=x%20onerror=alert(1)%3E',
  'javascript:alert(1)',
  '$%7Bjndi:ldap://x/a%7D',
  '%7B%7B7*7%7D%7D',
  '%60id%60',
  '$(id)',
  '%252e%252e%252f',
  '%C0%AE%C0%AE%2F',
  '....//....//',
  '%5C..%5C..%5Cwindows',
  '[object%20Object]',
  'a[]=1',
  'a'.repeat(300),
  'a'.repeat(6000),
  '1,'.repeat(300),
]

/** The values tried on every query parameter of every query-routed page (pages cost more than API calls). */
const PAGE_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '%201',
  "1'%20OR%20'1'='1",
  '%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%E4%B8%AD%E6%96%87',
  '%25zz',
  '1,2',
  '%EF%BC%91',
  '%E2%80%AE1',
  '$%7B7*7%7D',
  'a'.repeat(300),
  'a'.repeat(6000),
]

/** Path segments: the values without a literal `/` (an HTTP client resolves `../` before sending). */
const SEGMENT_VALUES = RAW_VALUES.filter((v) => !v.includes('/'))

export type Probe = {
  method: string
  path: string
  api: boolean
  language: 'zh' | 'en'
  body?: BodyInit
  headers?: Record<string, string>
  /** Payload's REST API: a 4xx is `{"errors":[{"message":...}]}` with a message. */
  payload?: boolean
  /** The statuses the answer must have (otherwise any below 500). */
  expect?: number[]
}

const API_ID_PATHS = [
  '/system/oss/listByIds/:x',
  '/client/message/clientMessageSelectById/:x',
  '/client/video/clientVideoSelectById/:x',
  '/client/clientTeaching/albumSelectById/:x',
  '/client/clientTeaching/otherAlbumTeaching/:x',
  '/client/clientTeaching/teachingCount/:x',
  '/client/software/updateLogDetail/:x',
]
/** Query parameters each API path reads (a real id where one is needed, filled in beforeAll). */
const API_QUERY: Record<string, string[]> = {
  '/client/banner/clientBannerList': ['language'],
  '/client/message/clientHomeLatestInfo': ['pageSize', 'language'],
  '/client/message/clientMessageListPage': ['class', 'messageType', 'pageNum', 'pageSize'],
  '/client/video/clientHomeLatestInfo': ['pageSize'],
  '/client/video/clientVideoListPage': ['pageNum', 'pageSize'],
  '/client/clientTeaching/classifyListPage': ['pageNum', 'pageSize'],
  '/client/clientTeaching/otherAlbumTeaching/:album': ['pageSize'],
  '/client/software/softwareList': ['alias', 'softwareName'],
  '/client/software/updateLogList': ['softwareId', 'pageNum', 'pageSize'],
  '/client/software/helpDocument': ['soft', 'language'],
}

const big = 'x'.repeat(2 * 1024 * 1024)
const contactOk = { name: 'Bad input', phone: '13800000000', email: 'bad-input@example.com', requirement: 'probe' }
/** Bodies of POST /client/contact/submit: wrong JSON types, broken JSON, wrong content types, oversized. */
function contactBodies(language: 'zh' | 'en'): { body: BodyInit; type?: string }[] {
  const json = (v: unknown) => ({ body: JSON.stringify(v), type: 'application/json' })
  const fieldValues: unknown[] = [
    null,
    0,
    12345678901,
    true,
    [],
    ['a'],
    {},
    { $ne: null },
    'a'.repeat(100_000),
    '\u0000',
    '\u0000\u0000',
    'a\u0000b',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '🙂'.repeat(40),
    '𠀀'.repeat(50),
    '\uD800',
    'a@b.c',
    'x..y@example.com',
    '用户@例子.中国',
    'a<b@example.com',
    '\u202Eevil',
    ' \t\n ',
  ]
  return [
    json([]),
    json([contactOk]),
    json(42),
    json('text'),
    json(null),
    json(true),
    json({}),
    json({ ...contactOk, language: { nested: ['x'] } }),
    json({ ...contactOk, language: ['en'] }),
    json({ ...contactOk, language, website: { a: 1 } }),
    json({ ...contactOk, language, website: 7 }),
    json({ a: { b: { c: { d: { e: { f: [1, [2, [3, [4]]]] } } } } }, language }),
    ...(['name', 'phone', 'email', 'requirement'] as const).flatMap((field) =>
      fieldValues.map((value) => json({ ...contactOk, language, [field]: value })),
    ),
    { body: '{"name": "x",', type: 'application/json' },
    { body: '{"name": "x"}}', type: 'application/json' },
    { body: "{'name': 'x'}", type: 'application/json' },
    { body: '\u0000\u0001\u0002', type: 'application/json' },
    { body: '', type: 'application/json' },
    { body: JSON.stringify({ ...contactOk, language }), type: 'text/plain' },
    { body: 'name=x&phone=13800000000&email=a%40b.cn&requirement=y', type: 'application/x-www-form-urlencoded' },
    { body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' },
    { body: JSON.stringify({ ...contactOk, language }), type: 'application/xml' },
    { body: JSON.stringify({ ...contactOk, language, requirement: big }), type: 'application/json' },
    { body: big, type: 'application/json' },
    { body: `[${'['.repeat(50_000)}`, type: 'application/json' },
  ]
}

/** Every probe: the API ones, then the pages of the route table in both languages. */
export async function buildProbes(base: string): Promise<Probe[]> {
  const ids: Record<string, string> = {}
  const get = async (path: string) => (await fetch(`${base}${path}`)).json()
  const software = await get('/client/software/softwareList')
  const teaching = await get('/client/clientTeaching/classifyListPage')
  ids.softwareId = String(software.data[0].id)
  ids.soft = software.data[0].alias
  ids.album = String(teaching.rows[0].albumList[0].albumId)

  const pages: Probe[] = []
  const junk = ['<script>alert(1)</script>', "1'%20OR%20'1'='1", '%00', 'a'.repeat(300)]
  for (const language of ['zh', 'en'] as const) {
    const table = await routeTable(base, language)
    for (const route of table) {
      const [path, query = ''] = route.path.split('?')
      const params = new URLSearchParams(query)
      const page = localized(language, path)
      const keep = (name: string) => [...params.entries()].filter(([k]) => k !== name).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      if (query) {
        // A query route: each of its parameters once with each bad value, the others as the route table has them.
        for (const name of [...new Set([...params.keys(), 'id'])]) {
          for (const value of PAGE_VALUES)
            pages.push({ method: 'GET', path: `${page}?${[...keep(name), `${name}=${value}`].join('&')}`, api: false, language })
        }
        pages.push({ method: 'GET', path: `${page}?${query}&${query}`, api: false, language })
      } else {
        // Other pages read no query: a few junk parameters.
        for (const value of junk) pages.push({ method: 'GET', path: `${page}?id=${value}&class=${value}`, api: false, language })
      }
      pages.push({ method: 'HEAD', path: localized(language, route.path), api: false, language })
    }
    // Made-up page paths (each is a 404 page) and internal paths of the query routes asked for directly.
    for (const value of SEGMENT_VALUES) {
      for (const prefix of ['', '/newsDetail', '/helpDocuments/eicad']) {
        pages.push({ method: 'GET', path: `${localized(language, prefix)}/${value}`, api: false, language })
      }
    }
    // Uploaded files that do not exist (guessed names, traversal, junk): Payload alone answers these with a 500.
    if (language === 'zh') {
      for (const value of SEGMENT_VALUES) {
        for (const method of ['GET', 'HEAD']) pages.push({ method, path: `/api/media/file/${value}`, api: false, language })
      }
      for (const name of ['no-such-file.webp', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'logo.webp%00.png']) {
        pages.push({ method: 'GET', path: `/api/media/file/${name}`, api: false, language })
      }
    }
    // Odd methods and forged server-action calls on a page.
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      pages.push({
        method,
        path: localized(language, '/contact'),
        api: false,
        language,
        body: method === 'OPTIONS' ? undefined : 'x',
        headers: { 'content-type': 'text/plain' },
      })
    }
    for (const action of ['0', 'abc', '<script>', '7f'.repeat(21), '%00']) {
      pages.push({
        method: 'POST',
        path: localized(language, '/contact'),
        api: false,
        language,
        body: action === '%00' ? big : '["$K1"]',
        headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
      })
    }
  }
  return [...apiProbes(ids), ...pages, ...payloadProbes(), ...methodAndOriginProbes()]
}

/** Collections of Payload's REST API, each with a localized field and, where it has one, a relation. */
const PAYLOAD_COLLECTIONS: Record<string, { localized: string; relation?: string }> = {
  news: { localized: 'title', relation: 'cover' },
  videos: { localized: 'title', relation: 'file' },
  banners: { localized: 'title', relation: 'image' },
  partners: { localized: 'name', relation: 'logo' },
  pages: { localized: 'title' },
  software: { localized: 'name', relation: 'file' },
  'update-logs': { localized: 'title', relation: 'software' },
  'help-documents': { localized: 'title', relation: 'software' },
  'teaching-classifications': { localized: 'name' },
  'teaching-albums': { localized: 'title', relation: 'classification' },
  media: { localized: 'alt' },
}

/**
 * Payload's REST API (`/api/...`), read anonymously: malformed document ids, `where` of every wrong shape, values a
 * field cannot hold, operators it has no use for, localized fields without `locale`; and GraphQL, which is off.
 */
function payloadProbes(): Probe[] {
  const probes: Probe[] = []
  const get = (path: string, language: 'zh' | 'en' = 'zh', expect?: number[]) =>
    probes.push({
      method: 'GET',
      path,
      api: false,
      payload: true,
      language,
      headers: { 'accept-language': language === 'en' ? 'en-US,en' : 'zh-CN,zh' },
      expect,
    })
  for (const [slug, { localized: text, relation }] of Object.entries(PAYLOAD_COLLECTIONS)) {
    for (const value of SEGMENT_VALUES) get(`/api/${slug}/${value}`)
    const queries = [
      'where=abc',
      'where=1',
      'where=%7B%22id%22%3A%7B%22in%22%3A%5B%7B%7D%5D%7D%7D',
      'where[or]=abc',
      'where[id][in]=1,abc',
      'where[id][in]=',
      'where[id][not_in]=abc',
      'where[id][all]=1,abc',
      'where[id][equals][x]=1',
      'where[id][near]=1,2,3',
      `where[${text}][like]=a`,
      `where[${text}][equals]=a`,
      `where[${text}][exists]=true`,
      `where[${text}][near]=1,2&locale=zh`,
      `where[${text}][within]=1&locale=zh`,
      `where[${text}][intersects]=1&locale=zh`,
      `where[${text}][contains]=%00&locale=zh`,
      `where[and][0][${text}][like]=a`,
      `where[${text}][like]=a&locale=xx`,
      'where[createdAt][greater_than]=notadate',
      'where[createdAt][equals]=2020-13-45',
      'where[updatedAt][less_than]=1700000000000',
      'where[updatedAt][in]=abc',
      'where[createdAt][exists]=maybe',
      `sort=${text}`,
      `sort=-${text}`,
      'locale=xx',
      'locale=%00',
      'depth=abc&limit=-5&page=abc',
      ...(relation ? [`where[${relation}][equals]=abc`, `where[${relation}][in]=1,abc`, `where[${relation}.id][equals]=1`] : []),
    ]
    for (const query of queries) {
      for (const language of ['zh', 'en'] as const) get(`/api/${slug}?${query}`, language)
      get(`/api/${slug}/count?${query}`)
    }
    for (const method of ['PATCH', 'DELETE']) {
      probes.push({
        method,
        path: `/api/${slug}?where=abc`,
        api: false,
        payload: true,
        language: 'zh',
        body: method === 'PATCH' ? '{}' : undefined,
        headers: { 'content-type': 'application/json' },
      })
      probes.push({
        method,
        path: `/api/${slug}/abc`,
        api: false,
        payload: true,
        language: 'zh',
        body: method === 'PATCH' ? '{}' : undefined,
        headers: { 'content-type': 'application/json' },
      })
    }
    probes.push({ method: 'POST', path: `/api/${slug}/abc/duplicate`, api: false, payload: true, language: 'zh' })
    if (!['news', 'update-logs', 'media'].includes(slug)) continue
    for (const value of RAW_VALUES.slice(0, 40)) {
      get(`/api/${slug}?where[id][in]=1,${value}`)
      get(`/api/${slug}?where[createdAt][greater_than]=${value}`)
      get(`/api/${slug}?where[${text}][like]=${value}&locale=zh`)
    }
  }
  // GraphQL is off: no endpoint, no playground.
  probes.push({
    method: 'POST',
    path: '/api/graphql',
    api: false,
    language: 'zh',
    body: JSON.stringify({ query: '{ __typename }' }),
    headers: { 'content-type': 'application/json' },
    expect: [404],
  })
  probes.push({
    method: 'POST',
    path: '/api/graphql',
    api: false,
    language: 'zh',
    body: JSON.stringify({ query: '{ allMedia(limit: 10000) { docs { id } } }' }),
    headers: { 'content-type': 'application/json' },
    expect: [404],
  })
  for (const path of ['/api/graphql', '/api/graphql?query=%7B__typename%7D', '/api/graphql-playground']) {
    probes.push({ method: 'GET', path, api: false, language: 'zh', expect: [404] })
  }
  return probes
}

/** TRACE on every kind of path, and server actions sent from another site or with a malformed Origin (the proxy's 403). */
function methodAndOriginProbes(): Probe[] {
  const probes: Probe[] = []
  const paths = [
    '/',
    '/pc_index',
    '/en/contact',
    '/newsDetail?type=information&id=1',
    '/client/banner/clientBannerList?language=en',
    '/system/oss/listByIds/1',
    '/api/news',
    '/api/media/file/no-such-file.webp',
    '/admin',
    '/healthz',
    '/sitemap.xml',
    '/_next/static/chunks/no-such-chunk.js',
  ]
  for (const path of paths) {
    for (const method of ['TRACE']) {
      const api = path.startsWith('/client/') || path.startsWith('/system/')
      probes.push({ method, path, api, language: path.includes('language=en') || path.startsWith('/en/') ? 'en' : 'zh', expect: [405] })
    }
  }
  // The site's own files take GET and HEAD only (Next's static handler answered other methods with a 500).
  for (const path of ['/favicon.ico', '/share.png', '/robots.txt', '/sitemap.xml']) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      probes.push({ method, path, api: false, language: 'zh', body: method === 'OPTIONS' ? undefined : 'x', expect: [405] })
    }
  }
  // A form posted to a page with a body that cannot be read (cut off, no boundary): 400 in the page's language, not
  // Next's 500 ("Failed to parse body as FormData").
  for (const [path, language] of [
    ['/contact', 'zh'],
    ['/pc_index', 'zh'],
    ['/en/airoad', 'en'],
    ['/search?q=x', 'zh'],
  ] as const) {
    for (const [type, body] of [
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'],
      ['multipart/form-data; boundary=b', 'garbage'],
      ['multipart/form-data', '--b\r\n\r\n'],
    ]) {
      probes.push({ method: 'POST', path, api: false, language, body, headers: { 'content-type': type }, expect: [400] })
    }
  }
  const action = { 'next-action': '7f'.repeat(21), 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' }
  for (const [path, language] of [
    ['/contact', 'zh'],
    ['/en/contact', 'en'],
    ['/admin', 'zh'],
  ] as const) {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'not a url']) {
      probes.push({ method: 'POST', path, api: false, language, body: '["$K1"]', headers: { ...action, origin }, expect: [403] })
    }
    probes.push({
      method: 'POST',
      path,
      api: false,
      language,
      body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', origin: 'https://evil.example' },
      expect: [403],
    })
  }
  return probes
}

function apiProbes(ids: Record<string, string>): Probe[] {
  const probes: Probe[] = []
  for (const language of ['zh', 'en'] as const) {
    for (const template of API_ID_PATHS) {
      for (const value of SEGMENT_VALUES) {
        probes.push({ method: 'GET', path: `${template.replace(':x', value)}?language=${language}`, api: true, language })
      }
      probes.push({ method: 'POST', path: `${template.replace(':x', '1')}?language=${language}`, api: true, language, body: big })
    }
    for (const [template, names] of Object.entries(API_QUERY)) {
      const path = template.replace(':album', ids.album)
      for (const name of names) {
        const fixed =
          path.endsWith('updateLogList') && name !== 'softwareId'
            ? `softwareId=${ids.softwareId}&`
            : path.endsWith('helpDocument') && name !== 'soft'
              ? `soft=${ids.soft}&`
              : ''
        for (const value of RAW_VALUES) {
          // `language` itself is the parameter under test: the answer is then in Chinese (anything but en).
          const lang = name === 'language' ? '' : `language=${language}&`
          probes.push({
            method: 'GET',
            path: `${path}?${lang}${fixed}${name}=${value}`,
            api: true,
            language: name === 'language' ? 'zh' : language,
          })
        }
        probes.push({
          method: 'GET',
          path: `${path}?language=${language}&${fixed}${name}=1&${name}=2&${name}[]=3&${name}[$ne]=x`,
          api: true,
          language,
        })
      }
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'])
        probes.push({ method, path: `${path}?language=${language}`, api: true, language, body: method === 'OPTIONS' ? undefined : '{}' })
      probes.push({
        method: 'POST',
        path: `${path}?language=${language}`,
        api: true,
        language,
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      })
    }
    for (const { body, type } of contactBodies(language)) {
      probes.push({
        method: 'POST',
        path: `/client/contact/submit?language=${language}`,
        api: true,
        language,
        body,
        headers: type ? { 'content-type': type } : {},
      })
    }
    for (const method of ['GET', 'PUT', 'DELETE'])
      probes.push({ method, path: `/client/contact/submit?language=${language}`, api: true, language })
    for (const value of SEGMENT_VALUES.slice(0, 20)) {
      probes.push({ method: 'GET', path: `/client/${value}?language=${language}`, api: true, language })
      probes.push({ method: 'GET', path: `/system/oss/${value}/1?language=${language}`, api: true, language })
      probes.push({ method: 'GET', path: `/client/message/clientMessageSelectById/1/${value}?language=${language}`, api: true, language })
    }
  }
  return probes
}

export type Result = { probe: Probe; status: number; body: string; contentType: string; ms?: number }

/** A method fetch refuses to send (TRACE): sent with node:http. */
function sendRaw(base: string, probe: Probe): Promise<Result> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${probe.path}`, { method: probe.method, headers: probe.headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        resolve({
          probe,
          status: res.statusCode ?? 0,
          body: probe.api ? body : body.slice(0, 300),
          contentType: String(res.headers['content-type'] ?? ''),
        })
      })
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

async function send(base: string, probe: Probe): Promise<Result> {
  if (probe.method === 'TRACE') return sendRaw(base, probe)
  const res = await fetch(`${base}${probe.path}`, {
    method: probe.method,
    headers: probe.headers,
    body: probe.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const body = probe.method === 'HEAD' ? '' : await res.text()
  return {
    probe,
    status: res.status,
    body: probe.api || probe.payload ? body : body.slice(0, 300),
    contentType: res.headers.get('content-type') ?? '',
  }
}

export async function runAll(base: string, probes: Probe[], concurrency: number): Promise<Result[]> {
  const results: Result[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < probes.length) {
        const probe = probes[next++]
        const t0 = performance.now()
        try {
          results.push({ ...(await send(base, probe)), ms: performance.now() - t0 })
        } catch (error) {
          results.push({ probe, status: 0, body: String(error), contentType: '' })
        }
      }
    }),
  )
  return results
}

/** A problem with one answer, or null when it is as the contract says. */
export function problemOf(r: Result): string | null {
  const where = `${r.probe.method} ${r.probe.path.slice(0, 160)}`
  if (r.status === 0) return `${where}: no answer (${r.body})`
  if (r.status >= 500) return `${where}: HTTP ${r.status} ${r.body.slice(0, 200)}`
  if (r.probe.expect && !r.probe.expect.includes(r.status))
    return `${where}: HTTP ${r.status}, expected ${r.probe.expect.join(' or ')}: ${r.body.slice(0, 120)}`
  if (r.probe.payload && r.status >= 400) {
    let message: unknown
    try {
      const parsed = JSON.parse(r.body) as { errors?: { message?: unknown }[]; message?: unknown }
      message = parsed.errors?.[0]?.message ?? parsed.message
    } catch {
      return `${where}: HTTP ${r.status} not JSON: ${r.body.slice(0, 120)}`
    }
    if (typeof message !== 'string' || message === '') return `${where}: HTTP ${r.status} without a message`
    return null
  }
  if (!r.probe.api || r.probe.method === 'HEAD' || r.probe.method === 'OPTIONS') return null
  let body: { code?: unknown; msg?: unknown }
  try {
    body = JSON.parse(r.body)
  } catch {
    return `${where}: HTTP ${r.status} not JSON: ${r.body.slice(0, 120)}`
  }
  if (body.code !== r.status) return `${where}: code ${String(body.code)} under HTTP ${r.status}`
  if (typeof body.msg !== 'string' || body.msg === '') return `${where}: no message`
  if (r.status >= 400) {
    const chinese = /[\u4e00-\u9fff]/.test(body.msg)
    const english = /^[A-Z]/.test(body.msg)
    if (r.probe.language === 'zh' ? !chinese : !english) return `${where}: message not in ${r.probe.language}: ${body.msg.slice(0, 80)}`
  }
  return null
}
