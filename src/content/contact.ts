import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { ContactInput } from '@/lib/contact-form'

import { countLead } from './insight'
import { getPayloadClient } from './payload'

/** The same submission again within this time is stored once. */
export const DUPLICATE_WINDOW_MS = 60_000

export type StoredSubmission = { id: number; duplicate: boolean }

function fingerprintOf(input: ContactInput): string {
  const normal = [input.name, input.phone.replace(/\s+/g, ''), input.email.toLowerCase(), input.requirement]
  return crypto.createHash('sha256').update(normal.join('\u0000')).digest('hex')
}

/**
 * Stores a contact submission before anyone is told it succeeded (the write is awaited and committed).
 * The same submission within a minute is not stored twice.
 */
export async function storeContactSubmission(
  input: ContactInput,
  meta: { locale: Locale; ip: string; userAgent: string; sourcePage?: string; referrerHost?: string },
): Promise<StoredSubmission> {
  const payload = await getPayloadClient()
  const fingerprint = fingerprintOf(input)
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString()
  const recent = await payload.find({
    collection: 'contact-submissions',
    where: { and: [{ fingerprint: { equals: fingerprint } }, { createdAt: { greater_than: since } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { createdAt: true },
  })
  if (recent.docs[0]) return { id: recent.docs[0].id, duplicate: true }
  const doc = await payload.create({
    collection: 'contact-submissions',
    overrideAccess: true,
    depth: 0,
    data: {
      ...input,
      language: meta.locale,
      status: 'new',
      fingerprint,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
      sourcePage: meta.sourcePage?.slice(0, 300) ?? '',
      referrerHost: meta.referrerHost?.slice(0, 253) ?? '',
    },
  })
  await countLead(meta.sourcePage ?? '', meta.referrerHost ?? '').catch(() => {})
  await queueLeadNotification(payload, doc.id)
  return { id: doc.id, duplicate: false }
}

/** Queues the e-mail to the sales mailbox (when SMTP is configured). A failure here never fails the submission. */
async function queueLeadNotification(payload: Payload, submissionId: number): Promise<void> {
  if (!env.smtp.host) return
  try {
    await payload.jobs.queue({ task: 'notifyLead', input: { submissionId } })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue the notification of lead ${submissionId}` })
  }
}
