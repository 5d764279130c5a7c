import { getTranslations } from 'next-intl/server'

import { type Locale, localePrefix } from '@/i18n/locales'
import { QUERY_MAX_LENGTH } from '@/lib/search-text'

import styles from './page.module.css'

/** The search box of the results page, filled with the words searched; a plain GET form (works without JavaScript). */
export async function SearchForm({ locale, q }: { locale: Locale; q: string }) {
  const t = await getTranslations('search')
  return (
    <form role="search" action={`${localePrefix(locale)}/search`} method="get" className={styles.form} aria-label={t('label')}>
      <label htmlFor="search-page-q" className="sr-only">
        {t('fieldLabel')}
      </label>
      <input
        id="search-page-q"
        className={styles.input}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={QUERY_MAX_LENGTH}
        placeholder={t('placeholder')}
      />
      <button type="submit" className={styles.submit}>
        {t('submit')}
      </button>
    </form>
  )
}
