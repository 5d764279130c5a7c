import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HomeView } from '@/components/home/HomeView'
import { homeMetadata, homeStructuredData } from '@/components/home/metadata'
import { JsonLd } from '@/components/pages/JsonLd'
import { getSiteSettings } from '@/content/globals'
import { getHomeView } from '@/content/home'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return homeMetadata(isLocale(locale) ? locale : DEFAULT_LOCALE)
}

/** The home page: the eight sections of spec section 2. */
export default async function HomePage({ params }: Props) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE
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
