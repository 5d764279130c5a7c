import type { Metadata } from 'next'

import { pageAlternates } from '@/components/layout/seo'
import { getSiteSettings } from '@/content/globals'
import type { Locale } from '@/i18n/locales'

/**
 * Title, description, canonical and hreflang of the home page (contract 1). Both pc_index and phone_index name
 * /pc_index as their canonical URL.
 */
export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const settings = await getSiteSettings(locale).catch(() => null)
  const company = settings?.companyName?.trim() ?? ''
  const slogan = settings?.slogan?.trim() ?? ''
  const title = [company, slogan].filter(Boolean).join(' - ')
  return {
    ...(title ? { title: { absolute: title } } : {}),
    description: settings?.description?.trim() || slogan || company || undefined,
    alternates: pageAlternates(locale, '/pc_index'),
  }
}
