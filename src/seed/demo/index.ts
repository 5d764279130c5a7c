/**
 * The demo company, "Yunqu Digital" (云衢数字): a complete, fictional road / bridge / tunnel / rail software vendor.
 * Artwork is generated in ./artwork and cached on disk; content lives in ./data, written separately per language.
 */
import type { Payload } from 'payload'

import { syncMediaVisibility } from '@/content/media-visibility'
import type { CaseIndustry } from '@/lib/case-industries'

import { updateGlobalBilingual } from '../bilingual'
import {
  banner,
  type BannerKind,
  caseCover,
  type CaseMotif,
  type ClipKind,
  companyLogo,
  lessonCover,
  networkArt,
  newsCover,
  partnerLogo,
} from './artwork/compositions'
import { inLanguage } from './artwork/kit'
import { cacheStats, hasCjkFont } from './artwork/render'
import { SCREENS } from './artwork/screens'
import { SCREEN_WORDS_ZH } from './artwork/words-zh'
import {
  type Block,
  callToAction,
  caseFacts,
  featureGrid,
  figures,
  gallery,
  imageText,
  type Link,
  partnerWall,
  richText,
  specifications,
  timeline,
  video,
} from './blocks'
import {
  ABOUT,
  CLAIMS,
  COMPANY,
  CONSTRUCTION_TABS,
  HISTORY,
  HOME,
  NAV,
  PRIVACY,
  SAAS,
  SAAS_LOGIN_URL,
  SUPPORT_AIROAD,
  TERMS,
} from './data/company'
import { NEWS, NEWS_TAGS, VIDEOS } from './data/news'
import { ARTICLES, CASE_VOICES, CASES, SOLUTIONS } from './data/pages'
import { PARTNERS } from './data/partners'
import { PRODUCTS } from './data/products'
import { REQUIREMENTS, SOFTWARE, TEACHING } from './data/support'
import type { L, Lang } from './data/types'
import { seedDemoInsight } from './insight'
import { MediaBank, PENDING_PREFIX } from './media'
import { demoPackage } from './packages'
import { rich } from './richtext'
import { createDoc } from './write'

type PageLocale = {
  title: string
  summary?: string
  hero?: { kicker?: string; heading?: string; text?: string; links?: Array<{ label: string; href: string }> }
  layout: Block[]
  meta: { title: string; description: string }
}

/** Creates a page in both languages; the hero and share image are repeated in each language's group data. */
async function createPage(
  payload: Payload,
  p: { slug: string; category: string; sort: number; image?: number; industry?: CaseIndustry; build: (lang: Lang) => PageLocale },
): Promise<number> {
  const localized = (lang: Lang) => {
    const l = p.build(lang)
    return {
      title: l.title,
      summary: l.summary,
      hero: { ...(l.hero ?? {}), image: p.image },
      layout: l.layout,
      meta: { ...l.meta, image: p.image },
    }
  }
  return createDoc(payload, 'pages', {
    shared: { slug: p.slug, category: p.category, sort: p.sort, ...(p.industry ? { industry: p.industry } : {}) },
    zh: localized('zh'),
    en: localized('en'),
  })
}

const t = <T>(v: L<T>, lang: Lang): T => v[lang]

/** The SEO fields of a demo item in one language, when it has any (the rest use their title, summary and cover). */
const seoOf = (seo: { title: L; description: L } | undefined, lang: Lang) =>
  seo ? { meta: { title: t(seo.title, lang), description: t(seo.description, lang) } } : {}

/** The industry each demo case is filed under on /cases, by what its artwork shows. */
const CASE_INDUSTRY: Record<CaseMotif, CaseIndustry> = {
  cableBridge: 'bridge',
  shieldTunnel: 'tunnel',
  tunnelProfile: 'tunnel',
  mountainExpressway: 'expressway',
  urbanInterchange: 'expressway',
  railHub: 'rail',
  waterway: 'bridge',
  parkAvenue: 'other',
}

const BANNERS: Array<{ kind: BannerKind; link: string; title: L; alt: L }> = [
  {
    kind: 'design',
    link: '/airoad',
    title: { zh: 'AIRoad 4.2 全新发布：道路方案设计效率提升 8～10 倍', en: 'AIRoad 4.2 is here: road schemes 8-10x faster' },
    alt: { zh: '三维地形上的道路方案线与纵断面示意', en: 'Road alignment over terrain contours with a profile panel' },
  },
  {
    kind: 'infra',
    link: '/crossRiverBridge',
    title: { zh: '桥隧轨道，先在数字世界建成', en: 'Bridges, tunnels and rail, built digitally first' },
    alt: { zh: '斜拉桥、轨道高架与隧道断面线描', en: 'Line art of a cable-stayed bridge, rail viaduct and tunnel section' },
  },
  {
    kind: 'construction',
    link: '/zngc',
    title: { zh: '智慧梁场：把梁场当工厂来管', en: 'Smart beam plants: run the yard like a factory' },
    alt: { zh: '预制梁场台座、龙门吊与生产看板', en: 'Precast beam yard with pedestals, gantry crane and dashboards' },
  },
]

/**
 * Every picture and video of the demo, queued at once: the media bank runs a few at a time and the seed awaits each
 * where the content needs it. Filling placeholders (`npm run seed -- --media`) runs this alone.
 */
function queueDemoMedia(bank: MediaBank) {
  // Product screenshots show the interface in the page's language (the Chinese one drawn with SCREEN_WORDS_ZH).
  const allScreens = Object.values(SCREENS).flat()
  const screenJobs = allScreens.map((s) =>
    bank.imageInLanguages(`screen-${s.id}`, (lang) => inLanguage(lang === 'zh' ? SCREEN_WORDS_ZH : null, s.svg), { zh: s.zh, en: s.en }),
  )
  // Each product's video: a narrated tutorial in both languages (./narrated-video.ts), its poster the title card.
  const clipJobs = PRODUCTS.map((p) => bank.clip(p.slug, { zh: `${p.name.zh}操作教程视频`, en: `${p.name.en} tutorial video` }))
  const posterJobs = PRODUCTS.map((p) => bank.poster(p.slug, { zh: `${p.name.zh}教程视频封面`, en: `${p.name.en} tutorial poster` }))
  const bannerJobs = BANNERS.map((b) => bank.image(`banner-${b.kind}`, () => banner(b.kind), b.alt))
  const newsJobs = NEWS.map((n, i) =>
    bank.imageInLanguages(
      `news-${i + 1}`,
      (lang) => newsCover(n.theme, `n${i}`, NEWS_TAGS[n.cls][lang]),
      { zh: `${n.title.zh}（配图）`, en: `Illustration: ${n.title.en}` },
      { width: 800 },
    ),
  )
  const partnerJobs = PARTNERS.map((p, i) =>
    bank.imageInLanguages(`partner-${i + 1}`, (lang) => partnerLogo(p.initials, p.lines[lang], p.shape, p.en), {
      zh: `${p.zh}标志`,
      en: `${p.en} logo`,
    }),
  )
  const caseJobs = CASES.map((c) =>
    bank.imageInLanguages(`case-${c.slug}`, (lang) => caseCover(c.motif, c.label[lang]), {
      zh: `${c.title.zh}示意图`,
      en: `Illustration: ${c.title.en}`,
    }),
  )
  const lessonJobs = TEACHING.flatMap((c) => c.albums).map((a, i) =>
    bank.imageInLanguages(`lesson-${i + 1}`, (lang) => lessonCover(a.clip, i + 1, a.level, lang), {
      zh: `${a.title.zh}封面`,
      en: `Cover: ${a.title.en}`,
    }),
  )
  const identityJobs = [
    bank.image('logo', () => companyLogo(false), { zh: '云衢数字标志', en: 'Yunqu Digital logo' }),
    bank.image('logo-on-dark', () => companyLogo(true), { zh: '云衢数字标志（深色背景）', en: 'Yunqu Digital logo for dark backgrounds' }),
    bank.qr('qr-wechat', COMPANY.wechatQr, { zh: '云衢数字微信公众号二维码', en: 'QR code of the Yunqu Digital WeChat official account' }),
    bank.image('about-network', networkArt, { zh: '云衢数字服务网络示意', en: 'Illustration of the Yunqu Digital project network' }),
  ]
  const all = [
    ...screenJobs,
    ...clipJobs,
    ...posterJobs,
    ...bannerJobs,
    ...newsJobs,
    ...partnerJobs,
    ...caseJobs,
    ...lessonJobs,
    ...identityJobs,
  ]
  return { allScreens, screenJobs, clipJobs, posterJobs, bannerJobs, newsJobs, partnerJobs, caseJobs, lessonJobs, identityJobs, all }
}

/**
 * Gives every placeholder of a demo seeded with DEMO_MEDIA=later its real file (`npm run seed -- --media`, which
 * `npm run demo` runs once the server is up). Answers how many were filled: none when every file is real already.
 */
export async function fillDemoMedia(payload: Payload): Promise<number> {
  const left = await payload.count({ collection: 'media', where: { filename: { like: PENDING_PREFIX } }, overrideAccess: true })
  if (left.totalDocs === 0) return 0
  const bank = new MediaBank(payload, 'fill')
  await Promise.all(queueDemoMedia(bank).all)
  return bank.pending
}

/**
 * The demo company, in both languages. `media`: `now` draws and uploads every picture and video as it goes; `later`
 * uploads placeholders and leaves the drawing to fillDemoMedia (`npm run demo`: the site answers first).
 */
export async function seedDemo(payload: Payload, media: 'now' | 'later' = 'now'): Promise<void> {
  const started = Date.now()
  const bank = new MediaBank(payload, media === 'later' ? 'placeholders' : 'now')
  const laps: string[] = []
  let lapStart = Date.now()
  const lap = (label: string) => {
    laps.push(`${label} ${((Date.now() - lapStart) / 1000).toFixed(1)}s`)
    lapStart = Date.now()
  }

  if (!hasCjkFont())
    payload.logger.warn(
      'No CJK font on this machine (Debian: apt-get install fonts-noto-cjk): the demo pictures keep their English words in both languages',
    )

  const jobs = queueDemoMedia(bank)
  const { allScreens, screenJobs, clipJobs, posterJobs, identityJobs } = jobs

  const screen = new Map<string, number>()
  const screenAlt = new Map<string, L>()
  const screenIds = await Promise.all(screenJobs)
  allScreens.forEach((s, i) => {
    screen.set(s.id, screenIds[i])
    screenAlt.set(s.id, { zh: s.zh, en: s.en })
  })
  const screenId = (id: string): number => {
    const found = screen.get(id)
    if (found === undefined) throw new Error(`Unknown screenshot ${id}`)
    return found
  }
  const clips = {} as Record<ClipKind, number>
  const posters = {} as Record<ClipKind, number>
  const [clipIds, posterIds] = await Promise.all([Promise.all(clipJobs), Promise.all(posterJobs)])
  PRODUCTS.forEach((p, i) => {
    clips[p.slug] = clipIds[i]!
    posters[p.slug] = posterIds[i]!
  })
  const [logo, logoOnDark, qrCode, aboutImage] = (await Promise.all(identityJobs)) as [number, number, number, number]

  let sort = 1
  const ctx: DemoContext = {
    payload,
    bank,
    jobs,
    screenId,
    screenAlt,
    clips,
    posters,
    logo,
    logoOnDark,
    qrCode,
    aboutImage,
    productName: new Map(PRODUCTS.map((p) => [p.slug as string, p.name])),
    nextSort: () => sort++,
  }
  lap('media')
  await seedListings(ctx)
  lap('lists')
  await seedProductPages(ctx)
  await seedSolutionPages(ctx)
  const caseImage = await seedCasePages(ctx)
  await seedArticlePages(ctx)
  await seedAboutAndSaasPages(ctx)
  await seedSupportPages(ctx)
  lap('pages')
  await seedSoftware(ctx)
  lap('software, update logs, help documents')
  await seedTeaching(ctx)
  lap('demonstration teaching')
  await seedGlobals(ctx, caseImage)
  await seedLeadChannels(payload)

  lap('globals')
  payload.logger.debug(`Demo seed timings: ${laps.join(', ')}`)
  payload.logger.info(
    `Demo company seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${bank.count} media uploads (artwork cache ${cacheStats.hits} hits, ${cacheStats.misses} renders)` +
      (bank.pending ? `, ${bank.pending} of them placeholders until \`npm run seed -- --media\` draws them` : ''),
  )
}

/**
 * Two group-alert channels to show the feature (docs/editors.md, "Group alerts"): off, with an example address, so
 * that the demo sends nothing; an administrator pastes the team's robot and turns one on.
 */
async function seedLeadChannels(payload: Payload): Promise<void> {
  const examples = [
    {
      name: '销售一部（企业微信群，示例）',
      kind: 'wecom',
      webhook: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=00000000-demo-0000-0000-000000000000',
      messageLanguage: 'zh',
      rules: { provinces: '江苏, 浙江, 上海' },
      quietFrom: '22:00',
      quietTo: '08:00',
    },
    {
      name: 'Overseas sales (Feishu group, example)',
      kind: 'feishu',
      webhook: 'https://open.feishu.cn/open-apis/bot/v2/hook/00000000-demo-0000-0000-000000000000',
      messageLanguage: 'en',
      rules: { languages: ['en'] },
    },
  ] as const
  for (const data of examples) {
    await payload.create({
      collection: 'lead-channels',
      overrideAccess: true,
      depth: 0,
      data: { ...data, enabled: false, rules: { ...data.rules } } as never,
    })
  }
}

/** What the seed's parts share: the media made first (ids by name), and the pages' running sort order. */
type DemoContext = {
  payload: Payload
  bank: MediaBank
  jobs: ReturnType<typeof queueDemoMedia>
  screenId: (id: string) => number
  screenAlt: Map<string, L>
  clips: Record<ClipKind, number>
  posters: Record<ClipKind, number>
  logo: number
  logoOnDark: number
  qrCode: number
  aboutImage: number
  productName: Map<string, L>
  nextSort: () => number
}

/** Banners, news, videos and partners: the lists of the home page and the news centre. */
async function seedListings(ctx: DemoContext): Promise<void> {
  const { payload, bank, clips, posters, jobs } = ctx
  for (const [i, b] of BANNERS.entries()) {
    const image = await jobs.bannerJobs[i]
    await createDoc(payload, 'banners', {
      shared: { image, link: b.link, sort: i + 1 },
      zh: { title: b.title.zh },
      en: { title: b.title.en },
    })
  }

  for (const [i, n] of NEWS.entries()) {
    const cover = await jobs.newsJobs[i]
    await createDoc(payload, 'news', {
      shared: { class: n.cls, cover, publishedAt: n.date },
      zh: { title: n.title.zh, synopsis: n.synopsis.zh, content: rich(n.body.zh), ...seoOf(n.seo, 'zh') },
      en: { title: n.title.en, synopsis: n.synopsis.en, content: rich(n.body.en), ...seoOf(n.seo, 'en') },
    })
  }

  for (const [i, v] of VIDEOS.entries()) {
    await createDoc(payload, 'videos', {
      shared: {
        cover: posters[v.clip],
        file: clips[v.clip],
        duration: await bank.seconds(v.clip),
        publishedAt: v.date,
        sort: i,
        captions: await bank.captionRows(v.clip),
      },
      zh: { title: v.title.zh, description: v.description.zh, ...seoOf(v.seo, 'zh') },
      en: { title: v.title.en, description: v.description.en, ...seoOf(v.seo, 'en') },
    })
  }

  for (const [i, p] of PARTNERS.entries()) {
    const logoId = await jobs.partnerJobs[i]
    await createDoc(payload, 'partners', { shared: { logo: logoId, row: p.row, sort: i + 1 }, zh: { name: p.zh }, en: { name: p.en } })
  }
}

/** A page per product: features, screenshots, its video, specifications and where to go next. */
async function seedProductPages(ctx: DemoContext): Promise<void> {
  const { payload, screenId, clips, posters, nextSort } = ctx
  for (const p of PRODUCTS) {
    const shots = SCREENS[p.slug]
    await createPage(payload, {
      slug: p.slug,
      category: 'product',
      sort: nextSort(),
      image: screenId(shots[0].id),
      build: (lang) => {
        const layout: Block[] = [
          featureGrid(lang, t(p.features.heading, lang), t(p.features.intro, lang), p.features.items),
          imageText(t(p.imageText.heading, lang), t(p.imageText.text, lang), t(p.imageText.bullets, lang), screenId(shots[1].id), 'left'),
          video(lang === 'zh' ? '产品演示' : 'See it in action', clips[p.slug], posters[p.slug], t(p.summary, lang)),
          gallery(
            t(p.gallery, lang),
            shots.map((s) => ({ image: screenId(s.id), caption: lang === 'zh' ? s.zh : s.en })),
          ),
          specifications(lang, lang === 'zh' ? '技术参数' : 'Specifications', p.specs),
        ]
        if (p.figures) layout.push(figures(lang, t(p.figures.heading, lang), p.figures.items))
        const ctaLinks: Link[] = [{ label: lang === 'zh' ? '预约演示' : 'Book a demo', href: '/contact' }]
        if (p.group === 'design') ctaLinks.push({ label: lang === 'zh' ? '软件下载' : 'Downloads', href: '/download' })
        else ctaLinks.push({ label: lang === 'zh' ? '登录云平台' : 'Sign in to the cloud', href: SAAS_LOGIN_URL, newWindow: true })
        if (p.slug === 'airoad') ctaLinks.push({ label: lang === 'zh' ? '技术支持' : 'Support', href: '/airoad1' })
        layout.push(callToAction(t(p.cta.heading, lang), t(p.cta.text, lang), ctaLinks))
        return {
          title: t(p.name, lang),
          summary: t(p.summary, lang),
          hero: {
            kicker: t(p.kicker, lang),
            heading: t(p.heading, lang),
            text: t(p.text, lang),
            links: [
              { label: lang === 'zh' ? '申请试用' : 'Request a trial', href: '/contact' },
              { label: lang === 'zh' ? '观看视频' : 'Watch the video', href: '/information?type=information&class=video' },
            ],
          },
          layout,
          meta: { title: t(p.meta.title, lang), description: t(p.meta.description, lang) },
        }
      },
    })
  }
}

/** A page per solution. */
async function seedSolutionPages(ctx: DemoContext): Promise<void> {
  const { payload, screenId, screenAlt, nextSort } = ctx
  for (const s of SOLUTIONS) {
    await createPage(payload, {
      slug: s.slug,
      category: 'solution',
      sort: nextSort(),
      image: screenId(s.screens[0]),
      build: (lang) => ({
        title: t(s.title, lang),
        summary: t(s.summary, lang),
        hero: {
          kicker: t(s.kicker, lang),
          heading: t(s.title, lang),
          text: t(s.text, lang),
          links: [{ label: lang === 'zh' ? '咨询方案' : 'Talk to us', href: '/contact' }],
        },
        layout: [
          featureGrid(lang, lang === 'zh' ? '方案亮点' : 'Highlights', t(s.summary, lang), s.features),
          richText(undefined, t(s.body, lang)),
          gallery(
            lang === 'zh' ? '应用场景' : 'In use',
            s.screens.map((id) => ({ image: screenId(id), caption: t(screenAlt.get(id)!, lang) })),
          ),
          callToAction(
            lang === 'zh' ? '获取完整解决方案' : 'Get the full solution brief',
            lang === 'zh'
              ? '告诉我们您的项目情况，我们将为您定制实施方案。'
              : 'Tell us about your project and we will put together a plan for it.',
            [{ label: lang === 'zh' ? '联系我们' : 'Contact us', href: '/contact' }],
          ),
        ],
        meta: { title: `${t(s.title, lang)}${lang === 'zh' ? ' - 云衢数字' : ' | Yunqu Digital'}`, description: t(s.meta, lang) },
      }),
    })
  }
}

/** A page per case study; answers each case's cover, which the home page shows. */
async function seedCasePages(ctx: DemoContext): Promise<Map<string, number>> {
  const { payload, screenId, screenAlt, nextSort, productName, jobs } = ctx
  const caseImage = new Map<string, number>()
  for (const [ci, c] of CASES.entries()) {
    const cover = await jobs.caseJobs[ci]
    caseImage.set(c.slug, cover)
    await createPage(payload, {
      slug: c.slug,
      category: 'case',
      sort: nextSort(),
      image: cover,
      industry: CASE_INDUSTRY[c.motif],
      build: (lang) => ({
        title: t(c.title, lang),
        summary: t(c.summary, lang),
        hero: { kicker: lang === 'zh' ? '行业案例' : 'Case study', heading: t(c.title, lang), text: t(c.text, lang) },
        layout: [
          caseFacts({
            client: CASE_VOICES[c.slug] ? t(CASE_VOICES[c.slug].client, lang) : undefined,
            quote: CASE_VOICES[c.slug] ? t(CASE_VOICES[c.slug].quote, lang) : undefined,
            quoteBy: CASE_VOICES[c.slug] ? t(CASE_VOICES[c.slug].quoteBy, lang) : undefined,
            clientType: t(c.facts.clientType, lang),
            location: t(c.facts.location, lang),
            scale: t(c.facts.scale, lang),
            year: c.facts.year,
            results: t(c.facts.results, lang),
          }),
          richText(lang === 'zh' ? '项目实践' : 'The project', t(c.body, lang)),
          gallery(
            lang === 'zh' ? '项目应用' : 'On the project',
            c.screens.map((id) => ({ image: screenId(id), caption: t(screenAlt.get(id)!, lang) })),
          ),
          callToAction(
            lang === 'zh' ? '应用产品' : 'Products used',
            lang === 'zh' ? '了解本项目中使用的产品。' : 'Find out more about the products used on this project.',
            c.products.slice(0, 3).map((slug) => ({ label: t(productName.get(slug)!, lang), href: `/${slug}` })),
          ),
        ],
        meta: { title: t(c.title, lang), description: `${t(c.summary, lang)} ${t(c.text, lang)}`.slice(0, 290) },
      }),
    })
  }
  return caseImage
}

/** The topic pages under /news/. */
async function seedArticlePages(ctx: DemoContext): Promise<void> {
  const { payload, screenId, nextSort } = ctx
  for (const a of ARTICLES) {
    await createPage(payload, {
      slug: a.slug,
      category: 'article',
      sort: nextSort(),
      image: screenId(a.screen),
      build: (lang) => ({
        title: t(a.title, lang),
        summary: t(a.summary, lang),
        hero: { kicker: lang === 'zh' ? '专题' : 'Topic', heading: t(a.title, lang), text: t(a.summary, lang) },
        layout: [
          richText(undefined, t(a.body, lang)),
          callToAction(
            lang === 'zh' ? '想在您的项目中试一试？' : 'Want to try this on your project?',
            lang === 'zh' ? '联系我们获取试用授权与示例工程。' : 'Ask us for a trial licence and sample projects.',
            [
              { label: lang === 'zh' ? '联系我们' : 'Contact us', href: '/contact' },
              { label: lang === 'zh' ? '演示教学' : 'Training videos', href: '/demonstrationTeaching' },
            ],
          ),
        ],
        meta: { title: t(a.title, lang), description: t(a.summary, lang) },
      }),
    })
  }
}

/** The company page and the SaaS platform's page. */
async function seedAboutAndSaasPages(ctx: DemoContext): Promise<void> {
  const { payload, screenId, nextSort, aboutImage } = ctx
  await createPage(payload, {
    slug: 'about',
    category: 'about',
    sort: nextSort(),
    image: aboutImage,
    build: (lang) => ({
      title: t(ABOUT.title, lang),
      summary: t(ABOUT.text, lang),
      hero: { kicker: t(ABOUT.kicker, lang), heading: t(ABOUT.heading, lang), text: t(ABOUT.text, lang) },
      layout: [
        richText(undefined, t(ABOUT.body, lang)),
        figures(lang, t(ABOUT.figuresHeading, lang), CLAIMS),
        timeline(
          t(ABOUT.historyHeading, lang),
          HISTORY.map((h) => ({ year: h.year, title: t(h.title, lang), text: t(h.text, lang) })),
        ),
        partnerWall(t(ABOUT.partnersHeading, lang), t(ABOUT.partnersIntro, lang)),
        callToAction(t(ABOUT.cta.heading, lang), t(ABOUT.cta.text, lang), [
          { label: lang === 'zh' ? '在线留言' : 'Send us a message', href: '/contact' },
          { label: lang === 'zh' ? '下载软件' : 'Downloads', href: '/download' },
        ]),
      ],
      meta: { title: t(ABOUT.meta.title, lang), description: t(ABOUT.meta.description, lang) },
    }),
  })

  await createPage(payload, {
    slug: 'saaS',
    category: 'saas',
    sort: nextSort(),
    image: screenId('cm-overview'),
    build: (lang) => ({
      title: t(SAAS.title, lang),
      summary: t(SAAS.text, lang),
      hero: {
        kicker: t(SAAS.kicker, lang),
        heading: t(SAAS.heading, lang),
        text: t(SAAS.text, lang),
        links: [
          { label: lang === 'zh' ? '登录云平台' : 'Sign in', href: SAAS_LOGIN_URL },
          { label: lang === 'zh' ? '申请试用' : 'Request a trial', href: '/contact' },
        ],
      },
      layout: [
        featureGrid(
          lang,
          lang === 'zh' ? '四朵云' : 'Four clouds',
          undefined,
          SAAS.clouds.map((c) => ({ icon: c.icon, title: c.name, text: c.text })),
        ),
        gallery(
          lang === 'zh' ? '平台界面' : 'Screenshots',
          SAAS.clouds.map((c) => ({ image: screenId(c.screen), caption: t(c.name, lang) })),
        ),
        imageText(
          t(SAAS.imageText.heading, lang),
          t(SAAS.imageText.text, lang),
          t(SAAS.imageText.bullets, lang),
          screenId('site-dashboard'),
        ),
        callToAction(t(SAAS.cta.heading, lang), t(SAAS.cta.text, lang), [
          { label: lang === 'zh' ? '立即登录' : 'Sign in now', href: SAAS_LOGIN_URL, newWindow: true },
        ]),
      ],
      meta: { title: t(SAAS.meta.title, lang), description: t(SAAS.meta.description, lang) },
    }),
  })
}

/** The AIRoad support page, the privacy notice and the terms of use. */
async function seedSupportPages(ctx: DemoContext): Promise<void> {
  const { payload, screenId, clips, posters, nextSort } = ctx
  await createPage(payload, {
    slug: 'airoad1',
    category: 'support',
    sort: nextSort(),
    image: screenId('airoad-plan'),
    build: (lang) => ({
      title: t(SUPPORT_AIROAD.title, lang),
      summary: t(SUPPORT_AIROAD.text, lang),
      hero: {
        kicker: t(SUPPORT_AIROAD.kicker, lang),
        heading: t(SUPPORT_AIROAD.heading, lang),
        text: t(SUPPORT_AIROAD.text, lang),
        links: [
          { label: lang === 'zh' ? '下载最新版' : 'Download the latest version', href: '/download' },
          { label: lang === 'zh' ? '帮助文档' : 'Help document', href: `/helpDocuments?soft=airoad&language=${lang}` },
        ],
      },
      layout: [
        featureGrid(lang, lang === 'zh' ? '服务渠道' : 'How to reach us', undefined, SUPPORT_AIROAD.channels),
        richText(undefined, t(SUPPORT_AIROAD.body, lang)),
        specifications(lang, lang === 'zh' ? '系统要求' : 'System requirements', SUPPORT_AIROAD.requirements),
        video(
          lang === 'zh' ? '快速入门' : 'Quick start',
          clips.airoad,
          posters.airoad,
          lang === 'zh' ? 'AIRoad 方案设计流程演示' : 'The AIRoad scheme design workflow',
        ),
        callToAction(
          lang === 'zh' ? '还没有解决？' : 'Still stuck?',
          lang === 'zh' ? '提交您的问题，技术工程师将尽快与您联系。' : 'Send us your question and an engineer will get back to you.',
          [
            { label: lang === 'zh' ? '提交问题' : 'Ask a question', href: '/contact' },
            { label: lang === 'zh' ? '演示教学' : 'Training videos', href: '/demonstrationTeaching' },
          ],
        ),
      ],
      meta: { title: t(SUPPORT_AIROAD.meta.title, lang), description: t(SUPPORT_AIROAD.meta.description, lang) },
    }),
  })

  // The footer's two text pages: the same shape, a title, a lead and a body of Markdown paragraphs.
  for (const [slug, text] of [
    ['privacy', PRIVACY],
    ['terms', TERMS],
  ] as const) {
    await createPage(payload, {
      slug,
      category: 'other',
      sort: nextSort(),
      build: (lang) => ({
        title: t(text.title, lang),
        summary: t(text.lead, lang),
        hero: { heading: t(text.title, lang), text: t(text.lead, lang) },
        layout: [richText(undefined, t(text.body, lang))],
        meta: { title: t(text.title, lang), description: t(text.meta, lang) },
      }),
    })
  }
}

/** Software with its packages, update logs and help documents. */
async function seedSoftware(ctx: DemoContext): Promise<void> {
  const { payload, bank } = ctx
  for (const [i, s] of SOFTWARE.entries()) {
    const pkg = demoPackage(s)
    const file = await bank.file(`software-${s.alias}`, pkg.name, 'application/zip', () => pkg.data, {
      zh: `${s.name.zh} ${s.version} 安装包`,
      en: `${s.name.en} ${s.version} package`,
    })
    // The two releases before the current one, each with its own package (and so its own checksum) and its notes.
    const olderVersions = []
    for (const log of s.logs.filter((l) => l.version !== s.version).slice(0, 2)) {
      const older = demoPackage({ ...s, version: log.version })
      const olderFile = await bank.file(`software-${s.alias}-${log.version}`, older.name, 'application/zip', () => older.data, {
        zh: `${s.name.zh} ${log.version} 安装包`,
        en: `${s.name.en} ${log.version} package`,
      })
      olderVersions.push({ version: log.version, releasedAt: log.date, file: olderFile, notes: log.summary })
    }
    const softwareId = await createDoc(payload, 'software', {
      shared: { alias: s.alias, version: s.version, releasedAt: s.releasedAt, sort: i + 1, file, olderVersions },
      zh: { name: s.name.zh, summary: s.summary.zh, requirements: REQUIREMENTS[s.alias]?.zh },
      en: { name: s.name.en, summary: s.summary.en, requirements: REQUIREMENTS[s.alias]?.en },
    })
    for (const log of s.logs) {
      await createDoc(payload, 'update-logs', {
        shared: { software: softwareId, version: log.version, releasedAt: log.date },
        zh: { title: log.title.zh, summary: log.summary.zh, content: rich(log.changes.zh) },
        en: { title: log.title.en, summary: log.summary.en, content: rich(log.changes.en) },
      })
    }
    const chapters = (lang: Lang) => s.help.chapters.map((c) => ({ title: c.title[lang], content: rich(c.body[lang]) }))
    await createDoc(payload, 'help-documents', {
      shared: { software: softwareId },
      zh: { title: s.help.title.zh, intro: s.help.intro.zh, chapters: chapters('zh') },
      en: { title: s.help.title.en, intro: s.help.intro.en, chapters: chapters('en') },
    })
  }
}

/** Demonstration teaching: classifications and their albums. */
async function seedTeaching(ctx: DemoContext): Promise<void> {
  const { payload, bank, clips, jobs } = ctx
  let lesson = 0
  for (const [ci, c] of TEACHING.entries()) {
    const classification = await createDoc(payload, 'teaching-classifications', {
      shared: { sort: ci + 1 },
      zh: { name: c.name.zh },
      en: { name: c.name.en },
    })
    for (const [ai, a] of c.albums.entries()) {
      lesson += 1
      const n = lesson
      const cover = await jobs.lessonJobs[n - 1]
      await createDoc(payload, 'teaching-albums', {
        shared: {
          classification,
          cover,
          video: clips[a.clip],
          duration: await bank.seconds(a.clip),
          captions: await bank.captionRows(a.clip),
          uploadedAt: a.uploadedAt,
          viewCount: 180 + ((n * 379) % 2400),
          sort: ai + 1,
        },
        zh: { title: a.title.zh, summary: a.summary.zh },
        en: { title: a.title.en, summary: a.summary.en },
      })
    }
  }
}

/** The home page's global in one language, from the demo's media and the case covers. */
async function homePageBuilder(ctx: DemoContext, caseImage: Map<string, number>) {
  const { bank, screenId, clips, posters, aboutImage } = ctx
  // The home page's demo videos play muted: each language's list takes that language's captions.
  const captionsOf = async (lang: Lang) =>
    Object.fromEntries(await Promise.all(PRODUCTS.map(async (p) => [p.slug, (await bank.captions(p.slug, lang)) ?? undefined]))) as Partial<
      Record<ClipKind, number>
    >
  const homeCaptions = { zh: await captionsOf('zh'), en: await captionsOf('en') }
  const homePage = (lang: Lang) => ({
    sections: HOME.sections[lang],
    productCentre: {
      tabs: [
        { key: '1', label: t(HOME.productTabs.design, lang), slugs: ['airoad', 'eicad', 'ticad'] as ClipKind[] },
        { key: '2', label: t(HOME.productTabs.construction, lang), slugs: ['productSzhjsgl', 'zhgd', 'zngc'] as ClipKind[] },
      ].map((tab) => ({
        key: tab.key,
        label: tab.label,
        items: tab.slugs.map((slug) => {
          const p = PRODUCTS.find((x) => x.slug === slug)!
          return {
            title: t(p.name, lang),
            summary: t(p.summary, lang),
            route: slug,
            video: clips[slug],
            poster: posters[slug],
            captions: homeCaptions[lang][slug],
          }
        }),
      })),
    },
    digitalConstruction: {
      tabs: CONSTRUCTION_TABS.map((tab) => ({
        label: t(tab.label, lang),
        subTabs: tab.subTabs.map((sub) => ({
          label: t(sub.label, lang),
          cards: sub.cards.map((card) => ({
            title: t(card.title, lang),
            text: t(card.text, lang),
            image: screenId(card.screen),
            route: card.route,
          })),
        })),
      })),
      cloud: {
        label: t(HOME.cloudLabel, lang),
        clouds: SAAS.clouds.map((c) => ({ name: t(c.name, lang), text: t(c.text, lang), image: screenId(c.screen) })),
        tryNowLabel: t(HOME.tryNow, lang),
        tryNowLink: SAAS_LOGIN_URL,
      },
    },
    cases: {
      items: ['expresswayHw', 'riverTunnelHt', 'crossRiverBridge', 'hsyc'].map((slug) => {
        const c = CASES.find((x) => x.slug === slug)!
        return { title: t(c.title, lang), summary: t(c.summary, lang), image: caseImage.get(slug), route: slug }
      }),
    },
    about: {
      heading: t(HOME.about.heading, lang),
      text: t(HOME.about.text, lang),
      image: aboutImage,
      contactLabel: t(HOME.about.contact, lang),
    },
    claims: { items: CLAIMS.map((c) => ({ value: c.value, unit: t(c.unit, lang) || undefined, label: t(c.label, lang) })) },
  })
  return homePage
}

/** The globals (site settings, home page, navigation), the old home page addresses, media visibility and insight. */
async function seedGlobals(ctx: DemoContext, caseImage: Map<string, number>): Promise<void> {
  const { payload, logo, logoOnDark, qrCode } = ctx
  await updateGlobalBilingual(payload, 'site-settings', {
    shared: {
      logo,
      logoOnDark,
      qrCode,
      mailboxes: COMPANY.mailboxes,
      postcode: COMPANY.postcode,
      icpNumber: COMPANY.icpNumber,
      icpLink: COMPANY.icpLink,
      psbNumber: COMPANY.psbNumber,
      saasLoginUrl: SAAS_LOGIN_URL,
    },
    zh: siteSettings('zh'),
    en: siteSettings('en'),
  })
  const homePage = await homePageBuilder(ctx, caseImage)
  await updateGlobalBilingual(payload, 'home-page', { zh: homePage('zh'), en: homePage('en') })
  await updateGlobalBilingual(payload, 'navigation', { zh: { items: navigation('zh') }, en: { items: navigation('en') } })
  // The old site's home page addresses, as a site moving from an older system keeps them (src/content/redirects.ts).
  for (const [from, to] of [
    ['/index.html', '/pc_index'],
    ['/en/index.html', '/en/pc_index'],
  ] as const) {
    await payload.create({
      collection: 'redirects',
      data: { from, targetType: 'path', to, status: '301', note: '旧网站首页 / Home page of the old site', origin: 'manual' },
      overrideAccess: true,
    })
  }
  // The seed writes without hooks: every media file gets its visibility once (src/content/media-visibility.ts).
  await syncMediaVisibility(payload, 'all')
  await seedDemoInsight(payload)
}

function siteSettings(lang: Lang) {
  return {
    companyName: t(COMPANY.name, lang),
    shortName: t(COMPANY.short, lang),
    slogan: t(COMPANY.slogan, lang),
    description: t(COMPANY.description, lang),
    hotlines: COMPANY.hotlines[lang],
    consultants: COMPANY.consultants[lang],
    address: t(COMPANY.address, lang),
    qrCaption: t(COMPANY.qrCaption, lang),
    copyright: t(COMPANY.copyright, lang),
    demoNotice: t(COMPANY.demoNotice, lang),
  }
}

const PROGRAMME_LINKS: Array<[string, L]> = [
  ['/news/build1', { zh: '设计施工一体化', en: 'Design to construction' }],
  ['/news/build3', { zh: '智慧梁场建设', en: 'Building a smart beam plant' }],
  ['/virtualConstruction', { zh: '虚拟建造', en: 'Virtual construction' }],
  ['/vr', { zh: 'VR 沉浸式方案', en: 'VR solutions' }],
  ['/photo', { zh: '倾斜摄影', en: 'Oblique photography' }],
  ['/laboratory', { zh: '高校实验室', en: 'University laboratory' }],
  ['/news/airoad2', { zh: '实景三维快速选线', en: 'Routing on reality meshes' }],
  ['/news/airoad1', { zh: 'AIRoad 方案设计流程', en: 'AIRoad scheme workflow' }],
  ['/news/eicad1', { zh: '互通专题一：匝道布设', en: 'Interchanges 1: ramps' }],
  ['/news/eicad2', { zh: '互通专题二：纵断面与超高', en: 'Interchanges 2: profiles' }],
  ['/news/eicad3', { zh: '互通专题三：横断面与土方', en: 'Interchanges 3: sections' }],
  ['/news/eicad4', { zh: '互通专题四：出图与 BIM', en: 'Interchanges 4: delivery' }],
  ['/news/report3D2', { zh: '三维汇报评审应用', en: '3D in project reviews' }],
]

const INDUSTRY_LINKS: Array<[string, L]> = [
  ['/news/build2', { zh: '高速改扩建智慧工地', en: 'Smart site on an expressway widening' }],
  ['/expresswayHw', { zh: '城市快速路枢纽互通', en: 'Urban expressway hub' }],
  ['/riverTunnelJyjj', { zh: '过江通道纵断面优化', en: 'River crossing profile' }],
  ['/riverTunnelHt', { zh: '过江盾构隧道', en: 'Shield-driven river tunnel' }],
  ['/tlAvenue', { zh: '产业园区主干道', en: 'Industrial park avenue' }],
  ['/news/build4', { zh: '跨海大桥梁场', en: 'Sea-crossing bridge beam yard' }],
  ['/hsyc', { zh: '综合枢纽轨道咨询', en: 'Rail hub consulting' }],
  ['/fhz', { zh: '航道整治桥梁改造', en: 'Waterway bridges' }],
]

function navigation(lang: Lang) {
  const product = (slug: string) => {
    const p = PRODUCTS.find((x) => x.slug === slug)!
    return { label: t(p.name, lang), path: `/${slug}`, newWindow: false }
  }
  const links = (list: Array<[string, L]>) => list.map(([path, label]) => ({ label: t(label, lang), path, newWindow: false }))
  return [
    { key: 'home', label: t(NAV.home, lang), path: '/pc_index' },
    {
      key: 'product',
      label: t(NAV.product, lang),
      groups: [
        { title: t(NAV.groups.construction, lang), source: 'links', links: ['productSzhjsgl', 'zhgd', 'zngc'].map(product) },
        { title: t(NAV.groups.design, lang), source: 'links', links: ['airoad', 'eicad', 'ticad', 'vrRoad', 'Report3D'].map(product) },
      ],
    },
    {
      key: 'programme',
      label: t(NAV.programme, lang),
      groups: [
        { title: t(NAV.groups.solutions, lang), source: 'links', links: links(PROGRAMME_LINKS.slice(0, 6)) },
        { title: t(NAV.groups.topics, lang), source: 'links', links: links(PROGRAMME_LINKS.slice(6)) },
      ],
    },
    {
      key: 'industry',
      label: t(NAV.industry, lang),
      groups: [{ title: t(NAV.groups.cases, lang), source: 'links', links: links(INDUSTRY_LINKS) }],
    },
    { key: 'information', label: t(NAV.information, lang), path: '/information?class=-1' },
    { key: 'app', label: t(NAV.app, lang), path: '/download' },
    {
      key: 'user',
      label: t(NAV.user, lang),
      groups: [
        { title: t(NAV.groups.help, lang), source: 'helpDocuments' },
        {
          title: t(NAV.groups.teaching, lang),
          source: 'links',
          links: [{ label: t(NAV.teachingLink.label, lang), path: NAV.teachingLink.path, newWindow: false }],
        },
        { title: t(NAV.groups.logs, lang), source: 'updateLogs' },
      ],
    },
    { key: 'about', label: t(NAV.about, lang), path: '/about' },
    { key: 'saas', label: t(NAV.saas, lang) },
  ]
}
