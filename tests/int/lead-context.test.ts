/**
 * Calls to action carry their context into the lead: a product page's "申请试用 / 预约演示" buttons link to the
 * contact form with the product and the request kind, the form sends them with the visitor's optional organisation
 * and province, the API checks them (a clear 400 in the visitor's language) and the lead stores them; sales filter
 * leads by them and the CSV export has them. Runs on SQLite and PostgreSQL.
 */
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPage } from '@/content/pages'
import { getPayloadClient } from '@/content/payload'
import { withContactContext } from '@/lib/contact-context'
import type { ContactSubmission } from '@/payload-types'
import { createBilingual } from '@/seed/bilingual'

import { postJson } from '../support/api'
import { rest } from '../support/rest'

const STAMP = Date.now().toString(36)
const SLUG = `ctxProduct${STAMP}`
let payload: Payload
let pageId: number
let salesId: number
let token = ''
let address = 0
const from = () => ({ 'x-client-address': `10.36.${Math.floor(address / 250)}.${(address++ % 250) + 1}` })
const visitor = { name: '王工', phone: '13800001111', requirement: '想了解互通设计' }

beforeAll(async () => {
  payload = await getPayloadClient()
  const cta = (label: string) => ({ blockType: 'callToAction', heading: '开始使用', links: [{ label, href: '/contact' }] })
  pageId = await createBilingual(payload, 'pages', {
    shared: { slug: SLUG, category: 'product' },
    zh: { title: `上下文产品 ${STAMP}`, hero: { links: [{ label: '申请试用', href: '/contact' }] }, layout: [cta('预约演示')] },
    en: {
      title: `Context product ${STAMP}`,
      hero: { links: [{ label: 'Request a trial', href: '/contact' }] },
      layout: [cta('Get a quote')],
    },
  })
  const email = `lead-context-sales-${STAMP}@example.com`
  const password = `Lead-context-${STAMP}-Sales-desk`
  salesId = (
    await payload.create({ collection: 'users', data: { email, password, role: 'sales', name: '销售' } as never, overrideAccess: true })
  ).id
  const login = await rest<{ token: string }>('/users/login', { method: 'POST', body: { email, password }, address: '203.0.113.36' })
  token = login.body.token
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-submissions', where: { product: { equals: SLUG } }, overrideAccess: true })
  await payload.delete({ collection: 'pages', id: pageId, overrideAccess: true })
  await payload.delete({ collection: 'users', id: salesId, overrideAccess: true })
})

/** The query of a call to action's link to the contact page, as the product page renders it. */
async function ctaQuery(locale: 'zh' | 'en', where: 'hero' | 'block'): Promise<Record<string, string>> {
  const page = await getPage(locale, SLUG)
  const { heroLinks, layout } = withContactContext(page!, SLUG)
  const block = layout?.[0] as { links?: Array<{ href: string }> } | undefined
  const href = where === 'hero' ? heroLinks![0].href : block!.links![0].href
  expect(href.startsWith('/contact?')).toBe(true)
  return Object.fromEntries(new URLSearchParams(href.split('?')[1]))
}

async function leadsOf(where: Where): Promise<ContactSubmission[]> {
  const found = await payload.find({ collection: 'contact-submissions', where, overrideAccess: true, depth: 0, sort: 'createdAt' })
  return found.docs
}

describe('the context of a call to action', () => {
  it('is in the links of the product page: its route name and the kind its label says', async () => {
    expect(await ctaQuery('zh', 'hero')).toEqual({ product: SLUG, kind: 'trial' })
    expect(await ctaQuery('zh', 'block')).toEqual({ product: SLUG, kind: 'demo' })
    expect(await ctaQuery('en', 'block')).toEqual({ product: SLUG, kind: 'quote' })
  })

  it('goes into the lead with the organisation, the province and the page it came from', async () => {
    const context = await ctaQuery('zh', 'block')
    const sent = await postJson(
      '/client/contact/submit',
      {
        ...visitor,
        email: `ctx-${STAMP}@example.com`,
        language: 'zh',
        ...context,
        organisation: ' 某省交通规划设计院 ',
        province: '四川',
        sourcePage: `/${SLUG}`,
      },
      from(),
    )
    expect(sent.status).toBe(200)
    const [lead] = await leadsOf({ email: { equals: `ctx-${STAMP}@example.com` } })
    expect(lead).toMatchObject({
      requestKind: 'demo',
      product: SLUG,
      organisation: '某省交通规划设计院',
      province: '四川',
      sourcePage: `/${SLUG}`,
    })
  })

  it('is optional: the contract’s four fields alone still make a lead, without a kind or product', async () => {
    const sent = await postJson('/client/contact/submit', { ...visitor, email: `plain-${STAMP}@example.com`, language: 'en' }, from())
    expect(sent.status).toBe(200)
    expect(sent.body.msg).toBe('Submitted successfully. We will call you back within 24 hours.')
    const [lead] = await leadsOf({ email: { equals: `plain-${STAMP}@example.com` } })
    expect(lead.requestKind ?? null).toBeNull()
    expect(lead.product ?? '').toBe('')
  })
})

describe('the new fields are checked', () => {
  it.each([
    [
      { kind: 'lunch' },
      '请求类型无效：应为 trial（试用）、demo（演示）、quote（报价）或 consultation（咨询）',
      'Unknown request kind: use trial, demo, quote or consultation',
    ],
    [
      { kind: { trial: true } },
      '请求类型无效：应为 trial（试用）、demo（演示）、quote（报价）或 consultation（咨询）',
      'Unknown request kind: use trial, demo, quote or consultation',
    ],
    [
      { product: 'no such product' },
      '产品或方案无效：应为页面的路由名，最多 60 个字符',
      "Invalid product or solution: a page's route name of at most 60 characters",
    ],
    [{ product: 'about' }, '没有这个产品或方案', 'There is no such product or solution'],
    [{ organisation: '院'.repeat(101) }, '单位名称不能超过 100 个字符', 'Organisation must be at most 100 characters'],
    [{ province: '省'.repeat(31) }, '省份不能超过 30 个字符', 'Province must be at most 30 characters'],
  ])('%o is a 400 in the visitor’s language, and nothing is stored', async (bad, zh, en) => {
    for (const [language, message] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      const email = `bad-${STAMP}-${address}@example.com`
      const answer = await postJson('/client/contact/submit', { ...visitor, email, language, ...bad }, from())
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 400, msg: message })
      expect(await leadsOf({ email: { equals: email } })).toEqual([])
    }
  })

  it('keeps the contract’s rules first: an empty name is still "姓名不能为空" beside an unknown kind', async () => {
    const answer = await postJson(
      '/client/contact/submit',
      { ...visitor, name: ' ', email: `n-${STAMP}@example.com`, language: 'zh', kind: 'lunch' },
      from(),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toBe('姓名不能为空')
  })
})

describe('sales and the leads of a context', () => {
  it('filter the list by kind and product (what the admin list asks), and the CSV export has them', async () => {
    const kinds = ['trial', 'quote'] as const
    for (const kind of kinds) {
      const sent = await postJson(
        '/client/contact/submit',
        { ...visitor, email: `${kind}-${STAMP}@example.com`, language: 'zh', kind, product: SLUG, province: '浙江' },
        from(),
      )
      expect(sent.status).toBe(200)
    }
    const query = `where[and][0][requestKind][equals]=quote&where[and][1][product][equals]=${SLUG}&depth=0`
    const list = await rest<{ docs: ContactSubmission[] }>(`/contact-submissions?${query}`, { token, address: '203.0.113.36' })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((d) => d.email)).toEqual([`quote-${STAMP}@example.com`])
    const byProvince = await rest<{ docs: ContactSubmission[] }>(
      `/contact-submissions?where[and][0][province][equals]=${encodeURIComponent('浙江')}&where[and][1][product][equals]=${SLUG}`,
      { token, address: '203.0.113.36' },
    )
    expect(byProvince.body.docs.map((d) => d.email).sort()).toEqual([`quote-${STAMP}@example.com`, `trial-${STAMP}@example.com`])

    const csv = await rest<string>('/contact-submissions/export.csv', { token, address: '203.0.113.36' })
    expect(csv.status).toBe(200)
    const lines = csv.body.split(/\r?\n/)
    expect(lines[0]).toContain('请求类型 Request,产品或方案 Product,单位 Organisation,省份 Province')
    const quoteLine = lines.find((l) => l.includes(`quote-${STAMP}@example.com`))
    expect(quoteLine).toContain(`获取报价,${SLUG},,浙江`)
    // The language by its name in the admin's language, not its code.
    expect(quoteLine).toMatch(/,中文,/)
    expect(quoteLine).not.toMatch(/,zh,/)
  })
})
