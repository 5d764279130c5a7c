/**
 * Baidu Tongji (analytics) and Baidu URL push (普通收录 API), both configured in the site settings and off until
 * filled in. Pure: the caller passes the settings, the site address and the endpoint.
 */
import type { Locale } from '@/i18n/locales'

import { absoluteUrl, type SiteAddress } from './seo'

/** A Tongji site id: the 32 hexadecimal characters after `hm.js?` in Baidu's snippet. */
export function isTongjiId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/i.test(value.trim())
}

/** The Tongji script of a site id, or null when the id is missing or malformed (nothing is loaded then). */
export function tongjiScriptUrl(id: unknown): string | null {
  return isTongjiId(id) ? `https://hm.baidu.com/hm.js?${id.trim().toLowerCase()}` : null
}

/** Baidu's push API: `POST {endpoint}?site=…&token=…`, one URL a line. */
const BAIDU_PUSH_ENDPOINT = 'http://data.zz.baidu.com/urls'

export type PushSettings = { site?: string | null; token?: string | null } | null | undefined

/** The push request's address, or null when the push is not configured (both site and token are needed). */
export function pushRequestUrl(settings: PushSettings, endpoint: string = BAIDU_PUSH_ENDPOINT): string | null {
  const site = settings?.site?.trim()
  const token = settings?.token?.trim()
  if (!site || !token) return null
  const url = new URL(endpoint)
  url.searchParams.set('site', site)
  url.searchParams.set('token', token)
  return url.toString()
}

/** The absolute URLs of a path in every language (zh at the root, en under /en). */
export function pushUrlsOf(site: SiteAddress, path: string, locales: readonly Locale[]): string[] {
  return locales.map((locale) => absoluteUrl(site, locale, path))
}
