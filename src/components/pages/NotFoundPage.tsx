import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'

import { NotFoundView } from './NotFoundView'

async function Signal404(): Promise<never> {
  notFound()
}

/**
 * What a page renders for an unknown or malformed id: the 404 page's content, rendered on the server (so it is
 * there without JavaScript), and a 404 status. The status comes from notFound() thrown inside a Suspense boundary:
 * Next then answers 404 and keeps the rest of the page's HTML (a notFound() thrown by the page itself leaves only
 * an empty error shell for the browser to fill). In the browser the layout's not-found boundary takes over and
 * shows the same content.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <Signal404 />
      </Suspense>
    </>
  )
}

/** The metadata of that page: its title in the visitor's language, not indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: { absolute: t('title') }, robots: { index: false, follow: true } }
}
