import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'

/** The page's language from its route parameters (also set for next-intl's static rendering); 404 for any other. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
