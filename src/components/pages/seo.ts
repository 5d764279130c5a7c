/**
 * Page metadata with the site's address and name (server only): wraps the pure helpers of `@/lib/seo`.
 */
import type { Metadata } from 'next'

import { getSiteSettings } from '@/content/globals'
import { imageView } from '@/content/media'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, pageMetadata, type PageSeo, type SiteAddress } from '@/lib/seo'

export function siteAddress(): SiteAddress {
  return { origin: env.serverUrl.replace(/\/+$/, ''), basePath: env.basePath }
}

export type SiteIdentity = { name: string; shortName: string; description: string; logo: PageSeo['image'] }

export async function siteIdentity(locale: Locale): Promise<SiteIdentity> {
  const settings = await getSiteSettings(locale)
  const logo = imageView(settings.logo)
  return {
    name: settings.companyName ?? '',
    shortName: settings.shortName || settings.companyName || '',
    description: settings.description ?? '',
    logo: logo?.url ? logo : null,
  }
}

/** Metadata of one page: its title and description, the site's name, the share image or the site's logo. */
export async function buildMetadata(input: Omit<PageSeo, 'site' | 'siteName'> & { image?: PageSeo['image'] }): Promise<Metadata> {
  const identity = await siteIdentity(input.locale)
  return pageMetadata({
    ...input,
    site: siteAddress(),
    siteName: identity.shortName,
    description: input.description || identity.description,
    image: input.image ?? identity.logo,
  })
}

/** The absolute URL of a locale-free path in one language. */
export function pageUrl(locale: Locale, path: string): string {
  return absoluteUrl(siteAddress(), locale, path)
}
