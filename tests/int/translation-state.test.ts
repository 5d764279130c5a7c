/**
 * Translation state through Payload: stored on each save in either language (complete / missing / outdated), the
 * list filters' query counting exactly, and "Start English from Chinese" filling only empty English fields.
 */
import type { Where } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { translationFilterQuery } from '@/lib/translation-filters'

import { paragraphDoc, textNode } from '../support/lexical'
import { rest } from '../support/rest'

const created: number[] = []
const ctx = { skipSearchPush: true }

afterAll(async () => {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'news', where: { id: { in: created } }, overrideAccess: true, context: ctx })
})

async function createNews(title: string, synopsis?: string) {
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'news',
    locale: 'zh',
    data: { title, synopsis, class: 'company', _status: 'published' },
    overrideAccess: true,
    context: ctx,
  })
  created.push(doc.id)
  return doc
}

async function state(id: number) {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'news', id, draft: true, depth: 0, overrideAccess: true })
  return doc.translation
}

async function save(id: number, locale: 'zh' | 'en', data: Record<string, unknown>) {
  const payload = await getPayloadClient()
  await payload.update({ collection: 'news', id, locale, data, overrideAccess: true, context: ctx })
}

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('translation state', () => {
  it('Chinese first: English missing, then complete, then outdated when the Chinese changes, complete again', async () => {
    const doc = await createNews('状态测试一', '中文摘要')
    expect((await state(doc.id))?.enState).toBe('missing')
    expect((await state(doc.id))?.zhState).toBe('complete')

    // Only the title in English: the synopsis still lacks its English.
    await tick()
    await save(doc.id, 'en', { title: 'State test one' })
    expect((await state(doc.id))?.enState).toBe('missing')
    await tick()
    await save(doc.id, 'en', { synopsis: 'English synopsis' })
    expect((await state(doc.id))?.enState).toBe('complete')

    // Saving the Chinese unchanged leaves the English complete; changing it makes the English outdated.
    await tick()
    await save(doc.id, 'zh', { title: '状态测试一' })
    expect((await state(doc.id))?.enState).toBe('complete')
    await tick()
    await save(doc.id, 'zh', { synopsis: '中文摘要（修改）' })
    const outdated = await state(doc.id)
    expect(outdated?.enState).toBe('outdated')
    expect(new Date(String(outdated?.zhChangedAt)).getTime()).toBeGreaterThan(new Date(String(outdated?.enChangedAt)).getTime())

    // The translator saves the English: complete.
    await tick()
    await save(doc.id, 'en', { synopsis: 'English synopsis (revised)' })
    expect((await state(doc.id))?.enState).toBe('complete')
  })

  it('English first: Chinese missing until it is written; then the English is outdated by the later Chinese', async () => {
    const doc = await createNews('状态测试二')
    await tick()
    await save(doc.id, 'en', { title: 'State test two', synopsis: 'Written in English first' })
    const afterEnglish = await state(doc.id)
    expect(afterEnglish?.zhState).toBe('missing')
    expect(afterEnglish?.enState).toBe('complete')
    await tick()
    await save(doc.id, 'zh', { synopsis: '后补的中文摘要' })
    const afterChinese = await state(doc.id)
    expect(afterChinese?.zhState).toBe('complete')
    expect(afterChinese?.enState).toBe('outdated')
  })

  it('the filters count exactly what they show', async () => {
    const payload = await getPayloadClient()
    const missing = await createNews('过滤测试：缺少英文')
    const outdated = await createNews('过滤测试：待更新')
    await save(outdated.id, 'en', { title: 'Filter test: outdated' })
    await tick()
    await save(outdated.id, 'zh', { title: '过滤测试：待更新（改）' })
    for (const enState of ['missing', 'outdated'] as const) {
      const where: Where = { and: [{ 'translation.enState': { equals: enState } }, { id: { in: [missing.id, outdated.id] } }] }
      const found = await payload.find({ collection: 'news', where, draft: true, depth: 0, overrideAccess: true })
      expect(found.docs.map((d) => d.id)).toEqual([enState === 'missing' ? missing.id : outdated.id])
    }
    // The list's URL query is the same filter over REST.
    const user = await editor()
    const answer = await rest<{ docs: { id: number }[] }>(
      `/news?${translationFilterQuery('missing', 'en')}&limit=1000&draft=true&depth=0`,
      {
        token: user.token,
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((d) => d.id)).toContain(missing.id)
    expect(answer.body.docs.map((d) => d.id)).not.toContain(outdated.id)
  })
})

describe('Start English from Chinese', () => {
  it('copies the Chinese into empty English fields only, and leaves the English outdated for a translator', async () => {
    const payload = await getPayloadClient()
    const doc = await createNews('复制测试', '只有中文的摘要')
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'zh',
      data: { content: paragraphDoc(textNode('中文正文')) as never },
      overrideAccess: true,
      context: ctx,
    })
    await save(doc.id, 'en', { title: 'Copy test (English already)' })

    const user = await editor()
    const answer = await rest<{ copied: string[] }>(`/news/${doc.id}/start-translation/en`, { method: 'POST', token: user.token })
    expect(answer.status).toBe(200)
    expect(answer.body.copied.sort()).toEqual(['content', 'synopsis'])

    const en = await payload.findByID({
      collection: 'news',
      id: doc.id,
      locale: 'en',
      fallbackLocale: false,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(en.title).toBe('Copy test (English already)')
    expect(en.synopsis).toBe('只有中文的摘要')
    expect(JSON.stringify(en.content)).toContain('中文正文')
    expect(en.translation?.enState).toBe('outdated')

    // A second copy finds nothing empty and changes nothing.
    const again = await rest<{ copied: string[] }>(`/news/${doc.id}/start-translation/en`, { method: 'POST', token: user.token })
    expect(again.body.copied).toEqual([])

    // Sales may not; an unknown document is a 404.
    const sales = await staff('sales')
    expect((await rest(`/news/${doc.id}/start-translation/en`, { method: 'POST', token: sales.token })).status).toBe(403)
    expect((await rest(`/news/999999/start-translation/en`, { method: 'POST', token: user.token })).status).toBe(404)
    // The source language is started from nothing; an unknown language is not there.
    const source = await rest<{ errors: { message: string }[] }>(`/news/${doc.id}/start-translation/zh`, {
      method: 'POST',
      token: user.token,
    })
    expect(source.status).toBe(400)
    expect(source.body.errors[0].message).toBe('中文是源语言，不从其他语言复制。')
    expect((await rest(`/news/${doc.id}/start-translation/xx`, { method: 'POST', token: user.token })).status).toBe(404)
  })

  it('works on globals: site settings keep their English and get the state', async () => {
    const payload = await getPayloadClient()
    type Settings = Record<string, { zh?: unknown; en?: unknown } | undefined>
    const before = (await payload.findGlobal({
      slug: 'site-settings',
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Settings
    // One English field emptied for the test, one with English text.
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { slogan: '', companyName: 'Kept Company Ltd' },
      overrideAccess: true,
    })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'zh', data: { slogan: '测试标语' }, overrideAccess: true })
    const user = await editor()
    const answer = await rest<{ copied: string[] }>('/globals/site-settings/start-translation/en', { method: 'POST', token: user.token })
    expect(answer.status).toBe(200)
    expect(answer.body.copied).toContain('slogan')
    expect(answer.body.copied).not.toContain('companyName')
    const after = (await payload.findGlobal({
      slug: 'site-settings',
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Settings & {
      translation?: { enState?: string }
    }
    expect(after.slogan?.en).toBe('测试标语')
    expect(after.companyName?.en).toBe('Kept Company Ltd')
    expect(after.translation?.enState).not.toBe('missing')
    // Back as it was, for the other tests.
    const restore = (locale: 'zh' | 'en') => ({
      slogan: before.slogan?.[locale] ?? null,
      companyName: before.companyName?.[locale],
      ...Object.fromEntries(answer.body.copied.map((path) => [path, before[path]?.[locale] ?? null])),
    })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'zh', data: restore('zh') as never, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: restore('en') as never, overrideAccess: true })
  })
})

const accounts = new Map<string, { token: string }>()
async function staff(role: 'editor' | 'sales') {
  const known = accounts.get(role)
  if (known) return known
  const payload = await getPayloadClient()
  const email = `translation-${role}-${Date.now()}@example.com`
  const password = `Tr4nslation-${role}-Pass!`
  await payload.create({ collection: 'users', data: { email, password, role, name: role }, overrideAccess: true })
  const login = await rest<{ token: string }>('/users/login', { method: 'POST', body: { email, password } })
  expect(login.status).toBe(200)
  accounts.set(role, login.body)
  return login.body
}
const editor = () => staff('editor')
