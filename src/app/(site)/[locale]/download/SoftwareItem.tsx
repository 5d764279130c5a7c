import { getTranslations } from 'next-intl/server'

import shared from '@/components/pages/shared.module.css'
import type { SoftwareRow } from '@/content/software'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Requirement } from '@/lib/requirements'
import { shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

/** An address of a file on another site (a download link an editor entered rather than an uploaded installer). */
const isExternal = (url: string) => /^https?:\/\//i.test(url)

/**
 * One software of the download list: its facts, requirements, older versions, links to its update log and help,
 * and its download button.
 */
export async function SoftwareItem({ software: s, locale }: { software: SoftwareRow; locale: Locale }) {
  const t = await getTranslations('support')
  return (
    <li id={`software-${s.alias}`} className={styles.item}>
      <div className={styles.main}>
        <h2 className={styles.name}>{s.softwareName}</h2>
        {s.summary ? <p className={styles.summary}>{s.summary}</p> : null}
        <SoftwareFacts software={s} />
        {s.requirements.length > 0 ? <SoftwareRequirements requirements={s.requirements} /> : null}
        {s.olderVersions.length > 0 ? <OlderVersions software={s} /> : null}
        <p className={styles.links}>
          <Link href={{ pathname: '/updateLog', query: { softwareId: String(s.id) } }}>{t('download.updateLog')}</Link>
          <Link href={{ pathname: '/helpDocuments', query: { soft: s.alias, language: locale } }}>{t('download.help')}</Link>
        </p>
      </div>
      {s.downloadUrl ? <DownloadButton software={s} /> : null}
    </li>
  )
}

/** Version, size, update time and the installer's SHA-256. */
async function SoftwareFacts({ software: s }: { software: SoftwareRow }) {
  const t = await getTranslations('support')
  return (
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
  )
}

/** The system requirements, folded: the named ones as a list of terms, the others as paragraphs. */
async function SoftwareRequirements({ requirements }: { requirements: Requirement[] }) {
  const t = await getTranslations('support')
  return (
    <details className={styles.requirements}>
      <summary>{t('download.requirements')}</summary>
      {requirements.some((r) => r.item) ? (
        <dl>
          {requirements
            .filter((r) => r.item)
            .map((r, i) => (
              <div key={i}>
                <dt>{r.item}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {requirements
        .filter((r) => !r.item)
        .map((r, i) => (
          <p key={i}>{r.value}</p>
        ))}
    </details>
  )
}

/** The earlier releases still offered, folded, each with its download, notes and checksum. */
async function OlderVersions({ software: s }: { software: SoftwareRow }) {
  const t = await getTranslations('support')
  return (
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
                {...(isExternal(v.downloadUrl) ? { rel: 'noopener' } : { download: '' })}
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
  )
}

/** The download button of the current version, through `/download/file/{id}` (which counts the download). */
async function DownloadButton({ software: s }: { software: SoftwareRow }) {
  const t = await getTranslations('support')
  return (
    <a
      className={`${shared.button} ${styles.download}`}
      href={`${env.basePath}/download/file/${s.id}`}
      aria-label={t('download.buttonLabel', { name: s.softwareName, version: s.version })}
      {...(isExternal(s.downloadUrl) ? { rel: 'noopener' } : { download: '' })}
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
  )
}
