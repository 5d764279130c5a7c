import type { ContactField } from '@/lib/contact-form'

/** What the contact form shows after a submission: the outcome, a message, one message per field, the values typed. */
export type ContactFormState = {
  status: 'idle' | 'invalid' | 'error' | 'success'
  message: string
  errors: Partial<Record<ContactField, string>>
  values: Record<ContactField, string> | null
}

export const initialContactFormState: ContactFormState = { status: 'idle', message: '', errors: {}, values: null }
