'use client'

/**
 * The search control of the header (docs/search.md): a field on wide screens, an icon that opens one on narrower
 * ones. Without JavaScript it is a plain form to the results page (and the icon a link to it). With JavaScript,
 * typing shows up to six suggestions from the public API after a 150 ms pause, as a combobox (WAI-ARIA 1.2): arrow
 * keys move through them, Enter opens one (or the results page), Escape closes the list, then the field.
 */
import { type ChangeEvent, type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'

import { publicApiPrefix, publicBasePath } from '@/env-public'
import type { Locale } from '@/i18n/locales'

import styles from './HeaderSearch.module.css'

export type HeaderSearchTexts = {
  label: string
  placeholder: string
  submit: string
  open: string
  close: string
  suggestions: string
  /** Announced when suggestions arrive: `{count}` is their number. */
  countNone: string
  countOne: string
  countOther: string
  /** The last option, to the results page: `{q}` is the words typed. */
  allResults: string
  /** Said before "all results" when no hit has every word and the suggestions have any of them. */
  anyWords: string
  kinds: Record<string, string>
}

type Suggestion = { type: string; title: string; url: string }

const PAUSE_MS = 150
const MAX_SUGGESTIONS = 6

function apiBase(): string {
  return `${publicBasePath()}${publicApiPrefix()}`
}

export function HeaderSearch({
  locale,
  action,
  maxLength,
  texts,
}: {
  locale: Locale
  action: string
  maxLength: number
  texts: HeaderSearchTexts
}) {
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLAnchorElement>(null)
  const closeField = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  const { query, listShown, options, anyWords, active, close, onChange, onKeyDown, onBlur } = useSearchCombobox(locale, open, closeField)
  const optionId = (i: number) => `${id}-option-${i}`

  return (
    <div className={`${styles.search} ${open ? styles.open : ''}`} data-header-search="">
      <SearchToggle
        toggleRef={toggle}
        action={action}
        open={open}
        texts={texts}
        onToggle={() => {
          setOpen((o) => !o)
          if (!open) requestAnimationFrame(() => input.current?.focus())
        }}
      />
      <form role="search" action={action} method="get" className={styles.form} aria-label={texts.label} onSubmit={close}>
        <label htmlFor={inputId} className="sr-only">
          {texts.label}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          // A text field: the HTML standard lets `combobox` be the role of a text input, not of type=search.
          type="text"
          inputMode="search"
          name="q"
          value={query}
          maxLength={maxLength}
          placeholder={texts.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={listShown}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <button type="submit" className={styles.submit} aria-label={texts.submit}>
          <span aria-hidden="true" className={styles.icon} />
        </button>
        <SuggestionList
          listId={listId}
          optionId={optionId}
          listShown={listShown}
          options={options}
          active={active}
          anyWords={anyWords}
          query={query}
          texts={texts}
          onAllResults={() => input.current?.form?.requestSubmit()}
        />
      </form>
    </div>
  )
}

/**
 * The combobox's state: the words typed, the suggestions shown for them, the option the arrow keys reached, and the
 * field's events and keys. `open` tells whether the icon opened the field (narrower screens); once the list is
 * closed, Escape closes that field with `closeField`.
 */
function useSearchCombobox(locale: Locale, open: boolean, closeField: () => void) {
  const [query, setQuery] = useState('')
  const { items, anyWords, shownFor, active, setActive, expanded, setExpanded } = useSuggestions(query, locale)

  const listShown = expanded && query.trim() !== '' && shownFor !== ''
  const options = listShown ? items : []

  const close = () => {
    setExpanded(false)
    setActive(-1)
  }

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setQuery(e.target.value)
    if (e.target.value.trim() === '') close()
  }

  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    // Leaving the search (not for one of its own options) closes the list.
    if (!e.currentTarget.form?.contains(e.relatedTarget)) close()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!listShown) {
        if (items.length > 0 && query.trim() !== '') setExpanded(true)
        return
      }
      e.preventDefault()
      const count = options.length + 1 // the suggestions, then "all results"
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1))
    } else if (e.key === 'Escape') {
      if (listShown) {
        e.preventDefault()
        close()
      } else if (open) {
        e.preventDefault()
        closeField()
      } else if (query) {
        setQuery('')
      }
    } else if (e.key === 'Enter' && listShown && active >= 0 && active < options.length) {
      e.preventDefault()
      window.location.assign(options[active].url)
    }
  }

  return { query, listShown, options, anyWords, active, close, onChange, onKeyDown, onBlur }
}

/** The suggestions fetched for the words typed, whether their list is expanded and the option reached in it. */
function useSuggestions(query: string, locale: Locale) {
  const [items, setItems] = useState<Suggestion[]>([])
  const [anyWords, setAnyWords] = useState(false)
  const [shownFor, setShownFor] = useState('')
  const [active, setActive] = useState(-1)
  const [expanded, setExpanded] = useState(false)

  // Suggestions for the words typed, after a pause; an answer for older words is dropped.
  useEffect(() => {
    const words = query.trim()
    if (words === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: words, language: locale, pageSize: String(MAX_SUGGESTIONS) })
      fetch(`${apiBase()}/client/search?${params.toString()}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ rows?: Suggestion[]; matched?: string }>) : { rows: [] }))
        .then((body) => {
          setItems((body.rows ?? []).slice(0, MAX_SUGGESTIONS))
          setAnyWords(body.matched === 'any')
          setShownFor(words)
          setActive(-1)
          setExpanded(true)
        })
        .catch(() => {
          // Aborted (newer words) or offline: the form still goes to the results page.
        })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  return { items, anyWords, shownFor, active, setActive, expanded, setExpanded }
}

/** The icon that opens and closes the field on narrower screens (without JavaScript, a link to the results page). */
function SearchToggle({
  toggleRef,
  action,
  open,
  texts,
  onToggle,
}: {
  toggleRef: RefObject<HTMLAnchorElement | null>
  action: string
  open: boolean
  texts: HeaderSearchTexts
  onToggle: () => void
}) {
  return (
    <a
      ref={toggleRef}
      href={action}
      className={styles.toggle}
      aria-label={open ? texts.close : texts.open}
      aria-expanded={open}
      onClick={(e) => {
        e.preventDefault()
        onToggle()
      }}
    >
      <span aria-hidden="true" className={open ? styles.closeIcon : styles.icon} />
    </a>
  )
}

/** The listbox of suggestions, then "all results", and the live region that says how many arrived. */
function SuggestionList({
  listId,
  optionId,
  listShown,
  options,
  active,
  anyWords,
  query,
  texts,
  onAllResults,
}: {
  listId: string
  optionId: (i: number) => string
  listShown: boolean
  options: Suggestion[]
  active: number
  anyWords: boolean
  query: string
  texts: HeaderSearchTexts
  onAllResults: () => void
}) {
  const announcement = !listShown
    ? ''
    : (options.length === 0 ? texts.countNone : options.length === 1 ? texts.countOne : texts.countOther).replace(
        '{count}',
        String(options.length),
      )
  return (
    <>
      <ul id={listId} role="listbox" aria-label={texts.suggestions} className={styles.list} hidden={!listShown}>
        {/* Options are chosen with the keyboard through the field, or clicked; they hold no focusable element. */}
        {options.map((item, i) => (
          <li
            key={item.url}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => window.location.assign(item.url)}
          >
            <span className={styles.kind}>{texts.kinds[item.type] ?? item.type}</span>
            <span className={styles.title}>{item.title}</span>
          </li>
        ))}
        {listShown ? (
          <li
            id={optionId(options.length)}
            role="option"
            aria-selected={active === options.length}
            className={`${styles.option} ${styles.all}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={onAllResults}
          >
            {anyWords ? `${texts.anyWords} ` : ''}
            {texts.allResults.replace('{q}', query.trim())}
          </li>
        ) : null}
      </ul>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  )
}
