import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/pages/PageIntro'
import { Pager } from '@/components/pages/Pager'
import { pageLocale } from '@/components/pages/params'
import { siteIdentity } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { countSearch } from '@/content/insight'
import { listPages } from '@/content/pages'
import { searchSite } from '@/content/search'
import { bestBetFor } from '@/content/search/best-bets'
import { publicBasePath } from '@/env-public'
import { isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { QUERY_MAX_LENGTH } from '@/lib/search-text'
import { titleWithBrand } from '@/lib/seo'

import styles from './page.module.css'
import { SearchForm } from './SearchForm'
import { SearchResultList } from './SearchResultList'

type Params = { locale: string }
type Search = { q?: string | string[]; pageNum?: string | string[] }

const PAGE_SIZE = 10

/** The words and page asked for; words longer than QUERY_MAX_LENGTH never get here (src/proxy.ts answers 400). */
function readSearch(search: Search): { q: string; pageNum: number } {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
  const q = [...one(search.q).trim()].slice(0, QUERY_MAX_LENGTH).join('')
  const rawPage = one(search.pageNum)
  return { q, pageNum: /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1 }
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<Search>
}): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { q } = readSearch(await searchParams)
  const [t, identity] = await Promise.all([getTranslations({ locale, namespace: 'search' }), siteIdentity(locale)])
  // Result pages are not for search engines (and not in the sitemap). The brand once, even when it was searched.
  const title = titleWithBrand(q ? t('titleFor', { q }) : t('title'), identity.shortName, [identity.name])
  return { title: { absolute: title }, robots: { index: false, follow: true } }
}

/** A few entries to offer when nothing was asked or nothing matched: the products, in the editors' order. */
async function popularEntries(locale: Locale) {
  const pages = await listPages(locale)
  return pages.filter((p) => p.category === 'product').slice(0, 3)
}

/** The results page (docs/search.md): rendered on the server, works without JavaScript, 10 results a page. */
export default async function SearchPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Search> }) {
  const locale = await pageLocale(params)
  const { q, pageNum } = readSearch(await searchParams)
  const [t, tc] = await Promise.all([getTranslations('search'), getTranslations('common')])
  // A best bet an editor chose for these words (src/globals/SearchBestBets.ts): shown first, or gone straight to.
  const bestBet = q ? await bestBetFor(locale, q) : null
  if (bestBet?.redirect) {
    if (pageNum === 1) await countSearch(locale, q, 1, await headers())
    redirect(bestBet.url)
  }
  const result = q ? await searchSite(locale, q, { pageNum, pageSize: PAGE_SIZE }) : null
  // What visitors search for (the admin's Insight page): the first page of a search, once per visitor and day.
  if (result && pageNum === 1) await countSearch(locale, q, result.total + (bestBet ? 1 : 0), await headers())
  const last = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1
  const popular = !result || result.rows.length === 0 ? await popularEntries(locale) : []

  return (
    <main>
      <PageIntro crumbs={[{ label: t('title') }]} title={q ? t('titleFor', { q }) : t('title')} lead={t('lead')} />
      <div className={`${shared.container} ${styles.body}`}>
        <SearchForm locale={locale} q={q} />

        {result ? (
          <p className={styles.count} role="status">
            {t('count', { total: result.total })}
            {result.matched === 'any' && result.total > 0 ? <span data-testid="search-any-words"> {t('anyWords')}</span> : null}
          </p>
        ) : (
          <p className={styles.count}>{t('enterWords')}</p>
        )}

        {bestBet && pageNum === 1 ? (
          <p className={styles.result} data-testid="search-best-bet">
            <span className={styles.kind}>{t('bestBet')}</span>{' '}
            <a href={bestBet.url.startsWith('/') ? `${publicBasePath()}${bestBet.url}` : bestBet.url}>{bestBet.title}</a>
          </p>
        ) : null}

        {result && result.rows.length > 0 ? <SearchResultList rows={result.rows} start={(pageNum - 1) * PAGE_SIZE + 1} /> : null}

        {result && result.rows.length === 0 ? <p className={shared.empty}>{tc('noData')}</p> : null}

        {popular.length > 0 ? (
          <div className={styles.popular}>
            <p>{t('popular')}</p>
            <ul>
              {popular.map((p) => (
                <li key={p.slug}>
                  <Link href={`/${p.slug}`}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {result ? (
          <Pager
            current={pageNum}
            last={last}
            hrefFor={(p) => ({ pathname: '/search', query: { q, ...(p > 1 ? { pageNum: String(p) } : {}) } })}
          />
        ) : null}
      </div>
    </main>
  )
}
