import { llmsTxt } from '@/content/llms-txt'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { llmsResponse } from '@/lib/llms-txt'

/** `/llms.txt`: the site for answer engines and AI assistants, in the default language (src/content/llms-txt.ts). */
export async function GET(): Promise<Response> {
  return llmsResponse(await llmsTxt(DEFAULT_LOCALE))
}
