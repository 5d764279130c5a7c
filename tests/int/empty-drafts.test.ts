/**
 * No empty drafts (editorial collections: news, pages, banners, videos): a draft is validated as a publish is, so
 * opening "create" in the admin (which creates the document at once only when drafts are not validated) and leaving
 * without a title leaves nothing; an empty untitled draft left by an earlier version can be found and bulk-deleted.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import type { User } from '@/payload-types'

const payload = await getPayloadClient()
const stamp = Date.now().toString(36)
const users: number[] = []

afterAll(async () => {
  for (const id of users) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

async function editor(): Promise<User> {
  const first = await payload.count({ collection: 'users', overrideAccess: true })
  if (first.totalDocs === 0) {
    // The very first account always becomes an administrator.
    const admin = await payload.create({
      collection: 'users',
      data: { email: `drafts-admin-${stamp}@example.com`, password: 'Drafts-test-0123456789', role: 'admin' },
      overrideAccess: true,
    })
    users.push(admin.id)
  }
  const user = await payload.create({
    collection: 'users',
    data: { email: `drafts-${stamp}-${users.length}@example.com`, password: 'Drafts-test-0123456789', role: 'editor' },
    overrideAccess: true,
  })
  users.push(user.id)
  expect(user.role).toBe('editor')
  return user
}

describe('no empty drafts', () => {
  it('the editorial collections validate drafts, so the admin does not create a document when "create" is opened', () => {
    for (const slug of ['news', 'pages', 'banners', 'videos'] as const) {
      const drafts = payload.collections[slug].config.versions?.drafts
      expect(drafts && typeof drafts === 'object' && drafts.validate, slug).toBe(true)
    }
  })

  it('an untitled draft is refused, and nothing is stored', async () => {
    const user = await editor()
    const before = await payload.count({ collection: 'news', overrideAccess: true })
    await expect(
      payload.create({ collection: 'news', data: { _status: 'draft' }, draft: true, overrideAccess: false, user }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'news', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    // With a title, a draft is saved as before.
    const saved = await payload.create({
      collection: 'news',
      data: { title: `草稿 ${stamp}`, class: 'company', _status: 'draft' },
      draft: true,
      overrideAccess: false,
      user,
    })
    await payload.delete({ collection: 'news', id: saved.id, overrideAccess: true })
  })

  it('empty untitled drafts left by an earlier version are found by "title does not exist" and bulk-deleted', async () => {
    const user = await editor()
    // As the admin's "create" used to leave them: a draft with nothing in it (written past the checks).
    const empties: Array<{ collection: 'news' | 'pages'; id: number }> = []
    for (const collection of ['news', 'pages'] as const) {
      for (let i = 0; i < 2; i++) {
        const row = await payload.db.create({ collection, data: { _status: 'draft' } })
        const now = new Date().toISOString()
        await payload.db.createVersion({
          collectionSlug: collection,
          parent: row.id,
          versionData: { _status: 'draft', createdAt: now, updatedAt: now } as never,
          autosave: false,
          createdAt: now,
          updatedAt: now,
        })
        empties.push({ collection, id: Number(row.id) })
      }
    }
    for (const collection of ['news', 'pages'] as const) {
      const ids = empties.filter((e) => e.collection === collection).map((e) => e.id)
      const found = await payload.find({
        collection,
        where: { title: { exists: false } },
        draft: true,
        pagination: false,
        overrideAccess: false,
        user,
        depth: 0,
      })
      expect(found.docs.map((d) => d.id)).toEqual(expect.arrayContaining(ids))
      const deleted = await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: false, user })
      expect(deleted.errors, JSON.stringify(deleted.errors)).toEqual([])
      expect(deleted.docs).toHaveLength(ids.length)
      expect((await payload.count({ collection, where: { id: { in: ids } }, overrideAccess: true })).totalDocs).toBe(0)
    }
  })
})
