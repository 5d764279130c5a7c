import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HomeView } from '@/components/home/HomeView'
import { homeMetadata, homeStructuredData } from '@/components/home/metadata'
import { JsonLd } from '@/components/pages/JsonLd'
import { getSiteSettings } from '@/content/globals'
import { getHomeView } from '@/content/home'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/** Canonical URL: /pc_index (contract 1). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return homeMetadata(isLocale(locale) ? locale : 'zh')
}

/** The phone home page (contract 1): the same responsive home page as pc_index. */
export default async function PhoneHomePage({ params }: Props) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'zh'
  setRequestLocale(locale)
  const [data, settings, structured] = await Promise.all([
    getHomeView(locale),
    getSiteSettings(locale).catch(() => null),
    homeStructuredData(locale).catch(() => []),
  ])
  return (
    <>
      {structured.map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
      <HomeView data={data} company={settings?.companyName?.trim() || settings?.shortName?.trim() || ''} />
    </>
  )
}
