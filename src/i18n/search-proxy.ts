/**
 * The results page's guard, applied by the proxy before anything is rendered: words longer than the search reads
 * are a 400, and searches past the per-address limit (SEARCH_RATE_LIMIT, shared with the API) a 429, each as a
 * short page in the page's language with a way back.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { searchLimit } from '@/content/api/rate-limit'
import { clientAddressFromHeaders } from '@/lib/client-address'
import { escapeMarkup } from '@/lib/escape'
import { QUERY_MAX_LENGTH } from '@/lib/search-text'

import { inLanguage, languageTag, type Locale, localePrefix, LOCALES } from './locales'

const TEXTS = {
  zh: {
    tooLong: `搜索词过长：最多 ${QUERY_MAX_LENGTH} 个字符。`,
    tooMany: (minutes: number) => `搜索过于频繁，请 ${minutes} 分钟后再试。`,
    back: '返回搜索',
    title: '搜索',
  },
  en: {
    tooLong: `The search is too long: at most ${QUERY_MAX_LENGTH} characters.`,
    tooMany: (minutes: number) => `Too many searches. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    back: 'Back to search',
    title: 'Search',
  },
} as const

/** The locale of a results-page path (`/search`, `/en/search`), or null for any other path. */
export function searchPageLocale(pathname: string, basePath = ''): Locale | null {
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname
  return LOCALES.find((l) => path === `${localePrefix(l)}/search` || path === `${localePrefix(l)}/search/`) ?? null
}

function answer(status: 400 | 429, locale: Locale, message: string, back: string, extra: Record<string, string> = {}): NextResponse {
  const t = inLanguage(TEXTS, locale)
  const html = `<!doctype html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(t.title)}</title></head><body><main><h1>${escapeMarkup(t.title)}</h1><p>${escapeMarkup(message)}</p><p><a href="${escapeMarkup(back)}">${escapeMarkup(t.back)}</a></p></main></body></html>`
  return new NextResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra },
  })
}

/** The guard's answer to a results-page request, or null to render the page. */
export async function guardSearchPage(request: NextRequest, locale: Locale): Promise<NextResponse | null> {
  const q = request.nextUrl.searchParams.get('q')?.trim() ?? ''
  if (q === '') return null
  const back = `${request.nextUrl.basePath}${localePrefix(locale)}/search`
  if ([...q].length > QUERY_MAX_LENGTH) return answer(400, locale, inLanguage(TEXTS, locale).tooLong, back)
  if (!(await searchLimit.take(clientAddressFromHeaders(request.headers)))) {
    return answer(429, locale, inLanguage(TEXTS, locale).tooMany(searchLimit.minutes), back, {
      'retry-after': String(searchLimit.minutes * 60),
    })
  }
  return null
}
