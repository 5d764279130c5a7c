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

describe('unknown verification tokens and /versions of what keeps none', () => {
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
