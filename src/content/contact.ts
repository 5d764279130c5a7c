import crypto from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import { env } from '@/env'
import { inLanguage, type Locale } from '@/i18n/locales'
import { type ContactInput, contactMessages, isRequestKind } from '@/lib/contact-form'

import { countLead } from './insight'
import { queueLeadAlerts } from './lead-alerts'
import { pendingLeads, type ReplayResult, replaySpool, type SpooledLead, spoolLead } from './lead-spool'
import { listPages } from './pages'
import { getPayloadClient } from './payload'

/** The same submission again within this time is stored once. */
const DUPLICATE_WINDOW_MS = 60_000

/** `id` is null for a lead kept in the spool until the database is back (`spooled`). */
export type StoredSubmission = { id: number | null; duplicate: boolean; spooled?: boolean }

type Meta = { locale: Locale; ip: string; userAgent: string; submissionId?: string; sourcePage?: string; referrerHost?: string }

function fingerprintOf(input: ContactInput): string {
  const normal = [input.name, input.phone.replace(/\s+/g, ''), input.email.toLowerCase(), input.requirement]
  return crypto.createHash('sha256').update(normal.join('\u0000')).digest('hex')
}

/** A submission id as the form sends it: a UUID or another short token; anything else is ignored. */
function cleanSubmissionId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : undefined
}

/**
 * The idempotency key of a submission: the submission id the form sent (made in the browser, or by the server in
 * the no-JavaScript form's hidden field), bound to what was typed. A retried POST (nginx trying the other instance,
 * a double click, a spool replay) has the same key and is stored once; two visitors whose cached page carried the
 * same id never share a key unless they typed the same thing. Without an id, a random one: no retry protection
 * beyond the one-minute fingerprint window.
 */
function submissionKeyOf(input: ContactInput, submissionId: string | undefined): string {
  const id = submissionId ?? crypto.randomUUID()
  return crypto
    .createHash('sha256')
    .update(`${id}\u0000${fingerprintOf(input)}`)
    .digest('hex')
}

/**
 * Stores a contact submission before anyone is told it succeeded (the write is awaited and committed).
 * The same submission within a minute, or with the same idempotency key at any time, is not stored twice.
 * When the database cannot take it, the lead goes to this instance's spool (fsynced) and is stored when the
 * database is back (`replayLeadSpool`): the visitor is told it succeeded either way.
 */
export async function storeContactSubmission(input: ContactInput, meta: Meta): Promise<StoredSubmission> {
  const key = submissionKeyOf(input, cleanSubmissionId(meta.submissionId))
  const { submissionId: _id, ...kept } = meta
  const lead: SpooledLead = { key, input, meta: kept, at: new Date().toISOString() }
  try {
    return await storeLead(lead, { fingerprintWindow: true })
  } catch (error) {
    if (error instanceof ValidationError) throw error
    try {
      await spoolLead(lead)
    } catch (spoolError) {
      console.error(
        `[contact] the database did not take a lead (${errorText(error)}) and the spool could not keep it (${errorText(spoolError)}): the visitor is asked to send it again`,
      )
      throw new LeadNotKept()
    }
    console.error(`[contact] the database did not take a lead; spooled for replay (${errorText(error)})`)
    return { id: null, duplicate: false, spooled: true }
  }
}

/**
 * Neither the database nor the spool could keep a lead (the database away and the disk full, or read-only): nothing
 * is stored and the visitor is told so, to send it again shortly (the API answers 503 with Retry-After).
 */
export class LeadNotKept extends Error {
  constructor() {
    super('the lead was not kept: the database and the spool both refused it')
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200)
}

async function findByKey(payload: Payload, key: string) {
  const found = await payload.find({
    collection: 'contact-submissions',
    where: { submissionKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { createdAt: true },
  })
  return found.docs[0]
}

/** The lead's fields of what was submitted: the request kind stored as `requestKind`, none when not given. */
function leadFields(input: ContactInput) {
  const { kind, product, organisation, province, ...contract } = input
  return {
    ...contract,
    requestKind: isRequestKind(kind) ? kind : null,
    product: product ?? '',
    organisation: organisation ?? '',
    province: province ?? '',
  }
}

/**
 * The product or solution a call to action named, when it is one: a published product or solution page of that
 * route name in the visitor's language. Answers the message for the visitor otherwise (a 400).
 */
export async function unknownContactProduct(input: ContactInput, locale: Locale): Promise<string | null> {
  if (!input.product) return null
  const pages = await listPages(locale)
  const found = pages.some((p) => p.slug === input.product && (p.category === 'product' || p.category === 'solution'))
  return found ? null : inLanguage(contactMessages, locale).productUnknown
}

/** Stores one lead idempotently by its key; throws when the database does not answer. */
async function storeLead(lead: SpooledLead, { fingerprintWindow }: { fingerprintWindow: boolean }): Promise<StoredSubmission> {
  const payload = await getPayloadClient()
  const fingerprint = fingerprintOf(lead.input)
  const byKey = await findByKey(payload, lead.key)
  if (byKey) return { id: byKey.id, duplicate: true }
  if (fingerprintWindow) {
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
  }
  let id: number
  try {
    const doc = await payload.create({
      collection: 'contact-submissions',
      overrideAccess: true,
      depth: 0,
      data: {
        ...leadFields(lead.input),
        language: lead.meta.locale,
        status: 'new',
        fingerprint,
        submissionKey: lead.key,
        ip: lead.meta.ip.slice(0, 64),
        userAgent: lead.meta.userAgent.slice(0, 300),
        sourcePage: lead.meta.sourcePage?.slice(0, 300) ?? '',
        referrerHost: lead.meta.referrerHost?.slice(0, 253) ?? '',
      },
    })
    id = doc.id
  } catch (error) {
    // The same key stored meanwhile by another instance (a retried POST racing the first): the unique index refused it.
    const raced = await findByKey(payload, lead.key).catch(() => undefined)
    if (raced) return { id: raced.id, duplicate: true }
    throw error
  }
  await countLead(lead.meta.sourcePage ?? '', lead.meta.referrerHost ?? '').catch(() => {})
  await queueLeadNotification(payload, id)
  return { id, duplicate: false }
}

const replayState = globalThis as typeof globalThis & { __leadReplay?: Promise<ReplayResult> }

/**
 * Stores the leads this instance spooled while the database was away, each once, and empties the spool. One
 * replay at a time per process; a replay that finds the database gone again stops and leaves the rest for later.
 */
export function replayLeadSpool(): Promise<ReplayResult> {
  replayState.__leadReplay ??= (async () => {
    const total: ReplayResult = { stored: 0, duplicates: 0, remaining: 0 }
    // Two rounds at most: the file being replayed, then what was spooled meanwhile.
    for (let round = 0; round < 2; round++) {
      const result = await replaySpool((lead) => storeLead(lead, { fingerprintWindow: false }))
      total.stored += result.stored
      total.duplicates += result.duplicates
      total.remaining = result.remaining
      if (result.remaining === 0 || result.stored + result.duplicates === 0) break
    }
    if (total.stored + total.duplicates > 0) {
      console.info(`[contact] lead spool replayed: ${total.stored} stored, ${total.duplicates} already there, ${total.remaining} waiting`)
    }
    return total
  })().finally(() => {
    replayState.__leadReplay = undefined
  })
  return replayState.__leadReplay
}

/** How many leads wait in this instance's spool. */
export function spooledLeadCount(): number {
  return pendingLeads()
}

/**
 * Queues the e-mail to the sales mailbox (when SMTP is configured) and the alerts to the group robots
 * (src/content/lead-alerts.ts). A failure here never fails the submission.
 */
async function queueLeadNotification(payload: Payload, submissionId: number): Promise<void> {
  try {
    if (env.smtp.host) await payload.jobs.queue({ task: 'notifyLead', input: { submissionId } })
    await queueLeadAlerts(payload, submissionId)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue the notification of lead ${submissionId}` })
  }
}
