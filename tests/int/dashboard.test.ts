/**
 * The admin dashboard's work queue (src/content/dashboard.ts) against a set made here: exact counts per role, the
 * counts equal to the linked lists, sales sees no drafts and editors no leads; administrators see this instance's
 * lead spool when it holds leads.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordAudit } from '@/auth/audit'
import { Dashboard as DashboardView } from '@/components/admin/Dashboard'
import { type Dashboard, dashboardData, nextSchedules } from '@/content/dashboard'
import { leadSpoolFiles, spoolLead } from '@/content/lead-spool'
import { getPayloadClient } from '@/content/payload'

const ctx = { skipSearchPush: true }
let payload: Payload
const users: Record<'admin' | 'editor' | 'sales', { id: number; role: string; collection: 'users'; email: string }> = {} as never
const made: { collection: 'news' | 'videos' | 'contact-submissions' | 'payload-jobs' | 'users'; id: number }[] = []

async function make<T extends { id: number }>(
  collection: (typeof made)[number]['collection'],
  data: Record<string, unknown>,
  locale: 'zh' | 'en' = 'zh',
) {
  const doc = (await payload.create({
    collection: collection as 'news',
    data: data as never,
    locale,
    overrideAccess: true,
    context: ctx,
  })) as unknown as T
  made.push({ collection, id: doc.id })
  return doc
}

/** The English queue of the dashboard's editorial part. */
const english = (editorial: NonNullable<Dashboard['editorial']>) => editorial.translations.find((t) => t.locale === 'en')!
const sumOf = (items: { slug: string; count: number }[], slug: string) => items.find((i) => i.slug === slug)?.count ?? 0

beforeAll(async () => {
  payload = await getPayloadClient()
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const email = `dashboard-${role}-${Date.now()}@example.com`
    const user = await make<{ id: number }>('users', { email, password: `Dashb0ard-${role}-Pass!`, role, name: `Dashboard ${role}` })
    users[role] = { id: user.id, role, collection: 'users', email }
  }
})

afterAll(async () => {
  for (const { collection, id } of made.reverse()) {
    await payload.delete({ collection: collection as 'news', id, overrideAccess: true, context: ctx }).catch(() => undefined)
  }
})

describe('dashboard', () => {
  it('editors: drafts, English missing and outdated, scheduled, last changes, all exact; no leads', async () => {
    const before = (await dashboardData(payload, users.editor)) as Dashboard
    expect(before.leads).toBeUndefined()
    expect(before.admin).toBeUndefined()

    // Two drafts (English missing), one published with English outdated, one video draft with English.
    await make('news', { title: '看板草稿一', class: 'company', _status: 'draft' })
    await make('news', { title: '看板草稿二', class: 'company', _status: 'draft' })
    const published = await make<{ id: number }>('news', { title: '看板已发布', class: 'company', _status: 'published' })
    await payload.update({
      collection: 'news',
      id: published.id,
      locale: 'en',
      data: { title: 'Dashboard published' },
      overrideAccess: true,
      context: ctx,
    })
    await new Promise((r) => setTimeout(r, 5))
    await payload.update({
      collection: 'news',
      id: published.id,
      locale: 'zh',
      data: { title: '看板已发布（改）' },
      overrideAccess: true,
      context: ctx,
    })
    const job = await make<{ id: number }>('payload-jobs', {
      taskSlug: 'schedulePublish',
      queue: 'default',
      input: { type: 'publish', doc: { relationTo: 'news', value: published.id } },
      waitUntil: new Date(Date.now() + 3600_000).toISOString(),
    })

    const after = (await dashboardData(payload, users.editor)) as Dashboard
    const e0 = before.editorial!
    const e1 = after.editorial!
    expect(sumOf(e1.drafts, 'news') - sumOf(e0.drafts, 'news')).toBe(2)
    expect(sumOf(english(e1).missing, 'news') - sumOf(english(e0).missing, 'news')).toBe(2)
    expect(sumOf(english(e1).outdated, 'news') - sumOf(english(e0).outdated, 'news')).toBe(1)
    expect(e1.scheduled.map((s) => s.title)).toContain('看板已发布（改）')
    // The list column: the soonest pending schedule of each document, whatever order the jobs were queued in.
    const sooner = new Date(Date.now() + 1800_000).toISOString()
    await make('payload-jobs', {
      taskSlug: 'schedulePublish',
      queue: 'default',
      input: { type: 'unpublish', locale: 'en', doc: { relationTo: 'news', value: published.id } },
      waitUntil: sooner,
    })
    const next = await nextSchedules(payload, 'news')
    expect(next.get(String(published.id))).toEqual({ at: new Date(sooner).toISOString(), type: 'unpublish', locale: 'en' })
    expect((await nextSchedules(payload, 'pages')).has(String(published.id))).toBe(false)
    expect(e1.changes).toHaveLength(10)
    expect(e1.changes[0].title).toBe('看板已发布（改）')

    // Each count is the total of the list its link opens.
    for (const item of [...e1.drafts, ...english(e1).missing, ...english(e1).outdated]) {
      const query = new URLSearchParams(item.href.split('?')[1])
      const field = [...query.keys()][0].replace(/^where(\[and\]\[0\])?\[/, '').split('][')[0]
      const where = { [field]: { equals: [...query.values()][0] } }
      const list = await payload.find({ collection: item.slug as 'news', where, draft: true, limit: 1, overrideAccess: true })
      expect(list.totalDocs).toBe(item.count)
    }
    expect(job.id).toBeGreaterThan(0)
  })

  it('sales: new leads since the last visit and leads not followed up after 24 h, exact; no drafts', async () => {
    const now = Date.now()
    await make('contact-submissions', {
      name: '访问前的留言',
      phone: '13800000001',
      email: 'a@example.com',
      requirement: '早',
      status: 'new',
    })
    await new Promise((r) => setTimeout(r, 20))
    await recordAudit(payload, { event: 'login', email: users.sales.email, user: users.sales.id })
    await new Promise((r) => setTimeout(r, 20))
    await make('contact-submissions', {
      name: '访问间的留言',
      phone: '13800000002',
      email: 'b@example.com',
      requirement: '中',
      status: 'new',
    })
    await make('contact-submissions', {
      name: '已联系的留言',
      phone: '13800000003',
      email: 'c@example.com',
      requirement: '中',
      status: 'contacted',
    })
    await recordAudit(payload, { event: 'login', email: users.sales.email, user: users.sales.id })
    await make('contact-submissions', {
      name: '本次访问的留言',
      phone: '13800000004',
      email: 'd@example.com',
      requirement: '晚',
      status: 'new',
    })

    const data = (await dashboardData(payload, users.sales)) as Dashboard
    expect(data.editorial).toBeUndefined()
    expect(data.admin).toBeUndefined()
    expect(data.leads?.since).not.toBeNull()
    expect(data.leads?.newSinceVisit.items.map((l) => l.name).sort()).toEqual(['已联系的留言', '本次访问的留言', '访问间的留言'].sort())
    expect(data.leads?.newSinceVisit.count).toBe(3)
    // 25 hours on, every lead still "new" that arrived before then is overdue: ours, not the contacted one.
    const later = (await dashboardData(payload, users.sales, { now: new Date(now + 25 * 3600_000) })) as Dashboard
    const cutoff = new Date(now + 3600_000).toISOString()
    const all = await payload.find({ collection: 'contact-submissions', pagination: false, depth: 0, overrideAccess: true })
    const expected = all.docs.filter((d) => d.status === 'new' && String(d.createdAt) < cutoff).length
    expect(later.leads?.overdue.count).toBe(expected)
    // The newest overdue are ours (nothing arrived after them).
    const overdueNames = later.leads?.overdue.items.map((l) => l.name) ?? []
    for (const name of ['访问前的留言', '访问间的留言', '本次访问的留言']) expect(overdueNames).toContain(name)
    expect(later.leads?.overdue.items.map((l) => l.name)).not.toContain('已联系的留言')
    // Right now none of ours is overdue.
    expect(data.leads?.overdue.items.map((l) => l.name)).not.toContain('访问间的留言')
  })

  it('administrators: all of it, plus paused sign-ins and failed jobs with their error', async () => {
    const before = (await dashboardData(payload, users.admin)) as Dashboard
    await recordAudit(payload, { event: 'lockout', email: 'paused@example.com', user: null, address: '203.0.113.9' })
    await make('payload-jobs', {
      taskSlug: 'notifyLead',
      queue: 'default',
      input: {},
      hasError: true,
      error: { message: 'SMTP refused: 550' },
    })
    const after = (await dashboardData(payload, users.admin)) as Dashboard
    expect(after.editorial).toBeDefined()
    expect(after.leads).toBeDefined()
    expect(after.admin?.pausedSignIns.map((p) => p.email)).toContain('paused@example.com')
    expect((after.admin?.failedJobs.count ?? 0) - (before.admin?.failedJobs.count ?? 0)).toBe(1)
    expect(after.admin?.failedJobs.items[0]).toMatchObject({ task: 'notifyLead', error: 'SMTP refused: 550' })
  })

  it("administrators: a warning in both languages while this instance's lead spool holds leads", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-spool-'))
    const previous = process.env.LEAD_SPOOL_DIR
    process.env.LEAD_SPOOL_DIR = dir
    const render = async (lang: 'zh' | 'en', user: unknown = users.admin) =>
      renderToStaticMarkup((await DashboardView({ payload, user, i18n: { language: lang } })) as ReactElement)
    try {
      const file = leadSpoolFiles().live
      expect(path.dirname(file)).toBe(dir)
      expect(((await dashboardData(payload, users.admin)) as Dashboard).admin?.leadSpool).toEqual({ count: 0, file })
      expect(await render('en')).not.toContain('data-section="lead-spool"')

      await spoolLead({
        key: `dashboard-spool-${Date.now()}`,
        input: { name: '暂存', phone: '13800138000', email: 'dashboard-spool@example.com', requirement: '数据库不可用时的留言。' },
        meta: { locale: 'zh', ip: '203.0.113.10', userAgent: 'test' },
        at: new Date().toISOString(),
      })
      expect(((await dashboardData(payload, users.admin)) as Dashboard).admin?.leadSpool).toEqual({ count: 1, file })
      const en = await render('en')
      expect(en).toContain('data-section="lead-spool"')
      expect(en).toContain('data-count="1"')
      expect(en).toContain('A non-empty lead spool')
      expect(en).toContain(file)
      const zh = await render('zh')
      expect(zh).toContain('本实例暂存的留言')
      expect(zh).toContain('不要编辑或删除该文件')
      // Only administrators see it.
      expect(await render('zh', users.sales)).not.toContain('lead-spool')
      expect(await render('zh', users.editor)).not.toContain('lead-spool')
    } finally {
      if (previous === undefined) delete process.env.LEAD_SPOOL_DIR
      else process.env.LEAD_SPOOL_DIR = previous
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('nobody without a role gets one', async () => {
    expect(await dashboardData(payload, null)).toBeNull()
  })
})
