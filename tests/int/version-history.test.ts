/**
 * A history an editor can trust (src/collections/history.ts): restoring a version keeps the translation state it
 * had, says whether it published or only restored a draft (a draft version never unpublishes the site's page),
 * versions name their author, and the audit log records who created, edited, published, restored and deleted which
 * content and when. Runs on SQLite and on PostgreSQL.
 */
import { initI18n } from '@payloadcms/translations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'

import { type SignedIn, signedInAccount } from '../support/accounts'
import { rest } from '../support/rest'

const payload = await getPayloadClient()
const ctx = { skipSearchPush: true }
const stamp = Date.now().toString(36)
const PASSWORD = 'Version-history-test-0123456789'
const news: number[] = []
const users: number[] = []
const tick = () => new Promise((r) => setTimeout(r, 5))

let editor: SignedIn

beforeAll(async () => {
  editor = await signedInAccount(
    payload,
    { email: `historian-${stamp}@example.com`, name: `historian ${stamp}`, role: 'editor', password: PASSWORD, address: '198.51.100.77' },
    users,
  )
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'news', where: { id: { in: news } }, overrideAccess: true, context: ctx })
  await payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } }, overrideAccess: true })
  for (const id of users) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

async function publishedNews(title: string, enTitle: string) {
  const doc = await payload.create({
    collection: 'news',
    locale: 'zh',
    data: { title, class: 'company', _status: 'published' },
    overrideAccess: true,
    context: ctx,
  })
  news.push(doc.id)
  await tick()
  await payload.update({ collection: 'news', id: doc.id, locale: 'en', data: { title: enTitle }, overrideAccess: true, context: ctx })
  return doc.id
}

async function newestVersion(id: number) {
  const { docs } = await payload.findVersions({
    collection: 'news',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

const restore = (versionId: string | number, token: string, query = '', language: 'zh' | 'en' = 'zh') =>
  rest<{ message: string; _status?: string }>(`/news/versions/${versionId}${query}`, { method: 'POST', token, language })

const saveAs = (id: number, token: string, body: Record<string, unknown>, query: string, language: 'zh' | 'en' = 'zh') =>
  rest(`/news/${id}?locale=${language}&depth=0${query}`, { method: 'PATCH', token, body })

/** The audit entries of a document since a time (SQLite hands a deleted document's id out again). */
async function auditOf(document: string, since = '1970-01-01T00:00:00.000Z') {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ document: { equals: document } }, { createdAt: { greater_than_equal: since } }] },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

describe('restoring a version', () => {
  it('keeps the translation state of a version whose languages matched: no "English outdated" after the restore', async () => {
    const id = await publishedNews(`历史 ${stamp}`, `History ${stamp}`)
    const matched = await newestVersion(id)
    expect(matched.version.translation?.enState).toBe('complete')
    await tick()
    await payload.update({
      collection: 'news',
      id,
      locale: 'zh',
      data: { title: `历史（改） ${stamp}` },
      overrideAccess: true,
      context: ctx,
    })
    const changed = await payload.findByID({ collection: 'news', id, depth: 0, overrideAccess: true })
    expect(changed.translation?.enState).toBe('outdated')

    const answer = await restore(matched.id, editor.token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const restored = await payload.findByID({ collection: 'news', id, depth: 0, overrideAccess: true })
    expect(restored.title).toBe(`历史 ${stamp}`)
    expect(restored.translation?.enState).toBe('complete')
    expect(restored.translation?.zhState).toBe('complete')
  })

  it('a published version is published, and the answer says so in the admin language', async () => {
    const id = await publishedNews(`发布版本 ${stamp}`, `Published version ${stamp}`)
    const published = await newestVersion(id)
    await saveAs(id, editor.token, { title: `草稿改动 ${stamp}`, _status: 'draft' }, '&draft=true')
    const zh = await restore(published.id, editor.token)
    expect(zh.status, JSON.stringify(zh.body)).toBe(200)
    expect(zh.body.message).toBe('已恢复并发布中文内容：网站上的中文页面现在显示此版本，其他语言不变。')
    const en = await restore(published.id, editor.token, '', 'en')
    expect(en.body.message).toBe(
      'Restored and published in Chinese: the site now shows this version in Chinese; other languages are unchanged.',
    )
    const live = await payload.findByID({ collection: 'news', id, draft: false, depth: 0, overrideAccess: true })
    expect(live._status).toBe('published')
    expect(live.title).toBe(`发布版本 ${stamp}`)
  })

  it('a draft version is restored as a draft: the site keeps the published page, and the answer says so', async () => {
    const id = await publishedNews(`草稿版本 ${stamp}`, `Draft version ${stamp}`)
    const saved = await saveAs(id, editor.token, { title: `未发布的草稿 ${stamp}`, _status: 'draft' }, '&draft=true')
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const draft = await newestVersion(id)
    expect(draft.version._status).toBe('draft')
    await saveAs(id, editor.token, { title: `又一个草稿 ${stamp}`, _status: 'draft' }, '&draft=true')

    // Payload's own restore (no "as draft") would make the document a draft: the page would leave the site.
    const answer = await restore(draft.id, editor.token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.message).toBe('已将中文内容恢复为草稿：网站上的内容不变，发布后才会更新；其他语言不变。')
    const live = await payload.findByID({ collection: 'news', id, draft: false, depth: 0, overrideAccess: true })
    expect(live._status).toBe('published')
    expect(live.title).toBe(`草稿版本 ${stamp}`)
    const newest = await payload.findByID({ collection: 'news', id, draft: true, depth: 0, overrideAccess: true })
    expect(newest.title).toBe(`未发布的草稿 ${stamp}`)

    // "Restore as draft" of a published version: the same.
    const asDraft = await restore(draft.id, editor.token, '?draft=true', 'en')
    expect(asDraft.body.message).toBe(
      'Restored as a Chinese draft: the site stays as it is until you publish; other languages are unchanged.',
    )
  })

  it('the restore dialog says what each choice does, in both admin languages', async () => {
    for (const language of ['zh', 'en'] as const) {
      const i18n = await initI18n({ config: payload.config.i18n, language, context: 'client' })
      const text = i18n.t('version:aboutToRestore', { label: 'x', versionDate: 'y' })
      expect(text).toContain(
        language === 'zh' ? '已发布的版本恢复后立即在该语言发布' : 'A published version is published in that language at once',
      )
      expect(i18n.t('version:restoreAsDraft')).toBe(language === 'zh' ? '恢复为草稿（网站不变）' : 'Restore as draft (site unchanged)')
    }
  })

  it('a version that does not exist is a 404, not a 500', async () => {
    const answer = await restore(987654321, editor.token)
    expect(answer.status).toBe(404)
  })
})

describe('version authors', () => {
  it('names whoever saved each version (name, not id), for editors only', async () => {
    const id = await publishedNews(`作者 ${stamp}`, `Author ${stamp}`)
    await saveAs(id, editor.token, { title: `作者改 ${stamp}`, _status: 'draft' }, '&draft=true')
    const mine = await newestVersion(id)
    const answer = await rest<{ authors: Record<string, string> }>(`/news/${id}/version-authors`, { token: editor.token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.authors[String(mine.id)]).toBe(editor.name)
    const anonymous = await rest<{ authors: Record<string, string> }>(`/news/${id}/version-authors`)
    expect(anonymous.status).toBe(403)
  })
})

describe('audit log of content', () => {
  it('records created, edited, published, restored and deleted, with who, what and when', async () => {
    const since = new Date().toISOString()
    const created = await rest<{ doc: { id: number } }>(`/news?locale=zh&depth=0&draft=true`, {
      method: 'POST',
      token: editor.token,
      body: { title: `审计 ${stamp}`, class: 'company', _status: 'draft' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id
    news.push(id)
    await saveAs(id, editor.token, { title: `审计草稿 ${stamp}`, _status: 'draft' }, '&draft=true')
    // Autosaves right after an edit are the same edit.
    await saveAs(id, editor.token, { title: `审计自动 ${stamp}`, _status: 'draft' }, '&draft=true&autosave=true')
    await saveAs(id, editor.token, { title: `审计自动二 ${stamp}`, _status: 'draft' }, '&draft=true&autosave=true')
    await saveAs(id, editor.token, { title: `审计发布 ${stamp}`, _status: 'published' }, '')
    const { docs: versions } = await payload.findVersions({
      collection: 'news',
      where: { parent: { equals: id } },
      sort: 'updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    await restore(versions[0].id, editor.token)
    const deleted = await rest(`/news/${id}`, { method: 'DELETE', token: editor.token })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)

    const entries = await auditOf(`news/${id}`, since)
    expect(entries.map((e) => e.event)).toEqual([
      'content-created',
      'content-edited',
      'content-published',
      'content-restored',
      'content-deleted',
    ])
    for (const entry of entries) {
      expect(entry.email).toBe(editor.email)
      expect(entry.user).toBe(editor.id)
      expect(Number.isNaN(new Date(entry.createdAt).getTime())).toBe(false)
    }
    expect(entries[2].detail).toContain(`审计发布 ${stamp}`)
    expect(entries[3].detail).toContain('→ draft')
    // Each entry names the language of the save (the search index's reads in every language used to leave "(en)").
    for (const entry of entries.slice(0, 3)) expect(entry.detail).toMatch(/\(zh\)/)

    // An English save is tagged English.
    const englishSince = new Date().toISOString()
    const english = await rest<{ doc: { id: number } }>(`/news?locale=en&depth=0&draft=true`, {
      method: 'POST',
      token: editor.token,
      body: { title: `Audit ${stamp}`, class: 'company', _status: 'draft' },
    })
    news.push(english.body.doc.id)
    await saveAs(english.body.doc.id, editor.token, { title: `Audit published ${stamp}`, _status: 'published' }, '', 'en')
    const tagged = await auditOf(`news/${english.body.doc.id}`, englishSince)
    expect(tagged.map((e) => /\((zh|en)\)/.exec(e.detail ?? '')?.[1])).toEqual(['en', 'en'])
  })

  it('records an edit of a global', async () => {
    const before = (await auditOf('globals/search-best-bets')).length
    const answer = await rest('/globals/search-best-bets?locale=zh', { method: 'POST', token: editor.token, body: {} })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const entries = await auditOf('globals/search-best-bets')
    expect(entries.length).toBe(before + 1)
    expect(entries.at(-1)?.event).toBe('content-edited')
    expect(entries.at(-1)?.email).toBe(editor.email)
  })
})
