/**
 * A crawl of the site's internal links, as a search engine without JavaScript follows them: from a list of start
 * paths, every `<a href>` of every HTML page that stays on the site (not the admin, not Next's assets), and every
 * redirect. `siteCrawl` is the one crawl of the whole site an end-to-end run shares: the broken-link walk
 * (routes.test.ts), the HTML conformance check and the pictures' language check read the same pages.
 */
import fs from 'node:fs'

import { routeTable } from '../route-table'

export type CrawlResult = {
  /** Every internal URL seen (linked, redirected to or started from). */
  visited: Set<string>
  /** Pages that answered neither 200 nor a redirect, with the page that linked them. */
  broken: string[]
  /** The HTML pages that answered 200, path → HTML. */
  pages: Map<string, string>
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** The site path (without the base path, with its query, without a fragment) of a link, or null when it leaves the site. */
function internalPath(base: string, href: string, from: string): string | null {
  const origin = new URL(base).origin
  const basePath = new URL(base).pathname.replace(/\/+$/, '')
  if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null
  const url = new URL(href, `${origin}${basePath}${from}`)
  if (url.origin !== origin) return null
  let path = url.pathname
  if (basePath) {
    if (!path.startsWith(`${basePath}/`) && path !== basePath) return null
    path = path.slice(basePath.length) || '/'
  }
  if (/^\/(admin|_next)(\/|$)/.test(path)) return null
  return `${path}${url.search}`
}

/** The most URLs a crawl sees: a site that grew links without end (a calendar, a page number in a loop) stops here. */
export const CRAWL_LIMIT = 3000

/** Crawls from `start` (site paths) until no new internal URL is found or `limit` URLs were seen. */
async function crawl(base: string, start: string[], { limit = CRAWL_LIMIT, concurrency = 4 } = {}): Promise<CrawlResult> {
  const origin = new URL(base).origin
  const basePath = new URL(base).pathname.replace(/\/+$/, '')
  const queue = [...new Set(start)]
  const visited = new Set<string>(queue)
  const linkedFrom = new Map<string, string>()
  const broken: string[] = []
  const pages = new Map<string, string>()
  const see = (next: string | null, from: string) => {
    if (!next || visited.has(next) || visited.size > limit) return
    visited.add(next)
    linkedFrom.set(next, from)
    queue.push(next)
  }
  const visit = async (path: string) => {
    const res = await fetch(`${origin}${basePath}${path}`, { redirect: 'manual' })
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location')
      see(location ? internalPath(base, location, path) : null, path)
      await res.body?.cancel()
      return
    }
    if (res.status !== 200) {
      broken.push(`${path} → ${res.status} (linked from ${linkedFrom.get(path) ?? 'the start list'})`)
      await res.body?.cancel()
      return
    }
    if (!(res.headers.get('content-type') ?? '').includes('text/html')) {
      await res.body?.cancel()
      return
    }
    const html = await res.text()
    pages.set(path, html)
    for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/gi)) see(internalPath(base, decode(m[1]), path), path)
  }
  // A few requests at a time; the queue grows while the workers run.
  const worker = async () => {
    while (queue.length > 0) await visit(queue.shift()!)
  }
  let running: Promise<void>[] = []
  while (queue.length > 0) {
    running = Array.from({ length: concurrency }, worker)
    await Promise.all(running)
  }
  return { visited, broken, pages }
}

type SavedCrawl = { base: string; visited: string[]; broken: string[]; pages: [string, string][] }

/**
 * The crawl of the whole site from the two home pages and every route of the table in both languages, made once per
 * end-to-end server: the first test file that asks crawls and keeps the result in `cacheFile` (a JSON file the
 * run's global setup names and removes), the others read it. A site's first crawl renders each page (about 34
 * CPU-seconds of the server's for the demo); the three checks that read the pages need not pay that three times.
 */
export async function siteCrawl(base: string, cacheFile: string): Promise<CrawlResult> {
  const saved = fs.existsSync(cacheFile) ? (JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as SavedCrawl) : null
  if (saved?.base === base) return { visited: new Set(saved.visited), broken: saved.broken, pages: new Map(saved.pages) }
  const tables = { zh: await routeTable(base, 'zh'), en: await routeTable(base, 'en') }
  const start = ['/pc_index', '/en/pc_index', ...tables.zh.map((r) => r.path), ...tables.en.map((r) => `/en${r.path}`)]
  const result = await crawl(base, start)
  const toSave: SavedCrawl = { base, visited: [...result.visited], broken: result.broken, pages: [...result.pages] }
  fs.writeFileSync(cacheFile, JSON.stringify(toSave))
  return result
}
