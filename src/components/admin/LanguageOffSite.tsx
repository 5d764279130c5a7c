'use client'
import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { type AdminLanguage, adminText, isLocale, LANGUAGES } from '@/i18n/locales'

/** The languages the published document has a title in (those on the site), read once per document. */
function useLiveLanguages(collectionSlug: string | undefined, id: number | string | undefined, titleField: string | undefined): string[] {
  const { config } = useConfig()
  const [live, setLive] = useState<string[]>([])
  useEffect(() => {
    if (!collectionSlug || id === undefined || !titleField) return
    const controller = new AbortController()
    const query = `depth=0&locale=all&select[${titleField}]=true&select[_status]=true`
    void fetch(`${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}?${query}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : null))
      .then((doc) => {
        const titles = doc?._status === 'published' ? doc[titleField] : null
        if (!titles || typeof titles !== 'object') return setLive([])
        setLive(Object.entries(titles).flatMap(([code, title]) => (typeof title === 'string' && title.trim() ? [code] : [])))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [collectionSlug, id, titleField, config.serverURL, config.routes.api])
  return live
}

/**
 * "从网站撤下英文 / Take English off the site" in the translation band of a published document: one language leaves the
 * site, the others stay (`POST /api/{collection}/{id}/unpublish-language`, src/collections/language-unpublish.ts);
 * shown only while that language and another are on the site; asks first, says what happened, and reloads the
 * document to show it.
 */
export function LanguageOffSite({ ui }: { ui: AdminLanguage }) {
  const { config, getEntityConfig } = useConfig()
  const { id, collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  // Read only for a document with a published version (a draft never published has nothing on the site).
  const published = hasPublishedDoc && collectionSlug ? collectionSlug : undefined
  const live = useLiveLanguages(published, id, published ? getEntityConfig({ collectionSlug: published })?.admin?.useAsTitle : undefined)
  // Only where it can act: this language is on the site, and another one too (else "Unpublish" is the way).
  if (!collectionSlug || id === undefined || !isLocale(locale.code) || !live.includes(locale.code) || live.length < 2) return null
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
