/**
 * The demo company that `npm run seed` makes (the first start of `npm run demo`), counted through the public
 * API and the content layer in both languages, with no empty title, synopsis, alt text or body.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { BannerRow } from '@/content/banners'
import type { getHomePage, getNavigation, getSiteSettings } from '@/content/globals'
import type { MessageRow } from '@/content/news'
import type { listPages } from '@/content/pages'
import type { HelpDocumentView, SoftwareRow, UpdateLogDetail, UpdateLogRow } from '@/content/software'
import type { ClassificationRow } from '@/content/teaching'
import type { VideoRow } from '@/content/videos'

import type { ApiData, ApiEnvelope, ApiList, NewsRecord } from '../support/answers'
import { request } from '../support/http'

const base = inject('baseUrl')
const LANGUAGES = ['zh', 'en'] as const
/** The public API's answer to `path` in `language` (200), as the route answers it (`T`). */
const api = async <T extends ApiEnvelope>(path: string, language: string): Promise<T> => {
  const answer = await request<T>(base, `${path}${path.includes('?') ? '&' : '?'}language=${language}`)
  expect(answer.status, path).toBe(200)
  return answer.body
}
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0

type Content = {
  payload: Payload
  listPages: typeof listPages
  getSiteSettings: typeof getSiteSettings
  getHomePage: typeof getHomePage
  getNavigation: typeof getNavigation
}
let content: Content

beforeAll(async () => {
  process.env.CONTENT_CACHE = 'off'
  const { getPayloadClient } = await import('@/content/payload')
  const pages = await import('@/content/pages')
  const globals = await import('@/content/globals')
  content = { payload: await getPayloadClient(), listPages: pages.listPages, ...globals }
})

describe('demo content through the public API', () => {
  for (const language of LANGUAGES) {
    it(`has 3 banners, 24 news in four classes and 8 videos in ${language}`, async () => {
      const banners = await api<ApiList<BannerRow>>('/client/banner/clientBannerList', language)
      expect(banners.total).toBe(3)
      expect(banners.rows.every((b) => filled(b.bannerUrl) && filled(b.bannerAlt))).toBe(true)
      const news = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageSize=100', language)
      expect(news.total).toBe(24)
      for (const cls of ['newsletter', 'company', 'notice', 'industry']) {
        expect(news.rows.filter((n) => n.messageType === cls).length, cls).toBeGreaterThanOrEqual(4)
      }
      for (const row of news.rows) {
        expect(filled(row.messageTitle) && filled(row.messageSynopsis) && filled(row.messageUrl), String(row.messageId)).toBe(true)
        const detail = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${row.messageId}`, language)
        expect(detail.data.messageContent.replace(/<[^>]+>/g, '').trim().length, `body of ${row.messageId}`).toBeGreaterThan(200)
        expect((detail.data.messageContent.match(/<p>/g) ?? []).length, `paragraphs of ${row.messageId}`).toBeGreaterThanOrEqual(3)
        // The page's srcset is the page's business; the contract's record stays as it is.
        expect(detail.data).not.toHaveProperty('messageSrcSet')
      }
      const videos = await api<ApiList<VideoRow>>('/client/video/clientVideoListPage?pageSize=100', language)
      expect(videos.total).toBe(8)
      expect(videos.rows.every((v) => filled(v.videoTitle) && filled(v.videoFile) && filled(v.videoUrl) && v.duration > 0)).toBe(true)
      // At least two demo videos have captions in both languages, each a WebVTT file the site serves as text/vtt.
      const captioned = videos.rows.filter((v) => ['zh', 'en'].every((l) => v.captions.some((c) => c.language === l)))
      expect(captioned.length).toBeGreaterThanOrEqual(2)
      const track = await fetch(new URL(captioned[0].captions[0].src, base))
      expect(track.status).toBe(200)
      expect(track.headers.get('content-type')).toMatch(/^text\/vtt/)
      expect((await track.text()).startsWith('WEBVTT')).toBe(true)
    })

    it(`has 6 software with 3+ update logs and help documents of several chapters in ${language}`, async () => {
      const software = await api<ApiData<SoftwareRow[]>>('/client/software/softwareList', language)
      expect(software.data).toHaveLength(6)
      // The download page shows each product's requirements under its download.
      const page = await (await fetch(new URL(language === 'zh' ? '/download' : '/en/download', base))).text()
      expect(page.match(/<summary>(系统要求|System requirements)<\/summary>/g) ?? []).toHaveLength(6)
      for (const s of software.data) {
        expect(filled(s.softwareName) && filled(s.version) && filled(s.downloadUrl) && filled(s.fileSize), s.alias).toBe(true)
        // Every download is a file the site serves, whose SHA-256 is the one the download page shows.
        const file = await fetch(new URL(`/download/file/${s.id}`, base))
        expect(file.status, s.alias).toBe(200)
        const bytes = Buffer.from(await file.arrayBuffer())
        expect(createHash('sha256').update(bytes).digest('hex'), s.alias).toBe(s.sha256)
        expect(bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])), s.alias).toBe(true)
        // The two releases before it, each a file of its own whose SHA-256 the page shows, with notes in this language.
        expect(s.olderVersions.length, s.alias).toBe(2)
        for (const older of s.olderVersions) {
          expect(filled(older.notes), older.version).toBe(true)
          expect(/[\u4e00-\u9fff]/.test(older.notes), older.version).toBe(language === 'zh')
          const olderFile = await fetch(new URL(older.downloadUrl, base))
          expect(olderFile.status, older.version).toBe(200)
          const olderBytes = Buffer.from(await olderFile.arrayBuffer())
          expect(createHash('sha256').update(olderBytes).digest('hex'), `${s.alias} ${older.version}`).toBe(older.sha256)
          expect(page).toContain(older.sha256)
          expect(older.sha256).not.toBe(s.sha256)
        }
        // System requirements in this language: operating system, processor, memory, graphics, disk, dongle.
        expect(s.requirements.filter((r) => r.item && r.value).length, s.alias).toBeGreaterThanOrEqual(6)
        expect(s.requirements.map((r) => r.item).join(' '), s.alias).toMatch(
          language === 'zh' ? /内存.*显卡.*加密锁/ : /Memory.*Graphics.*Dongle/,
        )
        const logs = await api<ApiList<UpdateLogRow>>(`/client/software/updateLogList?softwareId=${s.id}&pageSize=100`, language)
        expect(logs.total, s.alias).toBeGreaterThanOrEqual(3)
        const log = await api<ApiData<UpdateLogDetail>>(`/client/software/updateLogDetail/${logs.rows[0].logId}`, language)
        expect(filled(log.data.content.replace(/<[^>]+>/g, '')), s.alias).toBe(true)
        const help = await api<ApiData<HelpDocumentView>>(`/client/software/helpDocument?soft=${s.alias}`, language)
        expect(help.data.chapters.length, s.alias).toBeGreaterThanOrEqual(2)
        expect(help.data.chapters.every((c) => filled(c.title) && filled(c.content.replace(/<[^>]+>/g, '')))).toBe(true)
      }
    })

    it(`has 3 teaching classifications of 4+ albums each in ${language}`, async () => {
      const teaching = await api<ApiList<ClassificationRow>>('/client/clientTeaching/classifyListPage', language)
      expect(teaching.total).toBe(3)
      for (const c of teaching.rows) {
        expect(filled(c.classifyName)).toBe(true)
        expect(c.albumList.length, c.classifyName).toBeGreaterThanOrEqual(4)
        expect(c.albumList.every((a) => filled(a.title) && filled(a.summary) && filled(a.videoFile) && filled(a.coverUrl))).toBe(true)
      }
    })
  }

  it('writes the two languages differently (not one copied into the other)', async () => {
    const zh = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageSize=100', 'zh')
    const en = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageSize=100', 'en')
    const cjk = /[\u4e00-\u9fff]/
    expect(zh.rows.every((r) => cjk.test(r.messageTitle))).toBe(true)
    expect(en.rows.every((r) => !cjk.test(r.messageTitle) && !cjk.test(r.messageSynopsis))).toBe(true)
  })
})

describe('demo content through the content layer', () => {
  it('has every page of the spec in both languages, with titles and descriptions', async () => {
    const expected = { product: 8, solution: 4, case: 8, article: 13, about: 1, saas: 1 }
    for (const language of LANGUAGES) {
      const pages = await content.listPages(language)
      for (const [category, count] of Object.entries(expected)) {
        expect(pages.filter((p) => p.category === category).length, `${language} ${category}`).toBe(count)
      }
      expect(pages.every((p) => filled(p.title))).toBe(true)
    }
    const all = await content.payload.find({ collection: 'pages', locale: 'en', pagination: false, depth: 0, overrideAccess: true })
    for (const page of all.docs) {
      expect(filled(page.meta?.description), `${page.slug} en description`).toBe(true)
      expect((page.layout ?? []).length, `${page.slug} blocks`).toBeGreaterThanOrEqual(page.category === 'product' ? 5 : 1)
    }
  })

  it('names the client of each case and quotes its chief engineer in both languages; the footer says the demo is fictional', async () => {
    for (const language of LANGUAGES) {
      const cases = (await content.listPages(language)).filter((p) => p.category === 'case')
      expect(cases).toHaveLength(8)
      for (const c of cases) {
        const html = await (await fetch(new URL(language === 'zh' ? `/${c.slug}` : `/en/${c.slug}`, base))).text()
        const fact = /<dt>(客户|Client)<\/dt>\s*<dd>([^<]+)<\/dd>/.exec(html)
        expect(filled(fact?.[2]), `${language} ${c.slug} client`).toBe(true)
        const quote = /<blockquote><p>([^<]+)<\/p><\/blockquote><figcaption>([^<]+)<\/figcaption>/.exec(html)
        expect(filled(quote?.[1]) && filled(quote?.[2]), `${language} ${c.slug} quote`).toBe(true)
        expect(/[\u4e00-\u9fff]/.test(quote![1]), `${language} ${c.slug} quote language`).toBe(language === 'zh')
        expect(html, `${language} ${c.slug} demo notice`).toMatch(
          language === 'zh' ? /data-footer-demo-notice="">本站为演示站点/ : /data-footer-demo-notice="">This is a demo site/,
        )
      }
    }
  })

  it('carries its translation state: every translated item counts in the translation filters from the start', async () => {
    const { payload } = content
    const translated = payload.config.collections.filter((c) => c.fields.some((f) => 'name' in f && f.name === 'translation'))
    expect(translated.length).toBeGreaterThanOrEqual(10)
    for (const { slug } of translated) {
      const unknown = await payload.count({
        collection: slug as 'news',
        where: { or: [{ 'translation.zhState': { exists: false } }, { 'translation.enState': { exists: false } }] },
        overrideAccess: true,
      })
      expect(unknown.totalDocs, slug).toBe(0)
    }
    // Written in both languages: "English complete" counts every news item.
    const complete = await payload.count({
      collection: 'news',
      where: { 'translation.enState': { equals: 'complete' } },
      overrideAccess: true,
    })
    expect(complete.totalDocs).toBe(24)
  })

  it('has 50 partners in rows of 11, 13, 13 and 13', async () => {
    const partners = await content.payload.find({
      collection: 'partners',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(partners.totalDocs).toBe(50)
    const rows = [1, 2, 3, 4].map((row) => partners.docs.filter((p) => p.row === String(row)).length)
    expect(rows).toEqual([11, 13, 13, 13])
  })

  it('gives every image alt text in both languages', async () => {
    for (const locale of LANGUAGES) {
      const images = await content.payload.find({
        collection: 'media',
        where: { mimeType: { like: 'image/' } },
        locale,
        fallbackLocale: false,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      expect(images.totalDocs).toBeGreaterThan(50)
      const missing = images.docs.filter((m) => !filled(m.alt)).map((m) => m.filename)
      expect(missing, `${locale} images without alt`).toEqual([])
    }
  })

  it('fills the site settings, home page and navigation in both languages', async () => {
    for (const language of LANGUAGES) {
      const s = await content.getSiteSettings(language)
      for (const value of [
        s.companyName,
        s.shortName,
        s.address,
        s.copyright,
        s.icpNumber,
        s.saasLoginUrl,
        s.mailboxes?.sales,
        s.mailboxes?.support,
        s.mailboxes?.development,
      ]) {
        expect(filled(value), `${language} site setting`).toBe(true)
      }
      expect((s.hotlines ?? []).length).toBeGreaterThan(0)
      expect((s.consultants ?? []).length).toBeGreaterThanOrEqual(2)
      expect(s.qrCode).toBeTruthy()
      const home = await content.getHomePage(language)
      expect(home.productCentre?.tabs?.map((t) => t.key)).toEqual(['1', '2'])
      expect(home.productCentre?.tabs?.every((t) => (t.items ?? []).length === 3)).toBe(true)
      expect(home.digitalConstruction?.tabs).toHaveLength(4)
      expect(home.digitalConstruction?.cloud?.clouds).toHaveLength(4)
      expect(home.cases?.items?.map((c) => c.route)).toEqual(
        expect.arrayContaining(['expresswayHw', 'riverTunnelHt', 'crossRiverBridge', 'hsyc']),
      )
      expect((home.claims?.items ?? []).length).toBeGreaterThanOrEqual(8)
      const nav = await content.getNavigation(language)
      expect(nav.items?.map((i) => i.key)).toEqual([
        'home',
        'product',
        'programme',
        'industry',
        'information',
        'app',
        'user',
        'about',
        'saas',
      ])
    }
  })
})
