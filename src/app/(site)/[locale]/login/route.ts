import { NextResponse } from 'next/server'

import { getSiteSettings } from '@/content/globals'
import { env } from '@/env'
import { DEFAULT_LOCALE, isLocale, localePrefix } from '@/i18n/locales'

/**
 * `/login` (contract 1; spec section 8 sends a visitor whose session expired here): a redirect to the SaaS login
 * address of the site settings. Without one, the home page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  const settings = await getSiteSettings(language)
  const target = settings.saasLoginUrl?.trim() ?? ''
  if (/^https?:\/\//i.test(target)) return NextResponse.redirect(target, 307)
  return NextResponse.redirect(new URL(`${env.basePath}${localePrefix(language)}/pc_index`, request.url), 307)
}
