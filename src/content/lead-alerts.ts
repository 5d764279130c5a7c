/**
 * Lead alerts to group chat robots (issue 59; the rules of each platform are src/lib/lead-alerts.ts, the channels
 * src/collections/LeadChannels.ts).
 *
 * - A stored lead (from the form or replayed from the spool) gets one `lead-alerts` row per enabled channel whose
 *   rules take it, and a run of the `alertLeads` job is queued (src/jobs/alertLeads.ts). Runs of the jobs queue are
 *   one at a time across instances (src/content/job-runs.ts), so no alert goes out twice.
 * - A run sends, per channel, what waits: one lead as it is, several as one digest (at most DIGEST_MAX a message),
 *   never more messages than the platform allows (the sent rows of the last minute are the count). What cannot go
 *   now (the limit reached, quiet hours, a retry's backoff) waits, and a later run is queued for when it may go.
 * - A failed send (an error code, a timeout, a throttled answer) keeps the rows waiting with the platform's answer
 *   and a backoff; after FAILURES_BEFORE_NOTICE failures in a row the administrators get an e-mail (when SMTP is set).
 *   Nothing is dropped: a robot that is down gets every lead once it is back.
 */
import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import { env } from '@/env'
import { adminLanguageOf, type Bilingual } from '@/i18n/locales'
import {
  alertText,
  backoffMs,
  DIGEST_MAX,
  FAILURES_BEFORE_NOTICE,
  type LeadForAlert,
  matchesRules,
  nextSendAt,
  quietUntil,
  readRobotAnswer,
  type RobotAnswer,
  robotRequest,
  testText,
  webhookProblem,
} from '@/lib/lead-alerts'
import { CLEAR_SECRETS } from '@/lib/secret-box'
import type { ContactSubmission, LeadAlert, LeadChannel } from '@/payload-types'

const SEND_TIMEOUT_MS = 10_000

type Channel = LeadChannel

/** The channels with their secrets in clear (server side only). */
async function channels(payload: Payload, where: Record<string, unknown> = { enabled: { equals: true } }): Promise<Channel[]> {
  const found = await payload.find({
    collection: 'lead-channels',
    where: where as never,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    context: { [CLEAR_SECRETS]: true },
  })
  return found.docs
}

/** Creates the lead's alert rows (one per channel that takes it) and queues a run of the sender. */
export async function queueLeadAlerts(payload: Payload, leadId: number): Promise<number> {
  const all = await channels(payload)
  if (all.length === 0) return 0
  const lead = await payload.findByID({ collection: 'contact-submissions', id: leadId, depth: 0, overrideAccess: true })
  let made = 0
  for (const channel of all) {
    if (!matchesRules(channel.rules ?? {}, lead)) continue
    await payload.create({
      collection: 'lead-alerts',
      overrideAccess: true,
      depth: 0,
      data: { lead: leadId, channel: channel.id, status: 'pending', attempts: 0 },
    })
    made += 1
  }
  if (made > 0) await payload.jobs.queue({ task: 'alertLeads', input: {} })
  return made
}

type Sent = { answer: RobotAnswer; ms: number }

async function post(channel: Channel, text: string, now: number): Promise<Sent> {
  const started = Date.now()
  // A sealed address that no longer opens (PAYLOAD_SECRET changed) reads as empty.
  const problem = channel.webhook
    ? webhookProblem(channel.kind, channel.webhook, env.leadAlertHosts)
    : {
        zh: '机器人地址无法读取（PAYLOAD_SECRET 是否改过？），请重新填写地址和密钥',
        en: 'The robot address cannot be read (was PAYLOAD_SECRET changed?): type the address and secret again',
      }
  if (problem) return { answer: { ok: false, throttled: false, reason: problem }, ms: 0 }
  const request = robotRequest(channel.kind, channel.webhook, channel.secret ?? '', text, now)
  try {
    const res = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    })
    const raw = await res.text()
    let body: unknown = null
    try {
      body = JSON.parse(raw)
    } catch {
      body = { msg: raw.slice(0, 120) }
    }
    return { answer: readRobotAnswer(channel.kind, res.status, body), ms: Date.now() - started }
  } catch (error) {
    const what = (error as Error).name === 'TimeoutError' ? 'timeout' : String((error as Error).message ?? error).slice(0, 120)
    return {
      answer: { ok: false, throttled: false, reason: { zh: `无法连接机器人（${what}）`, en: `The robot could not be reached (${what})` } },
      ms: Date.now() - started,
    }
  }
}

function siteName(settings: { shortName?: string | null }): string {
  return settings.shortName ?? ''
}

function messageOptions(channel: Channel, name: string) {
  const base = env.serverUrl.replace(/\/+$/, '')
  return {
    language: adminLanguageOf(channel.messageLanguage),
    keyword: channel.keyword,
    includeContact: channel.includeContact,
    includeOrganisation: channel.includeOrganisation,
    siteName: name,
    leadUrl: (id: number) => `${base}${env.basePath}/admin/collections/contact-submissions/${id}`,
  }
}

/** Sends a test message through a channel: the platform's answer, or null when there is no such channel. */
export async function sendTestAlert(payload: Payload, id: number): Promise<{ ok: boolean; message: Bilingual } | null> {
  if (!Number.isInteger(id) || id <= 0) return null
  const [channel] = await channels(payload, { id: { equals: id } })
  if (!channel) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const text = testText({ keyword: channel.keyword, siteName: siteName(settings), language: adminLanguageOf(channel.messageLanguage) })
  const { answer, ms } = await post(channel, text, Date.now())
  if (answer.ok)
    return { ok: true, message: { zh: `已发送，平台 ${ms} 毫秒内确认收到。`, en: `Sent: the platform confirmed it within ${ms} ms.` } }
  return { ok: false, message: answer.reason }
}

const asId = (value: number | { id: number } | null | undefined): number => (typeof value === 'object' && value ? value.id : Number(value))

/** This channel's alert rows with `status` that meet `more`, in `sort` order (at most `limit`). */
async function channelRows(
  payload: Payload,
  channelId: number,
  status: LeadAlert['status'],
  more: Where,
  order: { sort: string; limit?: number },
): Promise<LeadAlert[]> {
  const found = await payload.find({
    collection: 'lead-alerts',
    where: { and: [{ channel: { equals: channelId } }, { status: { equals: status } }, more] },
    sort: order.sort,
    ...(order.limit ? { limit: order.limit } : { pagination: false }),
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** When this channel's recent messages were sent (one time per message). */
async function recentSends(payload: Payload, channelId: number, now: number): Promise<number[]> {
  const rows = await channelRows(
    payload,
    channelId,
    'sent',
    { sentAt: { greater_than: new Date(now - 60_000).toISOString() } },
    { sort: 'sentAt' },
  )
  const byMessage = new Map<string, number>()
  for (const row of rows) byMessage.set(row.message ?? String(row.id), Date.parse(row.sentAt ?? ''))
  return [...byMessage.values()]
}

/** The alerts of this channel that may go now, oldest first (one message's worth). */
function waiting(payload: Payload, channelId: number, now: number): Promise<LeadAlert[]> {
  const due: Where = { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: new Date(now).toISOString() } }] }
  return channelRows(payload, channelId, 'pending', due, { sort: 'createdAt', limit: DIGEST_MAX })
}

/** The earliest retry among this channel's rows that wait for their backoff; 0 when none. */
async function nextRetry(payload: Payload, channelId: number, now: number): Promise<number> {
  const [row] = await channelRows(
    payload,
    channelId,
    'pending',
    { nextAttemptAt: { greater_than: new Date(now).toISOString() } },
    { sort: 'nextAttemptAt', limit: 1 },
  )
  return row?.nextAttemptAt ? Date.parse(row.nextAttemptAt) : 0
}

async function tellAdministrators(payload: Payload, channel: Channel, reason: Bilingual, attempts: number): Promise<void> {
  if (!env.smtp.host) return
  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const to = admins.docs.map((u) => u.email).filter(Boolean)
  if (to.length === 0) return
  await payload
    .sendEmail({
      to,
      subject: `线索提醒发送失败 / Lead alerts failing: ${channel.name}`,
      text:
        `渠道「${channel.name}」已连续 ${attempts} 次发送失败，线索仍在等待发送。平台的回答：${reason.zh}\n` +
        `The channel "${channel.name}" failed ${attempts} times in a row; its leads are still waiting. The platform said: ${reason.en}\n`,
    })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'The lead-alert failure e-mail was not sent' }))
}

export type Delivery = { sent: number; messages: number; waiting: number; nextAt: number }

/** Sends what waits on every enabled channel, within each platform's limits (see the top of this file). */
export async function deliverLeadAlerts(payload: Payload, now: () => number = Date.now): Promise<Delivery> {
  const result: Delivery = { sent: 0, messages: 0, waiting: 0, nextAt: 0 }
  const later = (at: number) => {
    if (at > 0 && (result.nextAt === 0 || at < result.nextAt)) result.nextAt = at
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const enabled = await channels(payload)
  for (const channel of enabled) {
    for (;;) {
      const at = now()
      const rows = await waiting(payload, channel.id, at)
      if (rows.length === 0) {
        later(await nextRetry(payload, channel.id, at))
        break
      }
      const quietEnd = quietUntil(channel.quietFrom, channel.quietTo, at)
      const limitEnd = nextSendAt(channel.kind, await recentSends(payload, channel.id, at), at)
      if (quietEnd || limitEnd) {
        later(Math.max(quietEnd, limitEnd))
        break
      }
      const leads = await payload.find({
        collection: 'contact-submissions',
        where: { id: { in: rows.map((r) => asId(r.lead)) } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      const byId = new Map(leads.docs.map((l: ContactSubmission) => [l.id, l]))
      const present = rows.filter((r) => byId.has(asId(r.lead)))
      const text = alertText(
        present.map((r) => byId.get(asId(r.lead)) as LeadForAlert),
        messageOptions(channel, siteName(settings)),
      )
      const { answer } = present.length ? await post(channel, text, at) : { answer: { ok: true } as RobotAnswer }
      const ids = rows.map((r) => r.id)
      const attempts = Math.max(...rows.map((r) => r.attempts ?? 0)) + 1
      if (answer.ok) {
        const message = crypto.randomUUID()
        await payload.update({
          collection: 'lead-alerts',
          where: { id: { in: ids } },
          data: { status: 'sent', sentAt: new Date(at).toISOString(), attempts, message, lastError: '', nextAttemptAt: null },
          depth: 0,
          overrideAccess: true,
        })
        result.sent += present.length
        result.messages += 1
        continue
      }
      const wait = answer.throttled ? Math.max(60_000, backoffMs(attempts)) : backoffMs(attempts)
      await payload.update({
        collection: 'lead-alerts',
        where: { id: { in: ids } },
        data: {
          attempts,
          lastError: `${answer.reason.zh} / ${answer.reason.en}`.slice(0, 500),
          nextAttemptAt: new Date(at + wait).toISOString(),
        },
        depth: 0,
        overrideAccess: true,
      })
      payload.logger.warn({
        msg: `[lead alerts] ${channel.name}: ${answer.reason.en}; ${rows.length} lead(s) wait ${Math.round(wait / 1000)} s`,
      })
      if (attempts === FAILURES_BEFORE_NOTICE) await tellAdministrators(payload, channel, answer.reason, attempts)
      later(at + wait)
      break
    }
  }
  // What waits on a channel that is off is not counted: no run is queued for it until the channel is on again (its
  // save queues one, src/collections/LeadChannels.ts).
  const pending = await payload.count({
    collection: 'lead-alerts',
    where: { and: [{ status: { equals: 'pending' } }, { channel: { in: enabled.map((c) => c.id) } }] },
    overrideAccess: true,
  })
  result.waiting = enabled.length ? pending.totalDocs : 0
  return result
}
