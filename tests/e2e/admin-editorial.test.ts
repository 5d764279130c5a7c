/**
 * The editors' side over HTTP: uploads refused with a clear message (wrong type, too large, a non-image in an
 * image field), draft preview (only for a signed-in editor; drafts on the page, never in the public API), and
 * scheduled publishing run by the server's jobs queue, which drops the caches so the page and the API change.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { MessageRow } from '@/content/news'
import type { News } from '@/payload-types'

import { type ApiList, type Found, messageOf, type Saved } from '../support/answers'
import { loginHeaders, request, waitFor } from '../support/http'

const base = inject('baseUrl')
let admin: Record<string, string> = {}
let editor: Record<string, string> = {}
const stamp = Date.now()
/** News made here, deleted afterwards: the tests that follow count and list the demo content. */
const madeNews: number[] = []

afterAll(async () => {
  for (const id of madeNews) await request(base, `/api/news/${id}`, { method: 'DELETE', headers: admin })
})

beforeAll(async () => {
  admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const email = `editorial-${stamp}@example.com`
  const password = 'Editorial-test-0123456789'
  const made = await request(base, '/api/users', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password, role: 'editor', name: 'Editorial' }),
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  editor = await loginHeaders(base, email, password)
})

function upload(name: string, type: string, bytes: Uint8Array, language?: 'zh' | 'en') {
  const form = new FormData()
  form.append('file', new Blob([bytes as BlobPart], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const headers: Record<string, string> = { authorization: editor.authorization }
  if (language) headers.cookie = `payload-lng=${language}`
  return request(base, '/api/media', { method: 'POST', headers, body: form })
}

describe('uploads', () => {
  it('refuses a file type that is not accepted, in the editor’s language', async () => {
    const zh = await upload('notes.txt', 'text/plain', new TextEncoder().encode('hello'))
    expect(zh.status).toBe(415)
    expect(messageOf(zh.body)).toContain('无法上传“notes.txt”：不支持此文件类型')
    const en = await upload('notes.txt', 'text/plain', new TextEncoder().encode('hello'), 'en')
    expect(en.status).toBe(415)
    expect(messageOf(en.body)).toContain('“notes.txt” cannot be uploaded: this type of file is not accepted')
  })

  it('refuses an image over the image size limit (MAX_IMAGE_MB, 20 MB)', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const answer = await upload('huge.png', 'image/png', big)
    expect(answer.status).toBe(413)
    expect(messageOf(answer.body)).toContain('“huge.png”太大：图片最大 20 MB')
  })

  it('refuses a video chosen as a news cover (image-only field)', async () => {
    const videos = await request<Found>(base, '/api/media?where[mimeType][equals]=video/mp4&limit=1&depth=0', { headers: editor })
    const videoId = videos.body.docs[0]?.id
    expect(videoId, 'the demo content has a video').toBeTruthy()
    const answer = await request(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ title: `封面测试 ${stamp}`, class: 'company', cover: videoId, _status: 'draft' }),
    })
    expect(answer.status).toBe(400)
    expect(messageOf(answer.body)).toContain('此处只能选择图片')
  })
})

describe('draft preview', () => {
  it('opens only for a signed-in editor, and only for pages of this site', async () => {
    const anonymous = await request(base, '/preview?path=%2Fpc_index')
    expect(anonymous.status).toBe(307)
    expect(anonymous.headers.get('location')).toMatch(/\/admin\/login\?redirect=/)
    expect((await request(base, '/preview?path=%2F%2Fevil.example', { headers: editor })).status).toBe(400)
    const ok = await request(base, '/preview?path=%2Fen%2Fpc_index', { headers: { authorization: editor.authorization } })
    expect(ok.status).toBe(307)
    expect(ok.headers.get('location')).toMatch(/\/en\/pc_index$/)
    expect(ok.headers.get('set-cookie')).toMatch(/__prerender_bypass=/)
  })

  it('shows the draft on the page in each language, never in the public API', async () => {
    const title = { zh: `草稿预览 ${stamp}`, en: `Draft preview ${stamp}` }
    const made = await request<Saved>(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ title: title.zh, class: 'company', _status: 'draft' }),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.doc.id
    madeNews.push(id)
    await request(base, `/api/news/${id}?locale=en&draft=true`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ title: title.en, _status: 'draft' }),
    })

    const preview = await request(base, `/preview?path=${encodeURIComponent('/newsDetail?type=information&id=' + id)}`, {
      headers: { authorization: editor.authorization },
    })
    const cookie = (preview.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^__prerender_bypass=/)

    for (const [lang, prefix] of [
      ['zh', ''],
      ['en', '/en'],
    ] as const) {
      const path = `${prefix}/newsDetail?type=information&id=${id}`
      const visitor = await request(base, path)
      expect(String(visitor.body)).not.toContain(title[lang])
      // Drafts need the draft-mode cookie and the editor's session (tests/e2e/request-safety.test.ts).
      const draft = await request(base, path, { headers: { cookie, authorization: editor.authorization } })
      expect(draft.status).toBe(200)
      expect(String(draft.body)).toContain(title[lang])
      expect(String(draft.body)).toContain('data-draft-preview')
    }
    const api = await request(base, `/client/message/clientMessageSelectById/${id}`, { headers: { cookie } })
    expect(api.status).toBe(404)
  })
})

describe('scheduled publishing', () => {
  it('is refused to anonymous callers and for malformed requests', async () => {
    const news = await request<Found>(base, '/api/news?limit=1&depth=0', { headers: editor })
    const id = news.body.docs[0].id
    expect(
      (await request(base, `/api/news/${id}/schedule`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
    ).toBe(403)
    const bad = await request(base, `/api/news/${id}/schedule`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ type: 'publish', at: 'soon' }),
    })
    expect(bad.status).toBe(400)
  })

  it('publishes at the time set: the page and the API show it without a deploy', async () => {
    const title = `定时发布 ${stamp}`
    const made = await request<Saved>(base, '/api/news?locale=zh', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ title, class: 'notice', _status: 'draft' }),
    })
    const id = made.body.doc.id
    madeNews.push(id)
    // The list page and the API are cached before the publish.
    const listPath = '/information?class=notice&type=information'
    expect(String((await request(base, listPath)).body)).not.toContain(title)
    const apiPath = '/client/message/clientMessageListPage?class=notice&pageSize=50'
    expect((await request<ApiList<MessageRow>>(base, apiPath)).body.rows.some((r) => r.messageId === id)).toBe(false)

    const at = new Date(Date.now() + 1500).toISOString()
    const scheduled = await request(base, `/api/news/${id}/schedule`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ type: 'publish', at }),
    })
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201)
    // The e2e server runs the jobs queue every 2 seconds (JOBS_CRON in tests/e2e/global-setup.ts).
    await waitFor(async () => (await request<ApiList<MessageRow>>(base, apiPath)).body.rows.some((r) => r.messageId === id), 15_000)
    await waitFor(async () => String((await request(base, listPath)).body).includes(title), 5_000)
    const doc = await request<News>(base, `/api/news/${id}?depth=0`, { headers: editor })
    expect(doc.body._status).toBe('published')
  })
})
