import { switchTarget, UNTRANSLATED_FRAGMENT } from '@/content/language-versions'
import { env } from '@/env'
import { localeFromLanguage, otherLocales } from '@/i18n/locales'
import { switchLocation, switchSource } from '@/lib/language-switch'

export const dynamic = 'force-dynamic'

/** The language cookie of contract 1 (as src/client/session.ts writes it): a year, the whole site. */
const LANGUAGE_COOKIE = (value: string) => `language=${value}; Path=/; Max-Age=31536000; SameSite=Lax`

/**
 * The header's language switch (issue 33, item 3): `?to=en|zh&from=<page path and query>` (or, without JavaScript,
 * the Referer) → 303 to the same page in that language, or to the nearest page that exists there with the
 * "not translated yet" notice (`#untranslated`). Remembers the choice in the `language` cookie.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const target = localeFromLanguage(url.searchParams.get('to'))
  const source = switchSource(url.searchParams.get('from'), request.headers.get('referer'), env.basePath) ?? {
    path: '/pc_index',
    locale: otherLocales(target)[0],
  }
  const found =
    source.locale === target ? { path: source.path, untranslated: false } : await switchTarget(source.path, source.locale, target)
  return new Response(null, {
    status: 303,
    headers: {
      location: switchLocation(env.basePath, target, found.path, found.untranslated, UNTRANSLATED_FRAGMENT),
      'set-cookie': LANGUAGE_COOKIE(target),
      'cache-control': 'no-store',
    },
  })
}
