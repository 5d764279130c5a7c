import type { Where } from 'payload'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { NewsClass } from '@/lib/content-model'
import { newsClassCover } from '@/lib/news-cover'
import { formatShanghaiTime } from '@/lib/time'
import type { News } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { imageView, mediaUrl } from './media'
import { getPayloadClient } from './payload'
import { type Paged, pageWithTotal, type Paging, readOptions, visibleIn } from './query'
import { richTextToHtml } from './richtext'

export type MessageRow = {
  messageId: number
  messageTitle: string
  messageSynopsis: string
  /** The cover, or the class's artwork when the item has none (src/lib/news-cover.ts). */
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

function toMessageRow(doc: News, locale: Locale): MessageRow {
  return {
    messageId: doc.id,
    messageTitle: doc.title ?? '',
    messageSynopsis: doc.synopsis ?? '',
    messageUrl: mediaUrl(doc.cover, 'card') || newsClassCover(env.basePath, doc.class, locale),
    messageAlt: imageView(doc.cover)?.alt || doc.title || '',
    messageType: doc.class,
    updateTime: formatShanghaiTime(doc.publishedAt ?? doc.updatedAt),
  }
}

const newsWhere = (locale: Locale, newsClass: NewsClass | null): Where =>
  visibleIn(locale, 'title', newsClass ? [{ class: { equals: newsClass } }] : [])

/** How many news a list holds (all classes, or one): cached apart from the pages. */
const countNews = cached(
  async (locale: Locale, newsClass: NewsClass | null): Promise<number> =>
    (await (await getPayloadClient()).count({ collection: 'news', locale, where: newsWhere(locale, newsClass) })).totalDocs,
  'news:count',
  [TAGS.news],
)

/** Published news in this language, newest first; all classes, or one. */
export const listNews = cached(
  async (locale: Locale, newsClass: NewsClass | null, paging: Paging): Promise<Paged<MessageRow>> => {
    const payload = await getPayloadClient()
    const where = newsWhere(locale, newsClass)
    return pageWithTotal(
      (page) => payload.find({ collection: 'news', ...readOptions(locale), where, sort: ['-publishedAt', '-id'], ...page }),
      paging,
      () => countNews(locale, newsClass),
      (doc) => toMessageRow(doc, locale),
    )
  },
  'news:list',
  [TAGS.news, TAGS.media],
)

/** The latest news for the home page. */
export async function latestNews(locale: Locale, count: number): Promise<Paged<MessageRow>> {
  return listNews(locale, null, { pageNum: 1, pageSize: count })
}

/**
 * What a neighbour of a news item is: in the same class (the language is the query's), published before it
 * (`older`) or after it (`newer`), equal publication times ordered by id, never the item itself.
 */
function neighbourWhere(doc: Pick<News, 'id' | 'class' | 'publishedAt' | 'updatedAt'>, direction: 'newer' | 'older'): Where[] {
  const at = doc.publishedAt ?? doc.updatedAt
  const before = direction === 'older'
  return [
    { class: { equals: doc.class } },
    { id: { not_equals: doc.id } },
    {
      or: [
        { publishedAt: before ? { less_than: at } : { greater_than: at } },
        { and: [{ publishedAt: { equals: at } }, { id: before ? { less_than: doc.id } : { greater_than: doc.id } }] },
      ],
    },
  ]
}

/**
 * One published news item in this language, with its neighbours in list order (newest first, docs/api.md):
 * `prevMessage` the next newer item of its class, `nextMessage` the next older one, null at either end; null when
 * there is no such item.
 */
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
    const neighbour = async (direction: 'newer' | 'older'): Promise<MessageLink | null> => {
      const result = await payload.find({
        collection: 'news',
        ...readOptions(locale, 0),
        where: visibleIn(locale, 'title', neighbourWhere(doc, direction)),
        sort: direction === 'older' ? ['-publishedAt', '-id'] : ['publishedAt', 'id'],
        limit: 1,
        pagination: false,
        select: { title: true },
      })
      const n = result.docs[0]
      return n ? { messageId: n.id, messageTitle: n.title ?? '' } : null
    }
    const [prevMessage, nextMessage] = await Promise.all([neighbour('newer'), neighbour('older')])
    return {
      ...toMessageRow(doc, locale),
      messageUrl: mediaUrl(doc.cover, 'large') || newsClassCover(env.basePath, doc.class, locale),
      messageSrcSet: imageView(doc.cover, 'large')?.srcSet ?? '',
      messageContent: richTextToHtml(doc.content),
      prevMessage,
      nextMessage,
    }
  },
  'news:one',
  [TAGS.news, TAGS.media],
)
