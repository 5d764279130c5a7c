/**
 * A small, fixed set of content for the integration tests: every kind of content, in both languages,
 * with the edge cases the API must handle (Chinese-only items, drafts, paging over several pages).
 */
import type { Payload } from 'payload'

import { syncMediaVisibility } from '@/content/media-visibility'
import type { NewsClass } from '@/lib/content-model'

import { createBilingual, lexical, updateGlobalBilingual } from './bilingual'
import { svgToWebp, uploadMedia } from './media'
import { simplePdf } from './pdf'
import { solidColourClip } from './video'

const day = 24 * 60 * 60 * 1000
const BASE_TIME = Date.parse('2026-06-01T02:00:00.000Z')
const at = (daysAgo: number) => new Date(BASE_TIME - daysAgo * day).toISOString()

const swatch = (colour: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${colour}"/><text x="40" y="200" font-size="48" fill="#fff" font-family="sans-serif">${label}</text></svg>`

/** News fixtures: three per class in both languages, then one in Chinese only and one draft. */
export const FIXTURE_NEWS: Array<{ cls: NewsClass; zh: string; en: string | null; status: 'published' | 'draft' }> = [
  ...(['newsletter', 'company', 'notice', 'industry'] as const).flatMap((cls) =>
    [1, 2, 3].map((n) => ({ cls, zh: `${cls} 新闻 ${n}`, en: `${cls} news ${n}`, status: 'published' as const })),
  ),
  { cls: 'company', zh: '仅中文新闻', en: null, status: 'published' },
  { cls: 'company', zh: '草稿新闻', en: 'Draft news', status: 'draft' },
]

export const FIXTURE_BANNERS = [
  { zh: '横幅一', en: 'Banner one', link: 'https://example.com/one' },
  { zh: '横幅二', en: 'Banner two', link: '' },
  { zh: '仅中文横幅', en: null, link: '' },
]

export const FIXTURE_VIDEOS = [
  { zh: '视频一', en: 'Video one', duration: 61 },
  { zh: '视频二', en: 'Video two', duration: 95 },
  { zh: '视频三', en: 'Video three', duration: 130 },
]

export const FIXTURE_SOFTWARE = [
  { alias: 'eicad', zh: '集成道路设计', en: 'Integrated road design', version: '5.2.0', logs: 3, helpEn: true },
  { alias: 'airoad', zh: '快速方案设计', en: 'Rapid scheme design', version: '3.1.4', logs: 1, helpEn: false },
]

export const FIXTURE_TEACHING = [
  { zh: '入门教程', en: 'Getting started', albums: 3 },
  { zh: '进阶技巧', en: 'Advanced skills', albums: 2 },
]

export type FixtureIds = {
  news: number[]
  videos: number[]
  software: Record<string, number>
  updateLogs: number[]
  albums: number[]
  media: number[]
}

/** The media the fixtures use: three images, a clip and a PDF manual. */
type FixtureMedia = { cover: number; bannerImage: number; logo: number; clip: number; manual: number }

export async function seedFixtures(payload: Payload): Promise<FixtureIds> {
  const media = await uploadFixtureMedia(payload)
  await seedBanners(payload, media)
  const news = await seedNews(payload, media)
  const videos = await seedVideos(payload, media)
  await seedPartners(payload, media)
  const { software, updateLogs } = await seedSoftware(payload, media)
  const albums = await seedTeaching(payload, media)
  await seedPages(payload, media)
  await seedSiteSettings(payload, media)

  // The seed writes without hooks: every media file gets its visibility once (src/content/media-visibility.ts).
  await syncMediaVisibility(payload, 'all')
  const { cover, bannerImage, logo, clip, manual } = media
  return { news, videos, software, updateLogs, albums, media: [cover, bannerImage, logo, clip, manual] }
}

/** Uploads the media the other fixtures point to. */
async function uploadFixtureMedia(payload: Payload): Promise<FixtureMedia> {
  const image = async (colour: string, label: string, alt: { zh: string; en: string }) =>
    uploadMedia(payload, { data: await svgToWebp(swatch(colour, label)), name: `${label}.webp`, mimetype: 'image/webp' }, alt)
  const cover = await image('#1d4ed8', 'cover', { zh: '蓝色封面', en: 'Blue cover' })
  const bannerImage = await image('#0f766e', 'banner', { zh: '横幅图片', en: 'Banner image' })
  const logo = await image('#334155', 'logo', { zh: '标志', en: 'Logo' })
  const clip = await uploadMedia(
    payload,
    { data: await solidColourClip('1d4ed8'), name: 'clip.mp4', mimetype: 'video/mp4' },
    { zh: '演示视频', en: 'Demo clip' },
  )
  const pdf = simplePdf(['Installation manual', 'Run the installer and follow the steps.'])
  const manual = await uploadMedia(payload, { data: pdf, name: 'manual.pdf', mimetype: 'application/pdf' }, { zh: '手册', en: 'Manual' })
  return { cover, bannerImage, logo, clip, manual }
}

/** The banners of FIXTURE_BANNERS, one without English. */
async function seedBanners(payload: Payload, { bannerImage }: FixtureMedia): Promise<void> {
  for (const [i, b] of FIXTURE_BANNERS.entries()) {
    await createBilingual(payload, 'banners', {
      shared: { image: bannerImage, link: b.link, sort: i },
      zh: { title: b.zh },
      en: b.en ? { title: b.en } : null,
    })
  }
}

/** The news of FIXTURE_NEWS, the n-th published n days before BASE_TIME; returns their ids. */
async function seedNews(payload: Payload, { cover }: FixtureMedia): Promise<number[]> {
  const news: number[] = []
  for (const [i, n] of FIXTURE_NEWS.entries()) {
    news.push(
      await createBilingual(payload, 'news', {
        status: n.status,
        shared: { class: n.cls, cover, publishedAt: at(i) },
        zh: { title: n.zh, synopsis: `${n.zh}的摘要`, content: lexical([`${n.zh}的正文第一段。`, '## 小标题', '第二段。']) },
        en: n.en ? { title: n.en, synopsis: `Synopsis of ${n.en}`, content: lexical([`First paragraph of ${n.en}.`]) } : null,
      }),
    )
  }
  return news
}

/** The videos of FIXTURE_VIDEOS; returns their ids. */
async function seedVideos(payload: Payload, { cover, clip }: FixtureMedia): Promise<number[]> {
  const videos: number[] = []
  for (const [i, v] of FIXTURE_VIDEOS.entries()) {
    videos.push(
      await createBilingual(payload, 'videos', {
        shared: { cover, file: clip, duration: v.duration, publishedAt: at(i) },
        zh: { title: v.zh, description: `${v.zh}的简介` },
        en: { title: v.en, description: `About ${v.en}` },
      }),
    )
  }
  return videos
}

/** Four partners, one per logo row. */
async function seedPartners(payload: Payload, { logo }: FixtureMedia): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    await createBilingual(payload, 'partners', {
      shared: { logo, row: String((i % 4) + 1), sort: i },
      zh: { name: `合作伙伴 ${i + 1}` },
      en: { name: `Partner ${i + 1}` },
    })
  }
}

/** Each software with its update logs and its help document; returns the ids by alias and the update logs' ids. */
async function seedSoftware(
  payload: Payload,
  { manual }: FixtureMedia,
): Promise<{ software: Record<string, number>; updateLogs: number[] }> {
  const software: Record<string, number> = {}
  const updateLogs: number[] = []
  for (const [i, s] of FIXTURE_SOFTWARE.entries()) {
    const id = await createBilingual(payload, 'software', {
      shared: {
        alias: s.alias,
        version: s.version,
        releasedAt: at(10 + i),
        sort: i,
        ...(i === 0 ? { file: manual } : { downloadLink: 'https://downloads.example.com/airoad.exe', fileSize: '356 MB' }),
      },
      zh: { name: s.zh, summary: `${s.zh}简介` },
      en: { name: s.en, summary: `About ${s.en}` },
    })
    software[s.alias] = id
    for (let v = 0; v < s.logs; v += 1) {
      updateLogs.push(
        await createBilingual(payload, 'update-logs', {
          shared: { software: id, version: `${s.version.split('.')[0]}.${v}.0`, releasedAt: at(100 - v * 10) },
          zh: { title: `${s.zh} ${v} 版更新`, content: lexical([`新增功能 ${v}。`]) },
          en: { title: `${s.en} release ${v}`, content: lexical([`New feature ${v}.`]) },
        }),
      )
    }
    await seedHelpDocument(payload, s, id)
  }
  return { software, updateLogs }
}

/** The help document of a software: two chapters, in English only when `helpEn`. */
async function seedHelpDocument(payload: Payload, s: (typeof FIXTURE_SOFTWARE)[number], software: number): Promise<void> {
  await createBilingual(payload, 'help-documents', {
    shared: { software },
    zh: {
      title: `${s.zh}帮助文档`,
      chapters: [
        { title: '安装', content: lexical(['运行安装程序。']) },
        { title: '入门', content: lexical(['新建项目。']) },
      ],
    },
    en: s.helpEn
      ? {
          title: `${s.en} help`,
          chapters: [
            { title: 'Installation', content: lexical(['Run the installer.']) },
            { title: 'First steps', content: lexical(['Create a project.']) },
          ],
        }
      : null,
  })
}

/** The teaching classifications and their albums; returns the albums' ids. */
async function seedTeaching(payload: Payload, { cover, clip }: FixtureMedia): Promise<number[]> {
  const albums: number[] = []
  for (const [i, c] of FIXTURE_TEACHING.entries()) {
    const classification = await createBilingual(payload, 'teaching-classifications', {
      shared: { sort: i },
      zh: { name: c.zh },
      en: { name: c.en },
    })
    for (let a = 0; a < c.albums; a += 1) {
      albums.push(
        await createBilingual(payload, 'teaching-albums', {
          shared: { classification, cover, video: clip, duration: 300 + a, uploadedAt: at(a), sort: a },
          zh: { title: `${c.zh} 第 ${a + 1} 课`, summary: '本课介绍基本操作。' },
          en: { title: `${c.en} lesson ${a + 1}`, summary: 'This lesson covers the basics.' },
        }),
      )
    }
  }
  return albums
}

/** A product page and an article page. */
async function seedPages(payload: Payload, { cover }: FixtureMedia): Promise<void> {
  await createBilingual(payload, 'pages', {
    shared: { slug: 'airoad', category: 'product', hero: { image: cover } },
    zh: {
      title: '快速方案设计系统',
      summary: '道路方案设计效率提升 8 到 10 倍',
      hero: { heading: '快速方案设计系统', image: cover },
      layout: [{ blockType: 'richText', content: lexical(['产品介绍。']) }],
    },
    en: {
      title: 'Rapid scheme design',
      summary: 'Road schemes 8 to 10 times faster',
      hero: { heading: 'Rapid scheme design', image: cover },
      layout: [{ blockType: 'richText', content: lexical(['Product overview.']) }],
    },
  })
  await createBilingual(payload, 'pages', {
    shared: { slug: 'news/eicad1', category: 'article' },
    zh: { title: '互通立交设计专题', layout: [{ blockType: 'richText', content: lexical(['专题正文。']) }] },
    en: { title: 'Interchange design in depth', layout: [{ blockType: 'richText', content: lexical(['Article body.']) }] },
  })
}

/** The site settings: logo, mailboxes, hotlines and the company in both languages. */
async function seedSiteSettings(payload: Payload, { logo }: FixtureMedia): Promise<void> {
  await updateGlobalBilingual(payload, 'site-settings', {
    shared: {
      logo,
      mailboxes: { sales: 'sales@example.com', support: 'support@example.com', development: 'dev@example.com' },
      icpNumber: '京ICP备00000000号-1',
      saasLoginUrl: 'https://cloud.example.com/login',
    },
    zh: {
      companyName: '示例科技有限公司',
      shortName: '示例科技',
      hotlines: [{ label: '客服热线', number: '400-000-0000' }],
      consultants: [{ area: '设计咨询', name: '王工', phone: '010-00000000' }],
      address: '北京市海淀区示例路 1 号',
      copyright: '© 2026 示例科技',
    },
    en: {
      companyName: 'Example Technology Co., Ltd.',
      shortName: 'Example Tech',
      hotlines: [{ label: 'Hotline', number: '400-000-0000' }],
      consultants: [{ area: 'Design consulting', name: 'Mr Wang', phone: '010-00000000' }],
      address: '1 Example Road, Haidian, Beijing',
      copyright: '© 2026 Example Technology',
    },
  })
}
