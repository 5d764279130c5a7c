'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'

import { adminInEnglish } from '@/i18n/locales'

/** Above the leads list: downloads every lead matching nothing or the status filter as CSV. */
export function ExportLeadsButton() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const zh = !adminInEnglish(i18n.language)
  const href = `${config.serverURL ?? ''}${config.routes.api}/contact-submissions/export.csv`
  return (
    <div style={{ display: 'flex', gap: '0.75rem', margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {zh ? '导出全部留言 (CSV)' : 'Export all leads (CSV)'}
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={`${href}?status=new`} download>
        {zh ? '导出新留言 (CSV)' : 'Export new leads (CSV)'}
      </a>
    </div>
  )
}
