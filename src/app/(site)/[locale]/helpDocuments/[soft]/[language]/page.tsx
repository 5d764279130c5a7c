import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/pages/Breadcrumbs'
import { JsonLd } from '@/components/pages/JsonLd'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { buildMetadata, organizationOf, pageUrl } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { getSeoFields } from '@/content/seo'
import { getHelpDocument, type HelpDocumentView, listSoftware, type SoftwareRow } from '@/content/software'
import { isLocale, LANGUAGES, languageTag, type Locale, LOCALES, otherLocales } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { SEGMENT } from '@/i18n/query-routes'
import { publicPathOf } from '@/lib/public-kinds'
import { shanghaiIso } from '@/lib/seo'
import { techArticleLd } from '@/lib/structured-data'

import { HelpDocumentArticle } from './HelpDocumentArticle'
import styles from './page.module.css'

type Params = { locale: string; soft: string; language: string }

export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const software = await listSoftware(params.locale)
  return [
    ...LOCALES.map((language) => ({ soft: SEGMENT.all, language })),
    ...software.flatMap((s) => LOCALES.map((language) => ({ soft: s.alias, language }))),
  ]
}

const pathOf = (alias: string, language: Locale) => publicPathOf('help-documents', { alias }, language) ?? ''
const hrefOf = (alias: string, language: Locale) => ({ pathname: '/helpDocuments', query: { soft: alias, language } })

type Loaded = { kind: 'all'; language: Locale } | { kind: 'document'; doc: HelpDocumentView; requested: Locale; available: Locale[] }

/**
 * The document of `soft` in `language` (the document's language, not the page's). When it has no version in that
 * language, another language's version is shown in its place (the first in the table; its address is the canonical
 * one).
 */
async function load(soft: string, language: string): Promise<Loaded | null> {
  if (!isLocale(language)) return null
  if (soft === SEGMENT.all) return { kind: 'all', language }
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(soft)) return null
  const order = [language, ...otherLocales(language)]
  const versions = await Promise.all(order.map((l) => getHelpDocument(l, soft)))
  const available = LOCALES.filter((l) => versions[order.indexOf(l)])
  const doc = versions.find((v) => v !== null && v !== undefined)
  return doc ? { kind: 'document', doc, requested: language, available } : null
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, soft, language } = await params
  if (!isLocale(locale)) return {}
  const loaded = await load(soft, language)
  if (!loaded) return notFoundMetadata(locale)
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'support' }), getTranslations({ locale, namespace: 'seo' })])
  if (loaded.kind === 'all') {
    return buildMetadata({ locale, path: '/helpDocuments', title: t('help.title'), description: ts('helpAllDescription') })
  }
  const { doc, available } = loaded
  // One canonical URL per document and language: the document's own language at the page of that language; each
  // language's version is the alternate of its language (docs/architecture.md, "Search engines and link previews").
  return buildMetadata({
    locale,
    path: pathOf(doc.alias, doc.language),
    canonicalLocale: doc.language,
    languages: Object.fromEntries(available.map((l) => [l, pathOf(doc.alias, l)])),
    title: `${doc.title} (${LANGUAGES[doc.language].name})`,
    description: doc.intro || ts('helpDescription', { title: doc.title, chapters: doc.chapters.map((c) => c.title).join(' / ') }),
    // The document's own language: the page shows that version whatever the page's language.
    seo: await getSeoFields('help-documents', doc.language, doc.id),
  })
}

export default async function HelpDocumentsPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const { soft, language } = await params
  const loaded = await load(soft, language)
  if (!loaded) return <NotFoundPage />
  const t = await getTranslations('support')
  if (loaded.kind === 'all') return <Overview locale={locale} />
  const { doc, requested, available } = loaded
  const docLang = languageTag(doc.language)
  const structured = techArticleLd({
    url: pageUrl(doc.language, pathOf(doc.alias, doc.language)),
    headline: doc.title,
    description: doc.intro,
    modified: shanghaiIso(doc.updateTime),
    locale: doc.language,
    publisher: await organizationOf(locale),
    about: doc.softwareName,
  })
  return (
    <main className={styles.main}>
      <JsonLd data={structured} />
      <div className={shared.container}>
        <Breadcrumbs items={[{ label: t('support') }, { label: t('help.title'), href: '/helpDocuments' }, { label: doc.softwareName }]} />
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            <nav aria-label={t('help.language')} className={styles.languages}>
              <p className={styles.sideHeading}>{t('help.language')}</p>
              <ul>
                {LOCALES.map((l) =>
                  available.includes(l) ? (
                    <li key={l}>
                      <Link
                        href={hrefOf(doc.alias, l)}
                        lang={languageTag(l)}
                        aria-current={l === doc.language ? 'page' : undefined}
                        className={styles.language}
                      >
                        {LANGUAGES[l].name}
                      </Link>
                    </li>
                  ) : null,
                )}
              </ul>
            </nav>
            <nav aria-labelledby="help-contents" className={styles.contents}>
              <p id="help-contents" className={styles.sideHeading}>
                {t('help.contents')}
              </p>
              <ol lang={docLang}>
                {doc.chapters.map((chapter) => (
                  <li key={chapter.anchor}>
                    <a href={`#${chapter.anchor}`}>{chapter.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
          <HelpDocumentArticle doc={doc} requested={requested} locale={locale} />
        </div>
      </div>
    </main>
  )
}

/** `/helpDocuments` without a software: every software's document, in each language it exists in. */
async function Overview({ locale }: { locale: Locale }) {
  const [t, tc, software] = await Promise.all([getTranslations('support'), getTranslations('common'), listSoftware(locale)])
  const rows = await Promise.all(
    software.map(async (s: SoftwareRow) => {
      const docs = await Promise.all(LOCALES.map(async (l) => ((await getHelpDocument(l, s.alias)) ? l : null)))
      return { software: s, languages: docs.filter((l): l is Locale => l !== null) }
    }),
  )
  const withDocs = rows.filter((r) => r.languages.length > 0)
  return (
    <main>
      <PageIntro crumbs={[{ label: t('support') }, { label: t('help.title') }]} title={t('help.title')} lead={t('help.allLead')} />
      <div className={`${shared.container} ${styles.overview}`}>
        {withDocs.length === 0 ? (
          <p className={shared.empty}>{tc('noData')}</p>
        ) : (
          <ul className={styles.cards}>
            {withDocs.map(({ software: s, languages }) => (
              <li key={s.id} className={styles.card}>
                <h2 className={styles.cardTitle}>{s.softwareName}</h2>
                {s.summary ? <p className={shared.muted}>{s.summary}</p> : null}
                <p className={styles.cardLinks}>
                  {languages.map((l) => (
                    <Link key={l} href={hrefOf(s.alias, l)}>
                      {t('help.read', { language: LANGUAGES[l].name })}
                    </Link>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}
