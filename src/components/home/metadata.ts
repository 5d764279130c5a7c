import type { Metadata } from 'next'

import { pageAlternates } from '@/components/layout/seo'
import { buildMetadata, organizationOf, pageUrl } from '@/components/pages/seo'
import { getSiteSettings } from '@/content/globals'
import type { Locale } from '@/i18n/locales'
import { type JsonLdDocument, organizationLd, webSiteLd } from '@/lib/structured-data'

/**
 * Title, description, canonical and hreflang, Open Graph and Twitter card of the home page (contract 1). Both
 * pc_index and phone_index name /pc_index as their canonical URL.
 */
export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const settings = await getSiteSettings(locale).catch(() => null)
  const company = settings?.companyName?.trim() ?? ''
  const slogan = settings?.slogan?.trim() ?? ''
  // The company's name holds the brand: no second one is added. Without the settings (database out), the
  // addresses alone.
  return buildMetadata({
    locale,
    path: '/pc_index',
    title: [company, slogan].filter(Boolean).join(' - '),
    description: settings?.description?.trim() || slogan || company,
  }).catch(() => ({ alternates: pageAlternates(locale, '/pc_index') }))
}

/** The home page's structured data: the company, and the site with its search. */
export async function homeStructuredData(locale: Locale): Promise<JsonLdDocument[]> {
  const organization = await organizationOf(locale)
  return [
    organizationLd(organization),
    webSiteLd({
      url: pageUrl(locale, '/pc_index'),
      name: organization.alternateName || organization.name,
      locale,
      searchUrl: pageUrl(locale, '/search?q={search_term_string}'),
    }),
  ]
}
