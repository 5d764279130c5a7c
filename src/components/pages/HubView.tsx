import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getPage, type HubItem, listHubItems } from '@/content/pages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { queryRouteHref } from '@/i18n/query-routes'
import { CASE_INDUSTRIES, type CaseIndustry } from '@/lib/case-industries'

import styles from './HubView.module.css'
import { PageIntro } from './PageIntro'
import { buildMetadata } from './seo'
import shared from './shared.module.css'

/** The three hub pages and their route names. */
export type HubCategory = 'product' | 'solution' | 'case'
export const HUB_PATHS: Record<HubCategory, string> = { product: '/products', solution: '/solutions', case: '/cases' }

/** The address of a hub page (`/cases?industry=bridge` for one industry). */
const hubPath = (category: HubCategory, industry: CaseIndustry | null = null) =>
  industry ? queryRouteHref('cases', { industry }) : HUB_PATHS[category]

/**
 * An editor's page for the hub's own texts: a page with the hub's route name (`products`, `solutions`, `cases`)
 * gives the heading, lead, image and SEO fields; without one, the site's own texts.
 */
async function hubPage(locale: Locale, category: HubCategory) {
  return getPage(locale, HUB_PATHS[category].slice(1))
}

export async function hubMetadata(locale: Locale, category: HubCategory, industry: CaseIndustry | null): Promise<Metadata> {
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), hubPage(locale, category)])
  const title = page?.meta?.title || page?.title || t(`categories.${category}`)
  return buildMetadata({
    locale,
    path: hubPath(category, industry),
    title: industry ? t('hubs.industryTitle', { industry: t(`industries.${industry}`) }) : title,
    description: page?.meta?.description || page?.summary || t(`hubs.${category}.description`),
  })
}

/**
 * A hub page (issue 36, item 3): the products, solutions or cases with image, summary and link, rendered on the
 * server; the case list filtered by industry with plain links (`/cases?industry=tunnel`), so it works without
 * JavaScript.
 */
export async function HubView({
  locale,
  category,
  industry = null,
}: {
  locale: Locale
  category: HubCategory
  industry?: CaseIndustry | null
}) {
  const [t, tc, page, items] = await Promise.all([
    getTranslations('pages'),
    getTranslations('common'),
    hubPage(locale, category),
    listHubItems(locale, category, industry),
  ])
  const label = t(`categories.${category}`)
  const title = page?.hero?.heading || page?.title || label
  const industryLabel = industry ? t(`industries.${industry}`) : ''
  return (
    <main data-page-category={`hub-${category}`}>
      <PageIntro
        crumbs={industry ? [{ label, href: HUB_PATHS[category] }, { label: industryLabel }] : [{ label }]}
        title={industry ? `${title} · ${industryLabel}` : title}
        lead={page?.hero?.text || page?.summary || t(`hubs.${category}.lead`)}
      />
      <div className={`${shared.container} ${styles.body}`}>
        {category === 'case' ? (
          <nav className={styles.filters} aria-label={t('hubs.filter')}>
            <ul>
              {[null, ...CASE_INDUSTRIES].map((value) => (
                <li key={value ?? 'all'}>
                  <Link href={hubPath('case', value)} className={styles.filter} aria-current={value === industry ? 'page' : undefined}>
                    {value ? t(`industries.${value}`) : t('hubs.all')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {items.length === 0 ? (
          <p className={shared.empty}>{industry ? t('hubs.empty') : tc('noData')}</p>
        ) : (
          <ul className={styles.grid}>
            {items.map((item, i) => (
              <HubCard
                key={item.slug}
                item={item}
                tag={category === 'case' && item.industry ? t(`industries.${item.industry}`) : ''}
                lazy={i > 2}
              />
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}

function HubCard({ item, tag, lazy }: { item: HubItem; tag: string; lazy: boolean }) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {item.image ? (
          <img src={item.image} alt={item.imageAlt} width={800} height={450} loading={lazy ? 'lazy' : undefined} decoding="async" />
        ) : null}
      </div>
      <div className={styles.text}>
        {tag ? <span className={styles.tag}>{tag}</span> : null}
        <h2 className={styles.title}>
          <Link href={`/${item.slug}`} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
      </div>
    </li>
  )
}
