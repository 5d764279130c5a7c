/**
 * The label of a list row in the admin (Payload shows "Item 01", "Link 01" by default): the row's own words, from
 * the first filled text among the usual fields, else the list's singular name in the admin's language and the
 * row's number ("按钮 02", "Button 02"). Pure: src/components/admin/RowLabel.tsx shows it.
 */
import { adminText } from '@/i18n/locales'
const PREFERRED = ['title', 'label', 'name', 'heading', 'query', 'text', 'area', 'value', 'year', 'number', 'caption', 'key']
const MAX_LENGTH = 60

export type Bilingual = { zh: string; en: string }

function words(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.replace(/\s+/g, ' ').trim()
  if (!text) return null
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text
}

export function rowLabel(data: unknown, rowNumber: number | undefined, singular: Bilingual | undefined, language: string): string {
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const row = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  for (const key of PREFERRED) {
    const text = words(row[key])
    if (text) return `${number} · ${text}`
  }
  const name = adminText(language, singular ?? { zh: '行', en: 'Row' })
  return `${name} ${number}`
}
