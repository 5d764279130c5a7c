/**
 * The 404 log, the pure part: which address a 404 is counted under, who asked (a browser, a search engine's crawler,
 * another bot), where they came from (the referring host only), which addresses are probes (`.php`, `wp-admin`, …)
 * kept apart as noise, how the counts of one flush are added to a stored row (a daily histogram of 30 days, the top
 * referring hosts), and the site's addresses closest to a missing one. Nothing here stores or sees a visitor's
 * address.
 */
import { type Locale, localeOfPath } from '@/i18n/locales'

import { beijingDay } from './beijing-time'

/** The collection of the 404 log. */
export const NOT_FOUND_PATHS = 'not-found-paths'

export type AgentClass = 'browser' | 'searchBot' | 'otherBot'

/** The crawlers of search engines (and answer engines) that matter to a Chinese company's site. */
const SEARCH_BOTS =
  /baiduspider|googlebot|bingbot|sogou|360spider|haosouspider|yisouspider|bytespider|petalbot|yandex(bot)?|duckduckbot|applebot|slurp|gptbot|oai-searchbot|perplexitybot|claudebot/i
/** Anything else that says it is a program. */
const OTHER_BOTS = /bot\b|crawl|spider|scan|curl\/|wget|python|go-http|java\/|okhttp|node-fetch|axios|httpclient|libwww|headless|^$/i

export function agentClass(userAgent: string | null | undefined): AgentClass {
  const agent = (userAgent ?? '').trim()
  if (SEARCH_BOTS.test(agent)) return 'searchBot'
  if (OTHER_BOTS.test(agent)) return 'otherBot'
  return 'browser'
}

/** Addresses only vulnerability scanners ask for: kept apart (noise), never shown to editors. */
const PROBE =
  /\.(php\d?|asp|aspx|jsp|cgi|env|ini|sql|bak|old|swp|git|svn|ds_store|yml|yaml|log|sh)(\/|$)|\/(wp-|wordpress|xmlrpc|phpmyadmin|pma|cgi-bin|\.git|\.env|\.well-known\/(?!security\.txt)|vendor\/|actuator|boaform|hnap1|owa\/|autodiscover|solr\/|console\/|manager\/html|druid\/|\.aws|config\.json)/i

export function isProbePath(path: string): boolean {
  return PROBE.test(path)
}

/** The longest path counted; longer ones are cut (a probe's payload, not an address anyone shares). */
const MAX_PATH = 300

/**
 * The address a 404 is counted under: the path without the base path, query or fragment, percent-decoded where that
 * is text, repeated and trailing slashes removed, at most MAX_PATH characters; with the language its prefix names.
 * Null for what is not a page address (Next's files, the APIs, the admin).
 */
export function notFoundAddress(url: string, basePath = ''): { path: string; locale: Locale } | null {
  let path = url.split(/[?#]/)[0] || '/'
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/'
  try {
    path = decodeURIComponent(path)
  } catch {
    // Kept as sent: a broken escape is part of the address asked.
  }
  path = path.replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (!path.startsWith('/')) path = `/${path}`
  if (/^\/(?:_next|api|admin|client|system|internal-[a-z-]+|healthz)(?:\/|$)/.test(path)) return null
  return { path: path.slice(0, MAX_PATH), locale: localeOfPath(path) }
}

/** The host of the Referer (`www.baidu.com`), or null when there is none or it is not an http(s) address. */
export function referrerHost(referer: string | null | undefined): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null
  } catch {
    return null
  }
}

/** The counts of one address: what an instance gathers between two flushes, and what a row keeps. */
export type NotFoundTally = {
  path: string
  locale: Locale
  count: number
  /** Per day (Beijing time, `YYYY-MM-DD`). */
  days: Record<string, number>
  firstSeen: string
  lastSeen: string
  referrers: Record<string, number>
  agents: Record<AgentClass, number>
}

const KEEP_DAYS = 30
const TOP_REFERRERS = 10

/** The key of a row: the language and the path. */
export function tallyKey(locale: Locale, path: string): string {
  return `${locale}:${path}`
}

function topOf(counts: Record<string, number>, n: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n),
  )
}

function added(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a }
  for (const [key, n] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + n
  return sum
}

/** A stored row and a flush's counts together: the last KEEP_DAYS days, the TOP_REFERRERS hosts. */
export function mergeTallies(stored: NotFoundTally | null, fresh: NotFoundTally, today: string): NotFoundTally {
  const oldest = beijingDay(Date.parse(`${today}T00:00:00+08:00`) - (KEEP_DAYS - 1) * 86_400_000)
  const days = Object.fromEntries(Object.entries(added(stored?.days ?? {}, fresh.days)).filter(([day]) => day >= oldest))
  const agents = added(stored?.agents ?? {}, fresh.agents) as Record<AgentClass, number>
  return {
    path: fresh.path,
    locale: fresh.locale,
    count: (stored?.count ?? 0) + fresh.count,
    days,
    firstSeen: stored && stored.firstSeen < fresh.firstSeen ? stored.firstSeen : fresh.firstSeen,
    lastSeen: stored && stored.lastSeen > fresh.lastSeen ? stored.lastSeen : fresh.lastSeen,
    referrers: topOf(added(stored?.referrers ?? {}, fresh.referrers), TOP_REFERRERS),
    agents: { browser: agents.browser ?? 0, searchBot: agents.searchBot ?? 0, otherBot: agents.otherBot ?? 0 },
  }
}

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

/** The `limit` addresses of `candidates` closest to `path` (case ignored), nearest first. */
export function closestPaths(path: string, candidates: readonly string[], limit = 5): string[] {
  const wanted = path.toLowerCase()
  return [...new Set(candidates)]
    .map((candidate) => ({ candidate, distance: editDistance(wanted, candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.length - b.candidate.length || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}

/** The words of a missing address, to search the site's titles with (`/products/airaod-v2` → `products airaod v2`). */
export function pathWords(path: string): string {
  return path
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .slice(0, 100)
}
