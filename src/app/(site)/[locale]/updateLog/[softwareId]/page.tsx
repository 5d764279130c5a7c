import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HideSiteFooter } from '@/components/pages/HideSiteFooter'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { buildMetadata } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { getSoftware, listSoftware, listUpdateLogs, type SoftwareRow } from '@/content/software'
import { isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { parseIdSegment, SEGMENT } from '@/i18n/query-routes'
import { shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

type Params = { locale: string; softwareId: string }

export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const software = await listSoftware(params.locale)
  return [{ softwareId: SEGMENT.all }, ...software.map((s) => ({ softwareId: String(s.id) }))]
}

/** The software of the segment, `all` for the overview, or null (404). */
async function load(locale: Locale, segment: string): Promise<SoftwareRow | 'all' | null> {
  if (segment === SEGMENT.all) return 'all'
  const id = parseIdSegment(segment)
  return id === null ? null : getSoftware(locale, id)
}

const pathOf = (software: SoftwareRow | 'all') => (software === 'all' ? '/updateLog' : `/updateLog?softwareId=${software.id}`)

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, softwareId } = await params
  if (!isLocale(locale)) return {}
  const software = await load(locale, softwareId)
  if (!software) return notFoundMetadata(locale)
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'support' }), getTranslations({ locale, namespace: 'seo' })])
  return buildMetadata({
    locale,
    path: pathOf(software),
    title: software === 'all' ? t('updateLog.allTitle') : t('updateLog.title', { name: software.softwareName }),
    description: software === 'all' ? ts('updateLogAllDescription') : ts('updateLogDescription', { name: software.softwareName }),
  })
}

/** One software's versions, newest first (spec section 2: updateLog?softwareId=); no footer. */
export default async function UpdateLogPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const software = await load(locale, (await params).softwareId)
  if (!software) return <NotFoundPage />
  const [t, tc, all] = await Promise.all([getTranslations('support'), getTranslations('common'), listSoftware(locale)])
  const logs = software === 'all' ? null : await listUpdateLogs(locale, software, { pageNum: 1, pageSize: 100 })
  const crumbs =
    software === 'all'
      ? [{ label: t('support') }, { label: t('updateLog.allTitle') }]
      : [{ label: t('support') }, { label: t('updateLog.allTitle'), href: '/updateLog' }, { label: software.softwareName }]
  const others = all.filter((s) => software === 'all' || s.id !== software.id)

  return (
    <main>
      <HideSiteFooter />
      <PageIntro
        crumbs={crumbs}
        title={software === 'all' ? t('updateLog.allTitle') : t('updateLog.title', { name: software.softwareName })}
        lead={software === 'all' ? t('updateLog.allLead') : t('updateLog.lead', { name: software.softwareName })}
      >
        {software !== 'all' ? <p className={styles.current}>{t('updateLog.current', { version: software.version })}</p> : null}
      </PageIntro>
      <div className={`${shared.container} ${styles.layout}`}>
        <div className={styles.main}>
          {logs === null ? (
            all.length === 0 ? (
              <p className={shared.empty}>{tc('noData')}</p>
            ) : (
              <ul className={styles.softwareList}>
                {all.map((s) => (
                  <li key={s.id}>
                    <h2 className={styles.softwareName}>
                      <Link href={{ pathname: '/updateLog', query: { softwareId: String(s.id) } }}>{s.softwareName}</Link>
                    </h2>
                    <p className={shared.muted}>{t('updateLog.current', { version: s.version })}</p>
                  </li>
                ))}
              </ul>
            )
          ) : logs.rows.length === 0 ? (
            <p className={shared.empty}>{tc('noData')}</p>
          ) : (
            <ol className={styles.logs}>
              {logs.rows.map((log) => (
                <li key={log.logId} className={styles.log}>
                  <div className={styles.version}>
                    <span className={shared.visuallyHidden}>{t('updateLog.version')} </span>
                    {log.version}
                  </div>
                  <div className={styles.logBody}>
                    <h2 className={styles.logTitle}>
                      <Link href={{ pathname: '/updateLogDetail', query: { id: String(log.logId) } }}>{log.title}</Link>
                    </h2>
                    <p className={styles.logMeta}>
                      {t('updateLog.released')}: <time dateTime={shanghaiIso(log.updateTime)}>{log.updateTime.slice(0, 10)}</time>
                    </p>
                    {log.summary ? <p className={styles.logSummary}>{log.summary}</p> : null}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
        {software !== 'all' && others.length > 0 ? (
          <aside className={styles.aside} aria-labelledby="other-software">
            <h2 id="other-software" className={styles.asideHeading}>
              {t('updateLog.others')}
            </h2>
            <ul>
              {others.map((s) => (
                <li key={s.id}>
                  <Link href={{ pathname: '/updateLog', query: { softwareId: String(s.id) } }}>{s.softwareName}</Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </main>
  )
}
