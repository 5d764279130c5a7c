'use client'

import { useLocale, useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from './NotFoundView.module.css'
import shared from './shared.module.css'

/**
 * The 404 page's content in the visitor's language, with the way back. A client component: it reads the language
 * from the layout's provider, so the pages around it stay static (no request headers are read).
 */
export function NotFoundView() {
  const t = useTranslations('notFound')
  const tp = useTranslations('pages.notFound')
  const locale = useLocale()
  return (
    <main className={styles.main} lang={locale === 'en' ? 'en' : 'zh-CN'}>
      <div className={`${shared.container} ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.text}>{t('text')}</p>
        <p>
          <Link href="/pc_index" className={shared.button}>
            {t('back')}
          </Link>
        </p>
        <nav aria-labelledby="not-found-more" className={styles.more}>
          <h2 id="not-found-more" className={styles.moreHeading}>
            {tp('suggestions')}
          </h2>
          <ul>
            <li>
              <Link href="/information?class=-1&type=information">{tp('information')}</Link>
            </li>
            <li>
              <Link href="/download">{tp('download')}</Link>
            </li>
            <li>
              <Link href="/demonstrationTeaching">{tp('teaching')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  )
}
