import type { Payload } from 'payload'

import { accountName } from '@/content/people'
import { adminInEnglish } from '@/i18n/locales'

type Props = { payload?: Payload; data?: { editedBy?: unknown }; i18n?: { language?: string } }

/**
 * "最后编辑人 / Last edited by" in the document's sidebar: the name (or e-mail address) of whoever saved last. Payload's
 * relationship field would show "无标题 - ID: 1" to an editor, who may not read other accounts.
 */
export async function EditedByField({ payload, data, i18n }: Props) {
  const en = adminInEnglish(i18n?.language)
  const name = payload ? await accountName(payload, data?.editedBy) : null
  return (
    <div className="field-type edited-by" data-edited-by style={{ marginBottom: '1rem' }}>
      <span className="field-label">{en ? 'Last edited by' : '最后编辑人'}</span>
      <div>{name ?? '—'}</div>
    </div>
  )
}
