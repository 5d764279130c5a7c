import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HideSiteFooter } from '@/components/pages/HideSiteFooter'
import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { buildMetadata } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { listSoftware } from '@/content/software'
import { isLocale } from '@/i18n/locales'

import styles from './page.module.css'
import { SoftwareItem } from './SoftwareItem'

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
            {software.map((s) => (
              <SoftwareItem key={s.id} software={s} locale={locale} />
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}
