/**
 * The 404 log in the database (src/content/not-found-log.ts, collection `not-found-paths`): counts from the instances
 * added to one row per address and language, probes marked as noise; editors see only rows asked for at least
 * NOT_FOUND_MIN_HITS times and never probes, administrators all; the log bounded (rows not asked for in 90 days go,
 * past the cap the least asked go); from a row, the nearest pages in its language and a redirect made in one call with
 * the editor's rights (a bad target refused in the editor's language, nothing stored), the row then resolved. The
 * counting in the server is tests/unit/not-found.test.ts; the editor's walk tests/e2e/browser/not-found-log.spec.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { pruneNotFound, recordNotFound } from '@/content/not-found-log'
import { getPayloadClient } from '@/content/payload'
import { NOT_FOUND_PATHS, type NotFoundTally } from '@/lib/not-found'

import { type SignedIn, signedInAccount } from '../support/accounts'
import { rest } from '../support/rest'

const payload = await getPayloadClient()
const stamp = Date.now().toString(36)
const accounts: number[] = []

afterAll(async () => {
  await payload.delete({ collection: NOT_FOUND_PATHS, where: { path: { contains: stamp } }, overrideAccess: true })
  await payload.delete({ collection: 'redirects', where: { from: { contains: stamp } }, overrideAccess: true })
  for (const id of accounts) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

let editor: SignedIn | undefined
async function editorSession(): Promise<SignedIn> {
  editor ??= await signedInAccount(
    payload,
    {
      email: `not-found-editor-${stamp}@example.com`,
      name: `404 编辑 ${stamp}`,
      role: 'editor',
      password: `Not-found-editor-${stamp}-0123`,
      address: '198.51.100.78',
    },
    accounts,
  )
  return editor
}

const tally = (path: string, count: number, over: Partial<NotFoundTally> = {}): NotFoundTally => ({
  path,
  locale: path.startsWith('/en/') ? 'en' : 'zh',
  count,
  days: { '2026-12-07': count },
  firstSeen: '2026-12-07T01:00:00.000Z',
  lastSeen: '2026-12-07T02:00:00.000Z',
  referrers: { 'mp.weixin.qq.com': count },
  agents: { browser: count, searchBot: 0, otherBot: 0 },
  ...over,
})

const rowOf = async (path: string) =>
  (await payload.find({ collection: NOT_FOUND_PATHS, where: { path: { equals: path } }, depth: 0, overrideAccess: true })).docs[0]

describe('counts from the instances', () => {
  it('add to one row per address and language; a probe is noise', async () => {
    const now = Date.parse('2026-12-07T03:00:00Z')
    await recordNotFound(payload, [tally(`/airaod-${stamp}`, 2), tally(`/en/airaod-${stamp}`, 1)], now)
    await recordNotFound(payload, [tally(`/airaod-${stamp}`, 3, { referrers: { 'www.baidu.com': 3 } })], now)
    await recordNotFound(payload, [tally(`/wp-login-${stamp}.php`, 9)], now)
    const zh = await rowOf(`/airaod-${stamp}`)
    expect(zh).toMatchObject({ locale: 'zh', count: 5, status: 'open', noise: false })
    expect(zh.referrers).toEqual({ 'www.baidu.com': 3, 'mp.weixin.qq.com': 2 })
    expect(zh.days).toEqual({ '2026-12-07': 5 })
    expect((await rowOf(`/en/airaod-${stamp}`)).count).toBe(1)
    expect((await rowOf(`/wp-login-${stamp}.php`)).noise).toBe(true)
  })

  it('editors see rows asked for at least 3 times and no probes; administrators every row', async () => {
    const where = `where[path][contains]=${stamp}&limit=50&depth=0`
    const seen = await rest<{ docs: { path: string }[] }>(`/not-found-paths?${where}`, { token: (await editorSession()).token })
    expect(seen.status).toBe(200)
    expect(seen.body.docs.map((d) => d.path)).toEqual([`/airaod-${stamp}`])
    const all = await payload.find({ collection: NOT_FOUND_PATHS, where: { path: { contains: stamp } }, overrideAccess: true })
    expect(all.totalDocs).toBe(3)
    // An editor may not create or delete rows.
    const made = await rest(`/not-found-paths`, { method: 'POST', token: (await editorSession()).token, body: { path: '/x', key: 'x' } })
    expect(made.status).toBe(403)
  })
})

describe('from a row, a redirect in one click', () => {
  it("suggests the nearest pages in the row's language", async () => {
    const row = await rowOf(`/airaod-${stamp}`)
    const answer = await rest<{ suggestions: { path: string; title?: string }[] }>(`/not-found-paths/${row.id}/suggestions`, {
      token: (await editorSession()).token,
    })
    expect(answer.status).toBe(200)
    const paths = answer.body.suggestions.map((s) => s.path)
    expect(paths).toContain('/airoad')
    expect(paths.every((p) => !p.startsWith('/en/'))).toBe(true)
    const en = await rowOf(`/en/airaod-${stamp}`)
    // Rows under 3 are not the editor's: no suggestions either.
    expect((await rest(`/not-found-paths/${en.id}/suggestions`, { token: (await editorSession()).token })).status).toBe(404)
  })

  it("refuses a target that is not a page of the site, in the editor's language, and stores nothing", async () => {
    const row = await rowOf(`/airaod-${stamp}`)
    const answer = await rest<{ errors: { message: string }[] }>(`/not-found-paths/${row.id}/redirect`, {
      method: 'POST',
      token: (await editorSession()).token,
      language: 'en',
      body: { to: 'https://evil.example/x' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].message).toMatch(/evil\.example/)
    expect(answer.body.errors[0].message).not.toMatch(/[\u4e00-\u9fff]/)
    expect((await rowOf(`/airaod-${stamp}`)).status).toBe('open')
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: `/airaod-${stamp}` } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('makes a 301 from the address and marks the row resolved; a later 404 there opens it again', async () => {
    const row = await rowOf(`/airaod-${stamp}`)
    const answer = await rest<{ redirectId: number }>(`/not-found-paths/${row.id}/redirect`, {
      method: 'POST',
      token: (await editorSession()).token,
      body: { to: '/airoad' },
    })
    expect(answer.status).toBe(201)
    const redirect = await payload.findByID({ collection: 'redirects', id: answer.body.redirectId, overrideAccess: true })
    expect(redirect).toMatchObject({ from: `/airaod-${stamp}`, to: '/airoad', status: '301' })
    const resolved = await rowOf(`/airaod-${stamp}`)
    expect(resolved.status).toBe('resolved')
    expect(resolved.redirect).toBe(answer.body.redirectId)
    await payload.delete({ collection: 'redirects', id: answer.body.redirectId, overrideAccess: true })
    await recordNotFound(payload, [tally(`/airaod-${stamp}`, 1)])
    expect((await rowOf(`/airaod-${stamp}`)).status).toBe('open')
  })
})

describe('bounded by design', () => {
  it('rows not asked for in 90 days go, and past the cap the least asked', async () => {
    const now = Date.now()
    const old = new Date(now - 91 * 86_400_000).toISOString()
    await recordNotFound(payload, [tally(`/old-${stamp}`, 50, { firstSeen: old, lastSeen: old })], now)
    await recordNotFound(payload, [tally(`/rare-${stamp}`, 1, { lastSeen: new Date(now).toISOString() })], now)
    const before = await payload.count({ collection: NOT_FOUND_PATHS, overrideAccess: true })
    const removed = await pruneNotFound(payload, now, { force: true, maxRows: before.totalDocs - 2 })
    expect(removed).toBe(2)
    expect(await rowOf(`/old-${stamp}`)).toBeUndefined()
    // Of the two asked for once, the one last seen earlier went; the rows asked for more stay.
    expect(await rowOf(`/en/airaod-${stamp}`)).toBeUndefined()
    expect(await rowOf(`/rare-${stamp}`)).toBeDefined()
    expect(await rowOf(`/wp-login-${stamp}.php`)).toBeDefined()
  })
})
