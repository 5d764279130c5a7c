'use client'
import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useState } from 'react'

import { type AdminLanguage, adminText, isLocale, LANGUAGES } from '@/i18n/locales'

/**
 * "从网站撤下英文 / Take English off the site" in the translation band of a published document: one language leaves the
 * site, the others stay (`POST /api/{collection}/{id}/unpublish-language`, src/collections/language-unpublish.ts);
 * asks first, says what happened, and reloads the document to show it.
 */
export function LanguageOffSite({ ui }: { ui: AdminLanguage }) {
  const { config } = useConfig()
  const { id, collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  if (!collectionSlug || id === undefined || !hasPublishedDoc || !isLocale(locale.code)) return null
  const code = locale.code
  const name = LANGUAGES[code].adminName[ui]

  async function takeOff() {
    const question = adminText(ui, {
      zh: `从网站撤下${name}内容？其他语言仍在网站上；${name}草稿保留，再次发布${name}时重新上线。`,
      en: `Take the ${name} text off the site? Other languages stay on the site; the ${name} draft is kept and goes live again when ${name} is published.`,
    })
    if (!window.confirm(question)) return
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(
        `${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}/unpublish-language?locale=${code}`,
        {
          method: 'POST',
          credentials: 'include',
          headers: { 'accept-language': ui },
        },
      )
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      if (!response.ok) {
        setMessage(body.errors?.[0]?.message ?? adminText(ui, { zh: '未能撤下。', en: 'It could not be taken down.' }))
        return
      }
      setMessage(body.message ?? '')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        data-language-off-site={code}
        onClick={() => void takeOff()}
      >
        {adminText(ui, { zh: `从网站撤下${name}`, en: `Take ${name} off the site` })}
      </button>
      {message ? <span role="status">{message}</span> : null}
    </>
  )
}
