import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './Pager.module.css'

type Href = { pathname: string; query: Record<string, string> }

/** The pages shown around the current one: first, last, and two on each side, with gaps as null. */
function pageWindow(current: number, last: number): Array<number | null> {
  const pages: Array<number | null> = []
  for (let p = 1; p <= last; p += 1) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/** Plain page links (previous, numbers, next): the list's paging without JavaScript. */
export async function Pager({ current, last, hrefFor }: { current: number; last: number; hrefFor: (page: number) => Href }) {
  if (last <= 1) return null
  const t = await getTranslations('pages.pager')
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      <ul>
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} rel="prev" className={styles.step}>
              {t('previous')}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`}>{t('previous')}</span>
          )}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span className={`${styles.page} ${styles.current}`} aria-current="page">
                  <span className={styles.hidden}>{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link href={hrefFor(p)} className={styles.page} aria-label={t('page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link href={hrefFor(current + 1)} rel="next" className={styles.step}>
              {t('next')}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`}>{t('next')}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
