/**
 * Redirects (the `redirects` collection): the rules of their addresses and the table the server answers them from.
 * Pure: no Payload, no Node; used by the collection's checks, the CSV import and server.ts's lookup.
 *
 * - A redirect goes from a path of this site (`/old`, `/en/old`, `/news.asp?id=3`; stored without BASE_PATH, no
 *   trailing slash) to a path of this site or an http(s) address on a host an administrator allowed.
 * - Without a query in its `from`, a redirect answers every query of its path and passes the query on.
 * - Never more than one hop: the collection rewrites a target that is itself redirected (src/content/redirects.ts).
 * - Addresses are compared in the form the site answers them at (`/zh/x` is `/x`, `/EN/x` is `/en/x`, no trailing
 *   slash), and every redirect is traced through the table and the site's own redirects (`siteRedirects`): a loop
 *   or a second hop is refused on save, and the table never answers a redirect that leads back to its source.
 */
import { adminText, DEFAULT_LOCALE, type Locale, localeOfPath, localePrefix, LOCALES, pathWithoutLocale } from '@/i18n/locales'
import { resolveQueryRoute } from '@/i18n/query-routes'

import { resolveSitePath } from './site-path'

export const REDIRECT_STATUSES = ['301', '302'] as const

/** Addresses no redirect may start from: the admin, the APIs and Next's own files. */
const RESERVED = /^\/(?:admin|api|_next|client|system|healthz|switch-language|wechat-share|indexnow-key|internal-[a-z-]+)(?:[/?]|$)/i
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\\]/
const MAX_LENGTH = 2048

/** Decodes what can be decoded and encodes it back the way browsers send it (`%E4%BD%A0`, spaces as `%20`). */
function canonicalPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment)).replace(/%(?:40|3A|2C|3B|3D|2B|24|26)/g, (m) => decodeURIComponent(m))
      } catch {
        return segment
      }
    })
    .join('/')
}

/** `/a/b/` → `/a/b` (the root stays `/`). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** A path's first segment when it is a language code, in any case (`/EN/x`, `/zh`), as next-intl reads it. */
const LOCALE_SEGMENT = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`, 'i')

/** The language of a code written in any case (`EN` → en). */
const localeOfCode = (code: string): Locale => LOCALES.find((l) => l.toLowerCase() === code.toLowerCase()) ?? DEFAULT_LOCALE

/**
 * A locale-prefixed path in the form the site answers it at, as next-intl redirects it: the default language's prefix
 * dropped (`/zh/x` → `/x`, `/ZH` → `/`), the others in their own case (`/EN/x` → `/en/x`).
 */
function sitePathForm(path: string): string {
  const prefix = LOCALE_SEGMENT.exec(path)
  if (!prefix) return path
  const rest = path.slice(prefix[0].length)
  const locale = localeOfCode(prefix[1])
  return locale === DEFAULT_LOCALE ? rest || '/' : `${localePrefix(locale)}${rest}`
}

/** The language switch's address, which no redirect may lead to (src/lib/language-switch.ts). */
const SWITCH = /^\/switch-language(?:[/?#]|$)/i

/**
 * A path (no query) with its dot segments and their encodings resolved as a browser resolves them (`/a/./b/..` →
 * `/a`, `/%2e%2e/x` → `/x`), or null when the result is not a path of this site (`/.//evil.example`).
 */
function resolvedPath(path: string): string | null {
  const resolved = resolveSitePath(path)
  return resolved === null ? null : resolved.replace(/[?#].*$/, '')
}

/** An absolute address parsed, or null when it is not one. */
function absolute(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/**
 * A redirect's source in the form the table keys it by, or null when it is not a path of this site a redirect may
 * start from. `basePath` (BASE_PATH) is removed when the editor wrote it; a full address of this site
 * (`siteOrigin`) is reduced to its path; the fragment is dropped.
 */
export function normalizeFrom(
  value: unknown,
  { basePath = '', siteOrigin = '' }: { basePath?: string; siteOrigin?: string } = {},
): string | null {
  if (typeof value !== 'string') return null
  let text = value.trim()
  if (text === '' || text.length > MAX_LENGTH || UNSAFE_CHARACTER.test(text)) return null
  if (/^https?:\/\//i.test(text)) {
    const url = absolute(text)
    if (!url || !siteOrigin || url.origin !== new URL(siteOrigin).origin) return null
    text = `${url.pathname}${url.search}`
  }
  if (!text.startsWith('/')) text = `/${text}`
  if (text.startsWith('//')) return null
  text = text.replace(/#.*$/, '')
  const queryAt = text.indexOf('?')
  let path = queryAt === -1 ? text : text.slice(0, queryAt)
  const query = queryAt === -1 ? '' : text.slice(queryAt + 1)
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/'
  const resolved = resolvedPath(path)
  if (resolved === null) return null
  path = sitePathForm(withoutTrailingSlash(canonicalPath(resolved)))
  if (path === '/' && !query) return null
  if (RESERVED.test(path)) return null
  return query ? `${path}?${query}` : path
}

export type Target = { kind: 'local'; path: string } | { kind: 'external'; url: string; host: string }

/**
 * A redirect's target: a path of this site (`/new`, `/en/new?x=1#part`; a full address of this site becomes its
 * path) or an http(s) address elsewhere. Null when it is neither.
 */
export function parseTarget(
  value: unknown,
  { basePath = '', siteOrigin = '' }: { basePath?: string; siteOrigin?: string } = {},
): Target | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '' || text.length > MAX_LENGTH || UNSAFE_CHARACTER.test(text)) return null
  if (/^https?:\/\//i.test(text)) {
    const url = absolute(text)
    if (!url?.hostname) return null
    if (siteOrigin && url.origin === new URL(siteOrigin).origin) return parseTarget(`${url.pathname}${url.search}${url.hash}`, { basePath })
    return { kind: 'external', url: url.href, host: url.host.toLowerCase() }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return null
  const withSlash = text.startsWith('/') ? text : `/${text}`
  const cut = withSlash.search(/[?#]/)
  let path = cut === -1 ? withSlash : withSlash.slice(0, cut)
  const rest = cut === -1 ? '' : withSlash.slice(cut)
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/'
  const resolved = resolvedPath(path)
  if (resolved === null) return null
  const local = `${sitePathForm(withoutTrailingSlash(canonicalPath(resolved)))}${rest}`
  // The language switch answers with a redirect of its own: a redirect into it would be a second hop, or a loop.
  if (SWITCH.test(local)) return null
  return { kind: 'local', path: local }
}

/** The path (without query and fragment) a local target leads to: what a chain or a loop is looked up by. */
export function targetPath(target: string): string {
  const cut = target.search(/[?#]/)
  return cut === -1 ? target : target.slice(0, cut)
}

/** Hosts an administrator allowed as redirect targets, from the site settings' text (one a line, or commas). */
export function parseAllowedHosts(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(/[\s,;]+/)
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, ''),
    )
    .filter((h) => h !== '')
}

/** True when `host` (`example.com`, `example.com:8080`) is one of the allowed ones; `*.example.com` allows subdomains. */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase()
  return allowed.some((a) => (a.startsWith('*.') ? h.endsWith(a.slice(1)) && h.length > a.length - 1 : a === h))
}

/** The URL paths a page's route name has in every language (each under its prefix), without BASE_PATH. */
export function pagePaths(slug: string): Record<Locale, string> {
  const route = slug.trim().replace(/^\/+|\/+$/g, '')
  return Object.fromEntries(LOCALES.map((l) => [l, `${localePrefix(l)}/${route}`])) as Record<Locale, string>
}

/** The locale a path of this site is in (src/i18n/locales.ts). */
export { localeOfPath }

const MESSAGES = {
  from: {
    zh: '来源地址无效：应为本站路径，如 /old-page 或 /news.asp?id=3（不能是 /admin、/api 等后台地址）',
    en: 'Invalid source: use a path of this site such as /old-page or /news.asp?id=3 (not /admin, /api or other system addresses)',
  },
  to: {
    zh: '目标地址无效：应为本站路径（如 /airoad）或以 http:// 或 https:// 开头的网址',
    en: 'Invalid target: use a path of this site (such as /airoad) or an address starting with http:// or https://',
  },
  toMissing: { zh: '请填写目标地址或选择目标页面', en: 'Enter a target address or choose a target page' },
  host: {
    zh: '目标网站 {host} 不在允许的外部网站之列（管理员可在“站点设置 → 跳转”中添加）',
    en: 'The target host {host} is not allowed (an administrator can allow it in Site settings → Redirects)',
  },
  loop: {
    zh: '跳转会形成循环：目标最终又回到来源地址 {from}',
    en: 'This redirect would loop: its target leads back to {from}',
  },
  chain: {
    zh: '跳转会经过第二个跳转才到达目标：请直接填写最终地址（来源 {from}）',
    en: 'This redirect would lead through a second redirect: enter the final address instead (source {from})',
  },
  shadow: {
    zh: '来源地址 {from} 是本站现有页面；如确要用跳转替换该页面，请勾选“替换现有页面”',
    en: 'The source {from} is a page of this site; tick “Replace the existing page” to send its visitors elsewhere',
  },
  status: { zh: '状态码只能是 301 或 302', en: 'The status must be 301 or 302' },
  duplicate: { zh: '已有从 {from} 出发的跳转', en: 'A redirect from {from} already exists' },
  csvEmpty: { zh: '文件中没有可导入的行', en: 'The file has no rows to import' },
  csvColumns: {
    zh: '每行应为：来源,目标[,状态码][,备注]',
    en: 'Each row should read: from,to[,status][,note]',
  },
} as const

export type RedirectMessage = keyof typeof MESSAGES

/** The search results page in any language (`/search`, `/en/search?q=…`). */
const SEARCH_PAGE = new RegExp(`^(?:/(?:${LOCALES.join('|')}))?/search(?:[/?#]|$)`, 'i')

/**
 * Why a best bet that sends the visitor straight to its address cannot (the same rule as a redirect's target: a path
 * of this site, or an http(s) address on a host an administrator allowed; never the search page itself, directly or
 * through a redirect of the table, which would loop), or null when it can.
 */
export function bestBetProblem(url: string, allowedHosts: readonly string[], table?: RedirectTable): 'to' | 'host' | 'loop' | null {
  const target = parseTarget(url)
  if (!target) return 'to'
  if (target.kind === 'external') return isAllowedHost(target.host, allowedHosts) ? null : 'host'
  const onward = table?.resolve(targetPath(target.path))?.location ?? target.path
  return SEARCH_PAGE.test(target.path) || SEARCH_PAGE.test(onward) ? 'loop' : null
}

/** A message of the redirects' checks in the editor's language (Chinese unless English). */
export function redirectMessage(key: RedirectMessage, language: string | null | undefined, values: Record<string, string> = {}): string {
  const text: string = adminText(language, MESSAGES[key])
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}

/**
 * One line of the table the server answers from; `since`: when an editor last changed it (ISO), so that a new
 * permanent redirect is kept by browsers only briefly until it has stood for a day (`REDIRECT_SETTLE_MS`).
 */
export type RedirectRule = { id: number | string; from: string; to: string; status: 301 | 302; since?: string }

/** How long a permanent redirect must stand before browsers may keep it for long: a mistake is undone for all. */
const REDIRECT_SETTLE_MS = 24 * 60 * 60 * 1000

/** `settled`: a 301 that has stood for REDIRECT_SETTLE_MS (or whose age is unknown) at `now`. */
export type RedirectAnswer = { id: number | string; status: 301 | 302; location: string; cacheable: boolean; settled: boolean }

/** True when a rule has stood long enough for browsers to keep it for long. */
function isSettled(rule: Pick<RedirectRule, 'since'>, now = Date.now()): boolean {
  const since = rule.since ? Date.parse(rule.since) : Number.NaN
  return Number.isNaN(since) || now - since >= REDIRECT_SETTLE_MS
}

/** A local URL (path and query, no fragment) split; the path without its trailing slash, in the site's form. */
function splitUrl(url: string): { path: string; query: string } {
  const cut = url.search(/[?#]/)
  const path = cut === -1 ? url : url.slice(0, cut)
  const query = cut !== -1 && url[cut] === '?' ? url.slice(cut + 1).replace(/#.*$/, '') : ''
  return { path, query }
}

/**
 * The fixed pages of the site (the route folders of src/app/(site)/[locale]/ other than `[...slug]`): a redirect
 * from one of them, or from a published page's address, replaces a page that exists.
 */
export const SITE_ROUTES = [
  'cases',
  'contact',
  'demonstrationTeaching',
  'download',
  'helpDocuments',
  'information',
  'llms.txt',
  'login',
  'markdown',
  'newsDetail',
  'pc_index',
  'phone_index',
  'products',
  'search',
  'solutions',
  'updateLog',
  'updateLogDetail',
  'videoDetail',
  'zxyhdVideoDetail',
] as const

/**
 * The page of this site a redirect's source stands on, when the site answers that address itself: `home` for `/`
 * and `/en`, a fixed route's name, or `{ slug }` for any other path (a page of the `pages` collection may live
 * there). Null for addresses the site has no page at (a file name such as `/news.asp`).
 */
export function sourcePage(from: string): { route: string } | { slug: string } | null {
  const { path } = splitUrl(from)
  const rest = pathWithoutLocale(path)
  if (rest === '/') return { route: 'home' }
  const first = rest.split('/')[1] ?? ''
  if ((SITE_ROUTES as readonly string[]).includes(first)) return { route: first }
  if (rest.includes('.')) return null
  try {
    return { slug: decodeURIComponent(rest.slice(1)) }
  } catch {
    return null
  }
}

/**
 * Where the site itself sends a local URL (path and query, without BASE_PATH), before any page is rendered: Next's
 * trailing-slash redirect, src/proxy.ts (`/` by the language cookie to either home page, `/en`), next-intl's locale
 * prefixes (`/zh/x` → `/x`, `/EN/x` → `/en/x`) and the query routes (src/i18n/query-routes.ts: `/newsDetail` without
 * an id → the news list, an internal path → its public URL). Empty when the site answers the URL itself.
 */
export function siteRedirects(url: string): string[] {
  const { path, query } = splitUrl(url)
  const search = query ? `?${query}` : ''
  if (RESERVED.test(path)) return []
  if (path.length > 1 && path.endsWith('/')) return [`${withoutTrailingSlash(path)}${search}`]
  // Files with an extension are not localised (src/proxy.ts's matcher).
  if (path.includes('.')) return []
  // `/` goes by the language cookie to one of the home pages; a language's bare prefix to its home page.
  if (path === '/') return LOCALES.map((l) => `${localePrefix(l)}/pc_index${search}`)
  const bare = LOCALES.find((l) => localePrefix(l) && path === localePrefix(l))
  if (bare) return [`${localePrefix(bare)}/pc_index${search}`]
  const prefix = LOCALE_SEGMENT.exec(path)
  const locale = prefix ? localeOfCode(prefix[1]) : DEFAULT_LOCALE
  const rest = prefix ? path.slice(prefix[0].length) : path
  if (prefix && prefix[1] !== locale) return [`/${locale}${rest}${search}`]
  if (prefix && locale === DEFAULT_LOCALE) return [`${rest || '/'}${search}`]
  const action = resolveQueryRoute(prefix ? rest : path, new URLSearchParams(query), locale)
  if (!action || !('redirect' in action)) return []
  return [`${localePrefix(locale)}${action.redirect}`]
}

/** How far a trace follows redirects before it calls the way a loop (browsers give up after about 20). */
const MAX_STEPS = 12

/** What following a URL through the redirect table and the site's own redirects found (see `traceRedirects`). */
export type RedirectTrace = {
  /** A URL came back (or the way was longer than MAX_STEPS) on some branch. */
  loop: boolean
  /** The most redirects of the table met on one branch. */
  tableHops: number
  /** The redirects of the table met on any branch. */
  rules: Set<number | string>
}

/** The key a URL is compared by: its path resolved and in the site's form (no trailing slash), and its query. */
function urlKey(url: string): string {
  const split = splitUrl(url)
  const { query } = split
  // `/./pc_index` is `/pc_index` to a browser: a stored target from before targets were resolved still compares.
  const path = resolvedPath(split.path) ?? split.path
  const form = path === '/' ? path : sitePathForm(withoutTrailingSlash(path))
  return query ? `${form}?${query}` : form
}

/**
 * The redirects of the site, keyed by source: one Map lookup per request (two when some source has a query).
 * A target of this site gets BASE_PATH in front; the request's query is passed on unless the source named one.
 * A redirect whose way leads back to the requested address (through the table or the site's own redirects) is
 * never answered: the site answers that address itself.
 */
export class RedirectTable {
  private readonly byFrom = new Map<string, RedirectRule>()
  private readonly withQuery: boolean

  constructor(
    rules: readonly RedirectRule[],
    private readonly basePath = '',
  ) {
    for (const rule of rules) this.byFrom.set(rule.from, rule)
    this.withQuery = rules.some((r) => r.from.includes('?'))
  }

  get size(): number {
    return this.byFrom.size
  }

  /** The answer to a request URL (as it arrived: BASE_PATH, path, query), or null when no redirect starts there. */
  lookup(url: string): RedirectAnswer | null {
    let local = url
    if (this.basePath) {
      const path = splitUrl(url).path
      if (path !== this.basePath && !path.startsWith(`${this.basePath}/`)) return null
      local = url.slice(this.basePath.length) || '/'
      if (local.startsWith('?')) local = `/${local}`
    }
    const found = this.resolve(local)
    if (!found) return null
    if (found.location.startsWith('/') && this.leadsBack(local, found.location)) return null
    const location = found.location.startsWith('/') ? `${this.basePath}${found.location}` : found.location
    return { id: found.rule.id, status: found.rule.status, location, cacheable: found.cacheable, settled: isSettled(found.rule) }
  }

  /** The rule answering a local URL (without BASE_PATH) and where it leads (without BASE_PATH), or null. */
  resolve(url: string): { rule: RedirectRule; location: string; cacheable: boolean } | null {
    const { path: raw, query } = splitUrl(url)
    const path = raw.length > 1 && raw.endsWith('/') ? withoutTrailingSlash(raw) : raw
    const found = this.find(path, query)
    if (found || !/^\/(?:zh|en)(?:\/|$)/i.test(path)) return found
    // `/zh/old` and `/EN/old` are `/old` and `/en/old` to the site (a source stored as written is found above).
    return this.find(sitePathForm(path), query)
  }

  private find(path: string, query: string): { rule: RedirectRule; location: string; cacheable: boolean } | null {
    if (this.withQuery && query) {
      const exact = this.byFrom.get(`${path}?${query}`)
      if (exact) return this.answer(exact, '')
    }
    let rule = this.byFrom.get(path)
    if (!rule && path.includes('%')) rule = this.byFrom.get(canonicalPath(path))
    return rule ? this.answer(rule, query) : null
  }

  /** Follows a local URL through this table and the site's own redirects, on every branch (`/` has two). */
  trace(url: string): RedirectTrace {
    const result: RedirectTrace = { loop: false, tableHops: 0, rules: new Set() }
    const walk = (at: string, seen: string[], hops: number): void => {
      if (result.loop) return
      const key = urlKey(at)
      if (seen.includes(key) || seen.length >= MAX_STEPS) {
        result.loop = true
        return
      }
      const found = this.resolve(at)
      if (found) {
        result.rules.add(found.rule.id)
        result.tableHops = Math.max(result.tableHops, hops + 1)
        if (found.location.startsWith('/')) walk(found.location.replace(/#.*$/, ''), [...seen, key], hops + 1)
        return
      }
      for (const next of siteRedirects(at)) walk(next, [...seen, key], hops)
    }
    walk(url, [], 0)
    return result
  }

  /** True when the way from `location` comes back to `url` (the address a redirect was asked for). */
  private leadsBack(url: string, location: string): boolean {
    const start = urlKey(url)
    let back = false
    const walk = (at: string, steps: number): void => {
      if (back) return
      const key = urlKey(at)
      if (key === start) {
        back = true
        return
      }
      if (steps >= MAX_STEPS) return
      const found = this.resolve(at)
      if (found) {
        if (found.location.startsWith('/')) walk(found.location.replace(/#.*$/, ''), steps + 1)
        return
      }
      for (const next of siteRedirects(at)) walk(next, steps + 1)
    }
    walk(location.replace(/#.*$/, ''), 0)
    return back
  }

  private answer(rule: RedirectRule, query: string): { rule: RedirectRule; location: string; cacheable: boolean } {
    let location = rule.to
    if (query) {
      const hashAt = location.indexOf('#')
      const hash = hashAt === -1 ? '' : location.slice(hashAt)
      const base = hashAt === -1 ? location : location.slice(0, hashAt)
      location = `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
    }
    return { rule, location, cacheable: query === '' }
  }
}

/**
 * The redirects that lead to `rule`'s source, rewritten to lead straight to its target (one hop): what the collection
 * applies after a save, and what its check assumes of the table.
 */
export function flattenOnto(rules: readonly RedirectRule[], rule: RedirectRule): Array<{ id: number | string; to: string }> {
  const only = new RedirectTable([rule])
  const updates: Array<{ id: number | string; to: string }> = []
  for (const other of rules) {
    if (String(other.id) === String(rule.id) || !other.to.startsWith('/')) continue
    const hash = /#.*$/.exec(other.to)?.[0] ?? ''
    const found = only.resolve(other.to.replace(/#.*$/, ''))
    if (!found) continue
    const to = hash && !found.location.includes('#') && found.location.startsWith('/') ? `${found.location}${hash}` : found.location
    updates.push({ id: other.id, to })
  }
  return updates
}

/**
 * What would be wrong with the table once `rule` is in it (replacing the rule of the same id, the redirects leading
 * to its source flattened onto it): a loop, or a way through two redirects of the table, on any redirect whose way
 * passes through `rule`. Null when nothing is.
 */
export function tableProblem(rules: readonly RedirectRule[], rule: RedirectRule): 'loop' | 'chain' | null {
  const updates = new Map(flattenOnto(rules, rule).map((u) => [String(u.id), u.to]))
  const next = rules
    .filter((r) => String(r.id) !== String(rule.id))
    .map((r) => (updates.has(String(r.id)) ? { ...r, to: updates.get(String(r.id))! } : r))
  next.push(rule)
  const table = new RedirectTable(next)
  const source = splitUrl(rule.from).path
  // Only a redirect whose target is the new source, or one the site redirects further, can reach the new rule.
  const mayReach = (r: RedirectRule) =>
    r === rule || (r.to.startsWith('/') && (urlKey(splitUrl(r.to).path) === source || siteRedirects(r.to.replace(/#.*$/, '')).length > 0))
  let chain = false
  for (const r of next) {
    if (!mayReach(r)) continue
    const trace = table.trace(r.from)
    if (!trace.rules.has(rule.id)) continue
    if (trace.loop) return 'loop'
    if (trace.tableHops > 1) chain = true
  }
  return chain ? 'chain' : null
}
