/**
 * Page metadata and structured data with the site's address and name (server only): wraps the pure helpers of
 * `@/lib/seo` and `@/lib/structured-data`.
 */
import type { Metadata } from 'next'

import { getSiteSettings } from '@/content/globals'
import { versionsOf } from '@/content/language-versions'
import { imageView } from '@/content/media'
import { NO_SEO, type SeoFields } from '@/content/seo'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { CaptionTrack } from '@/lib/captions'
import { absoluteAsset, absoluteUrl, pageMetadata, type PageSeo, type SeoImage, type SiteAddress } from '@/lib/seo'
import type { CaptionInput, OrganizationInput } from '@/lib/structured-data'

export function siteAddress(): SiteAddress {
  return { origin: env.serverUrl.replace(/\/+$/, ''), basePath: env.basePath }
}

export type SiteIdentity = {
  name: string
  shortName: string
  description: string
  logo: PageSeo['image']
  email: string
  telephone: string
  address: string
}

export async function siteIdentity(locale: Locale): Promise<SiteIdentity> {
  const settings = await getSiteSettings(locale)
  const logo = imageView(settings.logo)
  return {
    name: settings.companyName ?? '',
    shortName: settings.shortName || settings.companyName || '',
    description: settings.description ?? '',
    logo: logo?.url ? logo : null,
    email: settings.mailboxes?.sales || settings.mailboxes?.support || '',
    telephone: settings.hotlines?.[0]?.number ?? '',
    address: settings.address ?? '',
  }
}

/** The share card of a page without an image of its own (public/share.png, 1200 x 630; scripts/site-images.ts). */
export function defaultShareImage(alt: string): SeoImage {
  return { url: `${env.basePath}/share.png`, width: 1200, height: 630, alt }
}

/** The square share card every page names after its own image (public/share-square.png, 600 x 600). */
export function squareShareImage(alt: string): SeoImage {
  return { url: `${env.basePath}/share-square.png`, width: 600, height: 600, alt }
}

/**
 * Metadata of one page: its title (with the brand once) and description (the editor's SEO fields first, `seo`), canonical URL and alternates (only the
 * languages its content exists in, src/content/language-versions.ts), Open Graph and Twitter card with the page's
 * image or the site's share card, and the site's square card after it.
 */
export async function buildMetadata(
  input: Omit<PageSeo, 'site' | 'siteName'> & { image?: PageSeo['image']; seo?: SeoFields },
): Promise<Metadata> {
  const { seo = NO_SEO, ...page } = input
  const [identity, languages] = await Promise.all([siteIdentity(page.locale), page.languages ?? versionsOf(page.path)])
  const image = seo.image?.url ? seo.image : page.image
  return pageMetadata({
    ...page,
    languages,
    site: siteAddress(),
    siteName: identity.shortName,
    brandNames: [identity.name, ...(page.brandNames ?? [])],
    title: seo.title || page.title,
    description: seo.description || page.description || identity.description,
    image: image?.url ? image : defaultShareImage(identity.name || identity.shortName),
    squareImage: squareShareImage(identity.name || identity.shortName),
  })
}

/** The absolute URL of a locale-free path in one language. */
export function pageUrl(locale: Locale, path: string): string {
  return absoluteUrl(siteAddress(), locale, path)
}

/** An asset path of this site (`/api/media/file/…`, `/news-covers/…`) as an absolute URL; '' stays ''. */
export function assetUrl(url: string): string {
  return url ? absoluteAsset(siteAddress(), url) : ''
}

/** A video's caption files as its VideoObject names them (absolute addresses). */
export function captionsLd(tracks: readonly CaptionTrack[]): CaptionInput[] {
  return tracks.map((track) => ({ url: assetUrl(track.src), locale: track.locale, label: track.label }))
}

/** The company as structured data describes it (home page, and author and publisher of articles). */
export async function organizationOf(locale: Locale): Promise<OrganizationInput> {
  const identity = await siteIdentity(locale)
  return {
    url: pageUrl(locale, '/pc_index'),
    name: identity.name || identity.shortName,
    alternateName: identity.shortName,
    logo: identity.logo?.url ? assetUrl(identity.logo.url) : undefined,
    description: identity.description,
    email: identity.email,
    telephone: identity.telephone,
    address: identity.address,
  }
}
