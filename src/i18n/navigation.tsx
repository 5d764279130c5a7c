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
import { useParams, usePathname as useNextPathname, useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

import { localizedPath } from '@/lib/seo'

import { DEFAULT_LOCALE, isLocale, type Locale, pathWithoutLocale } from './locales'

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

/** The address of an href, as `router.prefetch` takes it. */
function hrefString(href: Href): string {
  if (typeof href === 'string') return href
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) query.append(key, String(v))
  }
  const search = query.toString() ? `?${query}` : (href.search ?? '')
  return `${href.pathname ?? ''}${search}${href.hash ?? ''}`
}

/**
 * next/link with the href in the page's language, or in `locale` when given.
 *
 * Prefetching is on intent: the target is prefetched when the pointer enters the link, a finger touches it or it
 * gets the keyboard focus, not when it scrolls into view (Next's default). On a phone, Next's viewport prefetches
 * (the target's page data, its script chunks and the images its data hints at) landed in the seconds after load and
 * cost main-thread time while the page was becoming interactive: blocking them raised Lighthouse's mobile
 * performance median on /airoad from 81 to 91 (2026-11-22; docs/architecture.md). `prefetch={false}` turns
 * prefetching off altogether, `prefetch` (true) keeps Next's viewport prefetch of the full page.
 */
export function Link({
  href,
  locale,
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...rest
}: ComponentProps<typeof NextLink> & { locale?: Locale }) {
  const current = useLocale()
  const router = useRouter()
  const target = localizedHref(locale ?? current, href)
  if (prefetch === true || prefetch === false) {
    return (
      <NextLink href={target} prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...rest} />
    )
  }
  const prefetchOnIntent = () => router.prefetch(hrefString(target))
  return (
    <NextLink
      href={target}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetchOnIntent()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetchOnIntent()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetchOnIntent()
        onFocus?.(event)
      }}
      {...rest}
    />
  )
}

/** The current path without its language prefix: `/en/airoad` and `/airoad` are both `/airoad`. */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? '/')
}
