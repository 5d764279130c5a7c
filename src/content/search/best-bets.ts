/**
 * Best bets of the site search (src/globals/SearchBestBets.ts): the result an editor chose for a query, by the query as
 * the insight normalises it and the language. Read through the content cache, dropped when an editor saves them.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { normaliseSearchQuery } from '@/lib/insight'
import { bestBetProblem, parseAllowedHosts } from '@/lib/redirects'

import { cached } from '../cache'
import { TAGS } from '../cache-tags'
import { getSiteSettings } from '../globals'
import { getPayloadClient } from '../payload'

export type BestBet = { title: string; url: string; redirect: boolean }

const allBestBets = cached(
  async (): Promise<Array<BestBet & { query: string; language: string }>> => {
    const payload = await getPayloadClient()
    const global = await payload.findGlobal({ slug: 'search-best-bets', depth: 0, overrideAccess: true })
    return (global.bets ?? []).map((b) => ({
      query: normaliseSearchQuery(b.query ?? ''),
      language: b.language ?? DEFAULT_LOCALE,
      title: b.title ?? '',
      url: b.url ?? '',
      redirect: b.redirect === true,
    }))
  },
  'search:best-bets',
  [TAGS.searchBestBets],
)

/**
 * The best bet for what a visitor typed in this language, or null. One saved before the save checked where it goes
 * straight to (another host than those allowed, the search page itself) is shown as a result instead.
 */
export async function bestBetFor(locale: Locale, query: string): Promise<BestBet | null> {
  const q = normaliseSearchQuery(query)
  if (q === '') return null
  const found = (await allBestBets()).find((b) => b.query === q && b.language === locale && b.url !== '')
  if (!found) return null
  let redirect = found.redirect
  if (redirect) {
    const allowed = parseAllowedHosts((await getSiteSettings(locale)).redirectHosts)
    redirect = bestBetProblem(found.url, allowed) === null
  }
  return { title: found.title, url: found.url, redirect }
}
