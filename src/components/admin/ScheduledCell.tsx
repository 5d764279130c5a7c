import type { Payload } from 'payload'
import { cache } from 'react'

import { nextSchedules } from '@/content/dashboard'
import { formatAdminDate } from '@/lib/admin-dates'

/** One read of the pending schedules per list page and collection (React's request cache), not one per row. */
const schedulesOf = cache((payload: Payload, slug: string) => nextSchedules(payload, slug))

const WORDS = {
  publish: { zh: '发布', en: 'Publish' },
  unpublish: { zh: '下线', en: 'Unpublish' },
  zh: { zh: '中文', en: 'Chinese' },
  en: { zh: '英文', en: 'English' },
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
  const lang = i18n?.language === 'en' ? 'en' : 'zh'
  const id = rowData?.id
  if (!payload || !collectionSlug || id === undefined) return <span>—</span>
  const next = (await schedulesOf(payload, collectionSlug)).get(String(id))
  if (!next) return <span>—</span>
  const what = WORDS[next.type][lang]
  const locale = next.locale === 'zh' || next.locale === 'en' ? `（${WORDS[next.locale][lang]}）` : ''
  return (
    <span data-scheduled={next.type} title={next.at}>
      {formatAdminDate(next.at, lang)} {what}
      {lang === 'en' ? locale.replace('（', ' (').replace('）', ')') : locale}
    </span>
  )
}
