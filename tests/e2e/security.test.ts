/**
 * Security over HTTP against the built site: the headers of a page, an API answer, the admin and the answers the
 * server writes itself; HSTS only over https; no-store on JSON answered to someone signed in; the page CSP with
 * script hashes (CSP_SCRIPT_HASHES, on by default); request ids; a news body holding `<script>` reaching the page as text;
 * uploads that a browser would run refused, and stored files other than images and videos answered as downloads; public
 * files kept by the caches, private ones never, a file that turns private refused at once.
 */
import crypto from 'node:crypto'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Media, SiteSetting } from '@/payload-types'

import type { ApiData, Found, NewsRecord, Saved } from '../support/answers'
import { loginHeaders, request } from '../support/http'
import { paragraphDoc, textNode } from '../support/lexical'

const base = inject('baseUrl')
/** HSTS is sent only when the site's address is https (SERVER_URL, at build and run time); the tests run on http. */
const https = /^https:\/\//i.test(process.env.SERVER_URL ?? '')
/** Whether the server runs with CSP_SCRIPT_HASHES on, its default (the tests read the same environment). */
const scriptHashes = !/^(0|off|false|no)$/i.test(process.env.CSP_SCRIPT_HASHES ?? '')
let admin: Record<string, string> = {}
const created: { collection: string; id: number }[] = []

beforeAll(async () => {
  admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await request(base, `/api/${collection}/${id}`, { method: 'DELETE', headers: admin })
  }
})

describe('security headers', () => {
  const targets = [
    { name: 'page', path: '/pc_index', csp: true },
    { name: 'API', path: '/client/banner/clientBannerList?language=zh', csp: true },
    { name: 'admin', path: '/admin/login', csp: false },
  ]
  for (const { name, path, csp } of targets) {
    it(`on the ${name} (${path})`, async () => {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBeLessThan(400)
      const h = res.headers
      expect(h.get('x-content-type-options')).toBe('nosniff')
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(h.get('permissions-policy')).toMatch(/camera=\(\)/)
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN')
      // The test server runs with NODE_ENV=production, as a deployment does, on http: no HSTS unless SERVER_URL is https.
      if (https) expect(h.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
      else expect(h.get('strict-transport-security')).toBeNull()
      expect(h.get('x-powered-by')).toBeNull()
      if (csp) {
        const policy = h.get('content-security-policy') ?? ''
        expect(policy).toContain("frame-ancestors 'self'")
        expect(policy).toContain("object-src 'none'")
        if (scriptHashes && name === 'page')
          expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/hm\.baidu\.com(;|$)/)
        else expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/hm\.baidu\.com(;|$)/)
      } else {
        // The admin's own CSP (src/server/security-headers.ts, adminContentSecurityPolicy): this origin only.
        const policy = h.get('content-security-policy') ?? ''
        expect(policy).toContain("default-src 'self'")
        expect(policy).toContain("connect-src 'self'")
        expect(policy).toContain("frame-ancestors 'self'")
        expect(policy).not.toContain('unsafe-eval')
        expect(policy).not.toContain('hm.baidu.com')
      }
      await res.arrayBuffer()
    })
  }

  it('the answers the server writes itself carry the same security headers as a page', async () => {
    const page = await fetch(`${base}/pc_index`)
    await page.arrayBuffer()
    const names = [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
    ]
    const refusals = [
      { path: '/news/%', status: 400 },
      { path: '/en/news/%ED%A0%80', status: 400 },
      { path: `/information?class=${'a'.repeat(3000)}`, status: 414 },
      { path: `/en/${'a'.repeat(300)}`, status: 404 },
      { path: '/client/message/clientMessageSelectById/%zz?language=en', status: 400 },
      { path: '/api/media/file/%zz', status: 400 },
    ]
    for (const { path, status } of refusals) {
      const res = await fetch(`${base}${path}`)
      await res.arrayBuffer()
      expect(res.status, path).toBe(status)
      for (const name of names) expect(res.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name))
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'self'.*object-src 'none'/)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    // A body over its route's limit (src/lib/body-limit.ts) is one of them too.
    const tooLarge = await fetch(`${base}/client/contact/submit?language=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(64 * 1024),
    })
    await tooLarge.arrayBuffer()
    expect(tooLarge.status).toBe(413)
    for (const name of names) expect(tooLarge.headers.get(name), `413 ${name}`).toBe(page.headers.get(name))
  })

  it('JSON answered to someone signed in is never stored by a cache (no-store)', async () => {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    expect(login.headers.get('cache-control')).toBe('no-store')
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) ?? '').split(';')[0]
    expect(cookie).toMatch(/^payload-token=./)
    for (const path of [
      '/api/news?limit=1&depth=0',
      '/api/users/me',
      '/api/globals/site-settings?depth=0',
      '/api/contact-submissions?limit=1',
    ]) {
      // The cookie as a browser on the site sends it (Payload's CSRF check accepts it from the site's own origin only).
      for (const credentials of [
        { authorization: admin.authorization },
        { cookie, origin: new URL(base).origin, 'sec-fetch-site': 'same-origin' },
      ] as Record<string, string>[]) {
        const res = await fetch(`${base}${path}`, { headers: credentials })
        await res.arrayBuffer()
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type'), path).toMatch(/json/)
        expect(res.headers.get('cache-control'), `${path} ${Object.keys(credentials)[0]}`).toBe('no-store')
      }
    }
    const graphql = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { authorization: admin.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ meUser { user { email } } }' }),
    })
    await graphql.arrayBuffer()
    expect(graphql.headers.get('cache-control')).toBe('no-store')
  })

  it('the page CSP allows exactly the inline scripts of the page sent (CSP_SCRIPT_HASHES, on by default), also from the micro-cache', async () => {
    for (const path of ['/pc_index', '/en/airoad']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await fetch(`${base}${path}`)
        const html = await res.text()
        const policy = res.headers.get('content-security-policy') ?? ''
        const scripts = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? ''
        if (!scriptHashes) {
          expect(scripts).toBe("script-src 'self' 'unsafe-inline' https://hm.baidu.com")
          continue
        }
        const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
          (m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
        )
        expect(inline.length, path).toBeGreaterThan(0)
        expect(scripts, path).not.toContain('unsafe-inline')
        for (const hash of inline) expect(scripts, `${path}: ${hash}`).toContain(hash)
        // A revalidation past the micro-cache's few seconds (Next's 304) leaves the stored CSP in place: it sends none.
        const etag = res.headers.get('etag')
        if (etag && i === 1) {
          await new Promise((r) => setTimeout(r, 3500))
          const again = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag } })
          await again.arrayBuffer()
          if (again.status === 304) expect(again.headers.get('content-security-policy'), `${path} 304`).toBeNull()
          else expect(again.headers.get('content-security-policy'), path).toMatch(/'sha256-/)
        }
      }
    }
  })

  it('a request id on every answer: the caller’s when sane, a new one otherwise, also on micro-cache hits', async () => {
    const path = '/client/banner/clientBannerList?language=en'
    const ids = new Set<string>()
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${base}${path}`)
      await res.arrayBuffer()
      ids.add(res.headers.get('x-request-id') ?? '')
    }
    expect(ids.size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const given = await fetch(`${base}${path}`, { headers: { 'x-request-id': 'lb-7f3a9c01d2e4' } })
    expect(given.headers.get('x-micro-cache')).toBe('HIT')
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a9c01d2e4')
    const unsafe = await fetch(`${base}${path}`, { headers: { 'x-request-id': 'x"><script>' } })
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('rich text', () => {
  it('a news body holding <script> is shown as text, never run', async () => {
    const marker = `xss-${Date.now()}`
    const text = `${marker} <script>alert(1)</script> <img src=x onerror=alert(2)>`
    const made = await request<Saved>(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        title: `安全测试 ${marker}`,
        class: 'company',
        publishedAt: new Date().toISOString(),
        content: paragraphDoc(textNode(text)),
        _status: 'published',
      }),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.doc.id
    created.push({ collection: 'news', id })

    const page = await request(base, `/newsDetail?type=information&id=${id}`)
    expect(page.status).toBe(200)
    const html = String(page.body)
    expect(html).toContain(marker)
    // The text is there, escaped; no script element or event handler came from it.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toMatch(/<img[^>]*onerror/i)
    expect(html).not.toMatch(/<script[^>]*>\s*alert\(1\)/)

    const api = await request<ApiData<NewsRecord>>(base, `/client/message/clientMessageSelectById/${id}?language=zh`)
    expect(api.status).toBe(200)
    expect(api.body.data.messageContent).toContain('&lt;script&gt;')
    expect(api.body.data.messageContent).not.toContain('<script')
  })
})

describe('uploads', () => {
  async function upload(name: string, type: string, content: string | Uint8Array<ArrayBuffer>) {
    const form = new FormData()
    form.append('file', new Blob([content], { type }), name)
    form.append('_payload', JSON.stringify({ alt: name }))
    const { 'content-type': _json, ...auth } = admin
    return request<Saved<Media>>(base, '/api/media', { method: 'POST', headers: auth, body: form })
  }

  it('refuses HTML, SVG and scripts, by name and by content', async () => {
    const attempts: [string, string, string][] = [
      ['page.html', 'text/html', '<html><script>alert(1)</script></html>'],
      ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['app.js', 'text/javascript', 'alert(1)'],
      ['disguised.pdf', 'application/pdf', '<html><script>alert(1)</script></html>'],
    ]
    for (const [name, type, content] of attempts) {
      const answer = await upload(name, type, content)
      if (answer.status < 300) created.push({ collection: 'media', id: answer.body.doc.id })
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400)
    }
  })

  it('serves a stored download as an attachment and an image in place, neither sniffed', async () => {
    const zipBytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])
    const zip = await upload(`tool-${Date.now()}.zip`, 'application/zip', zipBytes)
    expect(zip.status, JSON.stringify(zip.body)).toBe(201)
    created.push({ collection: 'media', id: zip.body.doc.id })
    // Used by no published document yet, the file is served to editors only (src/content/media-visibility.ts).
    const file = await fetch(`${base}${new URL(zip.body.doc.url!, 'http://x').pathname}`, {
      headers: { authorization: admin.authorization },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe('attachment')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-type')).not.toMatch(/html|svg|xml|javascript/)
    await file.arrayBuffer()

    const images = await request<Found<Media>>(base, '/api/media?where[mimeType][equals]=image/webp&limit=1&depth=0')
    const image = images.body.docs[0]
    expect(image).toBeTruthy()
    const shown = await fetch(`${base}${new URL(image.url!, 'http://x').pathname}`)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/webp')
    expect(shown.headers.get('content-disposition')).toBeNull()
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = (await shown.arrayBuffer()).byteLength

    // HEAD answers as GET does, without the body (crawlers and link checkers ask this way).
    const head = await fetch(`${base}${new URL(image.url!, 'http://x').pathname}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/webp')
    expect(head.headers.get('x-content-type-options')).toBe('nosniff')
    if (head.headers.get('content-length')) expect(Number(head.headers.get('content-length'))).toBe(bytes)
    expect((await head.arrayBuffer()).byteLength).toBe(0)
    // A file that is not there is a 404, not Payload's 500.
    for (const method of ['GET', 'HEAD']) {
      const missing = await fetch(`${base}/api/media/file/no-such-file-${Date.now()}.webp`, { method })
      expect(missing.status, method).toBe(404)
      await missing.arrayBuffer()
    }
  })

  it('keeps a public file in the caches, never a private one, and refuses a file the moment it turns private', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const made = await upload(`cached-cover-${Date.now()}.png`, 'image/png', new Uint8Array(png))
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    created.push({ collection: 'media', id: made.body.doc.id })
    const path = new URL(made.body.doc.url!, 'http://x').pathname
    const get = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${path}`, { headers })
      return {
        status: res.status,
        cache: res.headers.get('cache-control'),
        hit: res.headers.get('x-micro-cache'),
        size: (await res.arrayBuffer()).byteLength,
      }
    }
    // Used by nothing published: the public is refused every time, and nothing is kept.
    for (let i = 0; i < 2; i += 1) expect(await get()).toMatchObject({ status: 403, hit: null })

    // On a published news item the file is public: kept by the browser for 10 minutes and, for its seconds, by the
    // server's micro-cache; an editor's request is never answered from it, nor marked shareable.
    const news = await request<Saved>(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        title: `缓存测试 ${Date.now()}`,
        class: 'company',
        publishedAt: new Date().toISOString(),
        cover: made.body.doc.id,
        content: paragraphDoc(textNode('cover')),
        _status: 'published',
      }),
    })
    expect(news.status, JSON.stringify(news.body)).toBe(201)
    created.push({ collection: 'news', id: news.body.doc.id })
    const first = await get()
    expect(first).toMatchObject({ status: 200, cache: 'public, max-age=600' })
    expect(await get()).toEqual({ ...first, hit: 'HIT' })
    expect(await get({ authorization: admin.authorization })).toMatchObject({ status: 200, cache: 'private, no-cache', hit: null })

    // The news item deleted, the file is private again, for the next request already.
    const removed = await request(base, `/api/news/${news.body.doc.id}`, { method: 'DELETE', headers: admin })
    expect(removed.status).toBe(200)
    expect(await get()).toMatchObject({ status: 403, hit: null })
  })
})

describe('Baidu Tongji', () => {
  it('is on the public pages only while the site settings hold its id', async () => {
    const id = '0123456789abcdef0123456789abcdef'
    const script = `https://hm.baidu.com/hm.js?${id}`
    const page = async () => String((await request(base, `/en/contact?tongji=${Date.now()}`)).body)
    expect(await page()).not.toContain('hm.baidu.com/hm.js')
    const set = await request(base, '/api/globals/site-settings?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ baiduTongjiId: id }),
    })
    try {
      expect(set.status, JSON.stringify(set.body)).toBe(200)
      expect(await page()).toContain(`src="${script}"`)
    } finally {
      const cleared = await request(base, '/api/globals/site-settings?locale=zh', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ baiduTongjiId: '' }),
      })
      expect(cleared.status).toBe(200)
    }
    expect(await page()).not.toContain('hm.baidu.com/hm.js')
    const refused = await request(base, '/api/globals/site-settings?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ baiduTongjiId: 'x"><script>alert(1)</script>' }),
    })
    expect(refused.status).toBe(400)
  })
})

describe('site settings', () => {
  it('never show the Baidu push token to the public', async () => {
    const publicView = await request<SiteSetting>(base, '/api/globals/site-settings?depth=0')
    expect(publicView.status).toBe(200)
    expect(publicView.body.baiduPush?.token).toBeUndefined()
  })

  it('show the token masked to the admin, and serve the IndexNow key file for the configured key only', async () => {
    const key = `e2e-key-${Date.now().toString(36)}`
    const token = 'e2e-baidu-token-0123456789'
    const save = (data: unknown) =>
      request<{ doc?: SiteSetting; errors?: unknown[] }>(base, '/api/globals/site-settings?locale=zh', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify(data),
      })
    try {
      expect((await save({ baiduPush: { site: 'https://www.example.com', token }, indexNowKey: key })).status).toBe(200)
      const seen = await request<SiteSetting>(base, '/api/globals/site-settings?depth=0', { headers: admin })
      expect(seen.body.baiduPush?.token).toMatch(/^••••••••/)
      expect(JSON.stringify(seen.body)).not.toContain(token)
      const file = await fetch(`${base}/${key}.txt`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await file.text()).toBe(key)
      expect((await fetch(`${base}/${key}x.txt`)).status).toBe(404)
      expect((await save({ indexNowKey: 'no spaces allowed' })).status).toBe(400)
    } finally {
      await save({ baiduPush: { site: null, token: null }, indexNowKey: null })
    }
    expect((await fetch(`${base}/${key}.txt`)).status).toBe(404)
  })
})
