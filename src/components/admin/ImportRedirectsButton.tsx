'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type ChangeEvent, useState } from 'react'

import { adminInEnglish } from '@/i18n/locales'

type Report = { created: number; errors: Array<{ line: number; message: string }> }

/** Above the redirects list: imports a CSV file (from,to[,status][,note]) and lists the refused rows by line. */
export function ImportRedirectsButton() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const en = adminInEnglish(i18n.language)
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<Report | null>(null)
  const [failure, setFailure] = useState('')

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    setFailure('')
    setReport(null)
    try {
      const res = await fetch(`${config.serverURL ?? ''}${config.routes.api}/redirects/import`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/csv' },
        body: await file.text(),
      })
      const body = (await res.json().catch(() => null)) as (Report & { errors?: Array<{ message: string; line?: number }> }) | null
      if (!res.ok || !body) setFailure(body?.errors?.[0]?.message ?? `HTTP ${res.status}`)
      else {
        setReport(body)
        router.refresh()
      }
    } catch (error) {
      setFailure(String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ margin: '0 0 1rem' }}>
      <label className="btn btn--style-secondary btn--size-small" style={{ cursor: busy ? 'wait' : 'pointer' }}>
        {busy ? (en ? 'Importing…' : '正在导入…') : en ? 'Import CSV (from,to,status,note)' : '导入 CSV（来源,目标,状态码,备注）'}
        <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={busy} style={{ display: 'none' }} />
      </label>
      {failure && <p role="alert">{failure}</p>}
      {report && (
        <div role="status">
          <p>
            {en
              ? `${report.created} redirect(s) imported, ${report.errors.length} row(s) refused.`
              : `已导入 ${report.created} 条，拒绝 ${report.errors.length} 行。`}
          </p>
          {report.errors.length > 0 && (
            <ul>
              {report.errors.map((e) => (
                <li key={`${e.line}-${e.message}`}>{en ? `Line ${e.line}: ${e.message}` : `第 ${e.line} 行：${e.message}`}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
