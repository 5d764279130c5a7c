import { getTranslations } from 'next-intl/server'

import type { PageLink } from '@/content/pages'
import { Link } from '@/i18n/navigation'

import styles from './RelatedPages.module.css'
import shared from './shared.module.css'

/** Other pages of the same kind (more products, more cases, ...), as linked cards. */
export async function RelatedPages({ pages, category }: { pages: PageLink[]; category: PageLink['category'] }) {
  if (!pages.length) return null
  const t = await getTranslations('pages')
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <div className={shared.container}>
        <h2 id="related-heading" className={shared.sectionHeading}>
          {t(`related.${category}`)}
        </h2>
        <ul className={styles.grid}>
          {pages.map((page) => (
            <li key={page.slug} className={styles.card}>
              <h3 className={styles.title}>
                <Link href={`/${page.slug}`} className={styles.link}>
                  {page.title}
                </Link>
              </h3>
              {page.summary ? <p className={styles.summary}>{page.summary}</p> : null}
              <span className={styles.more} aria-hidden="true">
                {t('readMore')} →
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
