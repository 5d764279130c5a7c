/**
 * The header's model and its pure rules (spec sections 2 and 4): the menu keys, the `type` query every menu link
 * carries, which key a page belongs to, and the pages without a footer. Shared by server and client components.
 */

/** The header keys of spec section 2, in order. */
export const NAV_KEYS = ['home', 'product', 'programme', 'industry', 'information', 'app', 'user', 'about', 'saas'] as const
export type NavKey = (typeof NAV_KEYS)[number]

function isNavKey(value: unknown): value is NavKey {
  return typeof value === 'string' && (NAV_KEYS as readonly string[]).includes(value)
}

/** A link of a dropdown panel. `href` is a site path without language prefix, or an absolute URL. */
export type NavLink = {
  label: string
  href: string
  newWindow: boolean
  /** The same entry in other languages (help documents: one link per language). */
  variants?: { label: string; href: string; lang: string }[]
}

export type NavGroup = { title: string; links: NavLink[] }

export type NavItem = {
  key: NavKey
  label: string
  /** Where the top item goes (with `type`), or null for a dropdown without a page of its own. */
  href: string | null
  /** An address outside the site (SaaS): opened in a new window. */
  external: boolean
  groups: NavGroup[]
  /** Site paths (without query) that belong to this item: its page and its menu entries. */
  paths: string[]
}

/** True for `https://…`, `mailto:` and other addresses outside the site. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** A site path with a leading slash (`airoad` → `/airoad`); external addresses unchanged. */
export function sitePath(path: string): string {
  const trimmed = path.trim()
  if (!trimmed || isExternal(trimmed)) return trimmed
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * The path with the query `type` set to the menu key (spec 2: "navigates to its path with query type set to the
 * active menu key"); the other query fields stay (`/information?class=-1` → `/information?class=-1&type=information`).
 */
export function withType(path: string, key: NavKey | string): string {
  const p = sitePath(path)
  if (!p || isExternal(p)) return p
  const hashAt = p.indexOf('#')
  const hash = hashAt >= 0 ? p.slice(hashAt) : ''
  const noHash = hashAt >= 0 ? p.slice(0, hashAt) : p
  const queryAt = noHash.indexOf('?')
  const pathname = queryAt >= 0 ? noHash.slice(0, queryAt) : noHash
  const params = new URLSearchParams(queryAt >= 0 ? noHash.slice(queryAt + 1) : '')
  params.set('type', key)
  return `${pathname}?${params.toString()}${hash}`
}

/** The path part of a site href (`/information?class=-1` → `/information`). */
export function pathOf(href: string): string {
  return sitePath(href).split(/[?#]/)[0] ?? ''
}

/**
 * The key a page belongs to (the header's activeIndex): the page's `type` query when it is a menu key, else the
 * item whose page or menu holds this path, else none.
 */
export function activeKeyFor(items: readonly NavItem[], pathname: string, type: string | null | undefined): NavKey | null {
  if (isNavKey(type) && items.some((item) => item.key === type)) return type
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/' || path === '/phone_index') return items.some((i) => i.key === 'home') ? 'home' : null
  const owner = items.find((item) => item.paths.includes(path))
  return owner?.key ?? null
}

/** The pages without a footer (spec section 2). */
const FOOTERLESS_ROUTES = ['/download', '/updateLog', '/updateLogDetail'] as const

/** True when the page at this path (without language prefix or base path) shows no footer. */
export function hidesFooter(pathname: string): boolean {
  // Query-addressed pages are rewritten to internal segments (`/updateLog?softwareId=3` → `/updateLog/3`).
  const path = pathname.replace(/\/+$/, '')
  return FOOTERLESS_ROUTES.some((route) => path === route || path.startsWith(`${route}/`))
}

/** The same page in the other language: the path without language prefix, and the query as it is. */
export function samePageHref(pathname: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  return query ? `${pathname}?${query}` : pathname
}

/** A `tel:` address from a number as people write it (`400-000-0000` → `tel:4000000000`). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}
