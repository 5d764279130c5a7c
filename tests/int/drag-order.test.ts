/**
 * Drag-and-drop order (Payload's `orderable`, src/collections/*): a new banner goes to the end of the list, and
 * moving it in the admin (the list's `POST /api/reorder`, as the drag handle sends it) changes the order visitors get
 * from the site and the public API, whose `sort` numbers follow the new order. Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listBanners } from '@/content/banners'
import { listHubItems } from '@/content/pages'
import { getPayloadClient } from '@/content/payload'

import { signedInAccount } from '../support/accounts'
import type { ApiList } from '../support/answers'
import { api } from '../support/api'
import { rest } from '../support/rest'

const payload = await getPayloadClient()
const stamp = Date.now().toString(36)
const PASSWORD = 'Drag-order-test-0123456789'
const ctx = { skipSearchPush: true }
const users: number[] = []
const banners: number[] = []
const pages: number[] = []
let token = ''

beforeAll(async () => {
  const account = {
    email: `orderer-${stamp}@example.com`,
    name: 'orderer',
    role: 'editor' as const,
    password: PASSWORD,
    address: '198.51.100.99',
  }
  token = (await signedInAccount(payload, account, users)).token
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'banners', where: { id: { in: banners } }, overrideAccess: true, context: ctx })
  await payload.delete({ collection: 'pages', where: { id: { in: pages } }, overrideAccess: true, context: ctx })
  for (const id of users) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

async function anImage(): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { mimeType: { like: 'image/' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0].id
}

async function newBanner(title: string, image: number) {
  const doc = await payload.create({
    collection: 'banners',
    locale: 'zh',
    data: { title, image, _status: 'published' },
    overrideAccess: true,
    context: ctx,
  })
  banners.push(doc.id)
  return doc
}

type BannerApiRow = { bannerId: number; sort: number }

describe('drag-and-drop order', () => {
  it('a new banner goes to the end, whatever its old typed number', async () => {
    const image = await anImage()
    const before = await listBanners('zh')
    const banner = await payload.create({
      collection: 'banners',
      locale: 'zh',
      data: { title: `最后 ${stamp}`, image, sort: -100, _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    banners.push(banner.id)
    const after = await listBanners('zh')
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)?.bannerId).toBe(banner.id)
    const answer = await api<ApiList<BannerApiRow>>('/client/banner/clientBannerList')
    expect(answer.body.rows.at(-1)?.bannerId).toBe(banner.id)
    expect(answer.body.rows.map((r) => r.sort)).toEqual(answer.body.rows.map((_, i) => i))
  })

  it('moving a banner to the top in the admin changes the order visitors see', async () => {
    const image = await anImage()
    const moved = await newBanner(`移到最前 ${stamp}`, image)
    const first = (await listBanners('zh'))[0]
    const firstDoc = await payload.findByID({ collection: 'banners', id: first.bannerId, depth: 0, overrideAccess: true })
    const answer = await rest('/reorder', {
      method: 'POST',
      token,
      body: {
        collectionSlug: 'banners',
        docsToMove: [moved.id],
        newKeyWillBe: 'less',
        orderableFieldName: '_order',
        target: { id: firstDoc.id, key: firstDoc._order },
      },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const after = await listBanners('zh')
    expect(after[0].bannerId).toBe(moved.id)
    expect(after[1].bannerId).toBe(first.bannerId)
    const api0 = await api<ApiList<BannerApiRow>>('/client/banner/clientBannerList')
    expect(api0.body.rows[0]).toMatchObject({ bannerId: moved.id, sort: 0 })
  })

  it('orders a hub list (products) by the editors’ order, a new page last', async () => {
    const slugs = ['a', 'b'].map((s) => `order${s}${stamp}`)
    for (const slug of slugs) {
      const doc = await payload.create({
        collection: 'pages',
        locale: 'zh',
        data: { slug, title: `排序 ${slug}`, category: 'product', _status: 'published' },
        overrideAccess: true,
        context: ctx,
      })
      pages.push(doc.id)
    }
    const items = await listHubItems('zh', 'product', null)
    const routes = items.map((i) => i.slug)
    const a = routes.findIndex((r) => r === slugs[0])
    const b = routes.findIndex((r) => r === slugs[1])
    expect(a).toBeGreaterThanOrEqual(0)
    expect(b).toBe(routes.length - 1)
    expect(a).toBe(b - 1)
  })
})

describe('the migration to drag-and-drop order', () => {
  it('orders the documents stored before it by their typed numbers, equal numbers by creation, versions alike', async () => {
    const image = await anImage()
    const made = [
      await newBanner(`迁移一 ${stamp}`, image),
      await newBanner(`迁移二 ${stamp}`, image),
      await newBanner(`迁移三 ${stamp}`, image),
    ]
    const all = await payload.find({ collection: 'banners', depth: 0, limit: 0, pagination: false, overrideAccess: true, sort: '_order' })
    const keep = new Map(all.docs.map((d) => [d.id, d._order]))
    // Typed numbers as an editor left them: the last one made first, the other two equal (made order).
    const numbers = new Map(all.docs.map((d) => [d.id, 10]))
    numbers.set(made[2].id, -1)
    for (const [id, sort] of numbers) await payload.db.updateOne({ collection: 'banners', id, data: { sort } })

    const migration =
      payload.db.name === 'postgres'
        ? await import('@/migrations/postgres/20261127_0900_drag_order')
        : await import('@/migrations/sqlite/20261127_0900_drag_order')
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    await migration.down(args)
    await migration.up(args)

    const after = await payload.find({ collection: 'banners', depth: 0, limit: 0, pagination: false, overrideAccess: true, sort: '_order' })
    const order = after.docs.map((d) => d.id)
    expect(order[0]).toBe(made[2].id)
    expect(order.indexOf(made[0].id)).toBeLessThan(order.indexOf(made[1].id))
    const { docs: versions } = await payload.findVersions({
      collection: 'banners',
      where: { parent: { equals: made[2].id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(versions.length).toBeGreaterThan(0)
    for (const v of versions) expect(v.version._order).toBe(after.docs[0]._order)

    // The order the other tests left, back again.
    for (const [id, key] of keep) await payload.db.updateOne({ collection: 'banners', id, data: { _order: key, sort: 0 } })
  })
})
