'use client'
import { useFormFields, useRowLabel, useTranslation } from '@payloadcms/ui'

import { adminInEnglish, adminText } from '@/i18n/locales'
import type { LeadNote } from '@/lib/lead-notes'
import { formatShanghaiTime } from '@/lib/time'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The leads list's e-mail column: a mailto: link. */
export function EmailCell({ cellData }: { cellData?: unknown }) {
  const email = typeof cellData === 'string' ? cellData : ''
  if (!email) return null
  return (
    <a href={`mailto:${email}`} onClick={(event) => event.stopPropagation()}>
      {email}
    </a>
  )
}

/** In a lead's sidebar: call the phone and write to the address with one click. */
export function LeadContactLinks() {
  const { i18n } = useTranslation()
  const zh = !adminInEnglish(i18n.language)
  const phone = useFormFields(([fields]) => fields.phone?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  return (
    <div className="lead-contact-links" style={{ display: 'grid', gap: '0.25rem', marginBottom: '1.5rem' }}>
      <strong>{zh ? '联系' : 'Contact'}</strong>
      {typeof phone === 'string' && phone ? (
        <a href={telHref(phone)}>
          {zh ? '拨打 ' : 'Call '}
          {phone}
        </a>
      ) : null}
      {typeof email === 'string' && email ? (
        <a href={`mailto:${email}`}>
          {zh ? '写邮件 ' : 'E-mail '}
          {email}
        </a>
      ) : null}
    </div>
  )
}

/** A follow-up entry's row: `2026-11-27 10:30 · 销售小张 <zhang@example.com>` instead of "Item 01". */
export function NoteRowLabel() {
  const { data, rowNumber } = useRowLabel<Partial<LeadNote>>()
  const { i18n } = useTranslation()
  const when = data?.at ? formatShanghaiTime(data.at).slice(0, 16) : ''
  const label = [when, data?.author].filter(Boolean).join(' · ')
  return <span>{label || `${adminText(i18n.language, { zh: '记录', en: 'Entry' })} ${(rowNumber ?? 0) + 1}`}</span>
}
