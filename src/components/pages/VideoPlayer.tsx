import { getTranslations } from 'next-intl/server'

import type { CaptionTrack } from '@/lib/captions'

import { VideoPlayerFrame } from './VideoPlayerFrame'

/**
 * A video with its cover, for server components: the cover and a play button, the browser's own player once the
 * visitor presses play (VideoPlayerFrame); without JavaScript the native player. Nothing is downloaded before play.
 */
export async function VideoPlayer({
  src,
  poster,
  title,
  lazy = false,
  insight,
  tracks,
}: {
  src: string
  poster?: string | null
  title: string
  lazy?: boolean
  /** What the insight beacon counts the plays of (`video:ID`). */
  insight?: string
  tracks?: readonly CaptionTrack[]
}) {
  const t = await getTranslations('common')
  return (
    <VideoPlayerFrame
      src={src}
      poster={poster}
      title={title}
      playLabel={t('playVideo', { title })}
      lazy={lazy}
      insight={insight}
      tracks={tracks}
    />
  )
}
