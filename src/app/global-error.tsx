'use client'

import { usePathname } from 'next/navigation'

import { ErrorPage } from '@/components/layout/ChunkErrorPrompt'
import { inLanguage, languageTag, localeOfPath, type PerLanguage } from '@/i18n/locales'
import en from '@/i18n/messages/en/common.json'
import zh from '@/i18n/messages/zh/common.json'
import { isChunkLoadError } from '@/lib/chunk-error'

const COMMON: PerLanguage<typeof zh> = { zh, en }

/**
 * The last error boundary, for a failure in a root layout itself (no layout, no next-intl provider above it): the
 * same reload prompt as app/(site)/[locale]/error.tsx, its language read from the path (`/en/...` is English).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname() ?? '/')
  const texts = inLanguage(COMMON, locale)[isChunkLoadError(error) ? 'chunkError' : 'pageError']
  return (
    <html lang={languageTag(locale)}>
      <body>
        <ErrorPage title={texts.title} text={texts.text} reload={texts.reload} />
      </body>
    </html>
  )
}
