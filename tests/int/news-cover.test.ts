/**
 * A news item without a cover shows its class's artwork wherever a cover shows: in the lists (home, news page), on
 * its page and in the public API's `messageUrl`; an item with a cover keeps its own.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NEWS_CLASSES } from '@/collections/News'
import { getNews, listNews } from '@/content/news'
import { getPayloadClient } from '@/content/payload'
import { NEWS_COVER_SIZE } from '@/lib/news-cover'
import { createBilingual } from '@/seed/bilingual'

import type { ApiData, ApiList, NewsRecord } from '../support/answers'
import { api } from '../support/api'

const ids = inject('fixtureIds')
let payload: Payload
let bare = 0

beforeAll(async () => {
  payload = await getPayloadClient()
  bare = await createBilingual(payload, 'news', {
    shared: { class: 'industry', publishedAt: '1991-05-01T00:00:00.000Z' },
    zh: { title: '没有封面的新闻' },
    en: { title: 'News without a cover' },
  })
})

afterAll(async () => {
  if (bare) await payload.delete({ collection: 'news', id: bare, overrideAccess: true })
})

describe('news cover fallback', () => {
  it('is the class artwork on the item, in the lists and in the API', async () => {
    expect((await getNews('zh', bare))?.messageUrl).toBe('/news-covers/industry.webp')
    const list = await listNews('en', 'industry', { pageNum: 1, pageSize: 100 })
    expect(list.rows.find((r) => r.messageId === bare)?.messageUrl).toBe('/news-covers/industry.webp')
    const one = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${bare}?language=en`)
    expect(one.body.data.messageUrl).toBe('/news-covers/industry.webp')
    const all = await api<ApiList<NewsRecord>>('/client/message/clientMessageListPage?pageSize=100&class=-1')
    expect(all.body.rows.find((r) => r.messageId === bare)?.messageUrl).toBe('/news-covers/industry.webp')
  })

  it('leaves an item with a cover its own', async () => {
    const withCover = await getNews('zh', ids.news[0])
    expect(withCover?.messageUrl).toMatch(/^\/api\/media\/file\//)
  })

  it('exists for every class, as a 16:9 picture in public/', async () => {
    for (const cls of NEWS_CLASSES) {
      const file = path.resolve('public/news-covers', `${cls}.webp`)
      expect(fs.existsSync(file), file).toBe(true)
      const meta = await sharp(file).metadata()
      expect([meta.width, meta.height]).toEqual([NEWS_COVER_SIZE.width, NEWS_COVER_SIZE.height])
    }
  })
})
