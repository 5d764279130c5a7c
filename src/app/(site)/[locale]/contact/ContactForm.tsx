'use client'

import { type FormEvent, useActionState, useEffect, useRef, useState } from 'react'

import { HttpError } from '@/client/http'
import { pageApiClient } from '@/components/pages/api-client'
import shared from '@/components/pages/shared.module.css'
import { publicBasePath } from '@/env-public'
import type { Locale } from '@/i18n/locales'
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
  const [clientState, setClientState] = useState<ContactFormState | null>(null)
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // The idempotency key of this submission (src/content/contact.ts): made in the browser at the first try and the
  // same for every retry of it, a new one after a success. Without JavaScript, the server's (the hidden field).
  const submissionId = useRef<string | null>(null)
  const state = clientState ?? serverState
  const values = state.values

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
      setClientState({ status: 'success', message: answer.msg || contactMessages[locale].success, errors: {}, values: null })
      formRef.current?.reset()
      submissionId.current = null
    } catch (error) {
      const message = error instanceof HttpError && error.message ? error.message : t('failed')
      setClientState({ status: 'error', message, errors: {}, values: input })
    } finally {
      setSending(false)
    }
  }

  const fieldError = (name: ContactField) =>
    state.errors[name] ? (
      <p id={`contact-${name}-error`} className={styles.error}>
        {state.errors[name]}
      </p>
    ) : null

  const optionalField = (name: 'organisation' | 'province', label: string, autoComplete: string) => (
    <div className={styles.field} key={`${name}-${state.status}-${values?.[name] ?? ''}`}>
      <label htmlFor={`contact-${name}`} className={styles.label}>
        {label} <span className={styles.optional}>{t('optional')}</span>
      </label>
      <input
        id={`contact-${name}`}
        name={name}
        type="text"
        maxLength={MAX_LENGTH[name]}
        autoComplete={autoComplete}
        defaultValue={values?.[name] ?? ''}
        aria-invalid={state.errors[name] ? true : undefined}
        aria-describedby={state.errors[name] ? `contact-${name}-error` : undefined}
        className={styles.input}
      />
      {fieldError(name)}
    </div>
  )

  const field = (name: ContactField, label: string, multiline = false) => {
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
      defaultValue: values?.[name] ?? '',
      className: styles.input,
    } as const
    return (
      <div className={styles.field} key={`${name}-${state.status}-${values?.[name] ?? ''}`}>
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
        {fieldError(name)}
      </div>
    )
  }

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
      {field('name', t('name'))}
      {field('phone', t('phone'))}
      {field('email', t('email'))}
      {field('requirement', t('requirement'), true)}
      {context.product ? (
        <p className={styles.field} data-testid="contact-product">
          <span className={styles.label}>{t('product')}</span> {context.product.title}
          <input type="hidden" name="product" value={context.product.slug} />
        </p>
      ) : null}
      <div className={styles.field} key={`kind-${state.status}-${values?.kind ?? ''}`}>
        <label htmlFor="contact-kind" className={styles.label}>
          {t('kind')} <span className={styles.optional}>{t('optional')}</span>
        </label>
        <select id="contact-kind" name="kind" className={styles.input} defaultValue={values?.kind ?? context.kind ?? ''}>
          <option value="">{t('kindNone')}</option>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        {fieldError('kind')}
      </div>
      {optionalField('organisation', t('organisation'), 'organization')}
      {optionalField('province', t('province'), 'address-level1')}
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
