import type { Payload } from 'payload'
import { cache } from 'react'

import { nextSchedules } from '@/content/dashboard'
import { adminLanguageOf, adminText, isLocale, LANGUAGES } from '@/i18n/locales'
import { formatAdminDate } from '@/lib/admin-dates'

/** One read of the pending schedules per list page and collection (React's request cache), not one per row. */
const schedulesOf = cache((payload: Payload, slug: string) => nextSchedules(payload, slug))

const WORDS = {
  publish: { zh: '发布', en: 'Publish' },
  unpublish: { zh: '下线', en: 'Unpublish' },
} as const

type Props = {
  payload?: Payload
  collectionSlug?: string
  rowData?: { id?: string | number }
  i18n?: { language?: string }
}

/**
 * The list column "计划发布 / Scheduled": the time of the document's next scheduled publish or unpublish, in Beijing
 * time as the admin writes dates, and what it will do (`2026年11月28日 09:30 发布`); a dash when nothing is scheduled.
 * A server component: Payload renders list cells on the server and hands it the Payload instance.
 */
export async function ScheduledCell({ payload, collectionSlug, rowData, i18n }: Props) {
  const lang = adminLanguageOf(i18n?.language)
  const id = rowData?.id
  if (!payload || !collectionSlug || id === undefined) return <span>—</span>
  const next = (await schedulesOf(payload, collectionSlug)).get(String(id))
  if (!next) return <span>—</span>
  const what = WORDS[next.type][lang]
  const locale = isLocale(next.locale)
    ? adminText(lang, { zh: `（${LANGUAGES[next.locale].adminName.zh}）`, en: ` (${LANGUAGES[next.locale].adminName.en})` })
    : ''
  return (
    <span data-scheduled={next.type} title={next.at}>
      {formatAdminDate(next.at, lang)} {what}
      {locale}
    </span>
  )
}
