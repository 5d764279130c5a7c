/**
 * Site search through the public API (`/client/search`) on the database of the run: SQLite's FTS5, or PostgreSQL's
 * full-text search with TEST_DB=postgres (scripts/test-all.sh runs this suite on both). Chinese words found inside
 * longer text, mixed text, English stems and typos, drafts and missing translations left out, the index renewed by
 * the hooks on publish, unpublish, edit and delete, ranking, snippets, and every kind of bad input.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { reindexAll, searchStore } from '@/content/search'
import { afterMigrations } from '@/migrations/run'
import { createBilingual, lexical } from '@/seed/bilingual'

import type { ApiEnvelope } from '../support/answers'
import { api, type ApiAnswer } from '../support/api'
import { paragraphDoc, textNode } from '../support/lexical'

type Row = { type: string; id: number; title: string; titleHtml: string; snippet: string; url: string; updateTime: string }
type SearchAnswer = ApiEnvelope & { rows: Row[]; total: number; matched: 'all' | 'any'; notice?: string }

const ids = inject('fixtureIds')
/** A word no other content has: every query below carries it, so only this suite's items can match. */
const TAG = `qz${Date.now().toString(36)}`
let payload: Payload
const created: number[] = []
const pages: number[] = []
let counter = 0

/** A search from an address of its own (the per-address limit is tested separately). */
function search(q: string, language: 'zh' | 'en' = 'zh', extra = ''): Promise<ApiAnswer<SearchAnswer>> {
  counter += 1
  const params = new URLSearchParams({ q, language })
  return api<SearchAnswer>(`/client/search?${params.toString()}${extra}`, {
    headers: { 'x-client-address': `198.51.100.${counter % 250}` },
  })
}

/** The titles of the hits that have every word (none when the answer fell back to any of them). */
async function titles(q: string, language: 'zh' | 'en' = 'zh'): Promise<string[]> {
  const answer = await search(`${q} ${TAG}`, language)
  expect(answer.status).toBe(200)
  return answer.body.matched === 'any' ? [] : answer.body.rows.map((r) => r.title)
}

/** The ids of the hits that have every word of `q` (none when the answer fell back to any of them). */
async function allWordIds(q: string, language: 'zh' | 'en' = 'zh'): Promise<number[]> {
  const answer = await search(q, language)
  expect(answer.status).toBe(200)
  return answer.body.matched === 'any' ? [] : answer.body.rows.map((r) => r.id)
}

type NewsText = { title: string; synopsis?: string; body?: string | Record<string, unknown> }

async function createNews(zh: NewsText, en: NewsText | null, { status = 'published', publishedAt = '2026-06-01T02:00:00.000Z' } = {}) {
  const data = (t: NewsText) => ({
    title: t.title,
    synopsis: t.synopsis ?? '',
    content: (typeof t.body === 'string' ? paragraphDoc(textNode(t.body)) : t.body) as never,
  })
  const doc = await payload.create({
    collection: 'news',
    locale: 'zh',
    overrideAccess: true,
    draft: status === 'draft',
    data: { ...data(zh), class: 'company', publishedAt, _status: status as 'published' | 'draft' },
  })
  if (en) {
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'en',
      overrideAccess: true,
      draft: status === 'draft',
      data: { ...data(en), _status: status as 'published' | 'draft' },
    })
  }
  created.push(doc.id)
  return doc.id
}

let interchange: number
let tunnel: number
let draft: number

beforeAll(async () => {
  payload = await getPayloadClient()
  interchange = await createNews(
    { title: `互通立交设计新方法 ${TAG}`, synopsis: `EICAD 6.3 新增端部设计。`, body: `在预制梁场与互通立交之间统筹 ${TAG}。` },
    {
      title: `New methods for interchanges ${TAG}`,
      synopsis: 'EICAD 6.3 adds gore design.',
      body: `Precast yards and interchanges ${TAG}.`,
    },
  )
  tunnel = await createNews({ title: `隧道BIM正向设计 ${TAG}`, synopsis: '公路隧道的 BIM 正向设计实践。' }, null)
  draft = await createNews({ title: `草稿 梁场 ${TAG}` }, { title: `Draft beam yard ${TAG}` }, { status: 'draft' })
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => {})
  for (const id of pages) await payload.delete({ collection: 'pages', id, overrideAccess: true }).catch(() => {})
})

describe('Chinese words inside longer text', () => {
  it.each([
    ['互通', 'interchange'],
    ['立交', 'interchange'],
    ['梁场', 'interchange'],
    ['隧道', 'tunnel'],
    ['BIM', 'tunnel'],
    ['互通立交', 'interchange'],
    ['正向设计', 'tunnel'],
  ])('%s finds what contains it', async (word, which) => {
    const found = await search(`${word} ${TAG}`)
    const want = which === 'interchange' ? interchange : tunnel
    expect(found.body.rows.map((r) => r.id)).toContain(want)
  })

  it('mixed text: EICAD 6.3 and BIM 正向设计', async () => {
    expect((await search(`EICAD 6.3 ${TAG}`)).body.rows.map((r) => r.id)).toEqual([interchange])
    expect((await search(`BIM 正向设计 ${TAG}`)).body.rows.map((r) => r.id)).toEqual([tunnel])
  })

  it('every word must match: a word the item lacks finds nothing', async () => {
    expect(await titles('隧道 互通立交')).toEqual([])
    expect(await titles('桥梁')).toEqual([])
  })

  it('without a hit that has every word, the hits with any of them, and the answer says so', async () => {
    const both = await search(`互通立交 ${TAG}`)
    expect(both.body).toMatchObject({ matched: 'all' })
    expect(both.body.notice).toBeUndefined()
    const any = await search(`隧道 互通立交 ${TAG}`)
    expect(any.body).toMatchObject({ matched: 'any', notice: '没有同时包含全部词语的结果，以下是包含其中任一词语的结果。' })
    expect(any.body.rows.map((r) => r.id)).toEqual(expect.arrayContaining([interchange, tunnel]))
    const en = await search(`interchange qzneverwritten ${TAG}`, 'en')
    expect(en.body).toMatchObject({ matched: 'any', notice: 'Nothing contains all of the words; these results contain any of them.' })
    expect(en.body.rows[0].id).toBe(interchange)
    // One word that nothing has finds nothing: there is nothing to fall back to.
    expect((await search('qzneverwritten')).body).toMatchObject({ total: 0, matched: 'all' })
  })
})

describe('English', () => {
  it('finds a stem: interchange finds interchanges, and the other way round', async () => {
    expect((await search(`interchange ${TAG}`, 'en')).body.rows.map((r) => r.id)).toEqual([interchange])
    expect((await search(`interchanges ${TAG}`, 'en')).body.rows.map((r) => r.id)).toEqual([interchange])
  })

  it('tolerates one typo in a word of five letters or more', async () => {
    expect((await search(`interchnge ${TAG}`, 'en')).body.rows.map((r) => r.id)).toEqual([interchange])
    expect((await search(`interchagne ${TAG}`, 'en')).body.rows.map((r) => r.id)).toEqual([interchange])
    // Two typos are too many.
    expect(await allWordIds(`intrchnge ${TAG}`, 'en')).toEqual([])
  })

  it('the English site searches English: an item without English is not found there', async () => {
    expect(await allWordIds(`BIM ${TAG}`, 'en')).toEqual([])
    expect(await allWordIds(`互通 ${TAG}`, 'en')).toEqual([])
    expect(await allWordIds(`methods ${TAG}`, 'zh')).toEqual([])
  })
})

describe('what is never found, and the index kept current', () => {
  it('a draft never published is not found', async () => {
    expect(await titles('草稿')).toEqual([])
    expect(await titles('beam', 'en')).toEqual([])
  })

  it('publishing, editing, unpublishing and deleting renew the entries at once', async () => {
    await payload.update({ collection: 'news', id: draft, locale: 'zh', overrideAccess: true, data: { _status: 'published' } })
    expect(await titles('草稿 梁场')).toEqual([`草稿 梁场 ${TAG}`])

    await payload.update({ collection: 'news', id: draft, locale: 'zh', overrideAccess: true, data: { title: `已改 隧道 ${TAG}` } })
    expect(await titles('草稿')).toEqual([])
    expect((await titles('已改'))[0]).toBe(`已改 隧道 ${TAG}`)

    await payload.update({ collection: 'news', id: draft, locale: 'zh', overrideAccess: true, data: { _status: 'draft' } })
    expect(await titles('已改')).toEqual([])

    await payload.update({ collection: 'news', id: draft, locale: 'zh', overrideAccess: true, data: { _status: 'published' } })
    expect(await titles('已改')).toHaveLength(1)
    await payload.delete({ collection: 'news', id: draft, overrideAccess: true })
    expect(await titles('已改')).toEqual([])
  })

  it('a full rebuild finds the same as the hooks kept', async () => {
    const before = (await search(`互通 ${TAG}`)).body.rows.map((r) => r.id)
    const counts = await reindexAll(payload)
    expect(counts.zh).toBeGreaterThan(counts.en)
    expect((await search(`互通 ${TAG}`)).body.rows.map((r) => r.id)).toEqual(before)
  })
})

describe('the text of rich text', () => {
  it('keeps two blocks two words, and an ampersand one character', async () => {
    const body = lexical(['## Gores', `Haul roads & beam yards ${TAG}`, 'Rehearsing the lifts'])
    await createNews({ title: `富文本 ${TAG}` }, { title: `Rich text blocks ${TAG}`, body })
    expect(await titles('rehearsing', 'en')).toEqual([`Rich text blocks ${TAG}`])
    expect(await titles('gores haul', 'en')).toEqual([`Rich text blocks ${TAG}`])
    const row = (await search(`yards rehearsing ${TAG}`, 'en')).body.rows[0]
    expect(row.snippet).toContain('Haul roads &amp; beam <mark>yards</mark>')
    expect(row.snippet).toContain(`${TAG}</mark> <mark>Rehearsing</mark>`)
    expect(row.snippet).not.toContain('&amp;amp;')
  })

  it('an emptied index (a migration that changes what is indexed) is built again after the migrations', async () => {
    await searchStore(payload).clear()
    expect(await titles('rehearsing', 'en')).toEqual([])
    await afterMigrations(payload)
    expect(await titles('rehearsing', 'en')).toEqual([`Rich text blocks ${TAG}`])
    expect((await searchStore(payload).count()).zh).toBeGreaterThan(0)
  })
})

describe('results', () => {
  it('answer the contract envelope with type, id, title, snippet, url and time', async () => {
    const answer = await search(`互通 ${TAG}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 200, msg: '查询成功', total: 1, matched: 'all' })
    expect(answer.body.rows[0]).toEqual({
      type: 'news',
      id: interchange,
      title: `互通立交设计新方法 ${TAG}`,
      titleHtml: `<mark>互通</mark>立交设计新方法 <mark>${TAG}</mark>`,
      snippet: expect.stringContaining('<mark>') as string,
      url: `/newsDetail?type=information&id=${interchange}`,
      updateTime: '2026-06-01 10:00:00',
    })
    const en = await search(`interchange ${TAG}`, 'en')
    expect(en.body.msg).toBe('Success')
    expect(en.body.rows[0].url).toBe(`/en/newsDetail?type=information&id=${interchange}`)
    expect(en.body.rows[0].snippet).toMatch(/<mark>interchanges<\/mark>/i)
  })

  it('rank title hits above body hits, and newer above older on ties', async () => {
    const older = await createNews({ title: `同名新闻 ${TAG}`, synopsis: '桥梁' }, null, { publishedAt: '2026-01-01T00:00:00.000Z' })
    const newer = await createNews({ title: `同名新闻 ${TAG}`, synopsis: '桥梁' }, null, { publishedAt: '2026-03-01T00:00:00.000Z' })
    const bodyOnly = await createNews({ title: `另一条 ${TAG}`, synopsis: '同名新闻桥梁' }, null, {
      publishedAt: '2026-09-01T00:00:00.000Z',
    })
    const order = (await search(`同名新闻 ${TAG}`)).body.rows.map((r) => r.id)
    expect(order).toEqual([newer, older, bodyOnly])
  })

  it('rank a product page above news of an equal match, and a title with every word above a product that only mentions them', async () => {
    // The news item matches better by BM25 (the words in its short text too; the product's text is long): the kind decides.
    const news = await createNews({ title: `排序专题 ${TAG}`, synopsis: `排序专题` }, null, { publishedAt: '2026-10-01T00:00:00.000Z' })
    const product = await createBilingual(payload, 'pages', {
      shared: { slug: `rankProduct${TAG}`, category: 'product' },
      zh: { title: `排序专题 ${TAG}`, summary: '道路设计软件，覆盖路线、纵断面、横断面、土石方、出图与交付的全部流程。'.repeat(4) },
      en: null,
    })
    const mentions = await createBilingual(payload, 'pages', {
      shared: { slug: `rankMention${TAG}`, category: 'product' },
      zh: { title: `另一个产品 ${TAG}`, summary: '介绍排序专题' },
      en: null,
    })
    pages.push(product, mentions)
    await reindexAll(payload) // createBilingual writes without the hooks
    const rows = (await search(`排序专题 ${TAG}`)).body.rows
    expect(rows.map((r) => r.id)).toEqual([product, news, mentions])
    expect(rows.map((r) => r.type)).toEqual(['product', 'news', 'product'])
  })

  it('mark a title match in the title, and in the snippet of a hit whose text lacks it', async () => {
    await createNews({ title: `标题命中 ${TAG}`, synopsis: '正文没有那个词。' }, null)
    const row = (await search(`标题命中 ${TAG}`)).body.rows[0]
    expect(row.titleHtml).toBe(`<mark>标题命中</mark> <mark>${TAG}</mark>`)
    expect(row.snippet).toContain('<mark>标题命中</mark>')
    expect(row.snippet).toContain('正文没有那个词')
  })

  it('snippets are escaped: text that looks like HTML is shown, never run', async () => {
    await createNews({ title: `转义 ${TAG}`, synopsis: '<img src=x onerror=alert(1)> 梁场 <script>alert(2)</script>' }, null)
    const row = (await search(`转义 梁场 ${TAG}`)).body.rows[0]
    expect(row.snippet).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(row.snippet).toContain('<mark>梁场</mark>')
    expect(row.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
  })

  it('a help chapter links to its anchor; software to its download entry', async () => {
    const zh = (await search('运行安装程序')).body.rows
    expect(zh.map((r) => r.url)).toContain('/helpDocuments?soft=eicad&language=zh#chapter-1')
    const en = (await search('installer', 'en')).body.rows
    expect(en).toContainEqual(
      expect.objectContaining({ type: 'help', title: 'Installation', url: '/en/helpDocuments?soft=eicad&language=en#chapter-1' }),
    )
    // airoad has no English help: its chapters are not found in English.
    expect(en.map((r) => r.url).filter((u) => u.includes('airoad'))).toEqual([])
    const software = (await search('集成道路设计')).body.rows.find((r) => r.type === 'download' && r.id === ids.software.eicad)
    expect(software?.url).toBe('/download#software-eicad')
  })

  it('pages through results', async () => {
    const all = (await search(`桥梁 ${TAG}`)).body
    expect(all.total).toBe(3)
    const second = await search(`桥梁 ${TAG}`, 'zh', '&pageSize=2&pageNum=2')
    expect(second.body.total).toBe(3)
    expect(second.body.rows.map((r) => r.id)).toEqual([all.rows[2].id])
    const past = await search(`桥梁 ${TAG}`, 'zh', '&pageSize=2&pageNum=9')
    expect(past.body).toMatchObject({ rows: [], total: 3 })
  })
})

describe('bad input', () => {
  it.each([
    ['', /q/],
    ['&q=', /q/],
    ['&q=%20%20%20', /q/],
    [`&q=${'a'.repeat(101)}`, /q.*100/],
    ['&q=a&pageSize=0', /pageSize/],
    ['&q=a&pageSize=51', /pageSize/],
    ['&q=a&pageNum=0', /pageNum/],
    ['&q=a&pageNum=abc', /pageNum/],
  ])('%s is a 400 naming the parameter, in the visitor language', async (query, mention) => {
    for (const language of ['zh', 'en'] as const) {
      const answer = await api(`/client/search?language=${language}${query}`, { headers: { 'x-client-address': '198.51.100.251' } })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe(400)
      expect(answer.body.msg).toMatch(mention)
      expect(answer.body.msg).toMatch(language === 'zh' ? /参数/ : /parameter/i)
    }
  })

  it.each([
    '"',
    '*',
    'OR',
    'NEAR(',
    "'--",
    '%',
    'AND NOT',
    '"a" OR "b',
    '\\',
    "') OR 1=1 --",
    ':*',
    '&',
    '!',
    '<->',
    'title:x',
    '{title}:',
    '^a',
    '(',
    ')',
  ])('%s never reaches a query parser raw: a clean answer, never a 500', async (q) => {
    const answer = await search(q)
    expect(answer.status).toBe(200)
    expect(Array.isArray(answer.body.rows)).toBe(true)
  })

  it('a query of 100 characters is answered', async () => {
    const answer = await search('互'.repeat(50) + 'a'.repeat(50))
    expect(answer.status).toBe(200)
  })
})

describe('the per-address limit of searches', () => {
  it('answers 429 with a clear message past SEARCH_RATE_LIMIT, for that address only', async () => {
    const limit = Number((process.env.SEARCH_RATE_LIMIT ?? '60/60').split('/')[0])
    const from = (address: string) => api(`/client/search?q=limit&language=en`, { headers: { 'x-client-address': address } })
    for (let i = 0; i < limit; i += 1) expect((await from('203.0.113.77')).status).toBe(200)
    const refused = await from('203.0.113.77')
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toMatch(/Too many searches/)
    expect((await from('203.0.113.78')).status).toBe(200)
  })
})
