/**
 * The admin's lists name every item (src/content/list-titles.ts, src/components/admin/ListTitleCell.tsx): an item not
 * yet written in the language shown is named by its title in another language, from its newest draft.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { titleInAnyLanguage } from '@/content/list-titles'
import { getPayloadClient } from '@/content/payload'

const payload = await getPayloadClient()
const ctx = { skipSearchPush: true }
const made: number[] = []

afterAll(async () => {
  await payload.delete({ collection: 'news', where: { id: { in: made } }, overrideAccess: true, context: ctx })
})

describe('a title in any language', () => {
  it('is the first language of the table that has one, from the newest draft; null for an id that is not there', async () => {
    const doc = await payload.create({
      collection: 'news',
      locale: 'zh',
      data: { title: '只有中文的新闻', class: 'company', _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    made.push(doc.id)
    expect(await titleInAnyLanguage(payload, 'news', doc.id, 'title')).toEqual({ locale: 'zh', title: '只有中文的新闻' })
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'zh',
      data: { title: '草稿里的新标题', _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: ctx,
    })
    expect(await titleInAnyLanguage(payload, 'news', doc.id, 'title')).toEqual({ locale: 'zh', title: '草稿里的新标题' })
    expect(await titleInAnyLanguage(payload, 'news', 987654321, 'title')).toBeNull()
  })
})
