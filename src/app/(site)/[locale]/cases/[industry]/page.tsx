import type { Metadata } from 'next'

import { hubMetadata, HubView } from '@/components/pages/HubView'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { pageLocale } from '@/components/pages/params'
import { isLocale } from '@/i18n/locales'
import { SEGMENT } from '@/i18n/query-routes'
import { CASE_INDUSTRIES, type CaseIndustry, isCaseIndustry } from '@/lib/case-industries'

type Params = { locale: string; industry: string }

/** `/cases` is `/cases/_all` inside, `/cases?industry=bridge` `/cases/bridge` (src/i18n/query-routes.ts). */
export function generateStaticParams() {
  return [SEGMENT.all, ...CASE_INDUSTRIES].map((industry) => ({ industry }))
}

/** null: all cases; undefined: not a valid segment (404). */
function industryOf(segment: string): CaseIndustry | null | undefined {
  if (segment === SEGMENT.all) return null
  return isCaseIndustry(segment) ? segment : undefined
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, industry } = await params
  if (!isLocale(locale)) return {}
  const value = industryOf(industry)
  return value === undefined ? notFoundMetadata(locale) : hubMetadata(locale, 'case', value)
}

/** The hub of the cases, filtered by industry with plain links (works without JavaScript). */
export default async function CasesPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const value = industryOf((await params).industry)
  if (value === undefined) return <NotFoundPage />
  return <HubView locale={locale} category="case" industry={value} />
}
