/**
 * Links that editors write, through Payload's hooks: every link field (banners, page buttons and call-to-action
 * blocks, navigation, partners, software, site settings, home page, links in rich text) refuses anything but
 * http(s), mailto, tel and paths of this site with a message in the editor's language; a link stored before these
 * rules is read back as empty by anyone but an editor, so the public API never answers one.
 */
import { getLocalI18n, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { BannerRow } from '@/content/banners'
import { getPayloadClient } from '@/content/payload'

import type { ApiData, ApiList, NewsRecord } from '../support/answers'
import { api } from '../support/api'
import { linkNode, paragraphDoc } from '../support/lexical'

const ids = inject('fixtureIds')
const stamp = Date.now()
let payload: Payload
let image: number
let english: Partial<PayloadRequest>

beforeAll(async () => {
  payload = await getPayloadClient()
  const media = await payload.find({
    collection: 'media',
    where: { mimeType: { equals: 'image/webp' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  image = media.docs[0].id
  english = { i18n: await getLocalI18n({ config: payload.config, language: 'en' }) }
})

/** The messages of the validation error a save is refused with ('' when it is not refused). */
async function refusal(save: () => Promise<unknown>): Promise<string> {
  try {
    await save()
  } catch (error) {
    const data = (error as { data?: { errors?: { message?: string }[] } }).data
    return data?.errors?.map((e) => e.message ?? '').join(' | ') || String((error as Error).message)
  }
  return ''
}

const BAD = 'javascript:alert(document.cookie)'
const ZH = '链接无效'
const EN = 'Invalid link'

describe('saving a link', () => {
  const saves: Record<string, (link: string, req?: Partial<PayloadRequest>) => Promise<unknown>> = {
    'banner link': (link, req) => payload.create({ collection: 'banners', data: { title: `横幅 ${stamp}`, image, link }, req }),
    'page button': (link, req) =>
      payload.create({
        collection: 'pages',
        data: {
          title: `页面 ${stamp}`,
          slug: `links${stamp}x${Math.floor(Math.random() * 1e6)}`,
          hero: { links: [{ label: '按钮', href: link }] },
        } as never,
        req,
      }),
    'call-to-action block': (link, req) =>
      payload.create({
        collection: 'pages',
        data: {
          title: `页面 ${stamp}`,
          slug: `cta${stamp}x${Math.floor(Math.random() * 1e6)}`,
          layout: [{ blockType: 'callToAction', heading: '联系我们', links: [{ label: '按钮', href: link }] }],
        } as never,
        req,
      }),
    'partner website': (link, req) =>
      payload.create({ collection: 'partners', data: { name: `伙伴 ${stamp}`, logo: image, row: '1', website: link }, req }),
    'software download link': (link, req) =>
      payload.create({
        collection: 'software',
        data: {
          alias: `s${stamp}${Math.floor(Math.random() * 1e6)}`.slice(0, 30),
          name: '软件',
          version: '1.0',
          downloadLink: link,
        } as never,
        req,
      }),
    'navigation path': (link, req) =>
      payload.updateGlobal({ slug: 'navigation', data: { items: [{ key: 'home', label: '首页', path: link }] }, req }),
    'navigation menu link': (link, req) =>
      payload.updateGlobal({
        slug: 'navigation',
        data: {
          items: [{ key: 'product', label: '产品', groups: [{ title: 'A', source: 'links', links: [{ label: 'x', path: link }] }] }],
        },
        req,
      }),
    'site settings (ICP link)': (link, req) => payload.updateGlobal({ slug: 'site-settings', data: { icpLink: link }, req }),
    'site settings (SaaS login)': (link, req) => payload.updateGlobal({ slug: 'site-settings', data: { saasLoginUrl: link }, req }),
    'home page try-now link': (link, req) =>
      payload.updateGlobal({ slug: 'home-page', data: { digitalConstruction: { cloud: { tryNowLink: link } } }, req }),
    'link in a news body': (link, req) =>
      payload.create({
        collection: 'news',
        data: { title: `新闻 ${stamp}`, class: 'company', content: paragraphDoc(linkNode(link)) as never },
        req,
      }),
  }

  // The site settings' addresses are checked as web addresses (src/fields/contact.ts), with messages of their own.
  const messages: Record<string, { zh: string; en: string }> = {
    'site settings (ICP link)': { zh: '网址无效', en: 'Invalid address' },
    'site settings (SaaS login)': { zh: '网址必须以 https:// 开头', en: 'must start with https://' },
  }
  for (const [name, save] of Object.entries(saves)) {
    it(`${name}: refused for another scheme, in Chinese by default and in English for an English editor`, async () => {
      const { zh, en } = messages[name] ?? { zh: ZH, en: EN }
      expect(await refusal(() => save(BAD))).toContain(zh)
      expect(await refusal(() => save(BAD, english))).toContain(en)
      expect(await refusal(() => save('//evil.example/login'))).toContain(zh)
    })
  }

  it('accepts http(s), mailto, tel and paths of this site', async () => {
    for (const link of ['https://www.example.com/x', 'mailto:sales@example.com', 'tel:+86-10-12345678', '/contact']) {
      expect(await refusal(() => saves['banner link'](link)), link).toBe('')
      expect(await refusal(() => saves['link in a news body'](link)), link).toBe('')
    }
  })

  it('a link in rich text is named in the message', async () => {
    expect(await refusal(() => saves['link in a news body']('data:text/html,<b>x</b>'))).toContain('data:text/html,<b>x</b>')
  })

  it('a page route name on the home page must be a route name', async () => {
    const save = (route: string, req?: Partial<PayloadRequest>) =>
      payload.updateGlobal({
        slug: 'home-page',
        data: { cases: { items: [{ title: '案例', route }] } },
        req,
      })
    expect(await refusal(() => save('\\evil.example'))).toContain('页面路由名无效')
    expect(await refusal(() => save('javascript:alert(1)', english))).toContain('Invalid page route')
    expect(await refusal(() => save('expresswayHw'))).toBe('')
  })
})

describe('a link stored before these rules', () => {
  // The published items made here would change the counts other test files expect: removed afterwards.
  const made: { collection: 'banners' | 'news' | 'users'; id: number }[] = []
  afterAll(async () => {
    for (const { collection, id } of made) await payload.delete({ collection, id, overrideAccess: true })
  })

  it('is empty for visitors, the site’s API and Payload’s public reads; editors still see it to correct it', async () => {
    const banner = await payload.create({
      collection: 'banners',
      data: { title: `旧横幅 ${stamp}`, image, link: '/contact', _status: 'published' },
    })
    // Written past the checks, as an older version of the site could have.
    made.push({ collection: 'banners', id: banner.id })
    await payload.db.updateOne({ collection: 'banners', id: banner.id, data: { link: BAD } })
    const editor = await payload.create({
      collection: 'users',
      data: { email: `links-${stamp}@example.com`, password: 'Links-test-0123456789', role: 'editor' },
      overrideAccess: true,
    })
    made.push({ collection: 'users', id: editor.id })

    const rows = (await api<ApiList<BannerRow>>('/client/banner/clientBannerList')).body.rows
    expect(rows.find((r) => r.bannerId === banner.id)?.bannerLink).toBe('')
    expect((await payload.findByID({ collection: 'banners', id: banner.id, overrideAccess: false })).link).toBe('')
    expect((await payload.findByID({ collection: 'banners', id: banner.id, overrideAccess: false, user: editor })).link).toBe(BAD)
  })

  it('in rich text loses its address on the page and in the API; the text stays', async () => {
    const news = await payload.create({
      collection: 'news',
      locale: 'zh',
      data: {
        title: `旧链接 ${stamp}`,
        class: 'company',
        content: paragraphDoc(linkNode('/contact')) as never,
        _status: 'published',
        publishedAt: new Date().toISOString(),
      },
    })
    made.push({ collection: 'news', id: news.id })
    // Written past the checks; `/\evil.example` is read by browsers as //evil.example.
    const stored = await payload.findByID({ collection: 'news', id: news.id, locale: 'zh', depth: 0, overrideAccess: true })
    await payload.db.updateOne({
      collection: 'news',
      id: news.id,
      data: { title: { zh: stored.title }, synopsis: { zh: null }, content: { zh: paragraphDoc(linkNode('/\\evil.example')) } },
    })
    const answer = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${news.id}`)
    expect(answer.status).toBe(200)
    const html = String(answer.body.data.messageContent)
    expect(html).toContain('read more')
    expect(html).not.toContain('evil.example')
    const publicRead = await payload.findByID({ collection: 'news', id: news.id, locale: 'zh', overrideAccess: false })
    expect(JSON.stringify(publicRead.content)).not.toContain('evil.example')
  })

  it('leaves the fixtures’ links as they are', async () => {
    const rows = (await api<ApiList<BannerRow>>('/client/banner/clientBannerList?language=en')).body.rows
    expect(rows.map((r) => r.bannerLink)).toContain('https://example.com/one')
    expect(ids.news.length).toBeGreaterThan(0)
  })
})
