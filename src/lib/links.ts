/**
 * Links that editors write (banner links, buttons, menu paths, partner sites, download and SaaS addresses, links in
 * rich text): which ones the site accepts and shows (pure; used by the admin's field checks and by everything that
 * reads such a link back).
 *
 * Accepted:
 * - `http://` and `https://` addresses with a host;
 * - `mailto:` and `tel:` links;
 * - addresses on this site: a path (`/about`, `/newsDetail?id=1`, `news/eicad1`), a query (`?x=1`) or an anchor
 *   (`#contact`).
 *
 * Everything else is refused: other schemes (`javascript:`, `data:`, `vbscript:`, `file:`…), addresses a browser reads
 * as another site although they look like paths (`//evil.example`, `/\evil.example`), and any white space or control
 * character inside (browsers drop tabs and line breaks, so `java\tscript:` would run).
 */
import { adminText } from '@/i18n/locales'

/** The longest link accepted (every real address is far shorter). */
const LINK_MAX_LENGTH = 2048

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** White space, C0 controls, DEL, and the invisible characters browsers may strip or show as nothing. */
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/
const TEL = /^tel:\+?[0-9][0-9().-]*$/i
const MAILTO = /^mailto:[^?#@]+@[^?#]+(?:\?.*)?$/i

/** The link with its surrounding white space removed. */
function trimmed(value: string): string {
  // Browsers strip leading and trailing C0 controls and spaces from an address before reading it.
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
}

/**
 * Why a link is refused, or null when it is accepted. An empty link is accepted (whether a field may be empty is
 * the field's own rule).
 */
export function linkProblem(value: unknown): 'scheme' | 'form' | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return 'form'
  const link = trimmed(value)
  if (link === '') return null
  if (link.length > LINK_MAX_LENGTH || UNSAFE_CHARACTER.test(link) || link.includes('\\')) return 'form'
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (scheme === undefined) {
    // No scheme: an address on this site, unless it starts with two slashes (another site, scheme left out).
    return link.startsWith('//') ? 'form' : null
  }
  if (scheme === 'http' || scheme === 'https') {
    if (!/^https?:\/\/[^/?#]/i.test(link)) return 'form'
    try {
      const url = new URL(link)
      return url.hostname ? null : 'form'
    } catch {
      return 'form'
    }
  }
  if (scheme === 'mailto') return MAILTO.test(link) ? null : 'form'
  if (scheme === 'tel') return TEL.test(link) ? null : 'form'
  return 'scheme'
}

/** True when an editor may save this link. */
export function isAllowedLink(value: unknown): boolean {
  return linkProblem(value) === null
}

/**
 * The link as the site may show it: trimmed when accepted, empty otherwise (a link saved before these rules, or
 * written to the database some other way, is then simply not a link).
 */
export function safeLink(value: unknown): string {
  if (typeof value !== 'string' || linkProblem(value) !== null) return ''
  return trimmed(value)
}

const LINK_MESSAGE = {
  zh: '链接无效：只能填写以 http:// 或 https:// 开头的网址、mailto: 邮件链接、tel: 电话链接，或本站路径（如 /about）',
  en: 'Invalid link: use an address starting with http:// or https://, a mailto: or tel: link, or a path on this site (such as /about)',
} as const

/** The message shown to an editor whose link is refused, in the admin's language (Chinese unless English). */
export function linkMessage(language: string | null | undefined): string {
  return adminText(language, LINK_MESSAGE)
}

/**
 * A page's route name as editors write it on the home page (`airoad`, `news/build1`): letters, digits, `-` and `_`
 * in one or more segments; the site links to `/<route>`. Leading slashes are ignored.
 */
const ROUTE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/

/** The route name without leading slashes when it is one, empty otherwise. */
export function safeRouteName(value: unknown): string {
  if (typeof value !== 'string') return ''
  const route = value.trim().replace(/^\/+/, '')
  return route.length <= 200 && ROUTE_NAME.test(route) ? route : ''
}

const ROUTE_MESSAGE = {
  zh: '页面路由名无效：只能使用字母、数字、- 和 _，多级用 / 分隔（如 airoad、news/build1）',
  en: 'Invalid page route: use letters, digits, - and _, with / between levels (such as airoad or news/build1)',
} as const

export function routeNameMessage(language: string | null | undefined): string {
  return adminText(language, ROUTE_MESSAGE)
}

type RichTextNode = { type?: unknown; fields?: { url?: unknown; linkType?: unknown } | null; children?: unknown }

const LINK_NODE_TYPES = new Set(['link', 'autolink'])

/** Calls `visit` on every link node (link and automatic link) of a rich-text value (Lexical's JSON). */
function eachLinkNode(state: unknown, visit: (node: RichTextNode) => void): void {
  const root = (state as { root?: unknown } | null)?.root
  const stack: unknown[] = root ? [root] : []
  while (stack.length > 0) {
    const node = stack.pop() as RichTextNode | null
    if (!node || typeof node !== 'object') continue
    if (typeof node.type === 'string' && LINK_NODE_TYPES.has(node.type) && node.fields && typeof node.fields === 'object') visit(node)
    if (Array.isArray(node.children)) stack.push(...node.children)
  }
}

/** A link node's address when it is one an editor may not save (links to a document of the site have none). */
function refusedUrl(node: RichTextNode): string | null {
  if (node.fields?.linkType === 'internal') return null
  const url = node.fields?.url
  return linkProblem(url) === null ? null : String(url)
}

/** The addresses of the links in a rich-text value that are not accepted, in no particular order. */
export function unsafeRichTextLinks(state: unknown): string[] {
  const found: string[] = []
  eachLinkNode(state, (node) => {
    const url = refusedUrl(node)
    if (url !== null) found.push(url)
  })
  return found
}

/** The rich-text value with the address of every link that is not accepted emptied (its text stays); a copy when changed. */
export function withoutUnsafeRichTextLinks<T>(state: T): T {
  if (unsafeRichTextLinks(state).length === 0) return state
  const copy = structuredClone(state)
  eachLinkNode(copy, (node) => {
    if (refusedUrl(node) !== null && node.fields) node.fields.url = ''
  })
  return copy
}

/**
 * An address an editor typed (a link in rich text, a button of a block, a banner's link, a partner's website), made
 * a valid URL for an `href`: surrounding space dropped, spaces and other characters a URL may not hold
 * percent-encoded, a lone `%` escaped. Null when it cannot be a link at all: empty, a scheme other than http(s),
 * mailto and tel (`javascript:`, `data:`), or a web address without a valid host.
 */
const HREF_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/** Every character outside a URL's own set (RFC 3986 reserved and unreserved, and `%`) is percent-encoded. */
const encodeRest = (value: string) =>
  value.replace(/[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]/gu, (c) => {
    try {
      return encodeURIComponent(c)
    } catch {
      return '' // a lone surrogate: no character at all
    }
  })

/** Percent-encodes what a URL may not hold, and every `#` after the one that starts the fragment. */
function encodeAddress(value: string): string {
  const encoded = encodeRest(value)
  const hash = encoded.indexOf('#')
  return hash < 0 ? encoded : `${encoded.slice(0, hash + 1)}${encoded.slice(hash + 1).replace(/#/g, '%23')}`
}

export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // Control characters (a pasted tab or line break) are never part of an address.
  let href = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!href) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme && !HREF_SCHEMES.has(scheme)) return null
  href = href.replace(/%(?![0-9a-f]{2})/gi, '%25')
  if (scheme === 'http' || scheme === 'https' || href.startsWith('//')) {
    try {
      const url = new URL(href, 'https://invalid.invalid')
      if (!url.hostname || !/^[a-z0-9.-]+$/i.test(url.hostname) || url.hostname.startsWith('.') || url.hostname.includes('..')) return null
      // `[` `]` `|` and the like pass the URL parser but are not valid in a URL string: encoded too.
      const prefix = href.startsWith('//') ? '//' : `${url.protocol}//`
      const auth = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : ''
      return `${prefix}${auth}${url.host}${encodeAddress(`${url.pathname}${url.search}${url.hash}`)}`
    } catch {
      return null
    }
  }
  // A site path, a fragment, mailto: or tel:.
  return encodeAddress(href)
}

/** True for an address outside the site's pages: another site (`https://…`, `//host`), mail, phone, any scheme. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}
