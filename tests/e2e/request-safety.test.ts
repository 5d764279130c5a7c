/**
 * Requests made on an editor's behalf, over HTTP against the built site: redirects never leave the site, another
 * site cannot write with an editor's session (CSRF), draft content is shown only while an editor or administrator is
 * signed in, and links that editors write are refused unless they are http(s), mailto, tel or paths of this site.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { BannerRow } from '@/content/banners'
import type { SiteSetting } from '@/payload-types'

import { type ApiList, type Found, messageOf, type Saved } from '../support/answers'
import { type HttpAnswer, loginHeaders, request } from '../support/http'

const base = inject('baseUrl')
const origin = new URL(base).origin
const FOREIGN = 'https://evil.example'
const stamp = Date.now()
let admin: Record<string, string> = {}
const created: { collection: string; id: number }[] = []

beforeAll(async () => {
  admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await request(base, `/api/${collection}/${id}`, { method: 'DELETE', headers: admin })
})

/** Signs in through Payload's REST API as a browser does and answers the session cookie (`payload-token=...`). */
async function sessionCookie(email: string, password: string): Promise<string> {
  const answer = await request(base, '/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  expect(cookie, 'the login sets the session cookie').toBeTruthy()
  return cookie!.split(';')[0]
}

async function makeEditor(name: string, role: 'editor' | 'admin' = 'editor') {
  const email = `${name}-${stamp}@example.com`
  const password = `${name}-Password-0123456789`
  const made = await request<Saved>(base, '/api/users', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password, role, name }),
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return { id: made.body.doc.id, email, password }
}

/** Where a redirect sends the browser, resolved as a browser resolves it. */
const target = (answer: HttpAnswer) => new URL(answer.headers.get('location') ?? '', `${base}/`)

describe('redirects made from a parameter stay on the site', () => {
  const escapes = [
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/a/%2e%2e//evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
  ]

  it('leaving draft preview (no sign-in needed)', async () => {
    for (const path of escapes) {
      const answer = await request(base, `/preview/exit?path=${encodeURIComponent(path)}`)
      expect(answer.status, path).toBe(307)
      expect(answer.headers.get('location'), path).not.toMatch(/^\s*[/\\]{2}/)
      expect(target(answer).origin, path).toBe(origin)
    }
  })

  it('the language switch, from its parameter or the Referer (no sign-in needed)', async () => {
    const paths = [...escapes, '/en//evil.example', '/zh//evil.example', '/en/.//evil.example', '/en/%2e%2e//evil.example']
    for (const path of paths) {
      for (const to of ['zh', 'en']) {
        const asked = [
          await request(base, `/switch-language?to=${to}&from=${encodeURIComponent(path)}`),
          await request(base, `/switch-language?to=${to}`, {
            headers: { referer: `${origin}${path.startsWith('/') ? path : `/${path}`}` },
          }),
        ]
        for (const answer of asked) {
          expect(answer.status, path).toBe(303)
          expect(answer.headers.get('location'), path).not.toMatch(/^\s*[/\\]{2}/)
          expect(target(answer).origin, `${path} → ${answer.headers.get('location')}`).toBe(origin)
        }
      }
    }
  })

  it('entering draft preview (signed in or not)', async () => {
    for (const headers of [{}, { authorization: admin.authorization }] as Record<string, string>[]) {
      for (const path of escapes) {
        const answer = await request(base, `/preview?path=${encodeURIComponent(path)}`, { headers })
        if (answer.status === 400) continue
        expect(answer.status, path).toBe(307)
        expect(answer.headers.get('location'), path).not.toMatch(/^\s*[/\\]{2}/)
        expect(target(answer).origin, path).toBe(origin)
        // Not signed in: the admin's login, which sends the editor back to the preview of a path of this site.
        const back = target(answer).searchParams.get('redirect')
        if (back) expect(new URL(back, `${base}/`).origin, path).toBe(origin)
      }
    }
  })

  it('the admin’s login and the site’s own redirects', async () => {
    const paths = [
      ...escapes.map((p) => `/admin/login?redirect=${encodeURIComponent(p)}`),
      '/zh//evil.example',
      '/en//evil.example',
      '/.//evil.example',
      '//evil.example/',
      '/pc_index/..//evil.example',
    ]
    for (const path of paths) {
      for (const headers of [{}, { authorization: admin.authorization }] as Record<string, string>[]) {
        const answer = await fetch(`${base}${path}`, { redirect: 'manual', headers })
        await answer.arrayBuffer()
        const location = answer.headers.get('location')
        if (!location) continue
        expect(location, path).not.toMatch(/^\s*[/\\]{2}/)
        expect(new URL(location, `${base}/`).origin, `${path} → ${location}`).toBe(origin)
      }
    }
  })
})

describe('unknown admin paths', () => {
  it('answer 404, signed in or not (Payload says not found only in the page’s RSC payload); the admin’s pages 200', async () => {
    const statusOf = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${base}${path}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip', ...headers } })
      const body = await answer.text()
      return { status: answer.status, body }
    }
    const signedIn = { authorization: admin.authorization }
    for (const path of ['/admin/collections/nope', '/admin/globals/nope', '/admin/collections/nope/1']) {
      for (const headers of [{}, signedIn]) {
        const answer = await statusOf(path, headers)
        expect(answer.status, path).toBe(404)
        // The body is Payload's own: the browser still draws its not-found view in the editor's language.
        expect(answer.body, path).toContain('NEXT_HTTP_ERROR_FALLBACK;404')
      }
    }
    // An unknown view: signed out, Payload sends the browser to the sign-in first; signed in, 404.
    expect((await statusOf('/admin/nope', signedIn)).status).toBe(404)
    for (const path of ['/admin', '/admin/collections/news', '/admin/account', '/admin/globals/site-settings'])
      expect((await statusOf(path, signedIn)).status, path).toBe(200)
    expect((await statusOf('/admin/login')).status).toBe(200)
  })
})

describe('writes with an editor’s session cookie (CSRF)', () => {
  let cookie = ''

  beforeAll(async () => {
    cookie = await sessionCookie(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  })

  const countTitled = async (title: string) =>
    (
      await request<Found>(base, `/api/news?where[title][equals]=${encodeURIComponent(title)}&draft=true&depth=0&locale=zh`, {
        headers: admin,
      })
    ).body.totalDocs

  it('are refused (403) from another site’s page and change nothing; accepted from the site itself', async () => {
    const title = `跨站写入 ${stamp}`
    const body = JSON.stringify({ title, class: 'company', _status: 'draft' })
    for (const from of [FOREIGN, 'null']) {
      const foreign = await request(base, '/api/news?locale=zh', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: from },
        body,
      })
      expect(foreign.status, `${from}: ${JSON.stringify(foreign.body)}`).toBe(403)
    }
    expect(await countTitled(title)).toBe(0)

    const settings = await request<SiteSetting>(base, '/api/globals/site-settings?locale=zh&depth=0', { headers: admin })
    const patched = await request(base, '/api/globals/site-settings?locale=zh', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: FOREIGN },
      body: JSON.stringify({ saasLoginUrl: 'https://evil.example/login' }),
    })
    expect(patched.status).toBe(403)
    const after = await request<SiteSetting>(base, '/api/globals/site-settings?locale=zh&depth=0', { headers: admin })
    expect(after.body.saasLoginUrl).toBe(settings.body.saasLoginUrl)

    // A page of another site that sends no Origin: the browser still says where the request comes from.
    const noOrigin = await request(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body,
    })
    expect(noOrigin.status).toBe(403)
    expect(await countTitled(title)).toBe(0)

    // The admin itself (same origin) writes with the cookie as before.
    const own = await request<Saved>(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin },
      body,
    })
    expect(own.status, JSON.stringify(own.body)).toBe(201)
    created.push({ collection: 'news', id: own.body.doc.id })
    expect(await countTitled(title)).toBe(1)
  })

  it('a server action (the contact page’s form) posted from another site is refused with 403', async () => {
    for (const path of ['/contact', '/en/contact']) {
      const answer = await request(base, path, {
        method: 'POST',
        headers: {
          origin: FOREIGN,
          'next-action': '7f'.repeat(21),
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
        },
        body: '[]',
      })
      expect(answer.status, path).toBe(403)
      expect(String(answer.body)).toMatch(path.startsWith('/en') ? /another site/i : /其他网站/)
    }
    // The admin's own server functions too.
    const admin = await request(base, '/admin', {
      method: 'POST',
      headers: {
        cookie,
        origin: FOREIGN,
        'next-action': '7f'.repeat(21),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      body: '[]',
    })
    expect(admin.status).toBe(403)
  })

  it('a GET from another site changes nothing: draft preview is not turned on', async () => {
    const answer = await request(base, `/preview?path=${encodeURIComponent('/pc_index')}`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('__prerender_bypass='))).toBe(false)
    const own = await request(base, `/preview?path=${encodeURIComponent('/pc_index')}`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(own.status).toBe(307)
    expect(own.headers.getSetCookie().some((c) => c.startsWith('__prerender_bypass='))).toBe(true)
  })
})

describe('draft content', () => {
  const title = { zh: `仅限编辑 ${stamp}`, en: `Editors only ${stamp}` }
  let newsPath = ''

  beforeAll(async () => {
    const made = await request<Saved>(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ title: title.zh, class: 'company', _status: 'draft' }),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    created.push({ collection: 'news', id: made.body.doc.id })
    newsPath = `/newsDetail?type=information&id=${made.body.doc.id}`
  })

  /** Opens the preview as a browser does (the editor's cookie, a navigation from the admin): the draft-mode cookie. */
  async function openPreview(session: string): Promise<string> {
    const answer = await request(base, `/preview?path=${encodeURIComponent(newsPath)}`, {
      headers: { cookie: session, 'sec-fetch-site': 'same-origin' },
    })
    expect(answer.status).toBe(307)
    const bypass = answer.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))
    expect(bypass, 'the preview turns on draft mode').toBeTruthy()
    return bypass!.split(';')[0]
  }

  const page = async (cookie: string) =>
    String((await request(base, newsPath, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).body)

  it('is shown with the editor’s session, never with the draft-mode cookie alone', async () => {
    const editor = await makeEditor('drafts-a')
    created.push({ collection: 'users', id: editor.id })
    const session = await sessionCookie(editor.email, editor.password)
    const bypass = await openPreview(session)
    const withSession = await page(`${session}; ${bypass}`)
    expect(withSession).toContain(title.zh)
    expect(withSession).toContain('data-draft-preview')
    const alone = await page(bypass)
    expect(alone).not.toContain(title.zh)
    expect(alone).not.toContain('data-draft-preview')
  })

  it('ends at logout: the logout clears draft mode, and the old cookies show no draft', async () => {
    const editor = await makeEditor('drafts-b')
    created.push({ collection: 'users', id: editor.id })
    const session = await sessionCookie(editor.email, editor.password)
    const bypass = await openPreview(session)
    expect(await page(`${session}; ${bypass}`)).toContain(title.zh)
    const logout = await request(base, '/api/users/logout', { method: 'POST', headers: { cookie: `${session}; ${bypass}`, origin } })
    expect(logout.status, JSON.stringify(logout.body)).toBe(200)
    const cleared = logout.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))
    expect(cleared, 'the logout answer clears the draft-mode cookie').toMatch(/^__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i)
    // A browser that kept both cookies anyway (the session is gone on the server).
    expect(await page(`${session}; ${bypass}`)).not.toContain(title.zh)
  })

  it('ends when the account is deleted or is no longer an editor', async () => {
    for (const change of ['delete', 'role'] as const) {
      const editor = await makeEditor(`drafts-${change}`)
      const session = await sessionCookie(editor.email, editor.password)
      const bypass = await openPreview(session)
      expect(await page(`${session}; ${bypass}`)).toContain(title.zh)
      if (change === 'delete') {
        expect((await request(base, `/api/users/${editor.id}`, { method: 'DELETE', headers: admin })).status).toBe(200)
      } else {
        created.push({ collection: 'users', id: editor.id })
        const demoted = await request(base, `/api/users/${editor.id}`, {
          method: 'PATCH',
          headers: admin,
          body: JSON.stringify({ role: 'sales' }),
        })
        expect(demoted.status, JSON.stringify(demoted.body)).toBe(200)
      }
      expect(await page(`${session}; ${bypass}`), change).not.toContain(title.zh)
    }
  })
})

describe('links written by editors', () => {
  it('a banner link other than http(s), mailto, tel or a site path is refused on save, in the editor’s language', async () => {
    const media = await request<Found>(base, '/api/media?where[mimeType][like]=image&limit=1&depth=0', { headers: admin })
    const image = media.body.docs[0]?.id
    expect(image).toBeTruthy()
    for (const [language, text] of [
      ['zh', '链接无效'],
      ['en', 'Invalid link'],
    ] as const) {
      const answer = await request<Saved>(base, '/api/banners?locale=zh', {
        method: 'POST',
        headers: { ...admin, cookie: `payload-lng=${language}` },
        body: JSON.stringify({ title: `横幅 ${stamp}`, image, link: 'javascript:alert(document.cookie)', _status: 'published' }),
      })
      if (answer.status === 201) created.push({ collection: 'banners', id: answer.body.doc.id })
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(messageOf(answer.body)).toContain(text)
    }
    const good = await request<Saved>(base, '/api/banners?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ title: `横幅 ${stamp}`, image, link: 'https://www.example.com/x', _status: 'published' }),
    })
    expect(good.status, JSON.stringify(good.body)).toBe(201)
    created.push({ collection: 'banners', id: good.body.doc.id })
    const list = await request<ApiList<BannerRow>>(base, '/client/banner/clientBannerList?language=zh')
    for (const row of list.body.rows)
      expect(row.bannerLink === '' || /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i.test(row.bannerLink), row.bannerLink).toBe(true)
  })
})
