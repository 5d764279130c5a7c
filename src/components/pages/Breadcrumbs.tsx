import { getLocale, getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { breadcrumbListLd } from '@/lib/structured-data'

import styles from './Breadcrumbs.module.css'
import { JsonLd } from './JsonLd'
import { pageUrl } from './seo'

export type Crumb = { label: string; href?: string }

/**
 * Where the page sits: Home › section › page (the last one is the current page, not a link), and the same steps as
 * a BreadcrumbList for search engines.
 */
export async function Breadcrumbs({ items, tone = 'light' }: { items: Crumb[]; tone?: 'light' | 'dark' }) {
  const [t, raw] = await Promise.all([getTranslations('pages'), getLocale()])
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE
  const all: Crumb[] = [{ label: t('home'), href: '/pc_index' }, ...items]
  const structured = breadcrumbListLd(
    all.map((item, i) => ({ name: item.label, url: item.href && i < all.length - 1 ? pageUrl(locale, item.href) : undefined })),
  )
  return (
    <>
      <JsonLd data={structured} />
      <nav aria-label={t('breadcrumb')} className={`${styles.crumbs} ${tone === 'dark' ? styles.dark : ''}`}>
        <ol>
          {all.map((item, i) =>
            i === all.length - 1 || !item.href ? (
              <li key={i} aria-current={i === all.length - 1 ? 'page' : undefined}>
                {item.label}
              </li>
            ) : (
              <li key={i}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  )
}
