'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminText } from '@/i18n/locales'

type Outcome = { ok: boolean; message: string } | null

/**
 * In a lead alert channel: "send a test message" through the saved channel, and the platform's answer as it came
 * (sent, or its reason: bad signature, keyword missing, address not allowed, throttled).
 */
export function LeadChannelTest() {
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const t = (texts: { zh: string; en: string }) => adminText(i18n.language, texts)

  if (id === undefined || id === null) {
    return <p className="field-description">{t({ zh: '保存后可发送测试消息。', en: 'Save the channel to send a test message.' })}</p>
  }
  const send = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}/lead-channels/${id}/test`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => null)) as { ok?: boolean; message?: string } | null
      setOutcome({ ok: Boolean(body?.ok), message: body?.message ?? `${response.status}` })
    } catch {
      setOutcome({ ok: false, message: t({ zh: '网络错误，请重试。', en: 'Network error: try again.' }) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ margin: '0 0 1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        onClick={() => void send()}
      >
        {busy
          ? t({ zh: '正在发送…', en: 'Sending…' })
          : t({ zh: '发送测试消息（用已保存的设置）', en: 'Send a test message (saved settings)' })}
      </button>
      {outcome && (
        <p role="status" style={{ margin: '0.5rem 0 0', color: outcome.ok ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
          {outcome.message}
        </p>
      )}
    </div>
  )
}
