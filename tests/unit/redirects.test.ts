import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import {
  isAllowedHost,
  normalizeFrom,
  pagePaths,
  parseAllowedHosts,
  parseTarget,
  redirectMessage,
  type RedirectRule,
  RedirectTable,
  SITE_ROUTES,
  siteRedirects,
  sourcePage,
  tableProblem,
  targetPath,
} from '@/lib/redirects'
import { ProcessRedirects } from '@/server/redirects'

/** With SITE_LOCALES=zh,en,zh-Hant the Traditional Chinese pages have their paths too. */
const SERVES_HANT = LOCALES.includes('zh-Hant')

describe('normalizeFrom', () => {
  it('keys paths the way browsers send them', () => {
    expect(normalizeFrom('old-page/')).toBe('/old-page')
    expect(normalizeFrom('/en/old/')).toBe('/en/old')
    expect(normalizeFrom('/关于我们')).toBe('/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC')
    expect(normalizeFrom('/news.asp?id=3#x')).toBe('/news.asp?id=3')
    expect(normalizeFrom('/site/old', { basePath: '/site' })).toBe('/old')
    expect(normalizeFrom('https://www.example.com/old?a=1', { siteOrigin: 'https://www.example.com' })).toBe('/old?a=1')
  })

  it('refuses what is not a path a redirect may start from', () => {
    for (const bad of [
      '',
      '/',
      '//evil.example/x',
      '/admin',
      '/admin/collections',
      '/api/pages',
      '/_next/static/x.js',
      '/switch-language?to=en',
      '/a b',
      'https://other.example/x',
      42,
    ]) {
      expect(normalizeFrom(bad, { siteOrigin: 'https://www.example.com' }), String(bad)).toBeNull()
    }
  })
})

describe('parseTarget', () => {
  it('reads paths of this site and addresses elsewhere', () => {
    expect(parseTarget('airoad')).toEqual({ kind: 'local', path: '/airoad' })
    expect(parseTarget('/en/airoad/?x=1#top')).toEqual({ kind: 'local', path: '/en/airoad?x=1#top' })
    expect(parseTarget('https://www.example.com/new', { siteOrigin: 'https://www.example.com' })).toEqual({ kind: 'local', path: '/new' })
    expect(parseTarget('https://Other.example/x')).toEqual({ kind: 'external', url: 'https://other.example/x', host: 'other.example' })
    for (const bad of ['javascript:alert(1)', '//evil.example', 'ftp://x', '/a\\b', '']) expect(parseTarget(bad), bad).toBeNull()
  })

  it('resolves dot segments and their encodings as a browser does, and refuses what then leaves the site', () => {
    expect(parseTarget('/./pc_index')).toEqual({ kind: 'local', path: '/pc_index' })
    expect(parseTarget('/x/../airoad?a=1')).toEqual({ kind: 'local', path: '/airoad?a=1' })
    expect(parseTarget('/%2e%2e/airoad')).toEqual({ kind: 'local', path: '/airoad' })
    for (const bad of ['/.//evil.example', '/x/..//evil.example', '/%2e%2e//evil.example']) expect(parseTarget(bad), bad).toBeNull()
    expect(normalizeFrom('/./old/../legacy')).toBe('/legacy')
    expect(normalizeFrom('/.//evil.example')).toBeNull()
  })

  it('refuses the language switch as a target: it redirects by itself', () => {
    expect(parseTarget('/switch-language?to=zh&from=/airoad')).toBeNull()
    expect(parseTarget('/Switch-Language')).toBeNull()
  })

  it('targetPath drops query and fragment', () => {
    expect(targetPath('/a?x=1#y')).toBe('/a')
  })
})

describe('allowed hosts', () => {
  it('are read one a line and matched exactly or by *.domain', () => {
    const allowed = parseAllowedHosts('old.example.com\nhttps://*.partner.cn/\n\n')
    expect(allowed).toEqual(['old.example.com', '*.partner.cn'])
    expect(isAllowedHost('old.example.com', allowed)).toBe(true)
    expect(isAllowedHost('evil.example.com', allowed)).toBe(false)
    expect(isAllowedHost('a.partner.cn', allowed)).toBe(true)
    expect(isAllowedHost('partner.cn', allowed)).toBe(false)
    expect(isAllowedHost('evilpartner.cn', allowed)).toBe(false)
  })
})

describe('messages', () => {
  it('speak the editor’s language', () => {
    expect(redirectMessage('loop', 'en', { from: '/a' })).toBe('This redirect would loop: its target leads back to /a')
    expect(redirectMessage('loop', 'zh', { from: '/a' })).toContain('循环')
    expect(pagePaths('news/eicad1')).toEqual({
      zh: '/news/eicad1',
      en: '/en/news/eicad1',
      ...(SERVES_HANT ? { 'zh-Hant': '/zh-Hant/news/eicad1' } : {}),
    })
  })
})

describe('RedirectTable', () => {
  const table = new RedirectTable(
    [
      { id: 1, from: '/old', to: '/new', status: 301 },
      { id: 2, from: '/en/old', to: '/en/new?lang=1#part', status: 302 },
      { id: 3, from: '/news.asp?id=3', to: '/newsDetail?type=information&id=12', status: 301 },
      { id: 4, from: '/away', to: 'https://partner.example/x', status: 301 },
      { id: 5, from: '/%E6%97%A7', to: '/new', status: 301 },
    ],
    '/site',
  )

  it('answers the redirected paths under BASE_PATH, with the query passed on', () => {
    expect(table.lookup('/site/old')).toEqual({ id: 1, status: 301, location: '/site/new', cacheable: true, settled: true })
    expect(table.lookup('/site/old/')).toMatchObject({ id: 1 })
    expect(table.lookup('/site/old?utm=a&b=2')).toEqual({
      id: 1,
      status: 301,
      location: '/site/new?utm=a&b=2',
      cacheable: false,
      settled: true,
    })
    expect(table.lookup('/site/en/old?q=1')).toMatchObject({ status: 302, location: '/site/en/new?lang=1&q=1#part' })
    expect(table.lookup('/site/away?x=1')).toMatchObject({ location: 'https://partner.example/x?x=1' })
    expect(table.lookup('/site/%e6%97%a7')).toMatchObject({ id: 5 })
  })

  it('matches a source with a query exactly, and nothing else', () => {
    expect(table.lookup('/site/news.asp?id=3')).toMatchObject({ id: 3, location: '/site/newsDetail?type=information&id=12' })
    expect(table.lookup('/site/news.asp?id=4')).toBeNull()
    expect(table.lookup('/site/unknown')).toBeNull()
    expect(table.lookup('/old')).toBeNull() // outside BASE_PATH
  })
})

describe('ProcessRedirects', () => {
  it('loads the table, reloads after a change, and counts hits until they are written', async () => {
    let rules = [{ id: 1, from: '/old', to: '/new', status: 301 }]
    const posted: unknown[] = []
    let changes = 0
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        return new Response(null, { status: 204 })
      }
      return new Response(JSON.stringify({ rules }), { status: 200 })
    }) as typeof fetch
    const redirects = new ProcessRedirects({
      url: 'http://x/internal-redirects',
      token: 't',
      basePath: '',
      fetchImpl,
      onChange: () => changes++,
    })
    expect(redirects.lookup('/old')).toBeNull()
    await redirects.reload()
    expect(redirects.lookup('/old')?.location).toBe('/new')
    expect(redirects.lookup('/old?a=1')?.location).toBe('/new?a=1')
    expect(changes).toBe(1)
    rules = [{ id: 1, from: '/old', to: '/newer', status: 301 }]
    await Promise.all([redirects.reload(), redirects.reload()])
    await redirects.reload()
    expect(redirects.lookup('/old')?.location).toBe('/newer')
    expect(changes).toBe(2)
    expect(await redirects.flushHits()).toBe(1)
    expect(posted).toEqual([{ hits: [{ id: 1, count: 3, last: expect.any(String) }] }])
    expect(await redirects.flushHits()).toBe(0)
  })
})

describe('addresses in the form the site answers them at', () => {
  it('drop the default language’s prefix and lower-case the English one, in sources and targets', () => {
    expect(normalizeFrom('/zh/old')).toBe('/old')
    expect(normalizeFrom('/ZH/old/?a=1')).toBe('/old?a=1')
    expect(normalizeFrom('/EN/old')).toBe('/en/old')
    expect(normalizeFrom('/site/zh/old', { basePath: '/site' })).toBe('/old')
    expect(normalizeFrom('/zh')).toBeNull()
    expect(parseTarget('/zh/pc_index')).toEqual({ kind: 'local', path: '/pc_index' })
    expect(parseTarget('/Zh/airoad/?x=1')).toEqual({ kind: 'local', path: '/airoad?x=1' })
    expect(parseTarget('/En/airoad')).toEqual({ kind: 'local', path: '/en/airoad' })
  })

  it('the site’s own redirects: trailing slash, /, /en, locale prefixes and the query routes', () => {
    expect(siteRedirects('/airoad/')).toEqual(['/airoad'])
    expect(siteRedirects('/')).toEqual(['/pc_index', '/en/pc_index', ...(SERVES_HANT ? ['/zh-Hant/pc_index'] : [])])
    expect(siteRedirects('/en?x=1')).toEqual(['/en/pc_index?x=1'])
    expect(siteRedirects('/zh/pc_index')).toEqual(['/pc_index'])
    expect(siteRedirects('/ZH/pc_index')).toEqual(['/zh/pc_index'])
    expect(siteRedirects('/EN/airoad')).toEqual(['/en/airoad'])
    expect(siteRedirects('/newsDetail')).toEqual(['/information?class=-1&type=information'])
    expect(siteRedirects('/en/newsDetail/12')).toEqual(['/en/newsDetail?type=information&id=12'])
    expect(siteRedirects('/newsDetail?id=12')).toEqual([])
    expect(siteRedirects('/airoad')).toEqual([])
    expect(siteRedirects('/news.asp')).toEqual([])
  })

  it('know the fixed pages of the site (every route folder of src/app/(site)/[locale])', () => {
    const folder = path.resolve(__dirname, '../../src/app/(site)/[locale]')
    const routes = readdirSync(folder, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('['))
      .map((d) => d.name)
      .sort()
    expect([...SITE_ROUTES].sort()).toEqual(routes)
    expect(sourcePage('/pc_index')).toEqual({ route: 'pc_index' })
    expect(sourcePage('/en')).toEqual({ route: 'home' })
    expect(sourcePage('/newsDetail?type=information&id=3')).toEqual({ route: 'newsDetail' })
    expect(sourcePage('/en/news/airoad1')).toEqual({ slug: 'news/airoad1' })
    expect(sourcePage('/news.asp?id=3')).toBeNull()
    expect(sourcePage('/en/llms.txt')).toEqual({ route: 'llms.txt' })
  })
})

describe('loops and chains', () => {
  const rule = (id: number, from: string, to: string): RedirectRule => ({ id, from, to, status: 301 })

  it('are found through the site’s own locale handling and query routes', () => {
    // The reported cases: each one took the home page or a section down.
    expect(tableProblem([], rule(1, normalizeFrom('/pc_index')!, '/zh/pc_index'))).toBe('loop')
    expect(tableProblem([], rule(1, '/airoad', '/ZH/airoad/'))).toBe('loop')
    expect(tableProblem([], rule(1, '/information', '/newsDetail'))).toBe('loop')
    expect(tableProblem([], rule(1, '/en/pc_index', '/en'))).toBe('loop')
    expect(tableProblem([], rule(1, '/pc_index', '/'))).toBe('loop')
    expect(tableProblem([], rule(1, '/old', '/airoad'))).toBeNull()
    expect(tableProblem([], rule(1, '/old', 'https://partner.example/x'))).toBeNull()
    // Dot segments: `/./pc_index` is `/pc_index` to the browser (ERR_TOO_MANY_REDIRECTS, kept for an hour).
    expect(tableProblem([], rule(1, '/pc_index', '/./pc_index'))).toBe('loop')
    expect(tableProblem([], rule(1, '/airoad', '/en/../airoad/'))).toBe('loop')
  })

  it('are found through the whole table, queries included', () => {
    const table = [rule(1, '/a?x=1', '/b')]
    expect(tableProblem(table, rule(2, '/b', '/a?x=1'))).toBe('loop')
    expect(tableProblem([rule(1, '/a', '/b')], rule(2, '/b', '/a'))).toBe('loop')
    // A redirect leading to the new source is flattened onto it: one hop, no chain.
    expect(tableProblem([rule(1, '/a', '/b')], rule(2, '/b', '/c'))).toBeNull()
    // Through the site's own redirect to another redirect: two hops.
    expect(tableProblem([rule(1, '/information', '/airoad')], rule(2, '/old', '/newsDetail'))).toBe('chain')
    expect(tableProblem([rule(1, '/old', '/newsDetail')], rule(2, '/information', '/airoad'))).toBe('chain')
    // Editing a rule replaces it: its old target does not count.
    expect(tableProblem([rule(1, '/a', '/b'), rule(2, '/b', '/c')], rule(2, '/b', '/d'))).toBeNull()
  })

  it('are never answered by the server: a redirect leading back to the requested address is not answered', () => {
    const table = new RedirectTable(
      [rule(1, '/pc_index', '/zh/pc_index'), rule(2, '/information', '/newsDetail'), rule(3, '/p', '/q'), rule(4, '/q', '/p')],
      '/site',
    )
    expect(table.lookup('/site/pc_index')).toBeNull()
    expect(table.lookup('/site/zh/pc_index')).toBeNull()
    expect(table.lookup('/site/information?class=-1&type=information')).toBeNull()
    expect(table.lookup('/site/p')).toBeNull()
    expect(table.lookup('/site/q?x=1')).toBeNull()
    // /information without a query goes to /newsDetail, which leads to /information?class=-1&type=information,
    // which is not answered: one redirect, no loop.
    expect(table.lookup('/site/information')).toMatchObject({ location: '/site/newsDetail' })
    // A target stored before targets were resolved: `/./pc_index` leads back to `/pc_index`, never answered.
    expect(new RedirectTable([rule(1, '/pc_index', '/./pc_index')]).lookup('/pc_index')).toBeNull()
    // A source stored before sources were kept in the site's form still answers.
    expect(new RedirectTable([rule(1, '/zh/old', '/new')]).lookup('/zh/old')).toMatchObject({ location: '/new' })
    expect(new RedirectTable([rule(1, '/old', '/new')]).lookup('/ZH/old/')).toMatchObject({ location: '/new' })
  })
})
