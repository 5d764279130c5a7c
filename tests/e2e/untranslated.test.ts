/**
 * Items not translated yet over HTTP (issue 33, item 3), as a visitor and a search engine meet them: for the
 * Chinese-only news item and a Chinese-only page it makes, the language switch lands on a 200 English page with the
 * notice, the Chinese page names no English alternate, the sitemap lists no English address, and the English
 * address typed directly answers the English 404 page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { News, Page } from '@/payload-types'

import { loginHeaders, request } from '../support/http'

const base = inject('baseUrl')
const basePath = new URL(base).pathname.replace(/\/+$/, '')
const slug = `zhOnly${Date.now().toString(36)}`
let admin: Record<string, string> = {}
let newsId = 0
let pageId = 0

const newsPath = () => `/newsDetail?type=information&id=${newsId}`

beforeAll(async () => {
  admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  // A news item of its own, in Chinese only (the demo's are all translated).
  const news = await request<{ doc: News }>(base, '/api/news?locale=zh', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ title: `仅中文新闻 ${slug}`, synopsis: '尚未翻译。', class: 'company', _status: 'published' }),
  })
  newsId = news.body.doc?.id ?? 0
  const page = await request<{ doc: Page }>(base, '/api/pages?locale=zh', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ slug, category: 'solution', title: '只有中文的方案', summary: '尚未翻译', _status: 'published' }),
  })
  pageId = page.body.doc?.id ?? 0
})

afterAll(async () => {
  if (newsId) await request(base, `/api/news/${newsId}`, { method: 'DELETE', headers: admin })
  if (pageId) await request(base, `/api/pages/${pageId}`, { method: 'DELETE', headers: admin })
})

/** Follows the language switch from a page, as the header's link does it. */
async function switchFrom(path: string, to: 'en' | 'zh') {
  const res = await request(base, `/switch-language?to=${to}&from=${encodeURIComponent(path)}`)
  return { status: res.status, location: res.headers.get('location') ?? '', cookie: res.headers.get('set-cookie') ?? '' }
}

describe('a Chinese-only item', () => {
  it('is made for the test', () => {
    expect(newsId).toBeGreaterThan(0)
    expect(pageId).toBeGreaterThan(0)
  })

  it('switches to the English list of its kind, a 200 English page with the notice', async () => {
    for (const [from, list] of [
      [newsPath(), '/en/information?class=company&type=information'],
      [`/${slug}`, '/en/solutions'],
    ]) {
      const answer = await switchFrom(from, 'en')
      expect(answer.status).toBe(303)
      expect(answer.location).toBe(`${basePath}${list}#untranslated`)
      expect(answer.cookie).toMatch(/^language=en;/)
      const target = await request<string>(base, list)
      expect(target.status).toBe(200)
      expect(target.body).toContain('<html lang="en"')
      expect(target.body).toContain('id="untranslated"')
    }
  })

  it('names no English alternate on its Chinese page, and the sitemap lists no English address of it', async () => {
    for (const path of [newsPath(), `/${slug}`]) {
      const page = await request<string>(base, path)
      expect(page.status).toBe(200)
      const head = page.body.slice(0, page.body.indexOf('</head>'))
      expect(head).toMatch(/<link rel="alternate" hrefLang="zh-CN"/)
      expect(head).not.toMatch(/hrefLang="en"/)
    }
    // The sitemap index, then every child it names.
    const index = await request<string>(base, '/sitemap.xml')
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(basePath.length))
    expect(children.length).toBeGreaterThan(1)
    const sitemap = (await Promise.all(children.map(async (child) => (await request<string>(base, child)).body))).join('\n')
    expect(sitemap).toContain(`/newsDetail?type=information&amp;id=${newsId}<`)
    expect(sitemap).not.toContain(`/en/newsDetail?type=information&amp;id=${newsId}<`)
    expect(sitemap).toContain(`/${slug}<`)
    expect(sitemap).not.toContain(`/en/${slug}<`)
  })

  it('answers the English 404 page at its English address typed directly', async () => {
    const typed = await request<string>(base, `/en${newsPath()}`)
    expect(typed.status).toBe(404)
    expect(typed.body).toContain('<html lang="en"')
  })

  it('keeps a translated page and its query when switching', async () => {
    const answer = await switchFrom('/pc_index?type=home', 'en')
    expect(answer.location).toBe(`${basePath}/en/pc_index?type=home`)
  })
})
