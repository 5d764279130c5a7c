'use client'
import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { type Bilingual, rowLabel } from '@/lib/row-label'

/** A list row's label: its own words, or the list's singular name and its number (src/lib/row-label.ts). */
export function RowLabel({ singular }: { singular?: Bilingual }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  return <span>{rowLabel(data, rowNumber, singular, i18n.language)}</span>
}
