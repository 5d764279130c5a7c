/**
 * WeChat share cards through the JS-SDK, the pure part: the signature of a page's JS-SDK configuration, which page
 * addresses may be signed, and WeChat's answers read. The ticket itself is fetched and shared by
 * src/cache/wechat-ticket.ts; the browser asks `/wechat-share` (src/app/(api)/wechat-share/route.ts).
 *
 * WeChat's rule (JS-SDK documentation, appendix 1): the signature is the SHA-1, in lowercase hex, of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the fields in that order, their values as they are (no URL
 * encoding), the page's full address without its `#` fragment.
 */
import crypto from 'node:crypto'

import type { Bilingual } from '@/i18n/locales'

export type JsSdkSignatureInput = { ticket: string; nonceStr: string; timestamp: number; url: string }

export function jsSdkSignature({ ticket, nonceStr, timestamp, url }: JsSdkSignatureInput): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`
  return crypto.createHash('sha1').update(text, 'utf8').digest('hex')
}

/** A nonce of 16 letters and digits (WeChat allows up to 32). */
export function jsSdkNonce(): string {
  return crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)
}

/** The longest page address signed: WeChat's pages and ours stay far below it. */
const MAX_URL_LENGTH = 2048

/**
 * The address to sign for a page the browser names, without its fragment, or null when it is not a page of this
 * site: an http(s) address on one of `origins` (the site's own, src/lib/origins.ts). The JS-SDK works only on the
 * hosts entered as "JS interface safe domains" in the official account, and a signature for another host would let a
 * foreign page borrow the account's card.
 */
export function signablePageUrl(raw: string | null | undefined, origins: readonly string[]): string | null {
  if (!raw || raw.length > MAX_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || !origins.includes(url.origin)) return null
  const hash = raw.indexOf('#')
  // As the browser sent it (WeChat signs the page's own `location.href`), only the fragment dropped.
  return hash < 0 ? raw : raw.slice(0, hash)
}

/** An error WeChat answered (`errcode`, `errmsg`), or a failure to reach it. Never holds the secret or a token. */
export class WechatApiError extends Error {
  constructor(
    readonly code: number | 'unreachable' | 'malformed',
    message: string,
  ) {
    super(`WeChat API: ${code} ${message}`)
    this.name = 'WechatApiError'
  }
}

type Answer = Record<string, unknown>

function failure(body: Answer): WechatApiError | null {
  const code = body.errcode
  if (code === undefined || code === 0) return null
  return new WechatApiError(typeof code === 'number' ? code : 'malformed', String(body.errmsg ?? ''))
}

/** What an access token or a ticket answer gives: the value and for how long it holds. */
export type Expiring = { value: string; expiresInSeconds: number }

function expiring(body: unknown, field: 'access_token' | 'ticket'): Expiring {
  if (typeof body !== 'object' || body === null) throw new WechatApiError('malformed', 'not a JSON object')
  const answer = body as Answer
  const error = failure(answer)
  if (error) throw error
  const value = answer[field]
  const seconds = Number(answer.expires_in)
  if (typeof value !== 'string' || !value || !Number.isFinite(seconds) || seconds <= 0) {
    throw new WechatApiError('malformed', `no ${field} or expires_in`)
  }
  return { value, expiresInSeconds: seconds }
}

/** `POST /cgi-bin/stable_token`'s answer: `{ access_token, expires_in }` or `{ errcode, errmsg }`. */
export function readTokenAnswer(body: unknown): Expiring {
  return expiring(body, 'access_token')
}

/** `GET /cgi-bin/ticket/getticket?type=jsapi`'s answer: `{ errcode: 0, errmsg: 'ok', ticket, expires_in }`. */
export function readTicketAnswer(body: unknown): Expiring {
  return expiring(body, 'ticket')
}

/** A ticket is fetched again this long before it runs out (or at half its life, for a short one). */
const REFRESH_MARGIN_MS = 5 * 60_000

/** When a ticket fetched at `fetchedAt` holding `expiresInSeconds` should be replaced. */
export function refreshTime(fetchedAt: number, expiresInSeconds: number): number {
  const life = expiresInSeconds * 1000
  return fetchedAt + Math.max(life / 2, life - REFRESH_MARGIN_MS)
}

/** What a visitor's browser is told when a page cannot be signed (it then keeps WeChat's own card). */
export const WECHAT_SHARE_TEXTS = {
  notConfigured: { zh: '本站未配置微信公众号分享。', en: 'This site has no WeChat official account configured for sharing.' },
  notOurPage: { zh: '只能为本站的页面生成微信分享配置。', en: 'Only pages of this site can get a WeChat share configuration.' },
  unavailable: {
    zh: '暂时无法从微信获取分享配置，请稍后再试。',
    en: 'The WeChat share configuration cannot be obtained from WeChat right now; please try again later.',
  },
} satisfies Record<string, Bilingual>
