'use client'

/**
 * Links and the current path in the visitor's language, for server and client components alike. The language is
 * the page's `[locale]` segment (Chinese at the root, English under /en, contract 1).
 *
 * Written here rather than taken from next-intl's createNavigation: next-intl's client navigation reads the locale
 * from its client provider, and that provider brings next-intl's message formatter (about 13 KB compressed) into
 * every page although no client component formats a message (they get their texts from the server as props).
 */
import NextLink from 'next/link'
import { useParams, usePathname as useNextPathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import { localizedPath } from '@/lib/seo'

import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

type Href = ComponentProps<typeof NextLink>['href']

/** The page's language: its `[locale]` segment (outside the locale layout, Chinese). */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** A locale-free href (`/updateLog?softwareId=3`, or `{ pathname, query }`) in one language. */
function localizedHref(locale: Locale, href: Href): Href {
  if (typeof href === 'string') return href.startsWith('/') ? localizedPath(locale, href) : href
  return href.pathname?.startsWith('/') ? { ...href, pathname: localizedPath(locale, href.pathname) } : href
}

/** next/link with the href in the page's language, or in `locale` when given. */
export function Link({ href, locale, ...rest }: ComponentProps<typeof NextLink> & { locale?: Locale }) {
  const current = useLocale()
  return <NextLink href={localizedHref(locale ?? current, href)} {...rest} />
}

/** The current path without its language prefix: `/en/airoad` and `/airoad` are both `/airoad`. */
export function usePathname(): string {
  const pathname = useNextPathname() ?? '/'
  if (pathname === '/en') return '/'
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}
