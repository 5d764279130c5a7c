/**
 * Lead alerts to group chat robots (WeCom 企业微信, DingTalk 钉钉, Feishu 飞书): the rules each platform publishes for
 * its custom group robot, and what a message says. Pure: no network, no database (the sending is
 * src/content/lead-alerts.ts).
 *
 * - Addresses: each kind's own host over https (an administrator may add hosts with LEAD_ALERT_HOSTS: a gateway of the
 *   company's, or the tests' local robots), so a stolen admin session cannot make the server post leads elsewhere.
 * - Signing ("加签"): DingTalk signs `timestamp + "\n" + secret` with HMAC-SHA256 keyed by the secret, sent in the
 *   address (`timestamp`, `sign`, milliseconds); Feishu keys HMAC-SHA256 with `timestamp + "\n" + secret` over an
 *   empty message, sent in the body (`timestamp`, `sign`, seconds). WeCom has no signature: its key is the address.
 * - Limits: WeCom and DingTalk 20 messages a minute per robot (DingTalk then refuses for 10 minutes), Feishu 5 a
 *   second and 100 a minute. The sender keeps under them and combines what waits into one digest message.
 * - A message names the lead's number, kind, product, region, language and (per channel) company, with a link to the
 *   lead in the admin; phone and e-mail only on a channel that allows it.
 */
import crypto from 'node:crypto'

import { type AdminLanguage, type Bilingual, LANGUAGES, type Locale } from '@/i18n/locales'

import { BEIJING_OFFSET_MS } from './beijing-time'
import { requestKindLabel } from './contact-form'

export const ROBOT_KINDS = ['wecom', 'dingtalk', 'feishu'] as const
export type RobotKind = (typeof ROBOT_KINDS)[number]

export const ROBOT_LABELS: Record<RobotKind, Bilingual> = {
  wecom: { zh: '企业微信群机器人', en: 'WeCom group robot' },
  dingtalk: { zh: '钉钉群机器人', en: 'DingTalk group robot' },
  feishu: { zh: '飞书群机器人', en: 'Feishu group robot' },
}

type Window = { count: number; windowMs: number }

/** The platforms' published limits per robot. */
const ROBOT_LIMITS: Record<RobotKind, readonly Window[]> = {
  wecom: [{ count: 20, windowMs: 60_000 }],
  dingtalk: [{ count: 20, windowMs: 60_000 }],
  feishu: [
    { count: 5, windowMs: 1000 },
    { count: 100, windowMs: 60_000 },
  ],
}

const ROBOT_HOSTS: Record<RobotKind, readonly string[]> = {
  wecom: ['qyapi.weixin.qq.com'],
  dingtalk: ['oapi.dingtalk.com'],
  feishu: ['open.feishu.cn', 'open.larksuite.com'],
}

/** At most this many leads in one message; more wait for the next. */
export const DIGEST_MAX = 20

/** Why a webhook address is refused for this kind of robot, or null. `extraHosts`: LEAD_ALERT_HOSTS (host[:port]). */
export function webhookProblem(kind: RobotKind, address: string, extraHosts: readonly string[]): Bilingual | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return { zh: '请输入完整的网址（以 https:// 开头）', en: 'Enter the whole address (starting with https://)' }
  }
  const extra = extraHosts.includes(url.host.toLowerCase())
  if (url.username || url.password) return { zh: '网址不能包含用户名或密码', en: 'The address may not hold a user name or password' }
  if (url.protocol !== 'https:' && !(extra && url.protocol === 'http:'))
    return { zh: '机器人地址必须以 https:// 开头', en: 'A robot address must start with https://' }
  if (!extra && !ROBOT_HOSTS[kind].includes(url.hostname.toLowerCase()))
    return {
      zh: `${ROBOT_LABELS[kind].zh}的地址应在 ${ROBOT_HOSTS[kind].join('、')}`,
      en: `A ${ROBOT_LABELS[kind].en}'s address is on ${ROBOT_HOSTS[kind].join(' or ')}`,
    }
  return null
}

/** The request that sends `text` to a robot: its address (DingTalk's signature is in it) and JSON body. */
export function robotRequest(kind: RobotKind, address: string, secret: string, text: string, now: number): { url: string; body: unknown } {
  if (kind === 'dingtalk') {
    const url = new URL(address)
    if (secret) {
      const sign = crypto.createHmac('sha256', secret).update(`${now}\n${secret}`).digest('base64')
      url.searchParams.set('timestamp', String(now))
      url.searchParams.set('sign', sign)
    }
    return { url: url.toString(), body: { msgtype: 'text', text: { content: text } } }
  }
  if (kind === 'feishu') {
    const body: Record<string, unknown> = { msg_type: 'text', content: { text } }
    if (secret) {
      const seconds = Math.floor(now / 1000)
      body.timestamp = String(seconds)
      body.sign = crypto.createHmac('sha256', `${seconds}\n${secret}`).update('').digest('base64')
    }
    return { url: address, body }
  }
  return { url: address, body: { msgtype: 'text', text: { content: text } } }
}

export type RobotAnswer = { ok: true } | { ok: false; reason: Bilingual; throttled: boolean }

const reason = (zh: string, en: string, detail: string): Bilingual => ({ zh: `${zh}（${detail}）`, en: `${en} (${detail})` })

/** What a robot's answer means: sent, or why not, in the administrator's words with the platform's own. */
export function readRobotAnswer(kind: RobotKind, status: number, body: unknown): RobotAnswer {
  const answer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const code = Number(answer.errcode ?? answer.code ?? answer.StatusCode ?? (status >= 200 && status < 300 ? 0 : status))
  const message = String(answer.errmsg ?? answer.msg ?? answer.StatusMessage ?? '')
  const detail = `${status}${code ? ` ${code}` : ''}${message ? ` ${message}` : ''}`
  if (status >= 200 && status < 300 && code === 0) return { ok: true }
  const text = message.toLowerCase()
  const throttled =
    status === 429 ||
    (kind === 'wecom' && code === 45009) ||
    (kind === 'dingtalk' && (code === 130101 || text.includes('too fast'))) ||
    (kind === 'feishu' && (code === 11232 || text.includes('frequency')))
  if (throttled)
    return { ok: false, throttled, reason: reason('平台限流，稍后重发', 'Throttled by the platform; sent again later', detail) }
  if ((kind === 'feishu' && code === 19021) || text.includes('sign'))
    return { ok: false, throttled, reason: reason('签名不正确：请核对加签密钥', 'Bad signature: check the signing secret', detail) }
  if ((kind === 'feishu' && code === 19024) || text.includes('keyword'))
    return { ok: false, throttled, reason: reason('消息缺少机器人设置的关键词', "The message lacks the robot's keyword", detail) }
  if ((kind === 'feishu' && code === 19022) || text.includes('whitelist') || text.includes('ip '))
    return {
      ok: false,
      throttled,
      reason: reason('本服务器地址不在机器人的 IP 白名单中', "This server's address is not on the robot's allowed list", detail),
    }
  if ((kind === 'wecom' && code === 93000) || (kind === 'dingtalk' && code === 300001) || status === 404 || text.includes('token'))
    return { ok: false, throttled, reason: reason('机器人地址无效或已被删除', 'The robot address is not valid or was removed', detail) }
  return { ok: false, throttled, reason: reason('发送失败', 'Not sent', detail) }
}

/** The sends that may go now under the kind's limits: 0 = now, else the time (ms) the next one may go. */
export function nextSendAt(kind: RobotKind, sentAt: readonly number[], now: number): number {
  let at = 0
  for (const { count, windowMs } of ROBOT_LIMITS[kind]) {
    const inWindow = sentAt.filter((t) => t > now - windowMs).sort((a, b) => a - b)
    if (inWindow.length >= count) at = Math.max(at, inWindow[inWindow.length - count] + windowMs)
  }
  return at
}

/** Retries after a failed send: 30 s, doubling, at most 15 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(15 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1))
}

/** Failed sends in a row after which the administrators are told. */
export const FAILURES_BEFORE_NOTICE = 5

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/

export function isClockTime(value: unknown): boolean {
  return typeof value === 'string' && HHMM.test(value)
}

/** Minutes since midnight in Beijing time. */
function beijingMinutes(at: number): number {
  const date = new Date(at + BEIJING_OFFSET_MS)
  return date.getUTCHours() * 60 + date.getUTCMinutes()
}

/**
 * Within quiet hours from `from` to `to` (HH:MM, Beijing time; across midnight when `to` is earlier): the time they
 * end (ms), else 0. No quiet hours when either is empty.
 */
export function quietUntil(from: string | null | undefined, to: string | null | undefined, now: number): number {
  if (!isClockTime(from) || !isClockTime(to) || from === to) return 0
  const minutes = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3))
  const start = minutes(from as string)
  const end = minutes(to as string)
  const current = beijingMinutes(now)
  const quiet = start < end ? current >= start && current < end : current >= start || current < end
  if (!quiet) return 0
  const wait = (end - current + 24 * 60) % (24 * 60)
  return now - (now % 60_000) + wait * 60_000
}

export type RoutingRules = {
  requestKinds?: readonly string[] | null
  languages?: readonly string[] | null
  /** Words, one per line or comma-separated: a lead's product or province must contain one of them. */
  products?: string | null
  provinces?: string | null
}

const words = (list: string | null | undefined) =>
  (list ?? '')
    .split(/[\n,，、]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean)

export type LeadForAlert = {
  id: number
  requestKind?: string | null
  product?: string | null
  province?: string | null
  organisation?: string | null
  language?: string | null
  name?: string | null
  phone?: string | null
  email?: string | null
}

/** Whether a channel's rules take this lead (an empty rule takes every lead). */
export function matchesRules(rules: RoutingRules, lead: LeadForAlert): boolean {
  if (rules.requestKinds?.length && !rules.requestKinds.includes(lead.requestKind ?? '')) return false
  if (rules.languages?.length && !rules.languages.includes(lead.language ?? '')) return false
  const within = (list: string | null | undefined, value: string | null | undefined) => {
    const wanted = words(list)
    return wanted.length === 0 || wanted.some((w) => (value ?? '').toLowerCase().includes(w))
  }
  return within(rules.products, lead.product) && within(rules.provinces, lead.province)
}

export type MessageOptions = {
  language: AdminLanguage
  keyword?: string | null
  includeContact?: boolean | null
  includeOrganisation?: boolean | null
  siteName?: string
  /** The lead's page in the admin. */
  leadUrl: (id: number) => string
}

const LABELS = {
  zh: {
    one: '新线索',
    many: (n: number) => `${n} 条新线索`,
    product: '产品',
    province: '地区',
    language: '语言',
    organisation: '单位',
    contact: '联系方式',
    view: '查看',
  },
  en: {
    one: 'New lead',
    many: (n: number) => `${n} new leads`,
    product: 'Product',
    province: 'Region',
    language: 'Language',
    organisation: 'Company',
    contact: 'Contact',
    view: 'Open',
  },
}

function kindLabel(kind: string | null | undefined, language: AdminLanguage): string {
  return requestKindLabel(kind, language) || LABELS[language].one
}

function languageName(code: string | null | undefined, language: AdminLanguage): string {
  return LANGUAGES[code as Locale]?.adminName[language] ?? (code || '-')
}

/** The text of one message about `leads` (one lead, or a digest of several). */
export function alertText(leads: readonly LeadForAlert[], options: MessageOptions): string {
  const l = LABELS[options.language]
  const head = options.keyword ? `${options.keyword} ` : ''
  const site = options.siteName ? `【${options.siteName}】` : ''
  const describe = (lead: LeadForAlert) => {
    const parts = [
      `#${lead.id} ${kindLabel(lead.requestKind, options.language)}`,
      lead.product ? `${l.product}: ${lead.product}` : '',
      lead.province ? `${l.province}: ${lead.province}` : '',
      `${l.language}: ${languageName(lead.language, options.language)}`,
      options.includeOrganisation && lead.organisation ? `${l.organisation}: ${lead.organisation}` : '',
      options.includeContact ? `${l.contact}: ${[lead.name, lead.phone, lead.email].filter(Boolean).join(' ')}` : '',
    ].filter(Boolean)
    return parts.join(' · ')
  }
  if (leads.length === 1) {
    const [lead] = leads
    return `${head}${site}${l.one} ${describe(lead)}\n${l.view}: ${options.leadUrl(lead.id)}`
  }
  return [
    `${head}${site}${l.many(leads.length)}`,
    ...leads.map((lead) => `${describe(lead)}\n${l.view}: ${options.leadUrl(lead.id)}`),
  ].join('\n')
}

const TEST_TEXT: Record<AdminLanguage, string> = {
  zh: '测试消息：网站的线索提醒已接通本群。',
  en: 'Test message: lead alerts of the website reach this group.',
}

/** The text of the admin's "send a test message". */
export function testText(options: Pick<MessageOptions, 'keyword' | 'siteName' | 'language'>): string {
  const body = TEST_TEXT[options.language]
  return `${options.keyword ? `${options.keyword} ` : ''}${options.siteName ? `【${options.siteName}】` : ''}${body}`
}
