/**
 * No request shape earns a 500 from Payload's REST API (src/app/(payload)/api/[...slug]/route.ts, the handlers the
 * site serves, called in-process) or from the public API (src/content/api/handler.ts): method overrides, odd bodies,
 * `/versions` of what keeps none, unknown verification tokens, writes without a language; then a property test of
 * generated request shapes against every route, anonymous and signed in. Runs on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as restRoute from '@/app/(payload)/api/[...slug]/route'
import { handleApiRequest } from '@/content/api/handler'
import { getPayloadClient } from '@/content/payload'

import { rest } from '../support/rest'

const ids = inject('fixtureIds')
const stamp = Date.now().toString(36)
const PASSWORD = 'Request-shapes-passphrase-42'
type Role = 'admin' | 'editor' | 'sales'
const tokens: Partial<Record<Role, string>> = {}

type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const handlers = restRoute as unknown as Record<string, RouteHandler | undefined>

type Sent = { status: number; body: string; thrown?: unknown }

/** One request to the REST route as Next would hand it over (`/api/<path>`); a throw is what Next answers 500. */
async function send(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit | null; role?: Role; language?: 'zh' | 'en' } = {},
): Promise<Sent> {
  const headers = new Headers(init.headers)
  if (init.language) headers.set('accept-language', init.language)
  if (init.role) headers.set('authorization', `JWT ${tokens[init.role]}`)
  const url = `http://localhost/api${path}`
  const slug = new URL(url).pathname.slice('/api/'.length).split('/').filter(Boolean)
  const handler = handlers[method.toUpperCase()]
  if (!handler) throw new Error(`no handler for ${method}`)
  try {
    const request = new Request(url, { method, headers, body: init.body ?? undefined, duplex: 'half' } as RequestInit)
    const answer = await handler(request, { params: Promise.resolve({ slug }) })
    return { status: answer.status, body: await answer.text() }
  } catch (thrown) {
    return { status: 500, body: String(thrown), thrown }
  }
}

const messageOf = (sent: Sent): string => {
  try {
    const body = JSON.parse(sent.body) as { errors?: { message?: string }[]; message?: string }
    return String(body.errors?.[0]?.message ?? body.message ?? '')
  } catch {
    return ''
  }
}

let ownNewsId = 0

beforeAll(async () => {
  const payload = await getPayloadClient()
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const email = `shapes-${role}-${stamp}@example.com`
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, role, name: role } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    tokens[role] = token
  }
  const own = await payload.create({
    collection: 'news',
    locale: 'zh',
    overrideAccess: true,
    draft: true,
    data: { title: `shapes-own-${stamp}`, class: 'company', _status: 'draft' } as never,
  })
  ownNewsId = own.id
}, 120_000)

describe('method overrides', () => {
  const override = (value: string, type: string, body: string, role?: Role, method = 'POST') =>
    send(method, '/news', { headers: { 'x-payload-http-method-override': value, 'content-type': type }, body, role })

  it('a POST standing for a GET is checked as that GET: a bad query is a 400, not a 500', async () => {
    for (const role of [undefined, 'editor'] as const) {
      const bad = await override('GET', 'application/x-www-form-urlencoded', 'where[id][in]=abc', role)
      expect(bad.status, bad.body).toBe(400)
      expect(messageOf(bad)).toMatch(/不是编号/)
      const other = await send('POST', '/news', {
        headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'sort=title',
        role,
        language: 'en',
      })
      expect(other.status, other.body).toBe(400)
      expect(messageOf(other)).toMatch(/Name the locale/)
    }
  })

  it('the admin’s form of it still reads, exactly as the GET does (drafts hidden from the public)', async () => {
    const query = `where[id][equals]=${ownNewsId}&draft=true&depth=0&locale=zh`
    const viaPost = await override('GET', 'application/x-www-form-urlencoded', query, 'editor')
    const viaGet = await send('GET', `/news?${query}`, { role: 'editor' })
    expect(viaPost.status).toBe(200)
    expect(JSON.parse(viaPost.body).docs.map((d: { id: number }) => d.id)).toEqual([ownNewsId])
    expect(JSON.parse(viaPost.body).docs).toEqual(JSON.parse(viaGet.body).docs)
    const anonymous = await override('GET', 'application/x-www-form-urlencoded', query)
    expect(anonymous.status).toBe(200)
    expect(JSON.parse(anonymous.body).totalDocs).toBe(0)
    // A query in the address and one in the body are both read.
    const both = await send(`POST`, `/news?locale=zh&depth=0`, {
      headers: { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: `where[id][equals]=${ids.news[0]}`,
    })
    expect(both.status, both.body).toBe(200)
    expect(JSON.parse(both.body).docs.map((d: { id: number }) => d.id)).toEqual([ids.news[0]])
  })

  it('any other use of the override headers is refused with 400 in the caller’s language', async () => {
    const cases: [string, string, string, string][] = [
      ['POST', 'GET', 'application/json', '{"where":{"id":{"in":"abc"}}}'],
      ['POST', 'GET', 'application/json', '{bad'],
      ['POST', 'get', 'application/x-www-form-urlencoded', 'where[id][equals]=1'],
      ['POST', 'DELETE', 'application/json', '{}'],
      ['PATCH', 'GET', 'application/x-www-form-urlencoded', 'a=1'],
      ['POST', 'GET', 'text/plain', 'where[id][equals]=1'],
    ]
    for (const [method, value, type, body] of cases) {
      for (const language of ['zh', 'en'] as const) {
        const sent = await send(method, '/news', {
          headers: { 'x-payload-http-method-override': value, 'content-type': type },
          body,
          role: 'admin',
          language,
        })
        expect(sent.status, `${method} ${value} ${type} ${body}: ${sent.body}`).toBe(400)
        expect(messageOf(sent)).toMatch(language === 'en' ? /Unsupported method override/ : /不支持的方法覆盖/)
      }
    }
    const get = await send('GET', '/news?locale=zh', { headers: { 'x-http-method-override': 'DELETE' } })
    expect(get.status).toBe(400)
  })
})

describe('paths and queries that do not exist', () => {
  it('POST /api/users/verify/<token> is a 404 (the accounts verify no addresses)', async () => {
    for (const token of ['x', 'abc123', '0']) {
      const sent = await send('POST', `/users/verify/${token}`)
      expect(sent.status, sent.body).toBe(404)
    }
  })

  it('/versions of a collection or global without versions is a 404, for every role', async () => {
    for (const path of [
      '/users/versions',
      '/users/versions/1',
      '/audit-log/versions',
      '/globals/site-settings/versions',
      '/globals/navigation/versions/1',
    ]) {
      for (const role of [undefined, 'admin'] as const) {
        const sent = await send(path.endsWith('/1') && role ? 'POST' : 'GET', path, { role })
        expect(sent.status, `${path} ${role}: ${sent.body}`).toBe(404)
      }
    }
    // A read of drafts with `where=null` (Payload failed on it): 400; without drafts it is no condition.
    for (const role of [undefined, 'sales'] as const) {
      expect((await send('GET', '/update-logs?where=null&draft=true', { role })).status).toBe(400)
      expect((await send('GET', '/update-logs?where=null', { role })).status).toBe(200)
    }
    // Those that keep versions still answer.
    const news = await send('GET', '/news/versions?limit=1', { role: 'admin' })
    expect(news.status).toBe(200)
  })
})

describe('odd bodies', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.set(k, v)
    return data
  }
  const oddBodies: { name: string; headers?: Record<string, string>; body?: () => BodyInit }[] = [
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, body: () => 'hello' },
    { name: 'JSON null', headers: { 'content-type': 'application/json' }, body: () => 'null' },
    { name: 'JSON array', headers: { 'content-type': 'application/json' }, body: () => '[{"title":"x"}]' },
    { name: 'JSON number', headers: { 'content-type': 'application/json' }, body: () => '1e999' },
    { name: 'invalid JSON', headers: { 'content-type': 'application/json' }, body: () => '{"title":' },
    {
      name: 'invalid UTF-8',
      headers: { 'content-type': 'application/json' },
      body: () => new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { name: 'urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: () => 'title=x' },
    { name: 'multipart without _payload', body: () => form({ title: 'x' }) },
    { name: 'multipart with _payload null', body: () => form({ _payload: 'null' }) },
    { name: 'multipart with broken _payload', body: () => form({ _payload: '{x' }) },
    { name: 'empty', headers: { 'content-type': 'application/json' } },
    { name: 'no type', body: () => 'title=x' },
  ]
  const writes: [string, string][] = [
    ['POST', '/news'],
    ['PATCH', `/news/OWN`],
    ['PATCH', '/news?where[id][equals]=999999999'],
    ['POST', '/globals/site-settings'],
    ['POST', '/users'],
    ['POST', '/redirects'],
    ['POST', '/media'],
  ]

  it('every odd body to a save is a 400 with a message in the caller’s language, signed in or not', async () => {
    for (const [method, rawPath] of writes) {
      const path = rawPath.replace('OWN', String(ownNewsId))
      for (const odd of oddBodies) {
        if (rawPath === '/media' && odd.name.startsWith('multipart')) continue // an upload: refused before its body (403) or streamed to Payload
        for (const role of [undefined, 'admin', 'sales'] as const) {
          const language = role === 'sales' ? 'en' : 'zh'
          const sent = await send(method, path, { headers: odd.headers, body: odd.body?.() ?? null, role, language })
          expect(sent.status, `${method} ${path} ${odd.name} ${role}: ${sent.body}`).toBe(400)
          expect(messageOf(sent), `${method} ${path} ${odd.name}`).toMatch(language === 'en' ? /^[\x20-\x7e]+$/ : /[\u4e00-\u9fff]/)
        }
      }
    }
  })

  it('the sign-in endpoints answer odd bodies with a 4xx, and logout and refresh without a body still work', async () => {
    for (const path of ['/users/login', '/users/forgot-password', '/users/reset-password', '/users/unlock', '/users/first-register']) {
      for (const odd of oddBodies) {
        const sent = await send('POST', path, {
          headers: { ...odd.headers, 'x-client-address': '198.51.100.77' },
          body: odd.body?.() ?? null,
        })
        expect(sent.status, `${path} ${odd.name}: ${sent.body}`).toBeGreaterThanOrEqual(400)
        expect(sent.status, `${path} ${odd.name}: ${sent.body}`).toBeLessThan(500)
      }
    }
    const refreshed = await send('POST', '/users/refresh-token', { role: 'sales' })
    expect(refreshed.status, refreshed.body).toBe(200)
    const out = await send('POST', '/users/logout', { role: 'sales' })
    expect(out.status, out.body).toBe(200)
    const payload = await getPayloadClient()
    tokens.sales = (
      await payload.login({ collection: 'users', data: { email: `shapes-sales-${stamp}@example.com`, password: PASSWORD } })
    ).token
  })

  it('an upload’s form whose _payload is not a JSON object is a 400, with or without a file', async () => {
    for (const payloadField of ['{', '5', '"text"', '[1]']) {
      for (const withFile of [false, true]) {
        const data = new FormData()
        data.set('_payload', payloadField)
        if (payloadField === '{' && !withFile) {
          const sent = await send('POST', '/media?locale=zh', { body: data, role: 'editor', language: 'en' })
          expect(messageOf(sent)).toMatch(/_payload field is not valid JSON/)
        }
        if (withFile) data.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'x.png')
        for (const [method, path] of [
          ['POST', '/media?locale=zh'],
          ['PATCH', '/media/999999999?locale=zh'],
        ]) {
          const sent = await send(method, path, { body: data, role: 'editor', language: 'en' })
          // A PATCH of a document that does not exist may be answered 404 before its data is looked at.
          expect(method === 'PATCH' ? [400, 404] : [400], `${method} ${payloadField} ${withFile}: ${sent.body}`).toContain(sent.status)
          expect(messageOf(sent).length, sent.body).toBeGreaterThan(0)
        }
      }
    }
  })

  it('an upload whose multipart body cannot be read (no boundary, a body that is not multipart) is a 400', async () => {
    const broken: [string, string][] = [
      ['multipart/form-data', '{}'],
      ['multipart/form-data', ''],
      ['multipart/form-data; boundary=zzz', '{}'],
      ['multipart/form-data; boundary=zzz', '--zzz\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{}'],
    ]
    for (const [type, body] of broken) {
      for (const [method, path] of [
        ['POST', '/media?locale=zh'],
        ['PATCH', '/media?where[id][equals]=999999999'],
        ['PATCH', '/media/999999999?locale=zh'],
      ]) {
        for (const role of ['admin', 'editor'] as const) {
          const sent = await send(method, path, { headers: { 'content-type': type }, body, role, language: 'en' })
          expect([400, 404], `${method} ${path} ${type} ${JSON.stringify(body)}: ${sent.status} ${sent.body}`).toContain(sent.status)
          expect(messageOf(sent).length, sent.body).toBeGreaterThan(0)
        }
      }
    }
  })

  it('a NUL character in a body is a 400 (PostgreSQL refused it), whether the body is checked by the route or not', async () => {
    const bodies = [
      ['POST', '/news?locale=zh', { title: 'a\u0000b', class: 'company' }],
      ['POST', '/payload-preferences/shapes-nul', { value: { 'k\u0000': 1 } }],
      ['POST', '/redirects', { from: '/a\u0000', to: '/b' }],
    ] as const
    for (const [method, path, body] of bodies) {
      const sent = await send(method, path, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        role: 'admin',
        language: 'en',
      })
      expect(sent.status, `${path}: ${sent.body}`).toBe(400)
      expect(messageOf(sent)).toMatch(/NUL character/)
    }
    // An upload's form reaches Payload unread: the collection's own rule refuses it.
    const data = new FormData()
    data.set('_payload', JSON.stringify({ alt: 'a\u0000b' }))
    data.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'x.png')
    const upload = await send('POST', '/media?locale=zh', { body: data, role: 'editor', language: 'en' })
    expect(upload.status, upload.body).toBe(400)
    expect(messageOf(upload)).toMatch(/NUL character/)
  })

  it('the admin’s own forms still save: a form with _payload, and JSON', async () => {
    const viaForm = await send('PATCH', `/news/${ownNewsId}?locale=zh&draft=true`, {
      body: form({ _payload: JSON.stringify({ title: `shapes-form-${stamp}` }) }),
      role: 'editor',
    })
    expect(viaForm.status, viaForm.body).toBe(200)
    expect(JSON.parse(viaForm.body).doc.title).toBe(`shapes-form-${stamp}`)
    const viaJson = await send('PATCH', `/news/${ownNewsId}?locale=zh&draft=true`, {
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      body: JSON.stringify({ title: `shapes-json-${stamp}` }),
      role: 'editor',
    })
    expect(viaJson.status, viaJson.body).toBe(200)
    expect(JSON.parse(viaJson.body).doc.title).toBe(`shapes-json-${stamp}`)
  })
})

describe('writes name their language', () => {
  it('a REST write without locale goes to the default language (zh): a published news item keeps its title', async () => {
    const title = `shapes-no-locale-${stamp}`
    const made = await send('POST', '/news', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, class: 'company', _status: 'published' }),
      role: 'editor',
    })
    expect(made.status, made.body).toBe(201)
    const id = JSON.parse(made.body).doc.id as number
    const payload = await getPayloadClient()
    const stored = await payload.findByID({ collection: 'news', id, locale: 'all', depth: 0, overrideAccess: true })
    expect((stored as unknown as { title: Record<string, string> }).title).toEqual({ zh: title })
    const patched = await send('PATCH', `/news/${id}?locale=`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${title}-2` }),
      role: 'editor',
    })
    expect(patched.status, patched.body).toBe(200)
    const again = await payload.findByID({ collection: 'news', id, locale: 'zh', depth: 0, overrideAccess: true })
    expect(again.title).toBe(`${title}-2`)
    // The global too.
    const settings = await send('POST', '/globals/navigation', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
      role: 'admin',
    })
    expect(settings.status, settings.body).toBe(200)
    await payload.delete({ collection: 'news', id, overrideAccess: true })
  })

  it('a write with locale=all is refused with 400 and stores nothing', async () => {
    const title = `shapes-all-${stamp}`
    for (const locale of ['all', '*']) {
      const sent = await send('POST', `/news?locale=${locale}`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title, class: 'company', _status: 'published' }),
        role: 'editor',
        language: 'en',
      })
      expect(sent.status, sent.body).toBe(400)
      expect(messageOf(sent)).toMatch(/names one language/)
    }
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'news',
      where: { title: { equals: title } },
      locale: 'zh',
      overrideAccess: true,
      draft: true,
    })
    expect(found.totalDocs).toBe(0)
  })

  it('a save reaching Payload without a locale is refused (400), never stored without its localized fields', async () => {
    // Payload's own handler, called without the site's route (as any path that forgot the locale would).
    const title = `shapes-bare-${stamp}`
    const payload = await getPayloadClient()
    const count = async () => (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs
    const before = await count()
    const answer = await rest('/news', { method: 'POST', body: { title, class: 'company', _status: 'published' }, token: tokens.editor })
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(await count()).toBe(before)
    // The local API names the default language itself.
    const local = await payload.create({
      collection: 'news',
      overrideAccess: true,
      data: { title, class: 'company', _status: 'published' } as never,
    })
    expect((await payload.findByID({ collection: 'news', id: local.id, locale: 'zh', overrideAccess: true })).title).toBe(title)
    await payload.delete({ collection: 'news', id: local.id, overrideAccess: true })
  })
})

afterAll(async () => {
  const payload = await getPayloadClient()
  if (ownNewsId) await payload.delete({ collection: 'news', id: ownNewsId, overrideAccess: true }).catch(() => {})
})

/** A small seeded generator (mulberry32): the same seed gives the same requests, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  const chance = (p: number) => next() < p
  const some = <T>(items: readonly T[], max: number): T[] => Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(items))
  return { next, pick, chance, some }
}

const SEED = Number(process.env.REQUEST_SHAPES_SEED ?? 20261127)
const REQUESTS = 10_000
const PUBLIC_SHARE = 0.2
const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'] as const
const WRITE_IDS = [
  '999999999',
  '0',
  '-1',
  'abc',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '%20',
  '%00',
  '%E4%B8%AD',
  'null',
  '..',
]
const NESTED_ARRAY = `${'['.repeat(3000)}${']'.repeat(3000)}`
const NESTED_OBJECT = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`
const JSON_TEXTS = [
  '',
  'null',
  '[]',
  '[1,2,3]',
  '1e400',
  '-0',
  '123456789012345678901234567890123',
  '"text"',
  'true',
  '{',
  '{"a":',
  '{}',
  NESTED_ARRAY,
  NESTED_OBJECT,
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
]
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  99999999999999999999,
  'x'.repeat(10_000),
  '',
  [],
  {},
  [{}],
  [[[]]],
  true,
  '2020-13-45',
  '\u0000',
  { zh: 'x', en: 5 },
  { id: 'abc' },
  'NaN',
  '<script>alert(1)</script>',
  JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`),
]
const QUERY_PARTS = [
  'locale=zh',
  'locale=en',
  'locale=all',
  'locale=*',
  'locale=xx',
  'locale=',
  'depth=0',
  'depth=-1',
  'depth=1000000000',
  'depth=abc',
  'limit=0',
  'limit=-5',
  'limit=1000000000000',
  'limit=abc',
  'page=0',
  'page=-1',
  'page=99999999999',
  'draft=true',
  'draft=abc',
  'sort=title',
  'sort=-id',
  'sort=nope',
  'sort=cover.alt',
  'sort=-',
  'sort=publishedAt,-id',
  'where[title][equals]=x',
  'where[id][in]=1,abc',
  'where[id][equals]=99999999999999999999',
  'where=abc',
  'where=null',
  'where=null&draft=true',
  'where[or][0][id][equals]=1',
  'where[publishedAt][greater_than]=2020-13-45',
  'where[id][near]=1,2',
  'where[nope][equals]=1',
  'where[title][like]=%25',
  'where[a][b][c][d][e][f][g]=1',
  `${'where'}${'[and][0]'.repeat(40)}[id][equals]=1`,
  'where[id][exists]=maybe',
  'where[class][in][]=a',
  'where[class][like]=a',
  'where[class][contains]=a',
  'where[_status][equals]=x',
  'where[role][in]=admin,x',
  'where[title][contains]=%00',
  'where[id][like]=1',
  'where[publishedAt][like]=2020',
  'where[sort][like]=1',
  'where[hits][contains]=1',
  'where[cover][like]=1',
  'where[sort][greater_than]=abc',
  'where[cover.alt][like]=a&locale=zh',
  'where[translation.zhState][like]=a',
  'where[title][equals][x]=1',
  'where[id][equals]=%00',
  'select[title]=true',
  'select=abc',
  'populate[media][alt]=true',
  'joins=abc',
  'fallbackLocale=xx',
  'trash=true',
  'pagination=false',
  'publishSpecificLocale=xx',
  'autosave=true',
  'depth=1&limit=1',
  '%ZZ=1',
  'a[=1',
]
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'text/csv',
  'application/xml',
  'application/octet-stream',
  'application/merge-patch+json',
]

type Shape = { method: string; path: string; headers: Record<string, string>; body: BodyInit | null; role?: Role; label: string }

describe('property: generated request shapes never earn a 500', () => {
  it(`${REQUESTS} requests (seed ${SEED}) against every REST route and the public API, anonymous and signed in`, async () => {
    const payload = await getPayloadClient()
    const g = generator(SEED)
    const collections = payload.config.collections.map((c) => ({
      slug: c.slug,
      endpoints: Array.isArray(c.endpoints)
        ? c.endpoints.map((e) => ({ method: String(e.method).toUpperCase(), path: String(e.path) }))
        : [],
      fields: (c.flattenedFields ?? []).map((f) => f.name).filter(Boolean),
    }))
    const globals = payload.config.globals.map((c) => ({
      slug: c.slug,
      endpoints: Array.isArray(c.endpoints)
        ? c.endpoints.map((e) => ({ method: String(e.method).toUpperCase(), path: String(e.path) }))
        : [],
    }))
    const rootEndpoints = Array.isArray(payload.config.endpoints) ? payload.config.endpoints.map((e) => String(e.path)) : []

    // Whatever the sweep creates is removed afterwards (other test files share the database).
    const before = new Map<string, number>()
    for (const { slug } of collections) {
      const last = await payload.find({
        collection: slug as 'news',
        sort: '-id',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        pagination: false,
      })
      before.set(slug, Number(last.docs[0]?.id ?? 0))
    }

    const readIds = [...WRITE_IDS, '1', '2', String(ids.news[0]), String(ids.media[0])]
    const fill = (pattern: string, write: boolean, slug: string) =>
      pattern
        .split('/')
        .map((part) => {
          if (part === ':filename') return g.pick(['cover.webp', 'none.png', '..%2F..%2Fetc%2Fpasswd', '%00.png', 'a'.repeat(300)])
          if (part.startsWith(':')) {
            if (part.endsWith('?') && g.chance(0.3)) return ''
            if (slug === 'news' && write && g.chance(0.1)) return String(ownNewsId)
            return g.pick(write ? WRITE_IDS : readIds)
          }
          return part
        })
        .filter((part, i) => i === 0 || part !== '')
        .join('/')

    const jsonObjectFor = (fields: string[]) => {
      const object: Record<string, unknown> = {}
      for (const name of g.some(fields.length ? fields : ['title'], 4)) object[name] = g.pick(WRONG_VALUES)
      if (g.chance(0.3)) object._status = g.pick(['published', 'draft', 'junk', 5])
      if (g.chance(0.1)) object.id = g.pick(['abc', 1, null])
      if (g.chance(0.1)) object.locale = g.pick(['xx', 'all', 5])
      return JSON.stringify(object)
    }
    const bodyFor = (fields: string[]): { body: BodyInit | null; type?: string; label: string } => {
      const kind = g.pick(['none', 'json-text', 'json-object', 'json-object', 'utf8', 'urlencoded', 'form', 'form-file', 'raw-multipart'])
      const type = g.pick(CONTENT_TYPES)
      switch (kind) {
        case 'none':
          return { body: null, type: g.chance(0.5) ? type : undefined, label: 'none' }
        case 'json-text':
          return { body: g.pick(JSON_TEXTS), type, label: 'json-text' }
        case 'json-object':
          return { body: jsonObjectFor(fields), type: g.chance(0.7) ? 'application/json' : type, label: 'json-object' }
        case 'utf8':
          return { body: new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]), type, label: 'invalid-utf8' }
        case 'urlencoded':
          return { body: g.some(QUERY_PARTS, 4).join('&'), type: 'application/x-www-form-urlencoded', label: 'urlencoded' }
        case 'form': {
          const form = new FormData()
          if (g.chance(0.7)) form.set('_payload', g.chance(0.5) ? jsonObjectFor(fields) : g.pick(JSON_TEXTS))
          if (g.chance(0.3)) form.set('title', 'x')
          if (g.chance(0.1)) form.set('file', g.pick(['{', '{"filename":"x.png"}', 'x']))
          return { body: form, label: 'form' }
        }
        case 'form-file': {
          const form = new FormData()
          form.set('_payload', jsonObjectFor(fields))
          form.set(
            'file',
            new Blob([g.pick(['hello', '<svg onload=alert(1)>', '\u0000\u0001'])], { type: 'text/plain' }),
            g.pick(['a.txt', 'a.png', 'a\u0000.png']),
          )
          return { body: form, label: 'form-file' }
        }
        default:
          return {
            body: '--zzz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}',
            type: 'multipart/form-data; boundary=zzz',
            label: 'raw-multipart',
          }
      }
    }

    const restShape = (): Shape => {
      const role = g.pick([undefined, undefined, 'admin', 'editor', 'sales'] as const)
      const onGlobal = g.chance(0.15)
      const collection = g.pick(collections)
      const global = g.pick(globals)
      const endpoints = onGlobal ? global.endpoints : collection.endpoints
      const slugPath = onGlobal ? `/globals/${global.slug}` : `/${collection.slug}`
      let method: string
      let path: string
      const roll = g.next()
      if (roll < 0.75 && endpoints.length) {
        const endpoint = g.pick(endpoints)
        method = g.chance(0.7) ? endpoint.method : g.pick(METHODS)
        const write = method !== 'GET' && method !== 'HEAD'
        path = `${slugPath}${endpoint.path === '/' ? '' : fill(endpoint.path, write, onGlobal ? '' : collection.slug)}`
      } else if (roll < 0.9) {
        method = g.pick(METHODS)
        const write = method !== 'GET' && method !== 'HEAD'
        path = `${slugPath}/${g.pick([...(write ? WRITE_IDS : readIds), 'versions', 'access', 'count', 'me', 'verify/x', 'unlock', 'nope/deeper'])}`
      } else {
        method = g.pick(METHODS)
        path = g.pick([
          ...rootEndpoints,
          '/',
          '/nope',
          '/globals',
          '/globals/nope',
          '/access',
          '/users/verify/x',
          '/graphql',
          '/payload-preferences/x',
        ])
      }
      const write = method !== 'GET' && method !== 'HEAD'
      const privileged = role === 'admin' || role === 'editor'
      const bulk = !onGlobal && path === slugPath && (method === 'PATCH' || method === 'DELETE')
      // Signed-in sessions stay usable, and nothing shared is changed: no logout with a test account, no bulk write
      // that could match a document, no object saved into a global.
      if (path.endsWith('/logout') && role) path = path.replace('/logout', '/refresh-token')
      let query = g.some(QUERY_PARTS, 4)
      if (bulk) query = [...query.filter((part) => !part.startsWith('where')), 'where[id][equals]=999999999']
      const headers: Record<string, string> = { 'accept-language': g.pick(['zh', 'en', 'en-US,en;q=0.9', 'xx', '']) }
      if (g.chance(0.1)) headers.cookie = 'payload-lng=en'
      if (g.chance(0.12)) {
        headers[g.pick(['x-payload-http-method-override', 'x-http-method-override'])] = g.pick([
          'GET',
          'GET',
          'get',
          'DELETE',
          'PATCH',
          '',
          'GET, GET',
        ])
      }
      let body: BodyInit | null = null
      let label = method
      if (write && method !== 'OPTIONS') {
        const made = bodyFor(onGlobal ? [] : collection.fields)
        const savesObject = onGlobal && privileged && (made.label === 'json-object' || made.label === 'form' || made.label === 'form-file')
        if (!savesObject) {
          body = made.body
          if (made.type) headers['content-type'] = made.type
          label = `${method} ${made.label}`
        }
      }
      if (path.includes('/users/login') || path.includes('/forgot-password'))
        headers['x-client-address'] = `203.0.113.${Math.floor(g.next() * 250) + 1}`
      return { method, path: query.length ? `${path}?${query.join('&')}` : path, headers, body, role, label }
    }

    const publicShape = (): Shape => {
      const route = g.pick([
        '/client/banner/clientBannerList',
        '/system/oss/listByIds/:ids',
        '/client/message/clientHomeLatestInfo',
        '/client/message/clientMessageSelectById/:id',
        '/client/message/clientMessageListPage',
        '/client/video/clientHomeLatestInfo',
        '/client/video/clientVideoListPage',
        '/client/video/clientVideoSelectById/:id',
        '/client/clientTeaching/classifyListPage',
        '/client/clientTeaching/albumSelectById/:id',
        '/client/clientTeaching/otherAlbumTeaching/:id',
        '/client/clientTeaching/teachingCount/:count',
        '/client/software/softwareList',
        '/client/software/updateLogList',
        '/client/software/updateLogDetail/:id',
        '/client/software/helpDocument',
        '/client/search',
        '/client/contact/submit',
        '/client/insight/beacon',
        '/client/nope',
        '/system/nope/x',
      ])
      const path = route
        .replace(
          ':ids',
          g.pick(['1', '1,2', '1,abc', '', '-1', '99999999999999999999', Array.from({ length: 150 }, (_, i) => i).join(',')]),
        )
        .replace(':count', g.pick(WRITE_IDS))
        .replace(':id', g.pick([...readIds, '1'.repeat(40)]))
      const query = g.some(
        [
          'language=en',
          'language=zh',
          'language=xx',
          'pageNum=0',
          'pageNum=-1',
          'pageNum=99999999999',
          'pageSize=0',
          'pageSize=1000',
          'pageSize=abc',
          'class=-1',
          'class=video',
          'class=nope',
          'q=EICAD',
          'q=',
          `q=${'x'.repeat(300)}`,
          'q=%00',
          'softwareId=abc',
          'softwareId=1',
          'soft=eicad',
          'soft=%E4%B8%AD',
          'alias=x',
          'softwareName[]=x',
          'pageNum[a]=1',
        ],
        4,
      )
      const method = g.pick(['GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      const headers: Record<string, string> = {}
      let body: BodyInit | null = null
      let label = `public ${method}`
      if (method !== 'GET') {
        const made = bodyFor(['name', 'phone', 'email', 'requirement', 't', 'p', 'm'])
        body = made.body
        if (made.type) headers['content-type'] = made.type
        label = `public ${method} ${made.label}`
      }
      return { method, path: query.length ? `${path}?${query.join('&')}` : path, headers, body, label }
    }

    const sendPublic = async (shape: Shape): Promise<Sent> => {
      const url = new URL(shape.path, 'http://localhost')
      const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
      try {
        const request = new Request(url, {
          method: shape.method,
          headers: shape.headers,
          body: shape.body ?? undefined,
          duplex: 'half',
        } as RequestInit)
        const answer = await handleApiRequest(request, segments)
        return { status: answer.status, body: await answer.text() }
      } catch (thrown) {
        return { status: 500, body: String(thrown), thrown }
      }
    }

    const counts = new Map<string, number>()
    const failures: string[] = []
    const started = performance.now()
    const shapes = Array.from({ length: REQUESTS }, () =>
      g.chance(PUBLIC_SHARE) ? { ...publicShape(), public: true } : { ...restShape(), public: false },
    )
    let next = 0
    const worker = async () => {
      while (next < shapes.length) {
        const index = next
        next += 1
        const shape = shapes[index]
        const sent = shape.public
          ? await sendPublic(shape)
          : await send(shape.method, shape.path, { headers: shape.headers, body: shape.body, role: shape.role })
        const key = `${shape.public ? 'public API' : 'REST'} ${sent.status}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
        if (sent.status >= 500) {
          const body = typeof shape.body === 'string' ? shape.body.slice(0, 120) : shape.body ? String(shape.body.constructor.name) : ''
          failures.push(
            `#${index} ${shape.role ?? 'anonymous'} ${shape.method} ${shape.path.slice(0, 200)} ${JSON.stringify(shape.headers)} [${shape.label}] ${body} → ${sent.status} ${sent.body.slice(0, 200)}`,
          )
        }
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    const seconds = (performance.now() - started) / 1000

    // Remove what the sweep created: pages first (a deleted page adds redirects), then everything else.
    const order = [...collections.map((c) => c.slug)].sort((a, b) => Number(b === 'pages') - Number(a === 'pages'))
    for (const slug of order) {
      if (slug === 'payload-migrations') continue
      await payload
        .delete({ collection: slug as 'news', where: { id: { greater_than: before.get(slug) ?? 0 } }, overrideAccess: true })
        .catch(() => {})
    }

    const table = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `  ${key}: ${n}`)
    console.log(`[request shapes] seed ${SEED}: ${REQUESTS} requests in ${seconds.toFixed(1)} s\n${table.join('\n')}`)
    if (failures.length) console.log(`[request shapes] ${failures.length} answers of 500 or more:\n${failures.slice(0, 100).join('\n')}`)
    expect(failures.slice(0, 30), `${failures.length} answers of 500 or more`).toEqual([])
  }, 300_000)
})
