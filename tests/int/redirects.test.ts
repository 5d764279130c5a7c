/**
 * Redirects in the database (src/content/redirects.ts): the checks of a save (one hop, no loop, no foreign host unless
 * an administrator allowed it, messages in the editor's language), the redirects a page's route change and deletion
 * create in both languages, the CSV import (bad rows reported by line, good rows kept) and the table the server
 * answers from. The server's side (answers before Next, query kept, micro-cache, second instance) is
 * tests/e2e/redirects.test.ts.
 */
import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { importRedirectsCsv, redirectRules } from '@/content/redirects'

import { type SignedIn, signedInAccount } from '../support/accounts'
import { rest } from '../support/rest'

const payload = await getPayloadClient()
const stamp = Date.now().toString(36)
const pages: number[] = []

afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { contains: stamp } }, overrideAccess: true })
  await payload.delete({ collection: 'redirects', where: { note: { contains: stamp } }, overrideAccess: true })
  for (const id of pages) await payload.delete({ collection: 'pages', id, overrideAccess: true }).catch(() => {})
  await payload.delete({ collection: 'redirects', where: { from: { contains: stamp } }, overrideAccess: true })
  await payload.updateGlobal({ slug: 'site-settings', data: { redirectHosts: null }, overrideAccess: true })
  for (const id of accounts) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

const english = { i18n: { language: 'en' } } as unknown as PayloadRequest
const accounts: number[] = []
let editor: SignedIn | undefined
/** An editor signed in through the REST API, as the admin is (made once). */
async function editorSession(): Promise<SignedIn> {
  editor ??= await signedInAccount(
    payload,
    {
      email: `redirect-editor-${stamp}@example.com`,
      name: `跳转编辑 ${stamp}`,
      role: 'editor',
      password: `Redirect-editor-${stamp}-0123`,
      address: '198.51.100.77',
    },
    accounts,
  )
  return editor
}

async function add(from: string, to: string, extra: Record<string, unknown> = {}, req?: PayloadRequest) {
  return payload.create({ collection: 'redirects', data: { from, to, status: '301', ...extra }, overrideAccess: true, req })
}

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    return ((error as { data?: { errors?: Array<{ message: string }> } }).data?.errors ?? []).map((e) => e.message).join(' | ')
  }
  return 'accepted'
}

async function rule(from: string) {
  return (await redirectRules(payload)).find((r) => r.from === from)
}

describe('redirects added by editors', () => {
  it('are stored normalised and show in the table', async () => {
    const doc = await add(`old-${stamp}/`, `/airoad/`)
    expect(doc.from).toBe(`/old-${stamp}`)
    expect(doc.to).toBe('/airoad')
    expect(await rule(`/old-${stamp}`)).toMatchObject({ to: '/airoad', status: 301 })
  })

  it('never chain: a target that is redirected is replaced by the final target, both ways', async () => {
    await add(`/b-${stamp}`, `/c-${stamp}`)
    const a = await add(`/a-${stamp}`, `/b-${stamp}?x=1`)
    expect(a.to).toBe(`/c-${stamp}?x=1`)
    // A new redirect from the target of an existing one: the existing one now leads straight to the new target.
    await add(`/c-${stamp}`, `/d-${stamp}`)
    expect((await rule(`/a-${stamp}`))?.to).toBe(`/d-${stamp}?x=1`)
    expect((await rule(`/b-${stamp}`))?.to).toBe(`/d-${stamp}`)
  })

  it('deleting a redirect puts back the redirects it had joined onto itself, unless an editor changed them since', async () => {
    const kept = await add(`/kept-${stamp}`, `/p-${stamp}?x=1#part`)
    const changed = await add(`/changed-${stamp}`, `/p-${stamp}#part`)
    const joining = await add(`/p-${stamp}`, `/q-${stamp}`)
    expect((await rule(`/kept-${stamp}`))?.to).toBe(`/q-${stamp}?x=1#part`)
    expect((await rule(`/changed-${stamp}`))?.to).toBe(`/q-${stamp}#part`)
    await payload.update({ collection: 'redirects', id: changed.id, data: { to: `/r-${stamp}` }, overrideAccess: true })
    await payload.delete({ collection: 'redirects', id: joining.id, overrideAccess: true })
    expect((await rule(`/kept-${stamp}`))?.to).toBe(`/p-${stamp}?x=1#part`)
    expect((await rule(`/changed-${stamp}`))?.to).toBe(`/r-${stamp}`)
    const restored = await payload.findByID({ collection: 'redirects', id: kept.id, depth: 0, overrideAccess: true })
    expect(restored.flattened).toEqual({ previousTo: null, by: null })
  })

  it('refuse loops, in the editor’s language', async () => {
    await add(`/loop1-${stamp}`, `/loop2-${stamp}`)
    expect(await refusal(() => add(`/loop2-${stamp}`, `/loop1-${stamp}`, {}, english))).toBe(
      `This redirect would loop: its target leads back to /loop2-${stamp}`,
    )
    expect(await refusal(() => add(`/self-${stamp}`, `/self-${stamp}?a=1`))).toContain('循环')
    expect(await rule(`/loop2-${stamp}`)).toBeUndefined()
    // The admin's toast names the field by its label in the editor's language, not its name ("to").
    for (const [language, label] of [
      ['zh', '目标地址'],
      ['en', 'To'],
    ] as const) {
      const toast = await rest<{ errors: Array<{ message: string }> }>('/redirects', {
        method: 'POST',
        token: (await editorSession()).token,
        language,
        body: { from: `/loop2-${stamp}`, to: `/loop1-${stamp}`, status: '301' },
      })
      expect(toast.status).toBe(400)
      expect(toast.body.errors[0].message).toMatch(new RegExp(`[:：] ?${label}$`))
    }
  })

  it('refuse other hosts until an administrator allows them', async () => {
    expect(await refusal(() => add(`/ext-${stamp}`, 'https://partner.example/landing', {}, english))).toContain(
      'The target host partner.example is not allowed',
    )
    expect(await refusal(() => add(`/ext-${stamp}`, 'javascript:alert(1)'))).toContain('目标地址无效')
    expect(await refusal(() => add(`/admin/x-${stamp}`, '/airoad'))).toContain('来源地址无效')
    await payload.updateGlobal({ slug: 'site-settings', data: { redirectHosts: 'partner.example' }, overrideAccess: true })
    const ok = await add(`/ext-${stamp}`, 'https://partner.example/landing')
    expect(ok.to).toBe('https://partner.example/landing')
  })

  it('only administrators may change the allowed hosts; editors see them, the public does not', async () => {
    // The very first account always becomes an administrator: make sure it is not the editor below.
    const first = await payload.create({
      collection: 'users',
      data: { email: `redirects-admin-${stamp}@example.com`, password: 'Redirects-test-0123456789', role: 'admin' },
      overrideAccess: true,
    })
    const editor = await payload.create({
      collection: 'users',
      data: { email: `redirects-${stamp}@example.com`, password: 'Redirects-test-0123456789', role: 'editor' },
      overrideAccess: true,
    })
    try {
      await payload.updateGlobal({ slug: 'site-settings', data: { redirectHosts: 'evil.example' }, overrideAccess: false, user: editor })
      const stored = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      expect(stored.redirectHosts).toBe('partner.example')
      expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user: editor })).redirectHosts).toBe(
        'partner.example',
      )
      expect(
        (await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user: null })).redirectHosts ?? undefined,
      ).toBeUndefined()
      // Sales users have no access to redirects at all.
      const sales = await payload.create({
        collection: 'users',
        data: { email: `redirects-sales-${stamp}@example.com`, password: 'Redirects-test-0123456789', role: 'sales' },
        overrideAccess: true,
      })
      await expect(payload.find({ collection: 'redirects', overrideAccess: false, user: sales })).rejects.toThrow()
      await payload.delete({ collection: 'users', id: sales.id, overrideAccess: true })
    } finally {
      await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
      await payload.delete({ collection: 'users', id: first.id, overrideAccess: true })
    }
  })
})

describe('redirects can never loop or shadow the site', () => {
  const note = `guard ${stamp}`
  const count = async (from: string) =>
    (await payload.count({ collection: 'redirects', where: { from: { equals: from } }, overrideAccess: true })).totalDocs

  it('refuse a redirect away from a page of the site unless the editor confirms replacing it', async () => {
    expect(await refusal(() => add('/contact', '/airoad', { note }, english))).toBe(
      'The source /contact is a page of this site; tick “Replace the existing page” to send its visitors elsewhere',
    )
    // A published page of the `pages` collection, in any form of its address.
    expect(await refusal(() => add('/ZH/airoad/', '/contact', { note }))).toContain('替换现有页面')
    expect(await refusal(() => add('/EN/airoad', '/en/contact', { note }))).toContain('替换现有页面')
    expect(await count('/contact')).toBe(0)
    expect(await count('/airoad')).toBe(0)
    const confirmed = await add('/contact', '/airoad', { note, replacesPage: true })
    expect(confirmed.from).toBe('/contact')
    await payload.delete({ collection: 'redirects', id: confirmed.id, overrideAccess: true })
  })

  it('refuse loops through the site’s own locale and route handling, even when the page is replaced', async () => {
    const cases: Array<[string, string]> = [
      ['/pc_index', '/zh/pc_index'],
      ['/airoad', '/zh/airoad'],
      ['/airoad', '/ZH/airoad/'],
      ['/information', '/newsDetail'],
      ['/en/pc_index', '/en'],
      ['/pc_index', '/'],
    ]
    for (const [from, to] of cases) {
      expect(await refusal(() => add(from, to, { note, replacesPage: true }, english)), `${from} → ${to}`).toBe(
        `This redirect would loop: its target leads back to ${from}`,
      )
      expect(await count(from), from).toBe(0)
    }
    expect(await rule('/pc_index')).toBeUndefined()
  })

  it('refuse a loop through a query string and a way through two redirects; nothing refused is stored', async () => {
    await add(`/q1-${stamp}?x=1`, `/q2-${stamp}`, { note })
    expect(await refusal(() => add(`/q2-${stamp}`, `/q1-${stamp}?x=1`, { note }))).toContain('循环')
    expect(await count(`/q2-${stamp}`)).toBe(0)
    // /newsDetail without an id is sent to the news list by the site; a redirect from the news list makes two hops.
    const list = await add('/information', '/airoad', { note, replacesPage: true })
    try {
      expect(await refusal(() => add(`/chain-${stamp}`, '/newsDetail', { note }, english))).toContain(
        'would lead through a second redirect',
      )
      expect(await count(`/chain-${stamp}`)).toBe(0)
    } finally {
      await payload.delete({ collection: 'redirects', id: list.id, overrideAccess: true })
    }
    // Changing an existing redirect is checked the same way.
    const ok = await add(`/q3-${stamp}`, '/airoad', { note })
    expect(
      await refusal(() => payload.update({ collection: 'redirects', id: ok.id, data: { to: `/q3-${stamp}/` }, overrideAccess: true })),
    ).toContain('循环')
    expect((await rule(`/q3-${stamp}`))?.to).toBe('/airoad')
  })

  it('the CSV import refuses the same rows and stores none of them', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `redirects-guard-${stamp}@example.com`, password: 'Redirects-test-0123456789', role: 'editor' },
      overrideAccess: true,
    })
    try {
      const req = { user: { ...user, collection: 'users' }, i18n: { language: 'en' }, payload } as unknown as PayloadRequest
      const csv = [
        `/pc_index,/zh/pc_index`,
        `/csvq1-${stamp}?a=1,/csvq2-${stamp}`,
        `/csvq2-${stamp},/csvq1-${stamp}?a=1`,
        `/csvok-${stamp},/zh/airoad`,
      ].join('\n')
      const report = await importRedirectsCsv(req, csv)
      expect(report.errors.map((e) => [e.line, e.message])).toEqual([
        [1, 'The source /pc_index is a page of this site; tick “Replace the existing page” to send its visitors elsewhere'],
        [3, `This redirect would loop: its target leads back to /csvq2-${stamp}`],
      ])
      expect(report.created).toBe(2)
      expect(await count('/pc_index')).toBe(0)
      expect(await count(`/csvq2-${stamp}`)).toBe(0)
      expect(await rule(`/csvok-${stamp}`)).toMatchObject({ to: '/airoad' })
    } finally {
      await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
      await payload.delete({ collection: 'redirects', where: { from: { like: `/csvq1-${stamp}` } }, overrideAccess: true })
    }
  })
})

describe('redirects made by pages', () => {
  async function page(slug: string) {
    const doc = await payload.create({
      collection: 'pages',
      data: { title: `跳转测试 ${stamp}`, slug, category: 'other', _status: 'published' },
      overrideAccess: true,
      context: { skipSearchPush: true },
    })
    pages.push(doc.id)
    return doc
  }

  it('a route change on publish leads both old addresses to the page', async () => {
    const doc = await page(`p${stamp}old`)
    await payload.update({ collection: 'pages', id: doc.id, data: { slug: `p${stamp}new`, _status: 'published' }, overrideAccess: true })
    expect(await rule(`/p${stamp}old`)).toMatchObject({ to: `/p${stamp}new`, status: 301 })
    expect(await rule(`/en/p${stamp}old`)).toMatchObject({ to: `/en/p${stamp}new`, status: 301 })
    // A draft with another route changes nothing until it is published.
    await payload.update({ collection: 'pages', id: doc.id, data: { slug: `p${stamp}draft` }, draft: true, overrideAccess: true })
    expect(await rule(`/p${stamp}new`)).toBeUndefined()
    // Renamed again: the first redirects follow the page (one hop), the second address redirects too.
    await payload.update({ collection: 'pages', id: doc.id, data: { slug: `p${stamp}third`, _status: 'published' }, overrideAccess: true })
    expect((await rule(`/p${stamp}old`))?.to).toBe(`/p${stamp}third`)
    expect((await rule(`/en/p${stamp}new`))?.to).toBe(`/en/p${stamp}third`)
    // Back to an old route: the page is no longer hidden behind a redirect from it, and nothing loops.
    await payload.update({ collection: 'pages', id: doc.id, data: { slug: `p${stamp}old`, _status: 'published' }, overrideAccess: true })
    expect(await rule(`/p${stamp}old`)).toBeUndefined()
    expect((await rule(`/p${stamp}third`))?.to).toBe(`/p${stamp}old`)
    expect((await rule(`/en/p${stamp}new`))?.to).toBe(`/en/p${stamp}old`)
  })

  it('a renamed page whose old route name is a fixed page of the site leaves no redirect hiding that page', async () => {
    const doc = await page('download')
    const renamed = await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { slug: `p${stamp}dl`, _status: 'published' },
      overrideAccess: true,
    })
    expect(renamed.slug).toBe(`p${stamp}dl`)
    expect(await rule('/download')).toBeUndefined()
    expect(await rule('/en/download')).toBeUndefined()
  })

  it('deleting a published page leads its addresses to the home page of each language', async () => {
    const doc = await page(`p${stamp}gone`)
    await add(`/to-gone-${stamp}`, '/x', { targetType: 'page', toPage: doc.id })
    expect((await rule(`/to-gone-${stamp}`))?.to).toBe(`/p${stamp}gone`)
    await payload.delete({ collection: 'pages', id: doc.id, overrideAccess: true })
    expect(await rule(`/p${stamp}gone`)).toMatchObject({ to: '/pc_index', status: 301 })
    expect(await rule(`/en/p${stamp}gone`)).toMatchObject({ to: '/en/pc_index', status: 301 })
    expect((await rule(`/to-gone-${stamp}`))?.to).toBe('/pc_index')
  })
})

describe('CSV import', () => {
  it('keeps the good rows and reports the bad ones by line, in the editor’s language', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `redirects-csv-${stamp}@example.com`, password: 'Redirects-test-0123456789', role: 'editor' },
      overrideAccess: true,
    })
    const asEditor = (language: string) =>
      ({ user: { ...user, collection: 'users' }, i18n: { language }, payload }) as unknown as PayloadRequest
    const csv = [
      'from,to,status,note',
      `/csv1-${stamp},/airoad,301,import ${stamp}`,
      `/csv2-${stamp},/en/airoad?x=1,302,`,
      `/csv3-${stamp},https://not-allowed.example/x,301,`,
      `/csv4-${stamp}`,
      '',
      `/csv5-${stamp},/airoad,307,`,
      `/csv1-${stamp},/other,301,`,
      `"/csv6-${stamp}","/air""oad",301,"a note, with a comma"`,
      `/csv7-${stamp},/csv7-${stamp},301,`,
    ].join('\r\n')
    const report = await importRedirectsCsv(asEditor('en'), csv)
    expect(report.created).toBe(3)
    expect(report.errors.map((e) => e.line)).toEqual([4, 5, 7, 8, 10])
    expect(report.errors[0].message).toContain('not-allowed.example is not allowed')
    expect(report.errors[1].message).toBe('Each row should read: from,to[,status][,note]')
    expect(report.errors[3].message).toBe(`A redirect from /csv1-${stamp} already exists`)
    expect(report.errors[4].message).toContain('loop')
    expect(await rule(`/csv1-${stamp}`)).toMatchObject({ to: '/airoad', status: 301 })
    expect(await rule(`/csv2-${stamp}`)).toMatchObject({ to: '/en/airoad?x=1', status: 302 })
    expect(await rule(`/csv6-${stamp}`)).toMatchObject({ to: '/air%22oad' })
    const chinese = await importRedirectsCsv(asEditor('zh'), `/csv8-${stamp},ftp://x\n`)
    expect(chinese).toEqual({ created: 0, errors: [{ line: 1, message: expect.stringContaining('目标地址无效') }] })
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
