/**
 * Which languages a page's content exists in, and where the language switch goes when the other language has no
 * version of it (issue 33, item 3): the list the item belongs to in that language, else that language's home.
 * hreflang alternates, the language switch and Baidu pushes all ask here, so an untranslated item is never linked
 * in the language it lacks.
 *
 * Paths are locale-free and carry the spec's query (`/newsDetail?type=information&id=12`, `/airoad`).
 */
import { type Locale, LOCALES } from '@/i18n/locales'
import { parseIdSegment } from '@/i18n/query-routes'

import { getNews } from './news'
import { getPage } from './pages'
import { getSoftware, getUpdateLog } from './software'
import { getAlbum } from './teaching'
import { getVideo } from './videos'

/** The home page: where the switch goes when nothing nearer exists. */
const HOME_PATH = '/pc_index'

/** The fragment that shows the "not translated yet" notice on the page the switch lands on (UntranslatedNotice). */
export const UNTRANSLATED_FRAGMENT = 'untranslated'

/** Route names of the site's own pages; any other single path is a page of the `pages` collection. */
const SITE_ROUTES = new Set([
  'pc_index',
  'phone_index',
  'information',
  'download',
  'updateLog',
  'helpDocuments',
  'demonstrationTeaching',
  'contact',
  'login',
  'search',
  'products',
  'solutions',
  'cases',
  'newsDetail',
  'videoDetail',
  'zxyhdVideoDetail',
  'updateLogDetail',
])

/** Pages the spec shows in two places (`/airoad1` and `/news/airoad1`): either address serves the one that exists. */
export const TWIN_SLUGS: Record<string, string> = { airoad1: 'news/airoad1', 'news/airoad1': 'airoad1' }

type Rule = {
  /** Whether the item of this address exists in a language (null: the address names no item, e.g. a list). */
  exists: (locale: Locale, query: URLSearchParams, slug: string) => Promise<boolean | null>
  /** The nearest page in `target`, read from the item in `source`, when the item has no version in `target`. */
  fallback: (target: Locale, source: Locale, query: URLSearchParams, slug: string) => Promise<string>
}

const idOf = (query: URLSearchParams, name = 'id') => parseIdSegment(query.get(name))
const newsList = (cls: string) => `/information?class=${encodeURIComponent(cls)}&type=information`

/** An item looked up by id: no id means no item (the page lists, or answers 404 by itself). */
function byId(read: (locale: Locale, id: number) => Promise<unknown>, name = 'id'): Rule['exists'] {
  return async (locale, query) => {
    const id = idOf(query, name)
    return id === null ? null : (await read(locale, id)) !== null
  }
}

async function pageOf(locale: Locale, slug: string) {
  const page = await getPage(locale, slug)
  const twin = TWIN_SLUGS[slug]
  return page ?? (twin ? getPage(locale, twin) : null)
}

/** The hub that lists a page of this category (products, solutions, cases). */
const HUB_OF: Record<string, string> = { product: '/products', solution: '/solutions', case: '/cases' }

const video: Rule = {
  exists: byId(getVideo),
  fallback: async () => newsList('video'),
}

const RULES: Record<string, Rule> = {
  newsDetail: {
    exists: byId(getNews),
    fallback: async (_target, source, query) => {
      const id = idOf(query)
      const item = id === null ? null : await getNews(source, id)
      return newsList(item?.messageType ?? '-1')
    },
  },
  videoDetail: video,
  zxyhdVideoDetail: video,
  updateLogDetail: {
    exists: byId(getUpdateLog),
    fallback: async (target, source, query) => {
      const id = idOf(query)
      const log = id === null ? null : await getUpdateLog(source, id)
      const software = log ? await getSoftware(target, log.softwareId) : null
      return software ? `/updateLog?softwareId=${software.id}` : '/updateLog'
    },
  },
  updateLog: { exists: byId(getSoftware, 'softwareId'), fallback: async () => '/updateLog' },
  demonstrationTeaching: { exists: byId(getAlbum), fallback: async () => '/demonstrationTeaching' },
  page: {
    exists: async (locale, _query, slug) => (await pageOf(locale, slug)) !== null,
    fallback: async (_target, source, _query, slug) => {
      const category = (await pageOf(source, slug))?.category
      return (category && HUB_OF[category]) || HOME_PATH
    },
  },
}

type Parsed = { rule: Rule | null; query: URLSearchParams; slug: string }

function parse(path: string): Parsed {
  const url = new URL(path, 'http://site.invalid')
  const slug = url.pathname.replace(/^\/+|\/+$/g, '')
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    decoded = slug
  }
  const route = decoded.split('/')[0] ?? ''
  const rule = SITE_ROUTES.has(route) ? (RULES[route] ?? null) : decoded ? RULES.page : null
  return { rule, query: url.searchParams, slug: decoded }
}

/** The languages this page's content exists in (every language for a page that shows no single item). */
export async function languagesOf(path: string): Promise<Locale[]> {
  const { rule, query, slug } = parse(path)
  if (!rule) return [...LOCALES]
  const found = await Promise.all(LOCALES.map(async (l) => ((await rule.exists(l, query, slug)) === false ? null : l)))
  return found.filter((l): l is Locale => l !== null)
}

/** The hreflang alternates of a page: its path in each language its content exists in. */
export async function versionsOf(path: string): Promise<Partial<Record<Locale, string>>> {
  return Object.fromEntries((await languagesOf(path)).map((l) => [l, path]))
}

export type SwitchTarget = { path: string; untranslated: boolean }

/**
 * Where the language switch from `path` (shown in `source`) to `target` goes: the same page with the same query
 * when its content exists in `target`, else the nearest list in `target` (flagged `untranslated`).
 */
export async function switchTarget(path: string, source: Locale, target: Locale): Promise<SwitchTarget> {
  const { rule, query, slug } = parse(path)
  if (!rule || (await rule.exists(target, query, slug)) !== false) return { path, untranslated: false }
  // An address with no item in either language stays a "not found" in the other language too.
  if (!(await rule.exists(source, query, slug))) return { path, untranslated: false }
  return { path: await rule.fallback(target, source, query, slug), untranslated: true }
}
