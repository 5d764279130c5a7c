import { NEWS_CLASSES, type NewsClass } from '@/collections/News'
import type { Locale } from '@/i18n/locales'
import { formatShanghaiTime } from '@/lib/time'
import type { News } from '@/payload-types'

import { cached, TAGS } from './cache'
import { imageView, mediaUrl } from './media'
import { getPayloadClient } from './payload'
import { type Paged, type Paging, readOptions, totalOf, visibleIn } from './query'
import { richTextToHtml } from './richtext'

export { NEWS_CLASSES, type NewsClass }

export type MessageRow = {
  messageId: number
  messageTitle: string
  messageSynopsis: string
  messageUrl: string
  messageAlt: string
  messageType: NewsClass | 'video'
  updateTime: string
}

export type MessageLink = { messageId: number; messageTitle: string }

export type MessageDetail = MessageRow & {
  /** The cover's sizes for the page's srcset (not part of the API record). */
  messageSrcSet: string
  messageContent: string
  prevMessage: MessageLink | null
  nextMessage: MessageLink | null
}

export function toMessageRow(doc: News): MessageRow {
  return {
    messageId: doc.id,
    messageTitle: doc.title ?? '',
    messageSynopsis: doc.synopsis ?? '',
    messageUrl: mediaUrl(doc.cover, 'card'),
    messageAlt: imageView(doc.cover)?.alt || doc.title || '',
    messageType: doc.class,
    updateTime: formatShanghaiTime(doc.publishedAt ?? doc.updatedAt),
  }
}

/** Published news in this language, newest first; all classes, or one. */
export const listNews = cached(
  async (locale: Locale, newsClass: NewsClass | null, { pageNum, pageSize }: Paging): Promise<Paged<MessageRow>> => {
    const payload = await getPayloadClient()
    const where = visibleIn(locale, 'title', newsClass ? [{ class: { equals: newsClass } }] : [])
    const result = await payload.find({
      collection: 'news',
      ...readOptions(locale),
      where,
      sort: ['-publishedAt', '-id'],
      page: pageNum,
      limit: pageSize,
    })
    return {
      rows: result.docs.map(toMessageRow),
      total: await totalOf(result, pageNum, () => payload.count({ collection: 'news', locale, where })),
    }
  },
  'news:list',
  [TAGS.news, TAGS.media],
)

/** The latest news for the home page. */
export async function latestNews(locale: Locale, count: number): Promise<Paged<MessageRow>> {
  return listNews(locale, null, { pageNum: 1, pageSize: count })
}

/** One published news item in this language, with its neighbours in list order; null when there is none. */
export const getNews = cached(
  async (locale: Locale, id: number): Promise<MessageDetail | null> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'news',
      ...readOptions(locale),
      where: visibleIn(locale, 'title', [{ id: { equals: id } }]),
      limit: 1,
      pagination: false,
    })
    const doc = found.docs[0]
    if (!doc) return null
    const at = doc.publishedAt ?? doc.updatedAt
    const neighbour = async (direction: 'newer' | 'older'): Promise<MessageLink | null> => {
      const result = await payload.find({
        collection: 'news',
        ...readOptions(locale, 0),
        where: visibleIn(locale, 'title', [{ publishedAt: direction === 'newer' ? { greater_than: at } : { less_than: at } }]),
        sort: direction === 'newer' ? 'publishedAt' : '-publishedAt',
        limit: 1,
        pagination: false,
        select: { title: true },
      })
      const n = result.docs[0]
      return n ? { messageId: n.id, messageTitle: n.title ?? '' } : null
    }
    const [prevMessage, nextMessage] = await Promise.all([neighbour('newer'), neighbour('older')])
    return {
      ...toMessageRow(doc),
      messageUrl: mediaUrl(doc.cover, 'large'),
      messageSrcSet: imageView(doc.cover, 'large')?.srcSet ?? '',
      messageContent: richTextToHtml(doc.content),
      prevMessage,
      nextMessage,
    }
  },
  'news:one',
  [TAGS.news, TAGS.media],
)
