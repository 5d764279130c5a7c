/**
 * SEO fields of every public document (issue 33, item 4): meta title, description and share image per language,
 * stored by the migration on both databases; a detail page's metadata (title, description, Open Graph, Twitter)
 * uses them, and where one is empty the content's own title, summary and cover.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { generateMetadata as pageMetadata } from '@/app/(site)/[locale]/[...slug]/page'
import { generateMetadata as newsMetadata } from '@/app/(site)/[locale]/newsDetail/[id]/page'
import { getPayloadClient } from '@/content/payload'
import { getSeoFields } from '@/content/seo'
import { createBilingual } from '@/seed/bilingual'

const ids = inject('fixtureIds')
let payload: Payload
let newsId = 0
let pageId = 0
let coverFile = ''
let shareFile = ''

const fileOf = async (id: number) => (await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })).filename ?? ''
const imagesOf = (meta: Awaited<ReturnType<typeof newsMetadata>>) =>
  JSON.stringify([meta.openGraph && 'images' in meta.openGraph ? meta.openGraph.images : null, meta.twitter?.images])

beforeAll(async () => {
  payload = await getPayloadClient()
  const [cover, share] = ids.media
  coverFile = (await fileOf(cover)).replace(/\.[^.]+$/, '')
  shareFile = (await fileOf(share)).replace(/\.[^.]+$/, '')
  newsId = await createBilingual(payload, 'news', {
    shared: { class: 'company', cover, publishedAt: new Date().toISOString() },
    zh: {
      title: '云衢数字发布新一代道路设计平台，全面支持实景三维',
      synopsis: '中文摘要',
      meta: { title: '新一代道路设计平台发布', description: '中文 SEO 描述', image: null },
    },
    // English: no SEO title or description of its own, but a share image.
    en: { title: 'A new road design platform', synopsis: 'English synopsis', meta: { image: share } },
  })
  pageId = await createBilingual(payload, 'pages', {
    shared: { slug: 'seoFieldsPage', category: 'about' },
    zh: { title: '关于 SEO', summary: '页面摘要', meta: { title: '页面 SEO 标题', image: cover } },
    en: { title: 'About SEO', summary: 'Page summary', meta: { title: '', image: share } },
  })
})

afterAll(async () => {
  if (newsId) await payload.delete({ collection: 'news', id: newsId, overrideAccess: true })
  if (pageId) await payload.delete({ collection: 'pages', id: pageId, overrideAccess: true })
})

describe('SEO fields', () => {
  it('are stored per language, the share image too', async () => {
    const zh = await getSeoFields('news', 'zh', newsId)
    expect(zh).toMatchObject({ title: '新一代道路设计平台发布', description: '中文 SEO 描述', image: null })
    const en = await getSeoFields('news', 'en', newsId)
    expect(en).toMatchObject({ title: '', description: '' })
    expect(en.image?.url).toContain(shareFile)
  })

  it('give a news item its title, description and share card, as written', async () => {
    const meta = await newsMetadata({ params: Promise.resolve({ locale: 'zh', id: String(newsId) }) })
    const title = String((meta.title as { absolute: string }).absolute)
    expect(title).toMatch(/^新一代道路设计平台发布( - .+)?$/)
    expect(title).not.toContain('全面支持实景三维')
    expect(meta.description).toBe('中文 SEO 描述')
    expect(meta.openGraph?.title).toBe(title)
    expect(meta.twitter?.description).toBe('中文 SEO 描述')
    // No share image in Chinese: the cover.
    expect(imagesOf(meta)).toContain(coverFile)
  })

  it('fall back to the content’s title and synopsis where empty, and use the language’s own share image', async () => {
    const meta = await newsMetadata({ params: Promise.resolve({ locale: 'en', id: String(newsId) }) })
    expect(String((meta.title as { absolute: string }).absolute)).toMatch(/^A new road design platform/)
    expect(meta.description).toBe('English synopsis')
    expect(imagesOf(meta)).toContain(shareFile)
    expect(imagesOf(meta)).not.toContain(coverFile)
  })

  it('give a page a share image per language', async () => {
    const zh = await pageMetadata({ params: Promise.resolve({ locale: 'zh', slug: ['seoFieldsPage'] }) })
    expect(String((zh.title as { absolute: string }).absolute)).toMatch(/^页面 SEO 标题( - .+)?$/)
    expect(imagesOf(zh)).toContain(coverFile)
    const en = await pageMetadata({ params: Promise.resolve({ locale: 'en', slug: ['seoFieldsPage'] }) })
    expect(String((en.title as { absolute: string }).absolute)).toMatch(/^About SEO/)
    expect(en.description).toBe('Page summary')
    expect(imagesOf(en)).toContain(shareFile)
  })
})
