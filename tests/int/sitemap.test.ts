/**
 * The sitemap index and its children (src/content/sitemap.ts), on SQLite and PostgreSQL: which children the index
 * names, what each lists (both languages, hreflang alternates, lastmod), the split by id range at a small size so
 * a child's boundary is crossed, keyset pages over equal dates, and the child a publish drops.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as cache from '@/content/cache'
import { getPayloadClient } from '@/content/payload'
import { visibleIn } from '@/content/query'
import { listSitemapChildren, readSitemapChild, type SitemapIndexItem } from '@/content/sitemap'
import { LOCALES } from '@/i18n/locales'
import { partOf, type SitemapEntry, urlCount, urlsetXml } from '@/lib/sitemap'
import { createBilingual } from '@/seed/bilingual'

let payload: Payload
const made: number[] = []
const id: Record<string, number> = {}
/** 4 URLs per child: two items in both languages each. */
const SMALL = { childUrls: 4 }
const SITE = { origin: 'https://www.example.com', basePath: '' }
const AT = '1991-05-01T08:00:00.000Z'

async function news(key: string, options: { en?: boolean; draft?: boolean } = {}) {
  const created = await createBilingual(payload, 'news', {
    status: options.draft ? 'draft' : 'published',
    // Every item at the same moment: the keyset pages cross equal dates.
    shared: { class: 'company', publishedAt: AT },
    zh: { title: `地图 ${key}` },
    en: options.en === false ? null : { title: `Sitemap ${key}` },
  })
  made.push(created)
  id[key] = created
}

const newsPath = (key: string) => `/newsDetail?type=information&id=${id[key]}`

async function newsChildren(options = SMALL): Promise<SitemapIndexItem[]> {
  return (await listSitemapChildren(options)).filter((c) => c.kind === 'news')
}

async function allNewsEntries(options: { childUrls: number; pageSize?: number }): Promise<SitemapEntry[][]> {
  const children = await newsChildren(options)
  return Promise.all(children.map(async (c) => (await readSitemapChild({ kind: 'news', part: c.part }, options)) ?? []))
}

beforeAll(async () => {
  payload = await getPayloadClient()
  for (const key of ['a', 'b', 'c', 'd', 'e']) await news(key)
  await news('zhOnly', { en: false })
  await news('draft', { draft: true })
  await news('f')
})

afterAll(async () => {
  for (const doc of made) await payload.delete({ collection: 'news', id: doc, overrideAccess: true })
})

describe('sitemap index', () => {
  it('names the fixed children and one news child per two items (4 URLs), none past the last published item', async () => {
    const all = await listSitemapChildren(SMALL)
    expect(all.slice(0, 2).map((c) => `${c.kind}-${c.part}`)).toEqual(['site-1', 'software-1'])
    const parts = (await newsChildren()).map((c) => c.part)
    for (const key of ['a', 'b', 'c', 'd', 'e', 'zhOnly', 'f']) expect(parts).toContain(partOf(id[key], 4))
    expect(Math.max(...parts)).toBe(partOf(id.f, 4))
    // The last change of a child's content.
    const ofF = (await newsChildren()).find((c) => c.part === partOf(id.f, 4))
    const f = await payload.findByID({ collection: 'news', id: id.f, depth: 0 })
    expect(ofF?.lastmod).toBe(f.updatedAt)
  })

  it('at the default size (10,000 URLs) the demo fits one child per type', async () => {
    const parts = await newsChildren({ childUrls: 10_000 })
    expect(parts.map((c) => c.part)).toEqual([1])
  })
})

describe('sitemap children', () => {
  it('split at the boundary: two consecutive ids across it land in different children, no child over its size', async () => {
    const children = await allNewsEntries(SMALL)
    for (const entries of children) expect(urlCount(entries)).toBeLessThanOrEqual(4)
    const childOf = (key: string) => children.findIndex((entries) => entries.some((e) => e.paths.zh === newsPath(key)))
    // Ids 2k and 2k+1 are in different children (2 ids each); 2k-1 and 2k in the same one.
    const keys = ['a', 'b', 'c', 'd', 'e']
    for (let i = 0; i + 1 < keys.length; i += 1) {
      const [x, y] = [keys[i], keys[i + 1]]
      const same = partOf(id[x], 4) === partOf(id[y], 4)
      expect(childOf(x) === childOf(y), `${x} (${id[x]}) and ${y} (${id[y]})`).toBe(same)
    }
  })

  it('list every published item once per language it is written in, never a draft, whatever the page size', async () => {
    const expected = await Promise.all(
      LOCALES.map((locale) => payload.count({ collection: 'news', locale, where: visibleIn(locale) }).then((r) => r.totalDocs)),
    )
    for (const options of [{ childUrls: 10_000 }, { childUrls: 10_000, pageSize: 1 }, { childUrls: 4, pageSize: 1 }, SMALL]) {
      const entries = (await allNewsEntries(options)).flat()
      expect(urlCount(entries), JSON.stringify(options)).toBe(expected[0] + expected[1])
      const paths = entries.flatMap((e) => LOCALES.flatMap((l) => (e.paths[l] ? [`${l}:${e.paths[l]}`] : [])))
      expect(new Set(paths).size, 'no item twice').toBe(paths.length)
      expect(entries.some((e) => e.paths.zh === newsPath('draft'))).toBe(false)
      expect(entries.find((e) => e.paths.zh === newsPath('zhOnly'))?.paths.en).toBeUndefined()
    }
  })

  it('name each language version with hreflang zh-CN, en and x-default (the Chinese page)', async () => {
    const entries = (await allNewsEntries({ childUrls: 10_000 })).flat()
    const xml = urlsetXml(SITE, entries)
    const urlOf = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[?&]/g, (c) => (c === '&' ? '&amp;' : '\\?'))}</loc>.*?</url>`).exec(xml)?.[0]
    const zh = urlOf(`https://www.example.com${newsPath('a')}`)
    const en = urlOf(`https://www.example.com/en${newsPath('a')}`)
    for (const url of [zh, en]) {
      expect(url).toContain(`hreflang="zh-CN" href="https://www.example.com${newsPath('a').replace(/&/g, '&amp;')}"`)
      expect(url).toContain(`hreflang="en" href="https://www.example.com/en${newsPath('a').replace(/&/g, '&amp;')}"`)
      expect(url).toContain(`hreflang="x-default" href="https://www.example.com${newsPath('a').replace(/&/g, '&amp;')}"`)
      expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    }
    const zhOnly = urlOf(`https://www.example.com${newsPath('zhOnly')}`)
    expect(zhOnly).toContain('hreflang="zh-CN"')
    expect(zhOnly).not.toContain('hreflang="en"')
    expect(urlOf(`https://www.example.com/en${newsPath('zhOnly')}`)).toBeUndefined()
  })

  it('the site child lists the fixed routes, the software child the update-log lists', async () => {
    const site = (await readSitemapChild({ kind: 'site', part: 1 })) ?? []
    expect(site.map((e) => e.paths.en)).toContain('/contact')
    const software = (await readSitemapChild({ kind: 'software', part: 1 })) ?? []
    const [first] = await payload
      .find({ collection: 'software', where: visibleIn('zh', 'name'), locale: 'zh', limit: 1 })
      .then((r) => r.docs)
    expect(software.map((e) => e.paths.zh)).toContain(`/updateLog?softwareId=${first.id}`)
  })

  it('a part past the last one is no child', async () => {
    expect(await readSitemapChild({ kind: 'news', part: partOf(id.f, 4) + 5 }, SMALL)).toBeNull()
  })
})

describe('publishing', () => {
  it('drops the index and the one child that lists the item, not the other news children', async () => {
    const spy = vi.spyOn(cache, 'invalidate')
    try {
      await payload.update({ collection: 'news', id: id.c, data: { title: '地图 c 改' }, locale: 'zh', overrideAccess: true })
      const tags = spy.mock.calls.flatMap(([t]) => [...t])
      expect(tags).toContain('sitemap')
      expect(tags).toContain(`sitemap:news:${partOf(id.c)}`)
      expect(tags.filter((t) => t.startsWith('sitemap:news'))).toEqual([`sitemap:news:${partOf(id.c)}`])
    } finally {
      spy.mockRestore()
    }
  })
})
