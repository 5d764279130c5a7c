'use client'

import { inLanguage, languageTag, type PerLanguage } from '@/i18n/locales'
import en from '@/i18n/messages/en/notFound.json'
import zh from '@/i18n/messages/zh/notFound.json'
import { Link, useLocale } from '@/i18n/navigation'

import styles from './NotFoundView.module.css'
import shared from './shared.module.css'

const NOT_FOUND: PerLanguage<typeof zh> = { zh, en }

/**
 * The 404 page's content in the visitor's language, with the way back. A client component: it reads the language
 * from the address (the `[locale]` segment), so the pages around it stay static (no request headers are read). Its
 * texts come with its code (both languages, a few hundred bytes), not from a translation provider.
 */
export function NotFoundView() {
  const locale = useLocale()
  const texts = inLanguage(NOT_FOUND, locale)
  const t = (key: keyof typeof texts) => texts[key]
  return (
    <main className={styles.main} lang={languageTag(locale)}>
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
            {t('suggestions')}
          </h2>
          <ul>
            <li>
              <Link href="/information?class=-1&type=information">{t('information')}</Link>
            </li>
            <li>
              <Link href="/download">{t('download')}</Link>
            </li>
            <li>
              <Link href="/demonstrationTeaching">{t('teaching')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  )
}
