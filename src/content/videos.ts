import type { Locale } from '@/i18n/locales'
import { formatShanghaiTime } from '@/lib/time'
import type { Video } from '@/payload-types'

import { cached, TAGS } from './cache'
import { type CaptionRow, captionRows, imageView, mediaUrl } from './media'
import type { MessageRow } from './news'
import { getPayloadClient } from './payload'
import { type Paged, type Paging, readOptions, totalOf, visibleIn } from './query'

export type VideoRow = {
  videoId: number
  videoTitle: string
  videoUrl: string
  videoAlt: string
  videoFile: string
  duration: number
  updateTime: string
  /** WebVTT caption files by language (src/lib/captions.ts makes the player's tracks). */
  captions: CaptionRow[]
}

export type VideoDetail = VideoRow & { videoDescription: string }

export function toVideoRow(doc: Video): VideoRow {
  return {
    videoId: doc.id,
    videoTitle: doc.title ?? '',
    videoUrl: mediaUrl(doc.cover, 'card'),
    videoAlt: imageView(doc.cover)?.alt || doc.title || '',
    videoFile: mediaUrl(doc.file),
    duration: Math.round(doc.duration ?? 0),
    updateTime: formatShanghaiTime(doc.publishedAt ?? doc.updatedAt),
    captions: captionRows(doc.captions),
  }
}

/** A video in the news list's shape, for the highlight-video tab (`class=video`). */
export function videoAsMessage(row: VideoRow): MessageRow & VideoRow {
  return {
    ...row,
    messageId: row.videoId,
    messageTitle: row.videoTitle,
    messageSynopsis: '',
    messageUrl: row.videoUrl,
    messageAlt: row.videoAlt,
    messageType: 'video',
  }
}

/** Published videos in this language, newest first. */
export const listVideos = cached(
  async (locale: Locale, { pageNum, pageSize }: Paging): Promise<Paged<VideoRow>> => {
    const payload = await getPayloadClient()
    const where = visibleIn(locale)
    const result = await payload.find({
      collection: 'videos',
      ...readOptions(locale),
      where,
      sort: ['-publishedAt', '-id'],
      page: pageNum,
      limit: pageSize,
    })
    return {
      rows: result.docs.map(toVideoRow),
      total: await totalOf(result, pageNum, () => payload.count({ collection: 'videos', locale, where })),
    }
  },
  'videos:list',
  [TAGS.videos, TAGS.media],
)

export const getVideo = cached(
  async (locale: Locale, id: number): Promise<VideoDetail | null> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'videos',
      ...readOptions(locale),
      where: visibleIn(locale, 'title', [{ id: { equals: id } }]),
      limit: 1,
      pagination: false,
    })
    const doc = found.docs[0]
    if (!doc) return null
    return { ...toVideoRow(doc), videoUrl: mediaUrl(doc.cover, 'large'), videoDescription: doc.description ?? '' }
  },
  'videos:one',
  [TAGS.videos, TAGS.media],
)
