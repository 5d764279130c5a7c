import { countDownload } from '@/content/insight'
import { getDownload } from '@/content/software'
import { env } from '@/env'
import { DEFAULT_LOCALE, inLanguage, type Locale, localeOfPath, otherLocales } from '@/i18n/locales'
import { preferredLanguage } from '@/lib/accept-language'

/**
 * A counted download (issue "first-party insight"): `/download/file/{softwareId}` counts one download of the
 * software's current version, `/download/file/{softwareId}?version={version}` of an older version the software still
 * offers (once per visitor, software, version and day), then redirects to its file (this site's `/api/media/file/…`, or the S3 object's
 * address) or its external link. Bots and prefetches are redirected without being counted. HEAD redirects too,
 * uncounted. Never cached, so every fetch reaches the server and is counted.
 */
type Context = { params: Promise<{ id: string }> }

export const dynamic = 'force-dynamic'

const TEXTS = {
  notFound: { zh: '没有这个下载', en: 'No such download' },
}

/** The path of a Referer that is a page of this site (under its base path), else null. */
function ownPagePath(referer: string | null): string | null {
  if (!referer) return null
  try {
    const { pathname } = new URL(referer)
    if (pathname !== env.basePath && !pathname.startsWith(`${env.basePath}/`)) return null
    return pathname.slice(env.basePath.length)
  } catch {
    return null
  }
}

/** The language of the page of this site the download was clicked on (its Referer), else the browser's preferred one. */
function languageOf(request: Request): Locale {
  const page = ownPagePath(request.headers.get('referer'))
  if (page !== null) return localeOfPath(page)
  return preferredLanguage(request.headers.get('accept-language'), [DEFAULT_LOCALE, ...otherLocales(DEFAULT_LOCALE)])
}

async function answer(request: Request, { params }: Context, count: boolean): Promise<Response> {
  const { id: raw } = await params
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  const version = new URL(request.url).searchParams.get('version')
  const sane = version === null || (version.length > 0 && version.length <= 64)
  const download = Number.isSafeInteger(id) && sane ? await getDownload(id, version) : null
  if (!download) {
    return new Response(inLanguage(TEXTS.notFound, languageOf(request)), {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (count) await countDownload(id, download.version, request.headers)
  return new Response(null, { status: 302, headers: { location: download.url, 'cache-control': 'no-store' } })
}

export function GET(request: Request, context: Context) {
  return answer(request, context, true)
}

export function HEAD(request: Request, context: Context) {
  return answer(request, context, false)
}
