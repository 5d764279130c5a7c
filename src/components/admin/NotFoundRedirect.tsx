'use client'
import { useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminText } from '@/i18n/locales'

type Suggestion = { path: string; title?: string }
type Outcome = { ok: boolean; message: string } | null

/**
 * In a row of the 404 log: the nearest pages of the site in the row's language, each with a button that makes a 301
 * from the missing address to it (or an address typed by hand), and what came of it. A row already redirected says
 * where it leads.
 */
export function NotFoundRedirect() {
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const path = useFormFields(([fields]) => fields.path?.value as string | undefined)
  const referrers = useFormFields(([fields]) => fields.referrers?.value as Record<string, number> | null | undefined)
  const agents = useFormFields(([fields]) => fields.agents?.value as Record<string, number> | null | undefined)
  const days = useFormFields(([fields]) => fields.days?.value as Record<string, number> | null | undefined)
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const t = (texts: { zh: string; en: string }) => adminText(i18n.language, texts)
  const api = `${config.serverURL ?? ''}${config.routes.api}/not-found-paths/${id}`

  useEffect(() => {
    if (id === undefined || id === null) return
    let cancelled = false
    fetch(`${api}/suggestions`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
      .then((body) => !cancelled && setSuggestions(body.suggestions))
      .catch(() => !cancelled && setSuggestions([]))
    return () => {
      cancelled = true
    }
  }, [api, id])

  if (id === undefined || id === null) return null
  const redirectTo = async (to: string) => {
    setBusy(true)
    setOutcome(null)
    try {
      const res = await fetch(`${api}/redirect`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to }),
      })
      const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      if (res.ok) {
        setOutcome({ ok: true, message: t({ zh: `已添加跳转：${path} → ${to}`, en: `Redirect added: ${path} → ${to}` }) })
        // The form shows the row as it is now (resolved, with its redirect).
        window.setTimeout(() => window.location.reload(), 800)
      } else setOutcome({ ok: false, message: body?.errors?.[0]?.message ?? String(res.status) })
    } catch {
      setOutcome({ ok: false, message: t({ zh: '网络错误，请重试。', en: 'Network error: try again.' }) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="not-found-redirect" style={{ margin: '0 0 1.5rem' }} aria-labelledby="not-found-redirect-title">
      <WhoAsked referrers={referrers} agents={agents} days={days} t={t} />
      <h3 id="not-found-redirect-title" style={{ margin: '0 0 0.5rem' }}>
        {status === 'resolved' ? t({ zh: '已添加跳转', en: 'Redirected' }) : t({ zh: '一键添加跳转', en: 'Redirect in one click' })}
      </h3>
      {status !== 'resolved' && (
        <>
          <p className="field-description" style={{ margin: '0 0 0.5rem' }}>
            {t({
              zh: '以下是本站同语言中最接近的页面。点“跳转到这里”即添加一条 301 跳转，以后访问这个地址的人会直接到达该页面。',
              en: 'The nearest pages of the site in the same language. “Redirect here” adds a 301: the next visitors of this address reach that page.',
            })}
          </p>
          <SuggestionList suggestions={suggestions} busy={busy} t={t} onPick={(to) => void redirectTo(to)} />
          <TargetInput busy={busy} t={t} onSubmit={(to) => void redirectTo(to)} />
        </>
      )}
      {outcome && (
        <p role="status" style={{ margin: '0.5rem 0 0', color: outcome.ok ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
          {outcome.message}
        </p>
      )}
    </section>
  )
}

type Texts = (texts: { zh: string; en: string }) => string

function SuggestionList({
  suggestions,
  busy,
  t,
  onPick,
}: {
  suggestions: Suggestion[] | null
  busy: boolean
  t: Texts
  onPick: (to: string) => void
}) {
  if (suggestions === null) return <p>{t({ zh: '正在查找相近的页面…', en: 'Looking for nearby pages…' })}</p>
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 0.75rem', display: 'grid', gap: '0.4rem' }}>
      {suggestions.map((s) => (
        <li key={s.path} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', minWidth: 0 }}>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            disabled={busy}
            data-redirect-to={s.path}
            onClick={() => onPick(s.path)}
          >
            {t({ zh: '跳转到这里', en: 'Redirect here' })}
          </button>
          <code style={{ overflowWrap: 'anywhere' }}>{s.path}</code>
          {s.title && <span style={{ overflowWrap: 'anywhere' }}>{s.title}</span>}
        </li>
      ))}
      {suggestions.length === 0 && <li>{t({ zh: '没有找到相近的页面。', en: 'No nearby page found.' })}</li>}
    </ul>
  )
}

/** A target typed by hand; inside the document's own form, so a group rather than a form (Enter adds it). */
function TargetInput({ busy, t, onSubmit }: { busy: boolean; t: Texts; onSubmit: (to: string) => void }) {
  const [typed, setTyped] = useState('')
  const submit = () => {
    if (typed.trim()) onSubmit(typed.trim())
  }
  return (
    <div role="group" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
      <label htmlFor="not-found-redirect-to">{t({ zh: '或填写目标地址', en: 'Or type the target' })}</label>
      <input
        id="not-found-redirect-to"
        type="text"
        value={typed}
        placeholder="/airoad"
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          submit()
        }}
        style={{ minWidth: 0, flex: '1 1 12rem' }}
      />
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy || !typed.trim()}
        onClick={submit}
      >
        {t({ zh: '添加跳转', en: 'Add the redirect' })}
      </button>
    </div>
  )
}

const count = (n: number) => String(n)

/** Where the visitors came from, who they were and on which days: the row's counts in words. */
function WhoAsked({
  referrers,
  agents,
  days,
  t,
}: {
  referrers?: Record<string, number> | null
  agents?: Record<string, number> | null
  days?: Record<string, number> | null
  t: Texts
}) {
  const hosts = Object.entries(referrers ?? {})
  const dayList = Object.entries(days ?? {}).sort((a, b) => b[0].localeCompare(a[0]))
  const kinds: [string, { zh: string; en: string }][] = [
    ['browser', { zh: '浏览器', en: 'browsers' }],
    ['searchBot', { zh: '搜索引擎', en: 'search engines' }],
    ['otherBot', { zh: '其他程序', en: 'other programs' }],
  ]
  return (
    <dl
      className="not-found-who"
      style={{ display: 'grid', gap: '0.25rem 1rem', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', margin: '0 0 1.25rem' }}
    >
      <dt>{t({ zh: '来源网站', en: 'Referring hosts' })}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {hosts.length
          ? hosts.map(([host, n]) => `${host} × ${count(n)}`).join('，')
          : t({ zh: '无（直接访问）', en: 'none (typed or bookmarked)' })}
      </dd>
      <dt>{t({ zh: '访问者', en: 'Who asked' })}</dt>
      <dd style={{ margin: 0 }}>{kinds.map(([key, label]) => `${t(label)} ${count(agents?.[key] ?? 0)}`).join('，')}</dd>
      <dt>{t({ zh: '最近几天', en: 'Recent days' })}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {dayList
          .slice(0, 7)
          .map(([day, n]) => `${day.slice(5)} × ${count(n)}`)
          .join('，')}
      </dd>
    </dl>
  )
}
