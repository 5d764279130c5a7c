import Link from 'next/link'
import type { Payload } from 'payload'

import { titleInAnyLanguage } from '@/content/list-titles'
import { adminLanguageOf, adminText, LANGUAGES } from '@/i18n/locales'

type Props = {
  payload?: Payload
  collectionSlug?: string
  cellData?: unknown
  rowData?: { id?: string | number }
  field?: { name?: string }
  link?: boolean
  linkURL?: string
  viewType?: string
  i18n?: { language?: string }
}

/**
 * The title column of a translated collection's list: the title in the language shown, else the title in another
 * language marked with that language ("〔中文〕智慧梁场…" in the English list of items still to translate), never
 * Payload's "<No Title>"; a link to the document as Payload's own cell. A server component (Payload renders list cells on
 * the server and hands it the Payload instance).
 */
export async function ListTitleCell({ payload, collectionSlug, cellData, rowData, field, link, linkURL, viewType, i18n }: Props) {
  const lang = adminLanguageOf(i18n?.language)
  const own = typeof cellData === 'string' ? cellData.trim() : ''
  const id = rowData?.id
  const other =
    !own && payload && collectionSlug && field?.name && id !== undefined
      ? await titleInAnyLanguage(payload, collectionSlug, id, field.name)
      : null
  const content = own ? (
    own
  ) : other ? (
    <>
      <span className="list-title__language" data-language={other.locale}>
        〔{LANGUAGES[other.locale].adminName[lang]}〕
      </span>
      {other.title}
    </>
  ) : (
    adminText(lang, { zh: '（无标题）', en: '(untitled)' })
  )
  if (!link || !payload || !collectionSlug || id === undefined) return <span>{content}</span>
  const trash = viewType === 'trash' ? '/trash' : ''
  const href = linkURL ?? `${payload.config.routes.admin}/collections/${collectionSlug}${trash}/${encodeURIComponent(String(id))}`
  return (
    <Link href={href} prefetch={false}>
      {content}
    </Link>
  )
}
