'use client'

import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react'

import { HttpError } from '@/client/http'
import { pageApiClient } from '@/components/pages/api-client'
import shared from '@/components/pages/shared.module.css'
import { publicBasePath } from '@/env-public'
import { inLanguage, type Locale } from '@/i18n/locales'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactField,
  contactMessages,
  newSubmissionId,
  type RequestKind,
  validateContact,
} from '@/lib/contact-form'
import { localizedPath } from '@/lib/seo'

import { submitContactForm } from './actions'
import styles from './ContactForm.module.css'
import { type ContactFormState, initialContactFormState } from './form-state'

const MAX_LENGTH: Record<ContactField, number> = {
  name: CONTACT_LIMITS.name,
  phone: CONTACT_LIMITS.phoneMax,
  email: CONTACT_LIMITS.email,
  requirement: CONTACT_LIMITS.requirement,
  kind: 40,
  product: CONTACT_LIMITS.product,
  organisation: CONTACT_LIMITS.organisation,
  province: CONTACT_LIMITS.province,
}

/** What the call to action that opened the form named (src/lib/contact-context.ts). */
export type ContactContext = { product: { slug: string; title: string } | null; kind: RequestKind | null }

/** The form's labels and button texts, in the page's language (pages.contact in the messages). */
export type ContactFormTexts = Record<
  | 'name'
  | 'phone'
  | 'email'
  | 'requirement'
  | 'website'
  | 'required'
  | 'submit'
  | 'sending'
  | 'failed'
  | 'kind'
  | 'kindNone'
  | 'product'
  | 'organisation'
  | 'province'
  | 'optional',
  string
>

/**
 * The contact form (contract 4). With JavaScript: checked in the browser by the shared rules, each message beside
 * its field, then sent to `POST /client/contact/submit` through the site's HTTP client. Without JavaScript the same
 * form posts to a server action that runs the same rules; the page comes back with the outcome.
 */
export function ContactForm({
  locale,
  texts,
  submissionId: renderedId,
  context,
  kinds,
}: {
  locale: Locale
  texts: ContactFormTexts
  context: ContactContext
  /** The request kinds with their labels in the page's language. */
  kinds: Array<{ value: RequestKind; label: string }>
  /** The server's submission id for the form without JavaScript (the page may be cached: the browser makes its own). */
  submissionId: string
}) {
  const t = (key: keyof ContactFormTexts) => texts[key]
  // The page's own address as the form's action (React would otherwise write `action=""`, which is not valid HTML):
  // without JavaScript the browser posts here and the server action answers with the page.
  const permalink = `${publicBasePath()}${localizedPath(locale, contactPath(context))}`
  const [serverState, formAction] = useActionState(submitContactForm, initialContactFormState, permalink)
  const { clientState, sending, formRef, onSubmit } = useContactSubmission(locale, t('failed'))
  const state = clientState ?? serverState

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className={styles.form}
      aria-describedby="contact-note"
    >
      <input type="hidden" name="language" value={locale} />
      <input type="hidden" name="submissionId" value={renderedId} />
      <p id="contact-note" className={styles.note}>
        {t('required')}
      </p>
      <RequiredField name="name" label={t('name')} state={state} />
      <RequiredField name="phone" label={t('phone')} state={state} />
      <RequiredField name="email" label={t('email')} state={state} />
      <RequiredField name="requirement" label={t('requirement')} state={state} multiline />
      {context.product ? (
        <p className={styles.field} data-testid="contact-product">
          <span className={styles.label}>{t('product')}</span> {context.product.title}
          <input type="hidden" name="product" value={context.product.slug} />
        </p>
      ) : null}
      <KindField texts={texts} kinds={kinds} preset={context.kind} state={state} />
      <OptionalField name="organisation" label={t('organisation')} autoComplete="organization" texts={texts} state={state} />
      <OptionalField name="province" label={t('province')} autoComplete="address-level1" texts={texts} state={state} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">{t('website')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={shared.button} disabled={sending} aria-busy={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
      </div>
      <div role="status" aria-live="polite" className={styles.outcome}>
        {state.status === 'success' ? <p className={styles.success}>{state.message}</p> : null}
        {state.status === 'error' ? <p className={styles.failure}>{state.message}</p> : null}
      </div>
    </form>
  )
}

/**
 * The submission with JavaScript: the outcome in the browser (null until the first try), whether a submission is on
 * its way, the form's ref and its submit handler. `failed` is the message when the API gives none.
 */
function useContactSubmission(locale: Locale, failed: string) {
  const [clientState, setClientState] = useState<ContactFormState | null>(null)
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // The idempotency key of this submission (src/content/contact.ts): made in the browser at the first try and the
  // same for every retry of it, a new one after a success. Without JavaScript, the server's (the hidden field).
  const submissionId = useRef<string | null>(null)

  // After a refused submission the fields are drawn again: then move to the first one with a message.
  useEffect(() => {
    if (clientState?.status !== 'invalid') return
    const first = CONTACT_FIELDS.find((f) => clientState.errors[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [clientState])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = new FormData(event.currentTarget)
    const input = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<ContactField, string>
    const checked = validateContact(input, locale)
    if (!checked.ok) {
      setClientState({ status: 'invalid', message: checked.firstError, errors: checked.errors, values: input })
      return
    }
    setSending(true)
    submissionId.current ??= newSubmissionId()
    try {
      const api = pageApiClient(() => {})
      const answer = await api.post(
        '/client/contact/submit',
        { ...input, website: String(form.get('website') ?? ''), language: locale, submissionId: submissionId.current, ...leadOrigin() },
        { silent: true },
      )
      setClientState({ status: 'success', message: answer.msg || inLanguage(contactMessages, locale).success, errors: {}, values: null })
      formRef.current?.reset()
      submissionId.current = null
    } catch (error) {
      const message = error instanceof HttpError && error.message ? error.message : failed
      setClientState({ status: 'error', message, errors: {}, values: input })
    } finally {
      setSending(false)
    }
  }

  return { clientState, sending, formRef, onSubmit }
}

/**
 * The key of a field's box: a new one when the outcome or the value shown changes, so that the field is drawn again
 * with the value of the last submission (its `defaultValue`).
 */
function fieldKey(name: ContactField, state: ContactFormState): string {
  return `${name}-${state.status}-${state.values?.[name] ?? ''}`
}

/** The message beside a field the rules refused (the field's `aria-describedby` names it), or nothing. */
function FieldError({ name, state }: { name: ContactField; state: ContactFormState }) {
  return state.errors[name] ? (
    <p id={`contact-${name}-error`} className={styles.error}>
      {state.errors[name]}
    </p>
  ) : null
}

/** A required field: a text field, or a text area for `multiline`, with its message. */
function RequiredField({
  name,
  label,
  state,
  multiline = false,
}: {
  name: ContactField
  label: string
  state: ContactFormState
  multiline?: boolean
}) {
  const error = state.errors[name]
  const id = `contact-${name}`
  const common = {
    id,
    name,
    maxLength: MAX_LENGTH[name],
    required: true,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    defaultValue: state.values?.[name] ?? '',
    className: styles.input,
  } as const
  return (
    <div className={styles.field} key={fieldKey(name, state)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input
          {...common}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={name === 'name' ? 'name' : name === 'phone' ? 'tel' : name === 'email' ? 'email' : undefined}
        />
      )}
      <FieldError name={name} state={state} />
    </div>
  )
}

/** An optional text field (organisation, province) with its message. */
function OptionalField({
  name,
  label,
  autoComplete,
  texts,
  state,
}: {
  name: 'organisation' | 'province'
  label: string
  autoComplete: string
  texts: ContactFormTexts
  state: ContactFormState
}) {
  return (
    <div className={styles.field} key={fieldKey(name, state)}>
      <label htmlFor={`contact-${name}`} className={styles.label}>
        {label} <span className={styles.optional}>{texts.optional}</span>
      </label>
      <input
        id={`contact-${name}`}
        name={name}
        type="text"
        maxLength={MAX_LENGTH[name]}
        autoComplete={autoComplete}
        defaultValue={state.values?.[name] ?? ''}
        aria-invalid={state.errors[name] ? true : undefined}
        aria-describedby={state.errors[name] ? `contact-${name}-error` : undefined}
        className={styles.input}
      />
      <FieldError name={name} state={state} />
    </div>
  )
}

/** The optional request kind, preset by the call to action that opened the form (`preset`). */
function KindField({
  texts,
  kinds,
  preset,
  state,
}: {
  texts: ContactFormTexts
  kinds: Array<{ value: RequestKind; label: string }>
  preset: RequestKind | null
  state: ContactFormState
}) {
  return (
    <div className={styles.field} key={fieldKey('kind', state)}>
      <label htmlFor="contact-kind" className={styles.label}>
        {texts.kind} <span className={styles.optional}>{texts.optional}</span>
      </label>
      <select id="contact-kind" name="kind" className={styles.input} defaultValue={state.values?.kind ?? preset ?? ''}>
        <option value="">{texts.kindNone}</option>
        {kinds.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
      <FieldError name="kind" state={state} />
    </div>
  )
}

/** The contact page's address with the context of the call to action that opened it (its no-JavaScript post goes there). */
function contactPath(context: ContactContext): string {
  const query = new URLSearchParams()
  if (context.product) query.set('product', context.product.slug)
  if (context.kind) query.set('kind', context.kind)
  const search = query.toString()
  return search ? `/contact?${search}` : '/contact'
}

/**
 * Where this lead came from, for the sales team's Insight page: the page read before this one (kept in memory by
 * the insight beacon, src/lib/insight-beacon.ts) and the referring site of the visit (the server keeps its host only).
 */
function leadOrigin(): { sourcePage?: string; referrer?: string } {
  const from = (window as Window & { __insight?: { from?: string } }).__insight?.from
  return { ...(from ? { sourcePage: from } : {}), ...(document.referrer ? { referrer: document.referrer } : {}) }
}
