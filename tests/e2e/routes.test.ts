/**
 * The whole route table of spec section 2 in both languages, as a search engine sees it (no JavaScript): every
 * route answers 200 with server-rendered content of its own (distinct title and h1, real body text, the page's
 * language, canonical and hreflang alternates); and a crawl from /pc_index and /en/pc_index (and from every route
 * of the table) finds no broken internal link.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { localized, type RouteEntry, routeTable } from './route-table'
import { CRAWL_LIMIT, siteCrawl } from './support/crawl'

const base = inject('baseUrl')
const origin = new URL(base).origin
const basePath = new URL(base).pathname.replace(/\/+$/, '')

type Page = { status: number; html: string; contentType: string }

async function fetchPage(path: string): Promise<Page> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' })
  return { status: res.status, html: await res.text(), contentType: res.headers.get('content-type') ?? '' }
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

function textOf(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

function facts(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? ''
  const h1s = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => textOf(m[1]))
  const attr = (re: RegExp) => decode(re.exec(head)?.[1] ?? '')
  return {
    lang: /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? '',
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]).trim()),
    description: attr(/<meta name="description" content="([^"]*)"/i),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/i),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"/gi)].map((m) => [m[1], decode(m[2])]),
    ),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/i),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/i),
    twitterImageAlt: attr(/<meta name="twitter:image:alt" content="([^"]*)"/i),
    /** Each og:image with the width and height named after it. */
    ogImageSizes: [...head.matchAll(/<meta property="og:image(:width|:height)?" content="([^"]*)"/gi)].reduce<
      { url: string; width: number; height: number }[]
    >((list, m) => {
      if (!m[1]) list.push({ url: decode(m[2]), width: 0, height: 0 })
      else if (list.length) list[list.length - 1][m[1] === ':width' ? 'width' : 'height'] = Number(m[2])
      return list
    }, []),
    jsonLdTypes: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(
      (m) => (JSON.parse(m[1]) as { '@type'?: string })['@type'] ?? '',
    ),
    h1s,
    mainText: textOf(main),
  }
}

const tables: Record<'zh' | 'en', RouteEntry[]> = { zh: [], en: [] }

/**
 * The sweep of every route in one language: the first renders each of its ~48 pages on this server for the first
 * time. Beside the browser suite on a busy 2-core CI machine that took over 60 s (2026-12-07); a sweep, not a speed
 * check (the speed of pages is `npm run bench` and Lighthouse).
 */
const ROUTE_SWEEP_TIMEOUT_MS = 180_000

beforeAll(async () => {
  tables.zh = await routeTable(base, 'zh')
  tables.en = await routeTable(base, 'en')
})

for (const language of ['zh', 'en'] as const) {
  describe(`the route table of spec section 2 in ${language}`, () => {
    it(
      'every route answers 200 with its own server-rendered content',
      async () => {
        const seen = new Map<string, { title: string; h1: string; name: string }>()
        const failures: string[] = []
        for (const route of tables[language]) {
          const path = localized(language, route.path)
          const page = await fetchPage(path)
          if (page.status !== 200) {
            failures.push(`${path}: HTTP ${page.status}`)
            continue
          }
          const f = facts(page.html)
          const check = (ok: boolean, what: string) => {
            if (!ok) failures.push(`${path}: ${what}`)
          }
          check(f.lang === (language === 'en' ? 'en' : 'zh-CN'), `html lang is "${f.lang}"`)
          check(f.h1s.length === 1 && f.h1s[0].length > 0, `expected one h1 in main, found ${JSON.stringify(f.h1s)}`)
          // A share card on every page, home included: an absolute image with its alt text for Twitter.
          check(/^https?:\/\//.test(f.ogImage), `og:image "${f.ogImage}"`)
          check(f.twitterImageAlt.length > 0, 'no twitter:image:alt')
          // And a square one of at least 300 x 300 after it, for chat apps that crop a card to a square (WeChat).
          check(
            f.ogImageSizes.some((i) => /^https?:\/\//.test(i.url) && i.width >= 300 && i.width === i.height),
            `no square og:image of 300 x 300 or more in ${JSON.stringify(f.ogImageSizes)}`,
          )
          // One brand in a title: never "… - Brand - Brand".
          check(!/( - [^-]+)\1$/.test(f.titles[0] ?? ''), `brand twice in the title "${f.titles[0]}"`)
          if (route.home) {
            check(
              f.jsonLdTypes.includes('Organization') && f.jsonLdTypes.includes('WebSite'),
              `home JSON-LD ${JSON.stringify(f.jsonLdTypes)}`,
            )
            continue // the shell's pages: their own tests check their content
          }
          if (/<nav[^>]*aria-label="(当前位置|You are here)"/.test(page.html)) {
            check(f.jsonLdTypes.includes('BreadcrumbList'), 'breadcrumbs without a BreadcrumbList')
          }
          check(f.titles.length === 1 && f.titles[0].length > 0, `expected one title, found ${JSON.stringify(f.titles)}`)
          check(f.description.length >= 5, `meta description "${f.description}"`)
          check(f.ogTitle.length > 0, 'no og:title')
          check(f.mainText.length >= 40, `only ${f.mainText.length} characters of text in main`)
          // The origin is the configured SERVER_URL; the path and query must be the page's own (or its canonical twin's).
          const canonicals = (route.canonical ?? [route.path]).map((p) => `${basePath}${localized(language, p)}`)
          const canonical = /^https?:\/\//.test(f.canonical) ? new URL(f.canonical) : null
          check(
            canonical !== null && canonicals.includes(`${canonical.pathname}${canonical.search}`),
            `canonical "${f.canonical}", expected an absolute URL of ${canonicals.join(' or ')}`,
          )
          check(Boolean(f.alternates['zh-CN'] && f.alternates.en && f.alternates['x-default']), `hreflang ${JSON.stringify(f.alternates)}`)
          check(f.alternates['x-default'] === f.alternates['zh-CN'], 'x-default is not the Chinese URL')
          if (route.name === 'newsDetail') check(page.html.includes('"@type":"NewsArticle"'), 'no NewsArticle JSON-LD')
          if (route.name.endsWith('ideoDetail')) check(page.html.includes('"@type":"VideoObject"'), 'no VideoObject JSON-LD')
          const key = route.sameAs ?? route.name
          const mine = { title: f.titles[0] ?? '', h1: f.h1s[0] ?? '', name: route.name }
          for (const [otherKey, other] of seen) {
            if (otherKey === key) continue
            check(other.title !== mine.title, `same title as ${other.name}: "${mine.title}"`)
            check(other.h1 !== mine.h1, `same h1 as ${other.name}: "${mine.h1}"`)
          }
          if (!seen.has(key)) seen.set(key, mine)
        }
        expect(failures, failures.join('\n')).toEqual([])
      },
      ROUTE_SWEEP_TIMEOUT_MS,
    )
  })
}

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap index names children that list every route of the table in both languages, each with its zh-CN, en and x-default alternates', async () => {
    const res = await fetch(`${base}/sitemap.xml`)
    expect(res.status).toBe(200)
    const index = await res.text()
    expect(index).toContain('<sitemapindex')
    const children = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => new URL(decode(m[1])))
    expect(children.map((u) => u.pathname.split('/').at(-1))).toEqual(
      expect.arrayContaining(['site-1.xml', 'software-1.xml', 'news-1.xml']),
    )
    let xml = ''
    for (const child of children) {
      const answer = await fetch(`${base}${child.pathname.slice(basePath.length)}`)
      expect(answer.status, child.pathname).toBe(200)
      xml += await answer.text()
    }
    // Well-formed: every & of the query URLs escaped.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1])
    const locs = entries.map((e) => decode(/<loc>([^<]*)<\/loc>/.exec(e)?.[1] ?? ''))
    for (const language of ['zh', 'en'] as const) {
      for (const route of tables[language]) {
        if (route.home || route.name === 'videoDetail' || route.sameAs === 'airoad1') continue
        const wanted = `${basePath}${localized(language, route.path)}`
        const found = locs.find((loc) => {
          const url = new URL(loc)
          return `${url.pathname}${url.search}` === wanted
        })
        expect(found, `${wanted} in the sitemap`).toBeTruthy()
      }
    }
    for (const entry of entries) {
      expect(entry).toMatch(/hreflang="x-default"/)
      expect(entry).toMatch(/hreflang="(zh-CN|en)"/)
    }
  })

  it('robots.txt allows the site and names the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toMatch(/Disallow: .*\/admin/)
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
  })

  it('llms.txt answers in each language through the server; the default language has no prefixed copy', async () => {
    for (const [path, page] of [
      ['/llms.txt', '/airoad'],
      ['/en/llms.txt', '/en/airoad'],
    ] as const) {
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('text/plain; charset=utf-8')
      const text = await res.text()
      expect(text, path).toMatch(/^# \S/)
      expect(text, path).toContain(`${page})`)
    }
    expect((await fetch(`${base}/zh/llms.txt`)).status).toBe(404)
  })

  it('a product page and a news item have a Markdown version at their address with .md, named by the page', async () => {
    for (const path of ['/airoad', '/en/airoad', '/newsDetail?type=information&id=1', '/en/newsDetail?type=information&id=1']) {
      const { status, html } = await fetchPage(path)
      expect(status, path).toBe(200)
      const href = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? ''
      const markdownPath = path.replace(/^([^?]*)/, '$1.md')
      // Named as the canonical address is (SERVER_URL's origin), with `.md` after the path.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? ''
      expect(canonical, path).not.toBe('')
      expect(href, path).toBe(canonical.replace(/^([^?]*)/, '$1.md'))
      const res = await fetch(`${base}${markdownPath}`)
      expect(res.status, markdownPath).toBe(200)
      expect(res.headers.get('content-type'), markdownPath).toBe('text/markdown; charset=utf-8')
      expect(res.headers.get('x-robots-tag'), markdownPath).toBe('noindex')
      const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '').trim()
      expect(title, path).not.toBe('')
      // A title, then the page's own heading among what the page shows.
      const markdown = await res.text()
      expect(markdown, markdownPath).toMatch(/^# \S/)
      expect(markdown, markdownPath).toContain(title)
    }
    // No page, no Markdown; the route's own folder is no address of its own.
    for (const path of [
      '/nosuchpage.md',
      '/en/newsDetail.md?type=information&id=999999',
      '/newsDetail.md?id=x',
      '/markdown/airoad',
      '/en/markdown/airoad',
    ])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404)
  })
})

describe('images in the page', () => {
  it('the first image of a product page and of a news detail offers its smaller sizes (srcset, sizes)', async () => {
    for (const path of ['/airoad', '/en/newsDetail?type=information&id=1']) {
      const { status, html } = await fetchPage(path)
      expect(status, path).toBe(200)
      const img = /<img\b[^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? ''
      const widths = [...(/srcSet="([^"]+)"/i.exec(img)?.[1] ?? '').matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
      expect(widths.length, path).toBeGreaterThanOrEqual(2)
      expect(Math.min(...widths), path).toBeLessThanOrEqual(800)
      expect(img, path).toMatch(/sizes="[^"]+"/)
    }
  })
})

describe('scripts of the public pages', () => {
  // Module-era browsers only: the polyfill script marked noModule is never loaded by the browsers the hint is for.
  // Script tags, plus the list of the loader that starts Next's scripts after the first frame (src/server/deferred-scripts.ts).
  const loaderListOf = (html: string): string[] => {
    const list = /<script>\(function\(s\)[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1]
    return list ? (JSON.parse(list) as string[]) : []
  }
  const scriptsOf = (html: string) => [
    ...[...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+\.js)"([^>]*)>/g)]
      .filter((m) => !/\bnomodule\b/i.test(m[1] + m[3]))
      .map((m) => m[2]),
    ...loaderListOf(html),
  ]

  it("starts Next's scripts after the page's first frame: no async chunk tag, one loader naming them all", async () => {
    for (const path of ['/pc_index', '/airoad', '/en/information', '/newsDetail?type=information&id=1']) {
      const { status, html } = await fetchPage(path)
      expect(status, path).toBe(200)
      expect(html, path).not.toMatch(/<script src="[^"]*\/_next\/static\/[^"]+" async="">/)
      expect(html.match(/<script>\(function\(s\)/g), path).toHaveLength(1)
      const listed = loaderListOf(html)
      expect(listed.length, path).toBeGreaterThan(3)
      for (const src of listed) expect(src, path).toMatch(/\/_next\/static\/.+\.js$/)
      // The loader comes before the stylesheets, so it never waits for them.
      expect(html.indexOf('<script>(function(s)'), path).toBeLessThan(html.indexOf('<link rel="stylesheet"'))
    }
  })

  it("every script a public page loads carries V8's compile hint on its first line (scripts/compile-hints.ts)", async () => {
    for (const path of ['/pc_index', '/en/airoad', '/information']) {
      const { status, html } = await fetchPage(path)
      expect(status, path).toBe(200)
      const scripts = scriptsOf(html)
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const src of scripts) {
        const code = await (await fetch(new URL(src, base))).text()
        expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), `${path}: ${src}`).toBe(true)
      }
    }
  })

  it("the admin's own scripts are left to lazy compilation", async () => {
    const publicScripts = new Set(scriptsOf((await fetchPage('/pc_index')).html))
    const res = await fetch(`${base}/admin/login`)
    const adminOnly = scriptsOf(await res.text()).filter((src) => !publicScripts.has(src))
    expect(adminOnly.length).toBeGreaterThan(0)
    const firstLines = await Promise.all(adminOnly.map(async (src) => (await (await fetch(new URL(src, base))).text()).slice(0, 40)))
    // Its big chunks (the admin UI) are not hinted; a chunk it shares with a public route may be.
    expect(firstLines.filter((line) => !line.startsWith('//# allFunctionsCalledOnLoad')).length).toBeGreaterThan(0)
  })
})

describe('the privacy notice (PIPL)', () => {
  it('the contact form says what the data is for and links to the privacy page, in both languages', async () => {
    for (const [path, words, target] of [
      ['/contact', '仅用于', '/privacy'],
      ['/en/contact', 'only so that', '/en/privacy'],
    ] as const) {
      const { status, html } = await fetchPage(path)
      expect(status, path).toBe(200)
      const form = html.slice(html.indexOf('id="contact-form"'))
      expect(textOf(form), path).toContain(words)
      expect(form, path).toContain(`href="${basePath}${target}"`)
      const privacy = await fetchPage(target)
      expect(privacy.status, target).toBe(200)
      expect(textOf(privacy.html), target).toMatch(/个人信息保护法|Personal Information Protection Law/)
    }
  })
})

describe('/login', () => {
  it('redirects to the SaaS login address of the site settings, in both languages', async () => {
    for (const path of ['/login', '/en/login']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(307)
      const location = new URL(res.headers.get('location') ?? '', base)
      expect(location.origin, path).not.toBe(origin)
      expect(location.protocol, path).toMatch(/^https?:$/)
    }
  })
})

describe('a crawl of the internal links', () => {
  it('from /pc_index and /en/pc_index (and every route of the table) finds no broken link', async () => {
    const { visited, broken } = await siteCrawl(base, inject('crawlCache'))
    console.log(`[routes] crawled ${visited.size} internal URLs`)
    expect(visited.size).toBeGreaterThan(tables.zh.length + tables.en.length)
    expect(visited.size).toBeLessThanOrEqual(CRAWL_LIMIT)
    expect(broken, broken.join('\n')).toEqual([])
  }, 600_000)
})

describe('a publish is seen on the pages at once', () => {
  it('a news item published, edited and deleted in the admin shows on the news page and its detail page within seconds', async () => {
    const email = process.env.ADMIN_EMAIL
    const password = process.env.ADMIN_PASSWORD
    expect(email, 'ADMIN_EMAIL and ADMIN_PASSWORD are set by scripts/test-all.sh').toBeTruthy()
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const auth = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
    const listPath = '/information?class=company&type=information'
    const waitForPage = async (path: string, check: (page: Page) => boolean) => {
      const started = Date.now()
      while (Date.now() - started < 8000) {
        if (check(await fetchPage(path))) return Date.now() - started
        await new Promise((r) => setTimeout(r, 250))
      }
      throw new Error(`${path}: not seen within 8 s`)
    }
    const title = `页面发布测试 ${Date.now()}`
    // The pages are cached (ISR): warm them first, so the test proves a publish drops them.
    expect((await fetchPage(listPath)).html).not.toContain(title)

    const created = await fetch(`${base}/api/news?locale=zh`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title, synopsis: '摘要', class: 'company', _status: 'published', publishedAt: new Date().toISOString() }),
    })
    expect(created.status).toBe(201)
    const id = (await created.json()).doc.id
    const detailPath = `/newsDetail?type=information&id=${id}`
    const listMs = await waitForPage(listPath, (p) => p.html.includes(title))
    expect((await fetchPage(detailPath)).html).toContain(title)

    const edited = `${title} 已修改`
    const patch = await fetch(`${base}/api/news/${id}?locale=zh`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: edited }),
    })
    expect(patch.status).toBe(200)
    const editMs = await waitForPage(detailPath, (p) => p.html.includes(edited))

    const removed = await fetch(`${base}/api/news/${id}`, { method: 'DELETE', headers: auth })
    expect(removed.status).toBe(200)
    const goneMs = await waitForPage(detailPath, (p) => p.status === 404)
    await waitForPage(listPath, (p) => !p.html.includes(title))
    console.log(`[routes] list updated after ${listMs} ms, detail after ${editMs} ms, 404 after ${goneMs} ms`)
  })
})
