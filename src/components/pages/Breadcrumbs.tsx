import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './Breadcrumbs.module.css'

export type Crumb = { label: string; href?: string }

/** Where the page sits: Home › section › page (the last one is the current page, not a link). */
export async function Breadcrumbs({ items, tone = 'light' }: { items: Crumb[]; tone?: 'light' | 'dark' }) {
  const t = await getTranslations('pages')
  const all: Crumb[] = [{ label: t('home'), href: '/pc_index' }, ...items]
  return (
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
  )
}
