/**
 * Every page is valid HTML, as the W3C Nu HTML Checker (vnu.jar, the reference validator) judges it: every route of
 * the table in both languages (with a page of every detail kind: news, the two video details, a teaching album, an
 * update log and its detail, a help document with chapters, every /news/* page), the 404 page, and every page a
 * crawl from the two home pages reaches; and pages holding odd content an editor saved (a page with every block,
 * its fields and SEO fields full of markup and odd addresses, its rich text of nested lists, empty paragraphs, a
 * heading in a list item and a link around a block; a news item with that rich text). The pages are fetched from the
 * built server and checked in ONE run of the checker (it starts once). Errors fail; warnings are printed.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { isAllowedLink, withoutUnsafeRichTextLinks } from '@/lib/links'
import type { Media } from '@/payload-types'

import type { Found, Saved } from '../support/answers'
import { type CheckerReport, checkHtml, countByMessage, formatMessages } from '../support/html-checker'
import { EDITOR_RICH_TEXT, ODD_TEXT } from '../support/odd-content'
import { localized, PAGE_ROUTES, routeTable } from './route-table'
import { siteCrawl } from './support/crawl'

const base = inject('baseUrl')

/** Pages that must answer 404 with the site's own not-found page. */
const NOT_FOUND = ['/no-such-page', '/en/no-such-page', '/newsDetail?type=information&id=999999', '/en/updateLogDetail?id=999999']

const listed = new Map<string, string>()
const edited = new Map<string, string>()
let crawled = new Map<string, string>()
let report: CheckerReport
let routeNames: string[] = []

let auth: Record<string, string> = {}
const created: string[] = []

/** Payload's REST API as the administrator; `T` is the answer the caller expects. */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) })
  const json: unknown = await res.json().catch(() => null)
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`)
  return json as T
}

/**
 * The odd rich text as an editor can save it today: link nodes whose address the link rule or the rich-text link
 * field refuses (other schemes, spaces, characters outside printable ASCII or `|[]%`) keep their text only; the
 * renderer's handling of such stored links is covered by tests/unit/richtext.test.ts.
 */
type Node = { type?: string; url?: string; fields?: { url?: string }; children?: Node[] }
const savable = (url: string | undefined) => isAllowedLink(url) && /^[\x21-\x7e]+$/.test(url ?? '') && !/[|[\]%]/.test(url ?? '')
function withSavableLinks(node: Node): Node[] {
  const children = node.children?.flatMap(withSavableLinks)
  if ((node.type === 'link' || node.type === 'autolink') && !savable(node.fields?.url ?? node.url)) return children ?? []
  return [children ? { ...node, children } : node]
}
const SAVABLE_RICH_TEXT = {
  ...withoutUnsafeRichTextLinks(EDITOR_RICH_TEXT),
  root: withSavableLinks(EDITOR_RICH_TEXT.root)[0],
}

const SEARCH_PAGES = ['/search', `/search?q=${encodeURIComponent('互通')}`, '/en/search?q=interchange', '/en/search?q=zzqqxx']

/** A page with every block and a news item, their fields as odd as an editor may make them; returns their paths. */
async function createOddContent(): Promise<string[]> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  expect(login.status, 'ADMIN_EMAIL and ADMIN_PASSWORD (set by scripts/test-all.sh) log in').toBe(200)
  auth = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
  const media = (await api<Found<Media>>('GET', '/api/media?limit=200&depth=0')).docs
  const image = media.find((m) => m.mimeType?.startsWith('image/'))?.id
  const video = media.find((m) => m.mimeType?.startsWith('video/'))?.id
  expect(image, 'the demo content has an image').toBeTruthy()
  const slug = `htmlCheck${Date.now()}`
  const odd = ODD_TEXT
  // Addresses an editor may type; those the link rule refuses on save (src/lib/links.ts) are left out here (the
  // renderer's handling of such stored addresses is tested in tests/unit/richtext.test.ts).
  const links = [
    { label: odd, href: 'javascript:alert(1)' },
    { label: 'spaces', href: ' /airoad?x=a b#one#two ' },
    { label: 'second hash', href: '/airoad?x=中文#one#two' },
    { label: 'bad host', href: 'https://exa mple.com/', newWindow: true },
    { label: 'mail', href: 'mailto:sales@example.com?subject=问题' },
    { label: 'chinese', href: 'https://例子.中国/路径 a?q=中文' },
    { label: 'web', href: 'https://www.example.com/a|b[c]%' },
  ].filter((link) => isAllowedLink(link.href))
  const page = await api<Saved>('POST', '/api/pages?locale=zh', {
    title: odd,
    slug,
    category: 'product',
    summary: odd,
    _status: 'published',
    hero: { kicker: odd, heading: odd, text: odd, image, links: links.slice(0, 2) },
    layout: [
      { blockType: 'richText', heading: odd, content: SAVABLE_RICH_TEXT },
      { blockType: 'richText', content: SAVABLE_RICH_TEXT },
      { blockType: 'callToAction', heading: ' ', text: odd, links: links.slice(0, 3) },
      { blockType: 'callToAction', heading: odd, links: links.slice(3) },
      { blockType: 'featureGrid', items: [{ title: odd, text: odd }, { title: ' ' }] },
      { blockType: 'imageText', heading: odd, text: odd, bullets: [{ text: odd }], image },
      { blockType: 'figures', heading: odd, items: [{ value: odd, unit: odd, label: odd }] },
      { blockType: 'gallery', heading: odd, images: [{ image, caption: odd }, { image }] },
      { blockType: 'specifications', heading: odd, rows: [{ name: odd, value: odd }] },
      { blockType: 'caseFacts', clientType: odd, location: odd, scale: odd, year: odd, results: [{ text: odd }] },
      { blockType: 'timeline', heading: odd, items: [{ year: odd, title: odd, text: odd }] },
      { blockType: 'partnerWall', heading: odd, intro: odd },
      ...(video ? [{ blockType: 'video', heading: odd, video, poster: image, caption: odd }] : []),
    ],
    meta: { title: odd.slice(0, 120), description: `${odd}\n${odd}`, image },
  })
  created.push(`/api/pages/${page.doc.id}`)
  const news = await api<Saved>('POST', '/api/news?locale=zh', {
    title: odd,
    class: 'company',
    synopsis: odd,
    cover: image,
    content: SAVABLE_RICH_TEXT,
    _status: 'published',
    publishedAt: new Date().toISOString(),
  })
  created.push(`/api/news/${news.doc.id}`)
  return [`/${slug}`, `/en/${slug}`, `/newsDetail?type=information&id=${news.doc.id}`, `/en/newsDetail?type=information&id=${news.doc.id}`]
}

afterAll(async () => {
  for (const path of created) await api('DELETE', path).catch((error) => console.error(error))
})

beforeAll(async () => {
  const started = Date.now()
  const failures: string[] = []
  // Every page the run's crawl from the two home pages and the route table reaches (each answered 200), then the
  // routes of the table it did not reach, the 404 pages, and the odd content an editor saved (created after the crawl:
  // the count is the demo's).
  crawled = (await siteCrawl(base, inject('crawlCache'))).pages
  const take = async (path: string, status: number) => {
    const known = status === 200 ? crawled.get(path) : undefined
    if (known !== undefined) return known
    const res = await fetch(`${base}${path}`)
    if (res.status !== status) failures.push(`${path}: HTTP ${res.status}, expected ${status}`)
    return res.text()
  }
  for (const language of ['zh', 'en'] as const) {
    const table = await routeTable(base, language)
    routeNames = table.map((r) => r.name)
    for (const route of table) {
      const path = localized(language, route.path)
      listed.set(path, await take(path, 200))
    }
  }
  for (const path of NOT_FOUND) listed.set(path, await take(path, 404))
  // The search results page (docs/search.md): empty, with results, with none.
  for (const path of SEARCH_PAGES) listed.set(path, await take(path, 200))
  for (const path of await createOddContent()) {
    const res = await fetch(`${base}${path}`)
    // The English page of content written only in Chinese may be missing (404) or fall back; either must be valid.
    if (res.status !== 200 && !path.startsWith('/en/')) failures.push(`${path}: HTTP ${res.status}`)
    edited.set(path, await res.text())
  }
  expect(failures, failures.join('\n')).toEqual([])
  const fetchedMs = Date.now() - started
  const all = new Map([...listed, ...edited, ...crawled])
  report = await checkHtml(all)
  console.log(
    `[html] ${all.size} pages (${crawled.size} reached by the crawl from the home pages and the route table; ${listed.size} of the route table and 404s, ${edited.size} of odd editor content) fetched in ${fetchedMs} ms, checked in ${report.ms} ms: ${report.errors.length} errors, ${report.warnings.length} warnings`,
  )
  if (report.warnings.length > 0) {
    console.log(
      `[html] warnings (not failures), by message:\n${countByMessage(report.warnings)
        .map(([message, count]) => `  ${count} × ${message}`)
        .join('\n')}`,
    )
  }
  if (report.errors.length > 0) {
    console.log(
      `[html] errors by message:\n${countByMessage(report.errors)
        .map(([message, count]) => `  ${count} × ${message}`)
        .join('\n')}`,
    )
  }
}, 300_000)

const errorsIn = (pages: Map<string, string>) => report.errors.filter((e) => pages.has(e.document))

describe('HTML conformance (W3C Nu HTML Checker)', () => {
  it('the route table covers a page of every detail kind and every /news/* page', () => {
    for (const name of [
      'newsDetail',
      'zxyhdVideoDetail',
      'videoDetail',
      'demonstrationTeaching',
      'updateLog',
      'updateLogDetail',
      'helpDocuments',
      'information',
      'contact',
    ]) {
      expect(routeNames, name).toContain(name)
    }
    for (const news of PAGE_ROUTES.news) expect(routeNames).toContain(news)
    // The help document shown has chapters (its rich text is the chapters' content).
    const help = [...listed].find(([path]) => path.startsWith('/helpDocuments'))?.[1] ?? ''
    expect(help.match(/<h2\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
  })

  it('every route of the table in both languages, and the 404 page, has no error', () => {
    const errors = errorsIn(listed)
    expect(errors, formatMessages(errors)).toEqual([])
  })

  it('pages of odd content an editor saved (every block, SEO fields, rich text) have no error', () => {
    expect(edited.get([...edited.keys()][0]) ?? '').toContain('&lt;script&gt;')
    const errors = errorsIn(edited)
    expect(errors, formatMessages(errors)).toEqual([])
  })

  it('every page a crawl from /pc_index and /en/pc_index reaches has no error', () => {
    expect(crawled.size).toBeGreaterThan(100)
    const errors = errorsIn(crawled)
    expect(errors, formatMessages(errors)).toEqual([])
  })
})
