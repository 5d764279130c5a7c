import { llmsTxt } from '@/content/llms-txt'
import { isLocale, localePrefix } from '@/i18n/locales'
import { llmsResponse } from '@/lib/llms-txt'

/** `/en/llms.txt` (each prefixed language): the site for answer engines in that language; the default's is `/llms.txt`. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale) || !localePrefix(locale)) {
    return new Response('未找到 / Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return llmsResponse(await llmsTxt(locale))
}
