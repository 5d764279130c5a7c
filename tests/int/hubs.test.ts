/**
 * The hub pages' lists (`/products`, `/solutions`, `/cases`): the published pages of a category in the page's
 * language with image, summary and route name, in the editors' order; cases filtered by the pages' `industry`
 * (a field of its own, migrated on SQLite and PostgreSQL). Runs on both databases.
 */
import type { Payload } from 'payload'
import { generateKeyBetween } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { listHubItems } from '@/content/pages'
import { getPayloadClient } from '@/content/payload'
import { createBilingual } from '@/seed/bilingual'

const ids = inject('fixtureIds')
let payload: Payload
const made: number[] = []

async function casePage(slug: string, industry: string | null, en = true) {
  const id = await createBilingual(payload, 'pages', {
    shared: { slug, category: 'case', industry, hero: { image: ids.media[0] } },
    zh: { title: `案例 ${slug}`, summary: `${slug} 的摘要` },
    en: en ? { title: `Case ${slug}`, summary: `Summary of ${slug}` } : null,
  })
  made.push(id)
  return id
}

beforeAll(async () => {
  payload = await getPayloadClient()
  const tunnel = await casePage('hubTunnel', 'tunnel')
  const bridge = await casePage('hubBridge', 'bridge')
  await casePage('hubBridgeZh', 'bridge', false)
  await casePage('hubNone', null)
  // The editors moved hubBridge above hubTunnel (drag and drop sets `_order`; created later, it came last).
  const first = await payload.findByID({ collection: 'pages', id: tunnel, depth: 0, overrideAccess: true })
  await payload.update({
    collection: 'pages',
    id: bridge,
    data: { _order: generateKeyBetween(null, first._order ?? null) },
    overrideAccess: true,
  })
})

afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'pages', id, overrideAccess: true })
})

describe('hub lists', () => {
  it('list the products with image, summary and route name', async () => {
    const products = await listHubItems('en', 'product', null)
    expect(products).toEqual([
      expect.objectContaining({ slug: 'airoad', title: 'Rapid scheme design', summary: 'Road schemes 8 to 10 times faster' }),
    ])
    expect(products[0].image).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    expect(await listHubItems('zh', 'solution', null)).toEqual([])
  })

  it('list the cases in the editors’ order, in the page language', async () => {
    expect((await listHubItems('zh', 'case', null)).map((c) => c.slug)).toEqual(['hubBridge', 'hubTunnel', 'hubBridgeZh', 'hubNone'])
    expect((await listHubItems('en', 'case', null)).map((c) => c.slug)).toEqual(['hubBridge', 'hubTunnel', 'hubNone'])
  })

  it('filter the cases by industry', async () => {
    const bridges = await listHubItems('zh', 'case', 'bridge')
    expect(bridges.map((c) => [c.slug, c.industry])).toEqual([
      ['hubBridge', 'bridge'],
      ['hubBridgeZh', 'bridge'],
    ])
    expect((await listHubItems('en', 'case', 'tunnel')).map((c) => c.slug)).toEqual(['hubTunnel'])
    expect(await listHubItems('en', 'case', 'rail')).toEqual([])
  })

  it('refuse an industry that is not one of the five', async () => {
    await expect(
      payload.update({ collection: 'pages', id: made[0], data: { industry: 'ships' as never }, overrideAccess: true }),
    ).rejects.toThrow()
  })
})
