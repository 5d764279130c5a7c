/**
 * Payload's REST API with an administrator's login, for browser tests that change content (videos) or that run on
 * the small fixture set, whose navigation and home-page globals are empty: `ensureHomeContent` fills them then (and
 * the QR code), and leaves a database that already has them (the demo company) alone.
 *
 * The administrator is the one scripts/seed.ts created from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import type { HomePage, Navigation, SiteSetting } from '@/payload-types'

import type { Found, Saved } from '../../../support/answers'

/** `get` and `send` answer the parsed JSON; `T` is the answer the caller expects (`admin.get<SiteSetting>(...)`). */
export type Admin = {
  base: string
  get<T = unknown>(path: string): Promise<T>
  send<T = unknown>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>
  upload(name: string, type: string, data: ArrayBuffer, alt: string): Promise<number>
}

export async function adminLogin(baseURL: string): Promise<Admin> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD (the administrator scripts/seed.ts created).')
  const base = baseURL.replace(/\/+$/, '')
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }
  const check = async <T>(res: Response, what: string): Promise<T> => {
    if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<T>
  }
  return {
    base,
    get: async <T>(path: string) => check<T>(await fetch(`${base}${path}`, { headers: auth }), `GET ${path}`),
    send: async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      check<T>(
        await fetch(`${base}${path}`, {
          method,
          headers: { ...auth, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        `${method} ${path}`,
      ),
    upload: async (name, type, data, alt) => {
      const form = new FormData()
      form.append('file', new Blob([data], { type }), name)
      form.append('_payload', JSON.stringify({ alt }))
      const doc = await check<Saved>(await fetch(`${base}/api/media`, { method: 'POST', headers: auth, body: form }), `upload ${name}`)
      return doc.doc.id
    },
  }
}

type MediaDoc = { id: number; mimeType: string; url: string; filename: string }

/** A text in both languages, in a tree that `inLanguage` turns into one language's copy. */
const BOTH = Symbol('both languages')
const both = (zh: string, en: string) => ({ [BOTH]: true as const, zh, en })

/** A copy of `tree` in which every `both(zh, en)` is the text of `locale`. */
function inLanguage(tree: unknown, locale: 'zh' | 'en'): unknown {
  if (Array.isArray(tree)) return tree.map((item) => inLanguage(item, locale))
  if (tree && typeof tree === 'object') {
    if (BOTH in tree) return (tree as ReturnType<typeof both>)[locale]
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, inLanguage(value, locale)]))
  }
  return tree
}

/** Fills the navigation and home-page globals (and the QR code) when they are empty. */
export async function ensureHomeContent(baseURL: string): Promise<void> {
  const admin = await adminLogin(baseURL)
  const nav = await admin.get<Navigation>('/api/globals/navigation?locale=zh&depth=0')
  const home = await admin.get<HomePage>('/api/globals/home-page?locale=zh&depth=0')
  const settings = await admin.get<SiteSetting>('/api/globals/site-settings?locale=zh&depth=0')
  const needNav = !nav.items?.length
  const needHome = !home.productCentre?.tabs?.length
  const needQr = !settings.qrCode
  if (!needNav && !needHome && !needQr) return

  const media = (await admin.get<Found<MediaDoc>>('/api/media?limit=100&depth=0')).docs
  const image = media.find((m) => m.mimeType?.startsWith('image/'))?.id
  let videos = media.filter((m) => m.mimeType?.startsWith('video/'))
  if (videos.length === 1) {
    // A second demo video, so that switching items shows another file.
    const bytes = await (await fetch(`${admin.base}${videos[0].url.replace(/^https?:\/\/[^/]+/, '')}`)).arrayBuffer()
    await admin.upload('demo-second.mp4', 'video/mp4', bytes, 'Second demo')
    videos = (await admin.get<Found<MediaDoc>>('/api/media?limit=100&depth=0')).docs.filter((m) => m.mimeType?.startsWith('video/'))
  }
  const [v1, v2] = [videos[0]?.id, videos[1]?.id ?? videos[0]?.id]

  if (needQr && image) await admin.send('POST', '/api/globals/site-settings?locale=zh', { qrCode: image })

  if (needNav) {
    const links = (...entries: [ReturnType<typeof both>, string][]) => entries.map(([label, path]) => ({ label, path }))
    const menu = [
      { key: 'home', label: both('首页', 'Home'), path: '/pc_index' },
      {
        key: 'product',
        label: both('产品', 'Products'),
        groups: [
          {
            title: both('数字建造', 'Digital construction'),
            source: 'links',
            links: links(
              [both('数字化建设管理平台', 'Construction management'), '/productSzhjsgl'],
              [both('智慧工地', 'Smart site'), '/zhgd'],
              [both('智能梁场', 'Smart beam plant'), '/zngc'],
            ),
          },
          {
            title: both('数字设计', 'Digital design'),
            source: 'links',
            links: links(
              [both('快速方案设计', 'Rapid scheme design'), '/airoad'],
              [both('集成道路设计', 'Integrated road design'), '/eicad'],
              [both('轨道交通设计', 'Rail transit design'), '/ticad'],
            ),
          },
        ],
      },
      {
        key: 'programme',
        label: both('解决方案', 'Solutions'),
        groups: [
          {
            title: '',
            source: 'links',
            links: links(
              [both('虚拟建造', 'Virtual construction'), '/virtualConstruction'],
              [both('VR', 'VR'), '/vr'],
              [both('专题一', 'Topic one'), '/news/build1'],
            ),
          },
        ],
      },
      {
        key: 'industry',
        label: both('案例', 'Cases'),
        groups: [
          {
            title: '',
            source: 'links',
            links: links([both('高速公路', 'Expressway'), '/expresswayHw'], [both('越江隧道', 'River tunnel'), '/riverTunnelHt']),
          },
        ],
      },
      { key: 'information', label: both('新闻与视频', 'News & Video'), path: '/information?class=-1' },
      { key: 'app', label: both('下载', 'Download'), path: '/download' },
      {
        key: 'user',
        label: both('支持', 'Support'),
        groups: [
          { title: both('帮助文档', 'Help documents'), source: 'helpDocuments' },
          {
            title: both('示范教学', 'Teaching'),
            source: 'links',
            links: links([both('示范教学', 'Demonstration teaching'), '/demonstrationTeaching']),
          },
          { title: both('更新日志', 'Update logs'), source: 'updateLogs' },
        ],
      },
      { key: 'about', label: both('关于我们', 'About Us'), path: '/about' },
      { key: 'saas', label: both('SaaS', 'SaaS') },
    ]
    const items = { zh: inLanguage(menu, 'zh'), en: inLanguage(menu, 'en') }
    for (const locale of ['zh', 'en'] as const)
      await admin.send('POST', `/api/globals/navigation?locale=${locale}`, { items: items[locale] })
  }

  if (needHome) {
    const product = (title: string, route: string, video: number | undefined) => ({
      title,
      summary: `${title}.`,
      route,
      video,
      poster: image,
    })
    const texts = {
      zh: {
        design: ['数字设计', ['快速方案设计', '集成道路设计', '轨道交通设计']],
        build: ['数字建造', ['数字化建设管理平台', '智慧工地', '智能梁场']],
        dc: ['建设管理', '智慧工地', '智能梁场', '虚拟建造'],
        cloud: ['勘察云', '设计云', '施工云', '养护云'],
        cases: ['高速公路', '越江隧道', '跨江大桥', '枢纽咨询'],
      },
      en: {
        design: ['Digital design', ['Rapid scheme design', 'Integrated road design', 'Rail transit design']],
        build: ['Digital construction', ['Construction management', 'Smart site', 'Smart beam plant']],
        dc: ['Management', 'Smart site', 'Beam plant', 'Virtual construction'],
        cloud: ['Survey cloud', 'Design cloud', 'Construction cloud', 'Maintenance cloud'],
        cases: ['Expressway', 'River tunnel', 'Cross-river bridge', 'Rail hub consulting'],
      },
    } as const
    for (const locale of ['zh', 'en'] as const) {
      const x = texts[locale]
      await admin.send('POST', `/api/globals/home-page?locale=${locale}`, {
        productCentre: {
          tabs: [
            {
              key: '1',
              label: x.design[0],
              items: [product(x.design[1][0], 'airoad', v1), product(x.design[1][1], 'eicad', v2), product(x.design[1][2], 'ticad', v1)],
            },
            {
              key: '2',
              label: x.build[0],
              items: [product(x.build[1][0], 'productSzhjsgl', v2), product(x.build[1][1], 'zhgd', v1), product(x.build[1][2], 'zngc', v2)],
            },
          ],
        },
        digitalConstruction: {
          tabs: x.dc.map((label, i) => ({
            label,
            subTabs: [1, 2].map((n) => ({
              label: `${label} ${n}`,
              cards: [1, 2, 3].map((k) => ({
                title: `${label} ${n}.${k}`,
                text: `${label} ${n}.${k}`,
                image,
                route: ['productSzhjsgl', 'zhgd', 'zngc', 'virtualConstruction'][i],
              })),
            })),
          })),
          cloud: {
            label: locale === 'zh' ? '云平台' : 'Cloud platform',
            clouds: x.cloud.map((name) => ({ name, text: `${name}.`, image })),
            tryNowLabel: locale === 'zh' ? '立即体验' : 'Try now',
            tryNowLink: 'https://cloud.example.com/login',
          },
        },
        cases: {
          items: x.cases.map((title, i) => ({
            title,
            summary: `${title}.`,
            image,
            route: ['expresswayHw', 'riverTunnelHt', 'crossRiverBridge', 'hsyc'][i],
          })),
        },
        about: {
          heading: locale === 'zh' ? '专注道路数字化' : 'Digital roads since 2018',
          text: locale === 'zh' ? '公司成立于 2018 年。' : 'Founded in 2018.',
          image,
          contactLabel: locale === 'zh' ? '联系我们' : 'Contact us',
        },
        claims: {
          items: [
            { value: '11', unit: locale === 'zh' ? '项' : '', label: locale === 'zh' ? '发明专利' : 'Invention patents' },
            { value: '1000+', unit: '', label: locale === 'zh' ? '客户企业' : 'Client enterprises' },
          ],
        },
      })
    }
  }
}
