import type { Metadata } from 'next'

import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { pageLocale } from '@/components/pages/params'
import { loadVideo, VideoDetailView, videoMetadata } from '@/components/pages/VideoDetailView'
import { isLocale } from '@/i18n/locales'

type Params = { locale: string; id: string }

export const dynamicParams = true

/** Videos are rendered on their first visit and kept until a publish. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const video = await loadVideo(locale, id)
  return video ? videoMetadata(locale, video) : notFoundMetadata(locale)
}

export default async function VideoDetailPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const video = await loadVideo(locale, (await params).id)
  if (!video) return <NotFoundPage />
  return <VideoDetailView locale={locale} video={video} />
}
