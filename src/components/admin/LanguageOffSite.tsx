'use client'
import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { type AdminLanguage, adminText, isLocale, LANGUAGES, type Locale } from '@/i18n/locales'
import { formatAdminDate } from '@/lib/admin-dates'

/** The band's small buttons, in Payload's button style. */
function BandButton({ primary = false, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn--style-${primary ? 'primary' : 'secondary'} btn--size-small`}
      style={{ margin: 0 }}
      {...props}
    />
  )
}

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
 * document to show it. Beside it, "计划撤下英文… / Schedule English off…" does the same at a chosen time (a
 * `schedulePublish` job of type "unpublish" for that language, listed and deletable in Payload's "预约发布" drawer).
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
      <BandButton disabled={busy} data-language-off-site={code} onClick={() => void takeOff()}>
        {adminText(ui, { zh: `从网站撤下${name}`, en: `Take ${name} off the site` })}
      </BandButton>
      <ScheduleOff ui={ui} code={code} url={`${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}/schedule`} />
      {message ? <span role="status">{message}</span> : null}
    </>
  )
}

/**
 * "计划撤下英文… / Schedule English off…": a time, then `POST {url}` (the document's `schedule` endpoint) with an
 * unpublish of that language; says what was scheduled, or the server's refusal.
 */
function ScheduleOff({ ui, code, url }: { ui: AdminLanguage; code: Locale; url: string }) {
  const [planning, setPlanning] = useState(false)
  const [when, setWhen] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const name = LANGUAGES[code].adminName[ui]

  async function schedule() {
    setBusy(true)
    setMessage('')
    try {
      const answer = await scheduleTakeOff(url, ui, code, when)
      setMessage(answer.message)
      if (answer.ok) setPlanning(false)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {planning ? (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <label>
            {adminText(ui, { zh: `${name}撤下时间 `, en: `${name} leaves the site at ` })}
            <input
              type="datetime-local"
              value={when}
              min={localInputValue(new Date())}
              onChange={(event) => setWhen(event.target.value)}
              data-language-off-site-at={code}
            />
          </label>
          <BandButton primary disabled={busy} data-language-off-site-schedule={code} onClick={() => void schedule()}>
            {adminText(ui, { zh: '计划', en: 'Schedule' })}
          </BandButton>
          <BandButton onClick={() => setPlanning(false)}>{adminText(ui, { zh: '取消', en: 'Cancel' })}</BandButton>
        </span>
      ) : (
        <BandButton disabled={busy} data-language-off-site-plan={code} onClick={() => setPlanning(true)}>
          {adminText(ui, { zh: `计划撤下${name}…`, en: `Schedule ${name} off…` })}
        </BandButton>
      )}
      {message ? <span role="status">{message}</span> : null}
    </>
  )
}

/**
 * Queues the take-off of `code` at the local time `when` (`POST {url}`, run by the jobs queue:
 * src/collections/language-unpublish.ts), and says what happened in the editor's language.
 */
async function scheduleTakeOff(url: string, ui: AdminLanguage, code: Locale, when: string): Promise<{ ok: boolean; message: string }> {
  const at = new Date(when)
  if (!when || Number.isNaN(at.getTime()))
    return { ok: false, message: adminText(ui, { zh: '请选择日期和时间。', en: 'Choose a date and time.' }) }
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'accept-language': ui, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'unpublish', locale: code, at: at.toISOString() }),
  })
  const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
  if (!response.ok)
    return { ok: false, message: body.errors?.[0]?.message ?? adminText(ui, { zh: '未能计划。', en: 'It could not be scheduled.' }) }
  const name = LANGUAGES[code].adminName[ui]
  const time = formatAdminDate(at, ui)
  return {
    ok: true,
    message: adminText(ui, {
      zh: `已计划：${time}（北京时间）从网站撤下${name}，其他语言不变。可在发布按钮旁的“预约发布”中查看或删除。`,
      en: `Scheduled: the ${name} text leaves the site at ${time} (Beijing time); other languages stay. See or delete it under "Schedule Publish".`,
    }),
  }
}

/** A time as `<input type="datetime-local">` reads and writes it: the browser's local time, to the minute. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
