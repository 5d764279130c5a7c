import type { Metadata } from 'next'

import { hubMetadata, HubView } from '@/components/pages/HubView'
import { pageLocale } from '@/components/pages/params'
import { isLocale } from '@/i18n/locales'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? hubMetadata(locale, 'solution', null) : {}
}

/** The hub of the solutions: every solution page with image, summary and link (editable: the page `solutions`). */
export default async function SolutionsPage({ params }: { params: Promise<Params> }) {
  return <HubView locale={await pageLocale(params)} category="solution" />
}
