/**
 * Items not translated yet never lead a visitor to a 404 (issue 33, item 3): for a Chinese-only news item and page,
 * the English address is linked from nowhere — not the language switch (it goes to the English list the item belongs
 * to, with the notice), not hreflang, not the sitemap, not the search — while a translated item keeps its English
 * address everywhere. Runs on both databases.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as switchLanguage } from '@/app/(api)/switch-language/route'
import { buildMetadata } from '@/components/pages/seo'
import { languagesOf, switchTarget } from '@/content/language-versions'
import { getPayloadClient } from '@/content/payload'
import { reindexDocuments, searchSite } from '@/content/search'
import { listSitemapChildren, readSitemapChild } from '@/content/sitemap'
import { createBilingual } from '@/seed/bilingual'

let payload: Payload
let zhOnlyNews = 0
let bothNews = 0
let zhOnlyPage = 0
const WORD = 'Zhonlyqx'

const newsPath = (id: number) => `/newsDetail?type=information&id=${id}`

beforeAll(async () => {
  payload = await getPayloadClient()
  const now = new Date().toISOString()
  zhOnlyNews = await createBilingual(payload, 'news', {
    shared: { class: 'notice', publishedAt: now },
    zh: { title: `只有中文的通知 ${WORD}`, summary: '尚未翻译' },
    en: null,
  })
  bothNews = await createBilingual(payload, 'news', {
    shared: { class: 'company', publishedAt: now },
    zh: { title: '中英文都有的新闻', summary: '已翻译' },
    en: { title: 'A translated news item', summary: 'Translated' },
  })
  zhOnlyPage = await createBilingual(payload, 'pages', {
    shared: { slug: 'zhOnlyProduct', category: 'product' },
    zh: { title: `只有中文的产品 ${WORD}`, summary: '尚未翻译' },
    en: null,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'news', where: { id: { in: [zhOnlyNews, bothNews] } }, overrideAccess: true })
  if (zhOnlyPage) await payload.delete({ collection: 'pages', id: zhOnlyPage, overrideAccess: true })
})

describe('the language switch', () => {
  it('goes from a Chinese-only news item to the English list of its class, flagged untranslated', async () => {
    expect(await switchTarget(newsPath(zhOnlyNews), 'zh', 'en')).toEqual({
      path: '/information?class=notice&type=information',
      untranslated: true,
    })
  })

  it('goes from a Chinese-only product page to the English product hub', async () => {
    expect(await switchTarget('/zhOnlyProduct', 'zh', 'en')).toEqual({ path: '/products', untranslated: true })
  })

  it('keeps the page and its query when the other language has it', async () => {
    const path = `${newsPath(bothNews)}&ref=x`
    expect(await switchTarget(path, 'zh', 'en')).toEqual({ path, untranslated: false })
    expect(await switchTarget('/pc_index?type=home', 'zh', 'en')).toEqual({ path: '/pc_index?type=home', untranslated: false })
  })

  it('answers with a redirect to the English list and the notice, and remembers the language', async () => {
    const from = encodeURIComponent(newsPath(zhOnlyNews))
    const res = await switchLanguage(new Request(`http://localhost/switch-language?to=en&from=${from}`))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/information?class=notice&type=information#untranslated')
    expect(res.headers.get('set-cookie')).toMatch(/^language=en; Path=\/;/)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('reads the page from the Referer without JavaScript', async () => {
    const res = await switchLanguage(
      new Request('http://localhost/switch-language?to=en', { headers: { referer: 'http://localhost/zhOnlyProduct' } }),
    )
    expect(res.headers.get('location')).toBe('/en/products#untranslated')
    const back = await switchLanguage(
      new Request('http://localhost/switch-language?to=zh', { headers: { referer: `http://localhost/en${newsPath(bothNews)}` } }),
    )
    expect(back.headers.get('location')).toBe(newsPath(bothNews))
  })

  it('never answers with another site', async () => {
    const res = await switchLanguage(new Request('http://localhost/switch-language?to=en&from=%2F%2Fevil.example%2Fx'))
    expect(res.headers.get('location')).toBe('/en/pc_index')
  })
})

describe('what search engines are told', () => {
  it('names only the Chinese version in hreflang', async () => {
    expect(await languagesOf(newsPath(zhOnlyNews))).toEqual(['zh'])
    expect(await languagesOf(newsPath(bothNews))).toEqual(['zh', 'en'])
    const meta = await buildMetadata({ locale: 'zh', path: newsPath(zhOnlyNews), title: 't', description: 'd' })
    const languages = JSON.stringify(meta.alternates?.languages)
    expect(languages).toContain(`/newsDetail?type=information&id=${zhOnlyNews}`)
    expect(languages).not.toContain('/en/')
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(['zh-CN', 'x-default'])
    expect(meta.openGraph && 'alternateLocale' in meta.openGraph ? meta.openGraph.alternateLocale : null).toEqual([])

    const page = await buildMetadata({ locale: 'zh', path: '/zhOnlyProduct', title: 't', description: 'd' })
    expect(Object.keys(page.alternates?.languages ?? {})).toEqual(['zh-CN', 'x-default'])
    const both = await buildMetadata({ locale: 'zh', path: newsPath(bothNews), title: 't', description: 'd' })
    expect(Object.keys(both.alternates?.languages ?? {})).toEqual(['zh-CN', 'en', 'x-default'])
  })

  it('lists no English address of them in the sitemap', async () => {
    const children = await listSitemapChildren()
    const entries = (await Promise.all(children.map((child) => readSitemapChild(child)))).flatMap((e) => e ?? [])
    for (const path of [`/newsDetail?type=information&id=${zhOnlyNews}`, '/zhOnlyProduct']) {
      const entry = entries.find((e) => e.paths.zh === path)
      expect(entry, path).toBeDefined()
      expect(entry?.paths.en, path).toBeUndefined()
    }
    expect(entries.find((e) => e.paths.zh === `/newsDetail?type=information&id=${bothNews}`)?.paths.en).toBeDefined()
  })

  it('finds them in the Chinese search only', async () => {
    // The fixtures are written without hooks (skipRevalidate): index them as a publish does.
    await reindexDocuments(payload, 'news', [zhOnlyNews, bothNews])
    await reindexDocuments(payload, 'pages', [zhOnlyPage])
    const zh = await searchSite('zh', WORD, { pageNum: 1, pageSize: 10 })
    expect(zh.rows.map((r) => r.url).sort()).toEqual([newsPath(zhOnlyNews), '/zhOnlyProduct'].sort())
    expect((await searchSite('en', WORD, { pageNum: 1, pageSize: 10 })).total).toBe(0)
  })
})
