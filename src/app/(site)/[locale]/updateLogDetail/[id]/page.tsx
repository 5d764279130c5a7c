import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/pages/Breadcrumbs'
import { HideSiteFooter } from '@/components/pages/HideSiteFooter'
import { JsonLd } from '@/components/pages/JsonLd'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { pageLocale } from '@/components/pages/params'
import prose from '@/components/pages/prose.module.css'
import { buildMetadata, organizationOf, pageUrl } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { richTextToText } from '@/content/richtext'
import { getSeoFields } from '@/content/seo'
import { getUpdateLog, type UpdateLogDetail } from '@/content/software'
import { isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { parseIdSegment } from '@/i18n/query-routes'
import { shanghaiIso } from '@/lib/seo'
import { techArticleLd } from '@/lib/structured-data'

import styles from './page.module.css'

type Params = { locale: string; id: string }

export const dynamicParams = true

export function generateStaticParams() {
  return []
}

async function load(locale: Locale, segment: string): Promise<UpdateLogDetail | null> {
  const id = parseIdSegment(segment)
  return id === null ? null : getUpdateLog(locale, id)
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const log = await load(locale, id)
  if (!log) return notFoundMetadata(locale)
  const plain = log.summary || richTextToText(log.content)
  return buildMetadata({
    locale,
    path: `/updateLogDetail?id=${log.logId}`,
    title: `${log.title} (${log.softwareName} ${log.version})`,
    description: plain || `${log.softwareName} ${log.version}`,
    type: 'article',
    publishedTime: shanghaiIso(log.updateTime),
    seo: await getSeoFields('update-logs', locale, log.logId),
  })
}

/** One release of one software (spec section 2: updateLogDetail); no footer. */
export default async function UpdateLogDetailPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const log = await load(locale, (await params).id)
  if (!log) return <NotFoundPage />
  const [t, publisher] = await Promise.all([getTranslations('support'), organizationOf(locale)])
  const listHref = { pathname: '/updateLog', query: { softwareId: String(log.softwareId) } }
  const structured = techArticleLd({
    url: pageUrl(locale, `/updateLogDetail?id=${log.logId}`),
    headline: `${log.title} (${log.softwareName} ${log.version})`,
    description: log.summary,
    published: shanghaiIso(log.updateTime),
    locale,
    publisher,
    about: log.softwareName,
  })
  return (
    <main className={styles.main}>
      <JsonLd data={structured} />
      <HideSiteFooter />
      <div className={shared.container}>
        <Breadcrumbs
          items={[
            { label: t('support') },
            { label: t('updateLog.allTitle'), href: '/updateLog' },
            { label: log.softwareName, href: `/updateLog?softwareId=${log.softwareId}` },
            { label: log.version },
          ]}
        />
        <article className={styles.article}>
          <header className={styles.header}>
            <p className={styles.software}>
              {log.softwareName} <span className={styles.version}>{log.version}</span>
            </p>
            <h1 className={styles.title}>{log.title}</h1>
            <p className={styles.meta}>
              {t('updateLog.released')}: <time dateTime={shanghaiIso(log.updateTime)}>{log.updateTime}</time>
            </p>
            {log.summary ? <p className={styles.summary}>{log.summary}</p> : null}
          </header>
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: log.content }} />
          <p className={styles.back}>
            <Link href={listHref} className={`${shared.button} ${shared.buttonGhost}`}>
              {t('updateLog.back')}
            </Link>
          </p>
        </article>
      </div>
    </main>
  )
}
