'use client'

import { ErrorPage } from '@/components/layout/ChunkErrorPrompt'
import { inLanguage, type PerLanguage } from '@/i18n/locales'
import en from '@/i18n/messages/en/common.json'
import zh from '@/i18n/messages/zh/common.json'
import { useLocale } from '@/i18n/navigation'
import { isChunkLoadError } from '@/lib/chunk-error'

const COMMON: PerLanguage<typeof zh> = { zh, en }

/**
 * A page of the site that fails while rendering in the browser. The usual cause after a deploy is a chunk of the
 * old build that no longer exists (spec section 8): then the visitor is asked to reload, which loads the new build.
 * Header and footer stay (this boundary sits inside the locale layout). Its texts come with its code (a few hundred
 * bytes in both languages), not from a translation provider: the site's client code carries no message formatter.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const texts = inLanguage(COMMON, useLocale())[isChunkLoadError(error) ? 'chunkError' : 'pageError']
  return <ErrorPage title={texts.title} text={texts.text} reload={texts.reload} />
}
