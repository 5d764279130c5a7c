/**
 * While the database is away (PostgreSQL restarting for an upgrade, a network cut): what the site answers.
 *
 * - `isDatabaseUnavailable(error)`: whether an error says the database cannot be reached (refused or lost
 *   connection, a server shutting down or starting up, a connect timeout, SQLite busy), looking through the causes
 *   the database layers wrap it in. The API answers those with a 503 instead of a 500.
 * - `unavailableAnswer(url, …)`: the 503 the production server (server.ts) gives a page or API call it holds no
 *   copy of while its health probe says the database is down: the API's `{code, msg}` envelope in the caller's
 *   language, or a small bilingual HTML page (the visitor's language first), both with `Retry-After`.
 * - `DatabaseState`: what the probe saw last, and since when.
 */
import {
  inLanguage,
  languageTag,
  type Locale,
  localeFromLanguage,
  localeOfPath as localeOfSitePath,
  otherLocales,
  type PerLanguage,
} from '@/i18n/locales'

import { anyInErrorChain } from './error-chain'

/** Seconds a client is asked to wait before it tries again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 10

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up), and the connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const CONNECTION_TEXT =
  /connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Connection terminated unexpectedly|Client has encountered a connection error|database is locked/i

/** True when `error` (or one of its causes) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyInErrorChain(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && CONNECTION_CODES.has(code)) || (typeof message === 'string' && CONNECTION_TEXT.test(message)),
  )
}

export const unavailableText = {
  zh: { title: '网站正在维护', body: '服务暂时不可用，请稍后再试。您的数据是安全的。', retry: '重试' },
  en: {
    title: 'Back in a moment',
    body: 'The site is briefly unavailable. Please try again in a few seconds. Nothing you sent is lost.',
    retry: 'Try again',
  },
} as const satisfies PerLanguage<Record<string, string>>

export type UnavailableAnswer = { status: 503; headers: Record<string, string>; body: string }

/** The page's language from its address (its prefix after the base path; the default language without one). */
export function localeOfPath(path: string, basePath = ''): Locale {
  return localeOfSitePath(basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path)
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The 503 for `url` (a path with its query): the API envelope for an API call, a bilingual page otherwise. */
export function unavailableAnswer(url: string, { api, basePath = '' }: { api: boolean; basePath?: string }): UnavailableAnswer {
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }
  if (api) {
    const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '')
    const locale = localeFromLanguage(query.get('language'))
    return {
      status: 503,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ code: 503, msg: inLanguage(unavailableText, locale).body }),
    }
  }
  const first = localeOfPath(url, basePath)
  const block = (locale: Locale, main: boolean) => {
    const t = inLanguage(unavailableText, locale)
    const tag = main ? 'h1' : 'h2'
    return `<section lang="${languageTag(locale)}"><${tag}>${escape(t.title)}</${tag}><p>${escape(t.body)}</p><p><a href="${escape(url)}">${escape(t.retry)}</a></p></section>`
  }
  const body = `<!doctype html><html lang="${languageTag(first)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(inLanguage(unavailableText, first).title)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}section+section{margin-top:2rem;padding-top:1rem;border-top:1px solid #d9e2ec}h2{font-size:1.2rem}</style></head><body>${[block(first, true), ...otherLocales(first).map((l) => block(l, false))].join('')}</body></html>`
  return { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body }
}

/** What the health probe saw last: `down` since `since` (ms), or up. */
export class DatabaseState {
  private downSince: number | null = null

  get down(): boolean {
    return this.downSince !== null
  }

  /** Records a probe's outcome; returns 'down' or 'up' when the state changed, null otherwise. */
  record(answered: boolean, now = Date.now()): 'down' | 'up' | null {
    if (answered) {
      if (this.downSince === null) return null
      this.downSince = null
      return 'up'
    }
    if (this.downSince !== null) return null
    this.downSince = now
    return 'down'
  }

  /** How long the database has been down, in ms (0 when up). */
  downFor(now = Date.now()): number {
    return this.downSince === null ? 0 : now - this.downSince
  }
}
