/**
 * A product page links its own material (src/content/product-resources.ts): the software of its route name (download
 * and, where it exists in the page's language, help document) and the case pages that link to it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { productResources } from '@/content/product-resources'
import { createBilingual } from '@/seed/bilingual'

let payload: Payload
const made: number[] = []

async function casePage(slug: string, href: string) {
  const cta = { blockType: 'callToAction', heading: '相关产品', links: [{ label: '查看产品', href }] }
  made.push(
    await createBilingual(payload, 'pages', {
      shared: { slug, category: 'case', sort: made.length },
      zh: { title: `资源案例 ${slug}`, layout: [cta] },
      en: { title: `Resource case ${slug}`, layout: [cta] },
    }),
  )
}

beforeAll(async () => {
  payload = await getPayloadClient()
  await casePage('resourceCaseA', '/airoad')
  await casePage('resourceCaseB', '/eicad')
})

afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'pages', id, overrideAccess: true })
})

describe('the resources of a product page', () => {
  it('are its download, its help document and the cases that link to it', async () => {
    const zh = await productResources('zh', 'airoad', '快速方案设计系统')
    expect(zh.download).toEqual({ title: '快速方案设计', href: '/download#software-airoad' })
    expect(zh.help?.href).toBe('/helpDocuments?soft=airoad&language=zh')
    expect(zh.cases).toEqual([{ title: '资源案例 resourceCaseA', href: '/resourceCaseA' }])
  })

  it('leave out a help document the language does not have', async () => {
    const en = await productResources('en', 'airoad', 'Rapid scheme design')
    expect(en.download?.href).toBe('/download#software-airoad')
    expect(en.help).toBeNull()
    expect(en.cases.map((c) => c.href)).toEqual(['/resourceCaseA'])
  })
})
