/**
 * The language switch's own address (issue 33, item 3): `/switch-language?to=en&from=/newsDetail%3Fid%3D12`.
 * The header's switch links there; the server answers with a redirect to the same page in the other language, or
 * to the nearest page that exists there (src/content/language-versions.ts). Without JavaScript the switch links
 * to `/switch-language?to=en` and the page it was clicked on comes from the Referer header.
 * Pure: only paths of this site are read, and only a path of this site is ever answered (no open redirect).
 */
import { type Locale, localeOfPath, pathWithoutLocale } from '@/i18n/locales'

import { localizedPath } from './seo'
import { resolveSitePath } from './site-path'

const withSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`)

export const SWITCH_PATH = '/switch-language'

/** The page a switch was asked from: its locale-free path with query, and its language. */
export type SwitchSource = { path: string; locale: Locale }

/** A path of this site as the URL parser resolves it (no scheme, no host, no `//` once resolved), else null. */
function sitePathOf(value: string | null | undefined): string | null {
  const resolved = value ? resolveSitePath(value) : null
  // The fragment is the browser's own: it never reaches the server, and the switch adds its own.
  return resolved === null ? null : resolved.replace(/#.*$/, '')
}

/** The path part of a Referer (`https://host/website/en/airoad?x=1` → `/website/en/airoad?x=1`); null when none. */
function refererPath(referer: string | null | undefined): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/**
 * Where the switch was clicked: `from` when given, else the Referer; the base path and the `/en` prefix taken off.
 * Null when neither names a page of this site.
 */
export function switchSource(from: string | null, referer: string | null, basePath: string): SwitchSource | null {
  let path = sitePathOf(from) ?? sitePathOf(refererPath(referer))
  if (!path) return null
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`) || path.startsWith(`${basePath}?`))) {
    path = path.slice(basePath.length) || '/'
  }
  path = withSlash(path)
  const rest = sitePathOf(withSlash(pathWithoutLocale(path)))
  // `/en//evil.example` loses its prefix to `//evil.example`: no page of this site.
  return rest === null ? null : { path: rest, locale: localeOfPath(path) }
}

/**
 * The address the switch answers with: the page in `target`, with `#untranslated` when it stands in for an item
 * not translated yet (the page then shows the notice, without JavaScript too: CSS `:target`).
 */
export function switchLocation(basePath: string, target: Locale, path: string, untranslated: boolean, fragment: string): string {
  const home = path === '/' ? '/pc_index' : path
  const page = localizedPath(target, home)
  // The last line: whatever led here, the answer is a page of this site (with or without a base path in front).
  if (resolveSitePath(page) === null) return `${basePath}${localizedPath(target, '/pc_index')}`
  return `${basePath}${page}${untranslated ? `#${fragment}` : ''}`
}

/** The switch's link: the page's path and query when known (in the browser), else the Referer does it. */
export function switchHref(basePath: string, target: Locale, pagePath?: string): string {
  const from = pagePath ? `&from=${encodeURIComponent(pagePath)}` : ''
  return `${basePath}${SWITCH_PATH}?to=${target}${from}`
}
