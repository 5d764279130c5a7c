/**
 * A news item without a cover shows its class's artwork wherever a cover shows: in the lists (home, news page), on
 * its page and in the public API's `messageUrl`; an item with a cover keeps its own.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { getNews, listNews } from '@/content/news'
import { getPayloadClient } from '@/content/payload'
import { LOCALES } from '@/i18n/locales'
import { NEWS_CLASSES } from '@/lib/content-model'
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
  it('is the class artwork in the page language on the item, in the lists and in the API', async () => {
    expect((await getNews('zh', bare))?.messageUrl).toBe('/news-covers/industry.zh.webp')
    const list = await listNews('en', 'industry', { pageNum: 1, pageSize: 100 })
    expect(list.rows.find((r) => r.messageId === bare)?.messageUrl).toBe('/news-covers/industry.en.webp')
    const one = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${bare}?language=en`)
    expect(one.body.data.messageUrl).toBe('/news-covers/industry.en.webp')
    const all = await api<ApiList<NewsRecord>>('/client/message/clientMessageListPage?pageSize=100&class=-1')
    expect(all.body.rows.find((r) => r.messageId === bare)?.messageUrl).toBe('/news-covers/industry.zh.webp')
  })

  it('leaves an item with a cover its own', async () => {
    const withCover = await getNews('zh', ids.news[0])
    expect(withCover?.messageUrl).toMatch(/^\/api\/media\/file\//)
  })

  it('exists for every class and language, as a 16:9 picture in public/, the two languages different pictures', async () => {
    for (const cls of NEWS_CLASSES) {
      const files = LOCALES.map((locale) => path.resolve('public/news-covers', `${cls}.${locale}.webp`))
      for (const file of files) {
        expect(fs.existsSync(file), file).toBe(true)
        const meta = await sharp(file).metadata()
        expect([meta.width, meta.height]).toEqual([NEWS_COVER_SIZE.width, NEWS_COVER_SIZE.height])
      }
      expect(fs.readFileSync(files[0]).equals(fs.readFileSync(files[1]))).toBe(false)
    }
  })
})
