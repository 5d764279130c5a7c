'use server'

import { headers } from 'next/headers'

import { clientAddressOf } from '@/content/api/handler'
import { apiMessages } from '@/content/api/messages'
import { contactLimitMinutes, takeContactSlot } from '@/content/api/rate-limit'
import { LeadNotKept, storeContactSubmission, unknownContactProduct } from '@/content/contact'
import { leadSource } from '@/content/insight'
import { DEFAULT_LOCALE, inLanguage, isLocale } from '@/i18n/locales'
import { CONTACT_FIELDS, contactMessages, validateContact } from '@/lib/contact-form'

import type { ContactFormState } from './form-state'

/**
 * The contact form without JavaScript (contract 4): the browser posts the form to this server action, which runs
 * the same rules as `POST /client/contact/submit` (one shared definition, the bot trap, the per-address limit) and
 * stores the submission before the visitor is told it succeeded. With JavaScript the form calls the API instead.
 */
export async function submitContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const rawLocale = form.get('language')
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as ContactFormState['values']
  // The bot trap: a field people never see. A filled one is answered as a success and not stored.
  const trap = form.get('website')
  if (typeof trap === 'string' && trap.trim() !== '')
    return { status: 'success', message: inLanguage(contactMessages, locale).success, errors: {}, values: null }
  const checked = validateContact(values, locale)
  if (!checked.ok) return { status: 'invalid', message: checked.firstError, errors: checked.errors, values }
  const unknownProduct = await unknownContactProduct(checked.data, locale)
  if (unknownProduct) return { status: 'invalid', message: unknownProduct, errors: { product: unknownProduct }, values }
  const requestHeaders = await headers()
  const address = clientAddressOf(new Request('http://local/', { headers: requestHeaders }))
  if (!(await takeContactSlot(address))) {
    return { status: 'error', message: inLanguage(apiMessages.tooManyRequests(contactLimitMinutes), locale), errors: {}, values }
  }
  try {
    await storeContactSubmission(checked.data, {
      locale,
      ip: address,
      userAgent: requestHeaders.get('user-agent') ?? '',
      ...leadSource({}, requestHeaders),
      submissionId: String(form.get('submissionId') ?? ''),
    })
  } catch (error) {
    const message = error instanceof LeadNotKept ? apiMessages.leadNotKept : apiMessages.serverError
    return { status: 'error', message: inLanguage(message, locale), errors: {}, values }
  }
  return { status: 'success', message: inLanguage(contactMessages, locale).success, errors: {}, values: null }
}
