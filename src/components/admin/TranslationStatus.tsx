'use client'
import { useConfig, useDocumentInfo, useFormFields, useFormModified, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { type AdminLanguage, adminLanguageOf, adminText, isLocale, LANGUAGES, languageTag, type Locale, LOCALES } from '@/i18n/locales'
import { contentLanguageName } from '@/lib/admin-locale'
import { stateFieldName, translatedLanguages, type TranslationRecord, type TranslationState } from '@/lib/translation-state'
import { translationTexts } from '@/lib/translation-texts'

import { LanguageOffSite } from './LanguageOffSite'
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
function States({ states, ui }: { states: Partial<Record<Locale, unknown>>; ui: AdminLanguage }) {
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
export function TranslationStatusCell({ rowData }: { rowData?: { translation?: TranslationRecord | null } }) {
  const { i18n } = useTranslation()
  const ui = adminLanguageOf(i18n.language)
  const states = Object.fromEntries(LOCALES.map((code) => [code, rowData?.translation?.[stateFieldName(code)]]))
  return <States states={states} ui={ui} />
}

/**
 * The content language of the document, never in doubt: a coloured band at the top of the form (each language's colour
 * in the table: red for 中文, blue for English), the language in the browser tab's title, and a question before the language switch leaves unsaved
 * changes behind.
 */
function ContentLanguageBand({ ui }: { ui: AdminLanguage }) {
  const locale = useLocale()
  const modified = useFormModified()
  const name = contentLanguageName(locale.code, ui)

  useEffect(() => {
    const tag = `[${name}] `
    const mark = () => {
      const bare = document.title.replace(/^\[[^\]]*\] ?/, '')
      // The title reads back with its whitespace collapsed and trimmed: compare with what it will read, or an empty
      // title would be set again on every change it causes.
      const wanted = `${tag}${bare}`.trim()
      if (document.title !== wanted) document.title = wanted
    }
    mark()
    // Next renders the title again after a navigation in the page, sometimes as a new element: watch the whole head.
    const observer = new MutationObserver(mark)
    observer.observe(document.head, { childList: true, characterData: true, subtree: true })
    return () => {
      observer.disconnect()
      document.title = document.title.replace(/^\[[^\]]*\] ?/, '')
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
        background: isLocale(locale.code) ? LANGUAGES[locale.code].adminColour : '#444',
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

/** Each language's stored state in the form, by language (one string, so that the form's other changes pass by). */
function useFormStates(): Partial<Record<Locale, string>> {
  const joined = useFormFields(([fields]) =>
    LOCALES.map((code) => String(fields[`translation.${stateFieldName(code)}`]?.value ?? '')).join('|'),
  )
  const values = joined.split('|')
  return Object.fromEntries(LOCALES.map((code, i) => [code, values[i] || undefined]))
}

/**
 * At the top of the document: each language's state; per translated language whose text is missing, "Start English
 * from Chinese" (from its source); in a language whose source changed since, a hint to check it.
 */
export function TranslationStatusField() {
  const { i18n } = useTranslation()
  const ui = adminLanguageOf(i18n.language)
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const locale = useLocale()
  const states = useFormStates()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  useSchedulePublishDefault()
  useScheduleLabels()
  const saved = globalSlug !== undefined || id !== undefined
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const endpoint = (target: Locale) =>
    globalSlug ? `${api}/globals/${globalSlug}/start-translation/${target}` : `${api}/${collectionSlug}/${id}/start-translation/${target}`
  const translated = translatedLanguages().map(({ code }) => code as Locale)
  const current = isLocale(locale.code) ? locale.code : null

  async function start(target: Locale) {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(endpoint(target), { method: 'POST', credentials: 'include', headers: { 'accept-language': ui } })
      const body = (await response.json().catch(() => ({}))) as { copied?: string[]; errors?: { message?: string }[] }
      if (!response.ok) {
        setMessage(body.errors?.[0]?.message ?? adminText(ui, { zh: '复制失败。', en: 'The copy failed.' }))
        return
      }
      const url = new URL(window.location.href)
      url.searchParams.set('locale', target)
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
        <States states={states} ui={ui} />
        {translated.map((target) =>
          saved && states[target] === 'missing' ? (
            <button
              key={target}
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              disabled={busy}
              data-start-translation={target}
              onClick={() => void start(target)}
            >
              {translationTexts(target, ui).start}
            </button>
          ) : null,
        )}
        {current && translated.includes(current) && states[current] === 'outdated' ? (
          <span>{translationTexts(current, ui).check}</span>
        ) : null}
        {message ? <span role="alert">{message}</span> : null}
        <LanguageOffSite ui={ui} />
      </div>
    </>
  )
}
