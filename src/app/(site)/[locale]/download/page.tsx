import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HideSiteFooter } from '@/components/pages/HideSiteFooter'
import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { buildMetadata } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { listSoftware } from '@/content/software'
import { env } from '@/env'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'support' }), getTranslations({ locale, namespace: 'seo' })])
  return buildMetadata({ locale, path: '/download', title: t('download.title'), description: ts('downloadDescription') })
}

/**
 * The software list with version, size, time, the installer's SHA-256 and a download button (spec section 2); no
 * footer. The button goes through `/download/file/{id}`, which counts the download and redirects to the file.
 */
export default async function DownloadPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const [t, tc, software] = await Promise.all([getTranslations('support'), getTranslations('common'), listSoftware(locale)])
  return (
    <main>
      <HideSiteFooter />
      <PageIntro crumbs={[{ label: t('download.title') }]} title={t('download.title')} lead={t('download.lead')} />
      <div className={`${shared.container} ${styles.body}`}>
        {software.length === 0 ? (
          <p className={shared.empty}>{tc('noData')}</p>
        ) : (
          <ul className={styles.list}>
            {software.map((s) => {
              const external = /^https?:\/\//i.test(s.downloadUrl)
              return (
                <li key={s.id} id={`software-${s.alias}`} className={styles.item}>
                  <div className={styles.main}>
                    <h2 className={styles.name}>{s.softwareName}</h2>
                    {s.summary ? <p className={styles.summary}>{s.summary}</p> : null}
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t('download.version')}</dt>
                        <dd>{s.version}</dd>
                      </div>
                      {s.fileSize ? (
                        <div>
                          <dt>{t('download.size')}</dt>
                          <dd>{s.fileSize}</dd>
                        </div>
                      ) : null}
                      {s.updateTime ? (
                        <div>
                          <dt>{t('download.updated')}</dt>
                          <dd>
                            <time dateTime={shanghaiIso(s.updateTime)}>{s.updateTime.slice(0, 10)}</time>
                          </dd>
                        </div>
                      ) : null}
                      {s.sha256 ? (
                        <div className={styles.checksum}>
                          <dt>{t('download.checksum')}</dt>
                          <dd>
                            <code title={t('download.checksumHint')}>{s.sha256}</code>
                          </dd>
                        </div>
                      ) : null}
                    </dl>
                    {s.requirements.length > 0 ? (
                      <details className={styles.requirements}>
                        <summary>{t('download.requirements')}</summary>
                        {s.requirements.some((r) => r.item) ? (
                          <dl>
                            {s.requirements
                              .filter((r) => r.item)
                              .map((r, i) => (
                                <div key={i}>
                                  <dt>{r.item}</dt>
                                  <dd>{r.value}</dd>
                                </div>
                              ))}
                          </dl>
                        ) : null}
                        {s.requirements
                          .filter((r) => !r.item)
                          .map((r, i) => (
                            <p key={i}>{r.value}</p>
                          ))}
                      </details>
                    ) : null}
                    {s.olderVersions.length > 0 ? (
                      <details className={styles.requirements}>
                        <summary>{t('download.olderVersions')}</summary>
                        <ul className={styles.older}>
                          {s.olderVersions.map((v) => (
                            <li key={v.version}>
                              <p className={styles.olderHead}>
                                <strong>{v.version}</strong>
                                {v.releasedAt ? <time dateTime={v.releasedAt}>{v.releasedAt}</time> : null}
                                {v.fileSize ? <span>{v.fileSize}</span> : null}
                                <a
                                  href={`${env.basePath}/download/file/${s.id}?version=${encodeURIComponent(v.version)}`}
                                  aria-label={t('download.olderDownloadLabel', { name: s.softwareName, version: v.version })}
                                  {...(/^https?:\/\//i.test(v.downloadUrl) ? { rel: 'noopener' } : { download: '' })}
                                >
                                  {t('download.olderDownload')}
                                </a>
                              </p>
                              {v.notes ? <p>{v.notes}</p> : null}
                              {v.sha256 ? (
                                <p className={styles.olderSum}>
                                  SHA-256 <code title={t('download.checksumHint')}>{v.sha256}</code>
                                </p>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                    <p className={styles.links}>
                      <Link href={{ pathname: '/updateLog', query: { softwareId: String(s.id) } }}>{t('download.updateLog')}</Link>
                      <Link href={{ pathname: '/helpDocuments', query: { soft: s.alias, language: locale } }}>{t('download.help')}</Link>
                    </p>
                  </div>
                  {s.downloadUrl ? (
                    <a
                      className={`${shared.button} ${styles.download}`}
                      href={`${env.basePath}/download/file/${s.id}`}
                      aria-label={t('download.buttonLabel', { name: s.softwareName, version: s.version })}
                      {...(external ? { rel: 'noopener' } : { download: '' })}
                    >
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                        <path
                          d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      {t('download.button')}
                    </a>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </main>
  )
}
