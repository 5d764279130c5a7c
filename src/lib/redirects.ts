/**
 * Redirects (the `redirects` collection): the rules of their addresses and the table the server answers them from.
 * Pure: no Payload, no Node; used by the collection's checks, the CSV import and server.ts's lookup.
 *
 * - A redirect goes from a path of this site (`/old`, `/en/old`, `/news.asp?id=3`; stored without BASE_PATH, no
 *   trailing slash) to a path of this site or an http(s) address on a host an administrator allowed.
 * - Without a query in its `from`, a redirect answers every query of its path and passes the query on.
 * - Never more than one hop: the collection rewrites a target that is itself redirected (src/content/redirects.ts).
 */

export const REDIRECT_STATUSES = ['301', '302'] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** Addresses no redirect may start from: the admin, the APIs and Next's own files. */
const RESERVED = /^\/(?:admin|api|_next|client|system|healthz|internal-[a-z-]+)(?:[/?]|$)/i
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
  path = withoutTrailingSlash(canonicalPath(path))
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
  return { kind: 'local', path: `${withoutTrailingSlash(canonicalPath(path))}${rest}` }
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

/** The URL paths a page's route name has in every language (zh at the root, en under /en), without BASE_PATH. */
export function pagePaths(slug: string): { zh: string; en: string } {
  const route = slug.trim().replace(/^\/+|\/+$/g, '')
  return { zh: `/${route}`, en: `/en/${route}` }
}

/** The locale a path of this site is in. */
export function localeOfPath(path: string): 'zh' | 'en' {
  return path === '/en' || path.startsWith('/en/') || path.startsWith('/en?') ? 'en' : 'zh'
}

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
  status: { zh: '状态码只能是 301 或 302', en: 'The status must be 301 or 302' },
  duplicate: { zh: '已有从 {from} 出发的跳转', en: 'A redirect from {from} already exists' },
  csvEmpty: { zh: '文件中没有可导入的行', en: 'The file has no rows to import' },
  csvColumns: {
    zh: '每行应为：来源,目标[,状态码][,备注]',
    en: 'Each row should read: from,to[,status][,note]',
  },
} as const

export type RedirectMessage = keyof typeof MESSAGES

/** A message of the redirects' checks in the editor's language (Chinese unless English). */
export function redirectMessage(key: RedirectMessage, language: string | null | undefined, values: Record<string, string> = {}): string {
  const text: string = language === 'en' ? MESSAGES[key].en : MESSAGES[key].zh
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}

/** One line of the table the server answers from. */
export type RedirectRule = { id: number | string; from: string; to: string; status: 301 | 302 }

export type RedirectAnswer = { id: number | string; status: 301 | 302; location: string; cacheable: boolean }

/**
 * The redirects of the site, keyed by source: one Map lookup per request (two when some source has a query).
 * A target of this site gets BASE_PATH in front; the request's query is passed on unless the source named one.
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
    const queryAt = url.indexOf('?')
    let path = queryAt === -1 ? url : url.slice(0, queryAt)
    if (this.basePath) {
      if (path !== this.basePath && !path.startsWith(`${this.basePath}/`)) return null
      path = path.slice(this.basePath.length) || '/'
    }
    if (path.length > 1 && path.endsWith('/')) path = withoutTrailingSlash(path)
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1)
    if (this.withQuery && query) {
      const exact = this.byFrom.get(`${path}?${query}`)
      if (exact) return this.answer(exact, '')
    }
    let rule = this.byFrom.get(path)
    if (!rule && path.includes('%')) rule = this.byFrom.get(canonicalPath(path))
    return rule ? this.answer(rule, query) : null
  }

  private answer(rule: RedirectRule, query: string): RedirectAnswer {
    let location = rule.to.startsWith('/') ? `${this.basePath}${rule.to}` : rule.to
    if (query) {
      const hashAt = location.indexOf('#')
      const hash = hashAt === -1 ? '' : location.slice(hashAt)
      const base = hashAt === -1 ? location : location.slice(0, hashAt)
      location = `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
    }
    return { id: rule.id, status: rule.status, location, cacheable: query === '' }
  }
}
