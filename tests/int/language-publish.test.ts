/**
 * Each language goes live when its owner says so (docs/editors.md, "Publishing one language"): the admin's main
 * publish button publishes the language being edited (`publishSpecificLocale`), so a Chinese publish with an English
 * draft pending leaves the English site as it was, and a scheduled English publish goes live at its own time; a
 * restore brings back one language of a version and never takes another language off the site; the versions list
 * says which languages each version holds. Through the REST API as the admin calls it, read back through the public
 * API, search, hreflang and the sitemap (the Baidu push: tests/int/baidu-push.test.ts). Runs on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { languagesOf } from '@/content/language-versions'
import { getPayloadClient } from '@/content/payload'
import { readSitemapChild } from '@/content/sitemap'
import { partOf } from '@/lib/sitemap'

import { type SignedIn, signedInAccount } from '../support/accounts'
import type { ApiEnvelope } from '../support/answers'
import { api } from '../support/api'
import { rest } from '../support/rest'

const payload = await getPayloadClient()
const ctx = { skipSearchPush: true }
const stamp = Date.now().toString(36)
/** A word no other content has, in every title here: search finds only this suite's items. */
const TAG = `lp${stamp}`
const PASSWORD = 'Language-publish-test-0123456789'
const news: number[] = []
const users: number[] = []
const tick = () => new Promise((r) => setTimeout(r, 5))

let editor: SignedIn
let translator: SignedIn

beforeAll(async () => {
  editor = await signedInAccount(
    payload,
    { email: `zh-editor-${stamp}@example.com`, name: `编辑 ${stamp}`, role: 'editor', password: PASSWORD, address: '198.51.100.81' },
    users,
  )
  translator = await signedInAccount(
    payload,
    {
      email: `en-translator-${stamp}@example.com`,
      name: `translator ${stamp}`,
      role: 'editor',
      password: PASSWORD,
      address: '198.51.100.82',
    },
    users,
  )
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'news', where: { id: { in: news } }, overrideAccess: true, context: ctx })
  await payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, overrideAccess: true })
  for (const id of users) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

/** A news item published in Chinese only. */
async function chineseNews(title: string): Promise<number> {
  const doc = await payload.create({
    collection: 'news',
    locale: 'zh',
    data: { title: `${title} ${TAG}`, class: 'company', _status: 'published' },
    overrideAccess: true,
    context: ctx,
  })
  news.push(doc.id)
  await tick()
  return doc.id
}

/** A save as the admin makes it: a draft (autosave or "save draft") or the publish button's publish of one language. */
function save(
  who: SignedIn,
  id: number,
  language: 'zh' | 'en',
  body: Record<string, unknown>,
  how: 'draft' | 'publish-language' | 'publish-all',
) {
  const query = how === 'draft' ? '&draft=true' : how === 'publish-language' ? `&publishSpecificLocale=${language}` : ''
  return rest(`/news/${id}?locale=${language}&depth=0${query}`, {
    method: 'PATCH',
    token: who.token,
    body: { ...body, _status: how === 'draft' ? 'draft' : 'published' },
  })
}

type Detail = ApiEnvelope & { data?: { messageTitle?: string } }
/** The item's title on the public API in a language, or null when it is not there (404). */
async function liveTitle(id: number, language: 'zh' | 'en'): Promise<string | null> {
  const answer = await api<Detail>(`/client/message/clientMessageSelectById/${id}?language=${language}`)
  if (answer.status === 404) return null
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data?.messageTitle ?? null
}

/** The languages the sitemap lists the item in (its entry's paths, which are also its hreflang alternates there). */
async function sitemapLanguages(id: number): Promise<string[]> {
  const entries = (await readSitemapChild({ kind: 'news', part: partOf(id) })) ?? []
  const entry = entries.find((e) => Object.values(e.paths).some((p) => p?.endsWith(`id=${id}`)))
  return entry ? Object.keys(entry.paths).sort() : []
}

async function searchIds(language: 'zh' | 'en'): Promise<number[]> {
  const params = new URLSearchParams({ q: TAG, language })
  const answer = await api<ApiEnvelope & { rows: Array<{ id: number }> }>(`/client/search?${params.toString()}`, {
    headers: { 'x-client-address': `198.51.100.${90 + (language === 'en' ? 1 : 0)}` },
  })
  expect(answer.status).toBe(200)
  return answer.body.rows.map((r) => r.id)
}

/** The item's versions, newest first (or oldest first), only the published ones when asked. */
async function versionsOf(id: number, { oldestFirst = false, published = false } = {}) {
  const where = published
    ? { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] }
    : { parent: { equals: id } }
  return (
    await payload.findVersions({
      collection: 'news',
      where: where as never,
      sort: oldestFirst ? 'updatedAt' : '-updatedAt',
      limit: 20,
      depth: 0,
    })
  ).docs
}

/** The audit log's "language taken off the site" rows of an item since a time. */
const languagesTakenOff = async (id: number, since: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { document: { equals: `news/${id}` } },
          { createdAt: { greater_than_equal: since } },
          { event: { equals: 'content-language-unpublished' } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const draftTitle = async (id: number, language: 'zh' | 'en') =>
  (await payload.findByID({ collection: 'news', id, locale: language, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true }))
    .title

describe('publishing one language', () => {
  it('a Chinese publish with an English draft pending leaves the English site as it was: absent, then its previous text', async () => {
    const id = await chineseNews('一语发布')
    // The translator's English draft: a title, no body yet.
    expect((await save(translator, id, 'en', { title: `Half done ${TAG}` }, 'draft')).status).toBe(200)
    // The editor fixes the Chinese and presses the main publish button ("仅发布 中文").
    const zh = await save(editor, id, 'zh', { title: `一语发布（改） ${TAG}` }, 'publish-language')
    expect(zh.status, JSON.stringify(zh.body)).toBe(200)

    expect(await liveTitle(id, 'zh')).toBe(`一语发布（改） ${TAG}`)
    expect(await liveTitle(id, 'en')).toBeNull()
    expect(await languagesOf(`/newsDetail?type=information&id=${id}`)).toEqual(['zh'])
    expect(await sitemapLanguages(id)).toEqual(['zh'])
    expect(await searchIds('en')).not.toContain(id)
    expect(await searchIds('zh')).toContain(id)
    // The translator's draft is still there for her to finish.
    expect(await draftTitle(id, 'en')).toBe(`Half done ${TAG}`)

    // She finishes and publishes English; then starts the next change as a draft.
    expect((await save(translator, id, 'en', { title: `Finished ${TAG}` }, 'publish-language')).status).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`Finished ${TAG}`)
    expect((await save(translator, id, 'en', { title: `Second pass ${TAG}` }, 'draft')).status).toBe(200)
    // The editor's next Chinese publish keeps the published English, not the draft.
    expect((await save(editor, id, 'zh', { title: `一语发布（再改） ${TAG}` }, 'publish-language')).status).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`Finished ${TAG}`)
    expect(await liveTitle(id, 'zh')).toBe(`一语发布（再改） ${TAG}`)
    expect(await languagesOf(`/newsDetail?type=information&id=${id}`)).toEqual(['zh', 'en'])
    expect(await sitemapLanguages(id)).toEqual(['en', 'zh'])
    expect(await searchIds('en')).toContain(id)
    expect(await draftTitle(id, 'en')).toBe(`Second pass ${TAG}`)

    // "Publish all languages" is the explicit choice: then each language's newest draft goes live.
    expect((await save(editor, id, 'zh', {}, 'publish-all')).status).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`Second pass ${TAG}`)
  })

  it('an English publish scheduled for later and a Chinese publish now go live at their own times', async () => {
    const id = await chineseNews('定时英文')
    expect((await save(translator, id, 'en', { title: `Scheduled ${TAG}` }, 'draft')).status).toBe(200)
    const at = new Date(Date.now() + 1500).toISOString()
    const scheduled = await rest<{ id: number }>(`/news/${id}/schedule`, {
      method: 'POST',
      token: translator.token,
      body: { type: 'publish', at, locale: 'en' },
    })
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201)
    expect((await save(editor, id, 'zh', { title: `定时英文（现在） ${TAG}` }, 'publish-language')).status).toBe(200)
    expect(await liveTitle(id, 'zh')).toBe(`定时英文（现在） ${TAG}`)
    expect(await liveTitle(id, 'en')).toBeNull()

    await new Promise((r) => setTimeout(r, Date.parse(at) - Date.now() + 100))
    await payload.jobs.runByID({ id: scheduled.body.id })
    expect(await liveTitle(id, 'en')).toBe(`Scheduled ${TAG}`)
    expect(await liveTitle(id, 'zh')).toBe(`定时英文（现在） ${TAG}`)
  })
})

describe('scheduled jobs of a deleted item', () => {
  it('go with it, however they were queued: none is left to act on (or show for) a later item given its id', async () => {
    const id = await chineseNews('删除后不留计划')
    const at = new Date(Date.now() + 3_600_000).toISOString()
    for (const body of [
      { type: 'publish', at, locale: 'en' },
      { type: 'unpublish', at },
    ]) {
      expect((await rest(`/news/${id}/schedule`, { method: 'POST', token: editor.token, body })).status).toBe(201)
    }
    // As queued before jobs stored the id as a string.
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(at),
      input: { type: 'publish', doc: { relationTo: 'news', value: id } },
    })
    const pending = () =>
      payload.count({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: 'schedulePublish' } },
            { or: [{ 'input.doc.value': { equals: String(id) } }, { 'input.doc.value': { equals: id } }] },
          ],
        },
        overrideAccess: true,
      })
    expect((await pending()).totalDocs).toBe(3)
    expect((await rest(`/news/${id}`, { method: 'DELETE', token: editor.token })).status).toBe(200)
    expect((await pending()).totalDocs).toBe(0)
  })
})

describe('restoring one language', () => {
  it('a Chinese restore of a version from before the English existed leaves the live English untouched', async () => {
    const id = await chineseNews('旧版本')
    const [beforeEnglish] = await versionsOf(id)
    expect((await save(translator, id, 'en', { title: `English text ${TAG}` }, 'publish-language')).status).toBe(200)
    expect((await save(editor, id, 'zh', { title: `新版本 ${TAG}` }, 'publish-language')).status).toBe(200)

    const restored = await rest<{ message: string }>(`/news/versions/${beforeEnglish.id}`, { method: 'POST', token: editor.token })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body.message).toContain('中文')
    expect(await liveTitle(id, 'zh')).toBe(`旧版本 ${TAG}`)
    expect(await liveTitle(id, 'en')).toBe(`English text ${TAG}`)

    // Restoring English from a version that has none is refused, in the editor's language: nothing changes.
    const none = await rest<{ errors: Array<{ message: string }> }>(`/news/versions/${beforeEnglish.id}?locale=en`, {
      method: 'POST',
      token: translator.token,
      language: 'en',
    })
    expect(none.status).toBe(400)
    expect(none.body.errors[0].message).toContain('no English text')
    expect(await liveTitle(id, 'en')).toBe(`English text ${TAG}`)
    // An unknown language is a 400 too.
    expect((await rest(`/news/versions/${beforeEnglish.id}?locale=xx`, { method: 'POST', token: editor.token })).status).toBe(400)
  })

  it('the restore follows the language the editor is editing, and "as draft" keeps the site as it is', async () => {
    const id = await chineseNews('语言选择')
    expect((await save(translator, id, 'en', { title: `First English ${TAG}` }, 'publish-language')).status).toBe(200)
    // The published version of that publish (Payload keeps the drafts of the other languages in a draft beside it).
    const [withBoth] = await versionsOf(id, { published: true })
    expect((await save(translator, id, 'en', { title: `Second English ${TAG}` }, 'publish-language')).status).toBe(200)
    expect((await save(editor, id, 'zh', { title: `语言选择（改） ${TAG}` }, 'publish-language')).status).toBe(200)

    // The translator's admin shows English (her language selector): her restore brings back the English only.
    const chosen = await rest('/payload-preferences/locale', { method: 'POST', token: translator.token, body: { value: 'en' } })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
    const asDraft = await rest(`/news/versions/${withBoth.id}?draft=true`, { method: 'POST', token: translator.token, language: 'en' })
    expect(asDraft.status, JSON.stringify(asDraft.body)).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`Second English ${TAG}`)
    expect(await draftTitle(id, 'en')).toBe(`First English ${TAG}`)
    const published = await rest(`/news/versions/${withBoth.id}`, { method: 'POST', token: translator.token, language: 'en' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`First English ${TAG}`)
    expect(await liveTitle(id, 'zh')).toBe(`语言选择（改） ${TAG}`)
  })

  it('the versions list says which languages each version holds', async () => {
    const id = await chineseNews('版本语言')
    expect((await save(translator, id, 'en', { title: `Versions ${TAG}` }, 'publish-language')).status).toBe(200)
    const docs = await versionsOf(id, { oldestFirst: true })
    const answer = await rest<{ languages: Record<string, string[]> }>(`/news/${id}/version-authors`, { token: editor.token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.languages[String(docs[0].id)]).toEqual(['zh'])
    expect(answer.body.languages[String(docs[docs.length - 1].id)]).toEqual(['zh', 'en'])
  })
})

describe('taking one language off the site', () => {
  const unpublish = (id: number, language: string, who: SignedIn | null, ui: 'zh' | 'en' = 'zh') =>
    rest<{ message?: string; errors?: Array<{ message: string }> }>(`/news/${id}/unpublish-language?locale=${language}`, {
      method: 'POST',
      ...(who ? { token: who.token } : {}),
      language: ui,
    })

  it('English off leaves the Chinese live; a later Chinese publish does not bring it back; its draft is kept', async () => {
    const since = new Date().toISOString()
    const id = await chineseNews('撤下英文')
    expect((await save(translator, id, 'en', { title: `On the site ${TAG}` }, 'publish-language')).status).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`On the site ${TAG}`)

    const off = await unpublish(id, 'en', translator, 'en')
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body.message).toContain('The English text is off the site')
    expect(await liveTitle(id, 'en')).toBeNull()
    expect(await liveTitle(id, 'zh')).toBe(`撤下英文 ${TAG}`)
    expect(await languagesOf(`/newsDetail?type=information&id=${id}`)).toEqual(['zh'])
    expect(await searchIds('en')).not.toContain(id)
    expect(await searchIds('zh')).toContain(id)
    expect(await draftTitle(id, 'en')).toBe(`On the site ${TAG}`)

    // The editor's next Chinese publish: the English stays off (the newest published version has none).
    expect((await save(editor, id, 'zh', { title: `撤下英文（改） ${TAG}` }, 'publish-language')).status).toBe(200)
    expect(await liveTitle(id, 'en')).toBeNull()
    expect(await liveTitle(id, 'zh')).toBe(`撤下英文（改） ${TAG}`)
    // Published again by its owner, it is back.
    expect((await save(translator, id, 'en', {}, 'publish-language')).status).toBe(200)
    expect(await liveTitle(id, 'en')).toBe(`On the site ${TAG}`)

    const audit = await languagesTakenOff(id, since)
    expect(audit).toHaveLength(1)
    expect(audit[0].detail).toContain('en off the site')
  })

  /** Schedules a take-off of `language` a moment from now and runs it at its time, as the server's queue would. */
  async function scheduledTakeOff(id: number, language: 'zh' | 'en', who: SignedIn, before?: () => Promise<void>) {
    const at = new Date(Date.now() + 1500).toISOString()
    const scheduled = await rest<{ id: number }>(`/news/${id}/schedule`, {
      method: 'POST',
      token: who.token,
      body: { type: 'unpublish', at, locale: language },
    })
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201)
    // Listed where the admin's "预约发布" drawer looks for a document's upcoming jobs (its query, verbatim in shape).
    const upcoming = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { waitUntil: { greater_than: new Date() } },
          { 'input.doc.value': { equals: String(id) } },
          { 'input.doc.relationTo': { equals: 'news' } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(upcoming.docs.map((job) => job.id)).toEqual([scheduled.body.id])
    await before?.()
    await new Promise((r) => setTimeout(r, Date.parse(at) - Date.now() + 100))
    await payload.jobs.runByID({ id: scheduled.body.id })
    const job = await payload.findByID({ collection: 'payload-jobs', id: scheduled.body.id, depth: 0, overrideAccess: true })
    expect(job.hasError, JSON.stringify(job.log)).not.toBe(true)
    expect(job.completedAt).toBeTruthy()
  }

  it('English off scheduled for later: at its time the English leaves and the Chinese stays, as the person who scheduled it', async () => {
    const since = new Date().toISOString()
    const id = await chineseNews('定时撤下英文')
    expect((await save(translator, id, 'en', { title: `Until tonight ${TAG}` }, 'publish-language')).status).toBe(200)
    await scheduledTakeOff(id, 'en', translator, async () => {
      // Until its time, both languages stay on the site, and a Chinese publish meanwhile goes live at once.
      expect((await save(editor, id, 'zh', { title: `定时撤下英文（改） ${TAG}` }, 'publish-language')).status).toBe(200)
      expect(await liveTitle(id, 'en')).toBe(`Until tonight ${TAG}`)
    })
    expect(await liveTitle(id, 'en')).toBeNull()
    expect(await liveTitle(id, 'zh')).toBe(`定时撤下英文（改） ${TAG}`)
    expect(await sitemapLanguages(id)).toEqual(['zh'])
    expect(await draftTitle(id, 'en')).toBe(`Until tonight ${TAG}`)
    const audit = await languagesTakenOff(id, since)
    expect(audit).toHaveLength(1)
    expect(audit[0].user).toBe(translator.id)
  })

  it('a scheduled take-off of the only language on the site takes the item off; of a language not there, changes nothing', async () => {
    const only = await chineseNews('定时撤下唯一语言')
    await scheduledTakeOff(only, 'zh', editor)
    expect(await liveTitle(only, 'zh')).toBeNull()

    const absent = await chineseNews('定时撤下不在的语言')
    await scheduledTakeOff(absent, 'en', editor)
    expect(await liveTitle(absent, 'zh')).toBe(`定时撤下不在的语言 ${TAG}`)
    expect(await liveTitle(absent, 'en')).toBeNull()
  })

  it('refuses, in the editor language, what it cannot do, and changes nothing', async () => {
    const id = await chineseNews('只有中文')
    const only = await unpublish(id, 'zh', editor)
    expect(only.status).toBe(400)
    expect(only.body.errors?.[0].message).toContain('唯一的语言')
    const absent = await unpublish(id, 'en', editor, 'en')
    expect(absent.status).toBe(400)
    expect(absent.body.errors?.[0].message).toContain('not on the site')
    expect((await unpublish(id, 'xx', editor)).status).toBe(400)
    expect((await unpublish(id, 'zh', null)).status).toBe(403)
    expect((await unpublish(987654321, 'zh', editor)).status).toBe(404)
    expect(await liveTitle(id, 'zh')).toBe(`只有中文 ${TAG}`)
  })
})

describe('editor and translator at the same time', () => {
  type Refused = { errors?: Array<{ message: string; data?: { fields?: string[]; current?: { title?: string } } }> }
  /** The version the admin's form was opened on, as it sends it back with each save. */
  const openedAt = async (id: number, language: 'zh' | 'en') =>
    (await rest<{ updatedAt: string }>(`/news/${id}?locale=${language}&draft=true&depth=0`, { token: editor.token })).body.updatedAt
  /** The language selector of the admin, as Payload keeps it. */
  const editsIn = (who: SignedIn, language: 'zh' | 'en') =>
    rest(`/payload-preferences/locale`, { method: 'POST', token: who.token, body: { value: language } })
  /** What the admin's form does when someone starts typing: a lock in their name. */
  const lock = (who: SignedIn, id: number) =>
    rest('/payload-locked-documents', {
      method: 'POST',
      token: who.token,
      body: { document: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: who.id } },
    })

  afterAll(async () => {
    await payload.delete({ collection: 'payload-preferences', where: { 'user.value': { in: users } }, overrideAccess: true })
  })

  it('a Chinese fix and an English translation opened on one version are both saved, each in its language', async () => {
    const id = await chineseNews('并排')
    const base = await openedAt(id, 'zh')
    const english = await save(translator, id, 'en', { title: `Side by side ${TAG}`, synopsis: 'Half done', updatedAt: base }, 'draft')
    expect(english.status, JSON.stringify(english.body)).toBe(200)
    const chinese = await save(editor, id, 'zh', { title: `并排 修正 ${TAG}`, class: 'company', updatedAt: base }, 'publish-language')
    expect(chinese.status, JSON.stringify(chinese.body)).toBe(200)
    expect(await liveTitle(id, 'zh')).toBe(`并排 修正 ${TAG}`)
    expect(await draftTitle(id, 'en')).toBe(`Side by side ${TAG}`)
    // The translator's unfinished English stayed a draft.
    expect(await liveTitle(id, 'en')).toBeNull()
  })

  it('two fields of one language changed by two people merge; one field changed by both is refused, naming it, and both texts are kept', async () => {
    const id = await chineseNews('同一语言')
    const base = await openedAt(id, 'zh')
    expect((await save(editor, id, 'zh', { title: `同一语言 新标题 ${TAG}`, updatedAt: base }, 'draft')).status).toBe(200)
    const synopsis = await save(translator, id, 'zh', { title: `同一语言 ${TAG}`, synopsis: '新摘要', updatedAt: base }, 'draft')
    expect(synopsis.status, JSON.stringify(synopsis.body)).toBe(200)
    const merged = await payload.findByID({ collection: 'news', id, locale: 'zh', draft: true, depth: 0, overrideAccess: true })
    expect([merged.title, merged.synopsis]).toEqual([`同一语言 新标题 ${TAG}`, '新摘要'])

    const clash = await rest<Refused>(`/news/${id}?locale=zh&depth=0&draft=true`, {
      method: 'PATCH',
      token: translator.token,
      body: { title: `同一语言 另一个标题 ${TAG}`, updatedAt: base, _status: 'draft' },
    })
    expect(clash.status).toBe(409)
    const refusal = clash.body.errors![0]
    expect(refusal.message).toMatch(/也修改了标题.*对方的文字已保存，您的文字仍在您的表单中/)
    expect(refusal.data?.fields).toEqual(['标题'])
    expect(refusal.data?.current?.title).toBe(`同一语言 新标题 ${TAG}`)
    expect(await draftTitle(id, 'zh')).toBe(`同一语言 新标题 ${TAG}`)
  })

  it('a lock held by the translator in English stops neither the editor’s Chinese save nor her form; in English it stops a save', async () => {
    const id = await chineseNews('锁')
    expect((await editsIn(translator, 'en')).status).toBeLessThan(300)
    expect((await editsIn(editor, 'zh')).status).toBeLessThan(300)
    expect((await lock(translator, id)).status).toBe(201)
    const base = await openedAt(id, 'zh')
    const locks = (language: 'zh' | 'en') =>
      rest<{ docs: unknown[] }>(`/payload-locked-documents?locale=${language}&where[document.value][equals]=${id}&depth=0`, {
        token: editor.token,
      })
    // The admin asks whether the document is locked in the language being edited.
    expect((await locks('zh')).body.docs).toHaveLength(0)
    expect((await locks('en')).body.docs).toHaveLength(1)
    const chinese = await save(editor, id, 'zh', { title: `锁 中文修正 ${TAG}`, updatedAt: base }, 'publish-language')
    expect(chinese.status, JSON.stringify(chinese.body)).toBe(200)
    // In English the translator's lock holds: the editor's English save is refused with 423.
    expect((await lock(translator, id)).status).toBe(201)
    const current = await openedAt(id, 'en')
    const english = await save(editor, id, 'en', { title: `Not mine ${TAG}`, updatedAt: current }, 'draft')
    expect(english.status).toBe(423)
  })
})
