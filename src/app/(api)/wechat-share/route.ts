import { wechatTicket } from '@/cache/wechat-ticket'
import { env } from '@/env'
import { type Bilingual, inLanguage, localeFromLanguage, WRITTEN_LOCALES } from '@/i18n/locales'
import { preferredLanguage } from '@/lib/accept-language'
import { siteOrigins } from '@/lib/origins'
import { jsSdkNonce, jsSdkSignature, signablePageUrl, WECHAT_SHARE_TEXTS } from '@/lib/wechat'

export const dynamic = 'force-dynamic'

const origins = siteOrigins(env.origins)

/**
 * The JS-SDK configuration of a page opened in WeChat (src/components/layout/WechatShare.tsx):
 * `GET /wechat-share?url=<the page's address>&lang=zh|en` → `{ appId, timestamp, nonceStr, signature }`, signed for
 * the site's own pages only. 404 when no official account is configured, 400 for another site's address, 503 (with
 * Retry-After) while WeChat gives no ticket; each with a message in the visitor's language. Never cached: a
 * signature holds for one page and one ticket.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const lang = query.get('lang')
  const locale = lang ? localeFromLanguage(lang) : preferredLanguage(request.headers.get('accept-language'), WRITTEN_LOCALES)
  const refuse = (status: number, text: Bilingual, headers: Record<string, string> = {}) =>
    Response.json({ error: inLanguage(text, locale) }, { status, headers: { 'cache-control': 'no-store', ...headers } })

  const account = env.wechat
  if (!account) return refuse(404, WECHAT_SHARE_TEXTS.notConfigured)
  const url = signablePageUrl(query.get('url'), origins)
  if (!url) return refuse(400, WECHAT_SHARE_TEXTS.notOurPage)
  let ticket: string
  try {
    ticket = await wechatTicket()
  } catch {
    return refuse(503, WECHAT_SHARE_TEXTS.unavailable, { 'retry-after': '60' })
  }
  const timestamp = Math.floor(Date.now() / 1000)
  const nonceStr = jsSdkNonce()
  return Response.json(
    { appId: account.appId, timestamp, nonceStr, signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
