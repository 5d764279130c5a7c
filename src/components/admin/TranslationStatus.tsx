'use client'
import { useConfig, useDocumentInfo, useFormFields, useFormModified, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { type AdminLanguage, adminLanguageOf, adminText, isLocale, LANGUAGES, languageTag, type Locale, LOCALES } from '@/i18n/locales'
import { contentLanguageName } from '@/lib/admin-locale'
import type { TranslationState } from '@/lib/translation-state'

import { useScheduleLabels, useSchedulePublishDefault } from './ScheduleDefaults'

const STATE_TEXT: Record<TranslationState, { zh: string; en: string; colour: string }> = {
  complete: { zh: '完整', en: 'complete', colour: 'var(--theme-success-500, #2e7d32)' },
  missing: { zh: '缺少', en: 'missing', colour: 'var(--theme-error-500, #c62828)' },
  outdated: { zh: '待更新', en: 'outdated', colour: 'var(--theme-warning-600, #b26a00)' },
}

function isState(value: unknown): value is TranslationState {
  return value === 'complete' || value === 'missing' || value === 'outdated'
}

/** `中文 完整 · 英文 缺少` / `Chinese complete · English missing`, each language in its state's colour. */
function States({ states, ui }: { states: Record<Locale, unknown>; ui: AdminLanguage }) {
  const languages = LOCALES.map((key) => ({ key, name: LANGUAGES[key].adminName[ui], state: states[key] }))
  return (
    <span style={{ display: 'inline-flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {languages.map(({ key, name, state }) => {
        const known = isState(state) ? STATE_TEXT[state] : null
        return (
          <span key={key} data-language={key} data-state={isState(state) ? state : 'unknown'}>
            {name} <strong style={{ color: known?.colour }}>{known ? known[ui] : adminText(ui, { zh: '未保存', en: 'not saved' })}</strong>
          </span>
        )
      })}
    </span>
  )
}

/** The list column: each language's state. */
export function TranslationStatusCell({ rowData }: { rowData?: { translation?: { zhState?: unknown; enState?: unknown } } }) {
  const { i18n } = useTranslation()
  const ui = adminLanguageOf(i18n.language)
  return <States states={{ zh: rowData?.translation?.zhState, en: rowData?.translation?.enState }} ui={ui} />
}

const BAND_COLOURS: Record<string, string> = { zh: '#a51d24', en: '#1a4f9c' }

/**
 * The content language of the document, never in doubt: a coloured band at the top of the form (red for 中文, blue for
 * English), the language in the browser tab's title, and a question before the language switch leaves unsaved
 * changes behind.
 */
function ContentLanguageBand({ ui }: { ui: AdminLanguage }) {
  const locale = useLocale()
  const modified = useFormModified()
  const name = contentLanguageName(locale.code, ui)

  useEffect(() => {
    const tag = `[${name}] `
    const mark = () => {
      const bare = document.title.replace(/^\[[^\]]*\] /, '')
      if (document.title !== tag + bare) document.title = tag + bare
    }
    mark()
    // Next renders the title again after a navigation in the page, sometimes as a new element: watch the whole head.
    const observer = new MutationObserver(mark)
    observer.observe(document.head, { childList: true, characterData: true, subtree: true })
    return () => {
      observer.disconnect()
      document.title = document.title.replace(/^\[[^\]]*\] /, '')
    }
  }, [name])

  useEffect(() => {
    if (!modified) return
    const question = adminText(ui, {
      zh: '当前语言有未保存的修改。切换语言会丢弃这些修改，确定切换吗？',
      en: 'This language has unsaved changes. Switching the language discards them. Switch anyway?',
    })
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const option = target?.closest('.popup-button-list__button')
      // Payload's language menu opens in a popup at the end of the page: its options carry the language code.
      if (!option?.querySelector('.localizer__locale-code')) return
      if (option.classList.contains('popup-button-list__button--selected')) return
      if (!window.confirm(question)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [modified, ui])

  return (
    <div
      className="content-language-band"
      data-locale={locale.code}
      style={{
        background: BAND_COLOURS[locale.code] ?? '#444',
        color: '#fff',
        padding: '0.5rem 1rem',
        marginBottom: '0.75rem',
        borderRadius: '4px',
        fontWeight: 600,
      }}
    >
      {adminText(ui, { zh: '正在编辑的语言：', en: 'Content language: ' })}
      <span lang={isLocale(locale.code) ? languageTag(locale.code) : locale.code}>{name}</span>
    </div>
  )
}

/** At the top of the document: each language's state, and "Start English from Chinese" while English lacks text. */
export function TranslationStatusField() {
  const { i18n } = useTranslation()
  const ui = adminLanguageOf(i18n.language)
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const locale = useLocale()
  const zhState = useFormFields(([fields]) => fields['translation.zhState']?.value)
  const enState = useFormFields(([fields]) => fields['translation.enState']?.value)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  useSchedulePublishDefault()
  useScheduleLabels()
  const saved = globalSlug !== undefined || id !== undefined
  const endpoint = globalSlug
    ? `${config.serverURL ?? ''}${config.routes.api}/globals/${globalSlug}/start-english`
    : `${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}/start-english`

  async function startEnglish() {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'include', headers: { 'accept-language': ui } })
      const body = (await response.json().catch(() => ({}))) as { copied?: string[]; errors?: { message?: string }[] }
      if (!response.ok) {
        setMessage(body.errors?.[0]?.message ?? adminText(ui, { zh: '复制失败。', en: 'The copy failed.' }))
        return
      }
      const url = new URL(window.location.href)
      url.searchParams.set('locale', 'en')
      window.location.assign(url.toString())
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ContentLanguageBand ui={ui} />
      <div
        className="translation-status"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: '1rem',
          flexWrap: 'wrap',
          padding: '0.75rem 1rem',
          marginBottom: '1.5rem',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: '4px',
        }}
      >
        <span>{adminText(ui, { zh: '翻译状态：', en: 'Translation: ' })}</span>
        <States states={{ zh: zhState, en: enState }} ui={ui} />
        {saved && enState === 'missing' ? (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            disabled={busy}
            onClick={() => void startEnglish()}
          >
            {adminText(ui, { zh: '以中文为底稿创建英文', en: 'Start English from Chinese' })}
          </button>
        ) : null}
        {locale.code === 'en' && enState === 'outdated' ? (
          <span>
            {adminText(ui, {
              zh: '中文在英文上次保存后有修改，请核对英文。',
              en: 'The Chinese changed after the English was last saved: check the English.',
            })}
          </span>
        ) : null}
        {message ? <span role="alert">{message}</span> : null}
      </div>
    </>
  )
}
