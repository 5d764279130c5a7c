import { getTranslations } from 'next-intl/server'

import prose from '@/components/pages/prose.module.css'
import type { HelpDocumentView } from '@/content/software'
import { LANGUAGES, languageTag, type Locale } from '@/i18n/locales'
import { shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

/**
 * A help document in its own language: title, version, update time, a notice when it stands in for the language
 * asked for (`requested`), its intro and its chapters. The page's own texts are in the page's language (`locale`).
 */
export async function HelpDocumentArticle({ doc, requested, locale }: { doc: HelpDocumentView; requested: Locale; locale: Locale }) {
  const t = await getTranslations('support')
  return (
    <article className={styles.document} lang={languageTag(doc.language)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{doc.title}</h1>
        <p className={styles.meta}>
          <span lang={languageTag(locale)}>{t('help.version', { version: doc.version })}</span>
          {doc.updateTime ? (
            <span lang={languageTag(locale)}>
              {t('help.updated')}: <time dateTime={shanghaiIso(doc.updateTime)}>{doc.updateTime.slice(0, 10)}</time>
            </span>
          ) : null}
        </p>
        {doc.language !== requested ? (
          <p className={styles.notice} role="note" lang={languageTag(locale)}>
            {t('help.fallback', { language: LANGUAGES[doc.language].name })}
          </p>
        ) : null}
        {doc.intro ? <p className={styles.intro}>{doc.intro}</p> : null}
      </header>
      {doc.chapters.map((chapter) => (
        <section key={chapter.anchor} id={chapter.anchor} className={styles.chapter} aria-labelledby={`${chapter.anchor}-title`}>
          <h2 id={`${chapter.anchor}-title`} className={styles.chapterTitle}>
            {chapter.title}
          </h2>
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: chapter.content }} />
        </section>
      ))}
    </article>
  )
}
