import type { Locale } from '@/i18n/locales'
import { formatShanghaiTime } from '@/lib/time'
import type { Video } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { type CaptionRow, captionRows, imageView, mediaUrl } from './media'
import type { MessageRow } from './news'
import { getPayloadClient } from './payload'
import { type Paged, pageWithTotal, type Paging, readOptions, visibleIn } from './query'

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

function toVideoRow(doc: Video): VideoRow {
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

/** How many videos the list holds in this language: cached apart from the pages. */
const countVideos = cached(
  async (locale: Locale): Promise<number> =>
    (await (await getPayloadClient()).count({ collection: 'videos', locale, where: visibleIn(locale) })).totalDocs,
  'videos:count',
  [TAGS.videos],
)

/** Published videos in this language, newest first. */
export const listVideos = cached(
  async (locale: Locale, paging: Paging): Promise<Paged<VideoRow>> => {
    const payload = await getPayloadClient()
    return pageWithTotal(
      (page) =>
        payload.find({ collection: 'videos', ...readOptions(locale), where: visibleIn(locale), sort: ['-publishedAt', '-id'], ...page }),
      paging,
      () => countVideos(locale),
      toVideoRow,
    )
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
