/**
 * The language an editor writes in is never inherited by surprise: Payload opens a document in the content language
 * last chosen (a user preference), so after "以中文为底稿创建英文" the next new item would open in English and its
 * Chinese would be typed into the English fields. A new document always opens in the default language instead.
 *
 * `createViewLocaleRedirect('/admin/collections/news/create', '?x=1', 'zh')` answers `?x=1&locale=zh`: the query the
 * create view is sent to. It answers null for any other admin path and for a create view that names its language.
 */
import {
  ADMIN_LANGUAGES,
  type AdminLanguage,
  adminLanguageOf,
  adminText,
  DEFAULT_ADMIN_LANGUAGE,
  isLocale,
  LANGUAGES,
} from '@/i18n/locales'

import { preferredLanguage } from './accept-language'
import { cookieValue } from './cookies'

export function createViewLocaleRedirect(pathname: string, search: string, defaultLocale: string, adminRoute = '/admin'): string | null {
  const path = pathname.replace(/\/+$/, '')
  const prefix = `${adminRoute}/collections/`
  if (!path.startsWith(prefix)) return null
  const rest = path.slice(prefix.length).split('/')
  if (rest.length !== 2 || !rest[0] || rest[1] !== 'create') return null
  const params = new URLSearchParams(search)
  if (params.get('locale')) return null
  params.set('locale', defaultLocale)
  return `?${params.toString()}`
}

/** The content language in the admin's own words: the band at the top of a document and the browser tab's title. */
export function contentLanguageName(locale: string, adminLanguage: string): string {
  return isLocale(locale) ? adminText(adminLanguage, LANGUAGES[locale].adminLabel) : locale
}

/**
 * The admin's language from a request's `Cookie` and `Accept-Language`: Payload's language cookie, else the
 * browser's preferred one of the admin's languages (./accept-language.ts); Chinese by default (as Payload decides).
 */
export function editorLanguage(cookie: string | null | undefined, acceptLanguage: string | null | undefined): AdminLanguage {
  const chosen = cookieValue(cookie, 'payload-lng')?.trim()
  if (chosen) return adminLanguageOf(chosen)
  return preferredLanguage(acceptLanguage, [DEFAULT_ADMIN_LANGUAGE, ...ADMIN_LANGUAGES.filter((l) => l !== DEFAULT_ADMIN_LANGUAGE)])
}
