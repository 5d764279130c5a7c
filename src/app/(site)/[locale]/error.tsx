'use client'

import { useTranslations } from 'next-intl'

import { ErrorPage } from '@/components/layout/ChunkErrorPrompt'
import { isChunkLoadError } from '@/lib/chunk-error'

/**
 * A page of the site that fails while rendering in the browser. The usual cause after a deploy is a chunk of the
 * old build that no longer exists (spec section 8): then the visitor is asked to reload, which loads the new build.
 * Header and footer stay (this boundary sits inside the locale layout).
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('common')
  const key = isChunkLoadError(error) ? 'chunkError' : 'pageError'
  return <ErrorPage title={t(`${key}.title`)} text={t(`${key}.text`)} reload={t(`${key}.reload`)} />
}
