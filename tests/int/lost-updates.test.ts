/**
 * No lost update (src/content/save-guard.ts): a save based on an older version is refused with 409 and the current
 * document, through the REST handler with two editors' tokens, for a collection with autosave and for a global;
 * the admin's own autosaves overtaking each other pass; each autosave is a version of its own; the autosaver keeps
 * the document lock; system writes are never refused. Runs on SQLite and on PostgreSQL.
 */
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { SKIP_VERSION_CHECK } from '@/content/save-guard'
import { AUTOSAVE_KEEP_NEWEST, KEEP_SAVED } from '@/lib/stale-save'
import config from '@payload-config'

import { rest, type RestAnswer } from '../support/rest'

const payload = await getPayloadClient()
const stamp = Date.now().toString(36)
const PASSWORD = 'Lost-updates-test-0123456789'
const created: number[] = []
const news: number[] = []

type Doc = { id: number; title?: string; updatedAt: string }
type Saved = { doc: Doc }
type Refusal = {
  errors: { message: string; data?: { updatedAt: string; editedBy: { id: string; name: string } | null; current: Doc | null } }[]
}

let address = 0
const freshAddress = () => `198.51.100.${(address += 1)}`

async function account(name: string, role: 'admin' | 'editor') {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `${name}-${stamp}@example.com`, password: PASSWORD, role, name: `${name} ${stamp}` },
  })
  created.push(user.id)
  const login = await rest<{ token: string }>('/users/login', {
    method: 'POST',
    body: { email: user.email, password: PASSWORD },
    address: freshAddress(),
  })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return { id: user.id, name: `${name} ${stamp}`, token: login.body.token }
}

let alice: { id: number; name: string; token: string }
let bob: { id: number; name: string; token: string }

beforeAll(async () => {
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) await account('first-admin', 'admin')
  alice = await account('alice', 'editor')
  bob = await account('bob', 'editor')
}, 120_000)

afterAll(async () => {
  for (const id of news) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => undefined)
  await payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } }, overrideAccess: true })
  for (const id of created) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

async function newsItem(title: string): Promise<Doc> {
  const doc = await payload.create({
    collection: 'news',
    data: { title, class: 'company', _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  news.push(doc.id)
  return doc
}

/** What the admin loads: the latest draft. */
const read = (id: number, token: string) => rest<Doc>(`/news/${id}?draft=true&depth=0&locale=zh`, { token })

const patch = (
  id: number,
  token: string,
  body: Record<string, unknown>,
  init: { ifMatch?: string; language?: 'zh' | 'en'; autosave?: boolean; window?: string } = {},
) =>
  rest<Saved | Refusal>(`/news/${id}?draft=true&depth=0&locale=zh${init.autosave ? '&autosave=true' : ''}`, {
    method: 'PATCH',
    token,
    body,
    language: init.language,
    headers: { ...(init.ifMatch ? { 'if-match': `"${init.ifMatch}"` } : {}), ...(init.window ? { 'x-edit-window': init.window } : {}) },
  })

const refusal = (answer: RestAnswer<Saved | Refusal>) => (answer.body as Refusal).errors[0]

async function autosaveVersions(id: number) {
  const { docs } = await payload.findVersions({
    collection: 'news',
    where: { and: [{ parent: { equals: id } }, { autosave: { equals: true } }] },
    sort: '-updatedAt',
    limit: 1000,
    overrideAccess: true,
    draft: true,
  })
  return docs
}

describe('stale saves', () => {
  it('two editors save concurrently from the same version: exactly one wins, the other gets 409 with the current version', async () => {
    const doc = await newsItem(`并发 ${stamp}`)
    const [a, b] = await Promise.all([read(doc.id, alice.token), read(doc.id, bob.token)])
    expect(a.body.updatedAt).toBe(b.body.updatedAt)
    const base = a.body.updatedAt
    const answers = await Promise.all([
      patch(doc.id, alice.token, { title: `Alice ${stamp}` }, { ifMatch: base }),
      patch(doc.id, bob.token, { title: `Bob ${stamp}` }, { ifMatch: base }),
    ])
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 409])
    const winner = answers.find((r) => r.status === 200)!.body as Saved
    const loser = refusal(answers.find((r) => r.status === 409)!)
    // The stored title is the winner's, and the refusal carries it and the version to base a new save on.
    const stored = await read(doc.id, alice.token)
    expect(stored.body.title).toBe(winner.doc.title)
    expect(loser.data?.current?.title).toBe(winner.doc.title)
    expect(loser.data?.updatedAt).toBe(stored.body.updatedAt)
    expect(loser.message).toMatch(/未保存.*没有任何内容被覆盖/)
    const winnerName = winner.doc.title === `Alice ${stamp}` ? alice.name : bob.name
    expect(loser.message).toContain(winnerName)
    expect(loser.data?.editedBy?.name).toBe(winnerName)
  })

  it('a save based on an older version is refused in the editor language, whether the base comes as If-Match or as the form’s updatedAt', async () => {
    const doc = await newsItem(`旧版本 ${stamp}`)
    const base = (await read(doc.id, bob.token)).body.updatedAt
    const first = await patch(doc.id, alice.token, { title: `Alice first ${stamp}`, updatedAt: base })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // Bob's form still holds the version he opened: in the body (the admin's form) and as If-Match (REST).
    const fromForm = await patch(doc.id, bob.token, { title: `Bob late ${stamp}`, updatedAt: base }, { language: 'en' })
    expect(fromForm.status).toBe(409)
    expect(refusal(fromForm).message).toMatch(/^Not saved: alice .* changed Title after the version .*Nothing was overwritten/)
    const fromHeader = await patch(doc.id, bob.token, { title: `Bob late ${stamp}` }, { ifMatch: base })
    expect(fromHeader.status).toBe(409)
    expect((await read(doc.id, bob.token)).body.title).toBe(`Alice first ${stamp}`)
    // Based on the current version, Bob's save goes through.
    const current = refusal(fromHeader).data!.updatedAt
    const retried = await patch(doc.id, bob.token, { title: `Bob rebased ${stamp}` }, { ifMatch: current })
    expect(retried.status, JSON.stringify(retried.body)).toBe(200)
  })

  it('the admin’s form (multipart `_payload` with the updatedAt it loaded) is checked the same way', async () => {
    const doc = await newsItem(`表单 ${stamp}`)
    const base = (await read(doc.id, bob.token)).body.updatedAt
    expect((await patch(doc.id, alice.token, { title: `Alice form ${stamp}`, updatedAt: base })).status).toBe(200)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: `Bob form ${stamp}`, class: 'company', updatedAt: base, _status: 'draft' }))
    const request = new Request(`http://localhost/api/news/${doc.id}?autosave=true&draft=true&depth=0&locale=zh&fallback-locale=null`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${bob.token}`, 'accept-language': 'zh' },
      body: form,
    })
    const response = await handleEndpoints({ config, request })
    expect(response.status).toBe(409)
    expect(((await response.json()) as Refusal).errors[0].message).toContain('未保存')
    expect((await read(doc.id, bob.token)).body.title).toBe(`Alice form ${stamp}`)
  })

  it('an If-Match that is not a time is a 400 in the editor language', async () => {
    const doc = await newsItem(`坏版本 ${stamp}`)
    const zh = await patch(doc.id, alice.token, { title: 'x' }, { ifMatch: 'yesterday' })
    expect(zh.status).toBe(400)
    expect(refusal(zh).message).toContain('必须是')
    const en = await patch(doc.id, alice.token, { title: 'x' }, { ifMatch: 'yesterday', language: 'en' })
    expect(en.status).toBe(400)
    expect(refusal(en).message).toContain('must be the updatedAt')
  })

  it('the same editor’s autosaves overtaking each other are not refused', async () => {
    const doc = await newsItem(`自己 ${stamp}`)
    const base = (await read(doc.id, alice.token)).body.updatedAt
    const one = await patch(doc.id, alice.token, { title: `Alice 1 ${stamp}`, updatedAt: base }, { autosave: true })
    const two = await patch(doc.id, alice.token, { title: `Alice 2 ${stamp}`, updatedAt: base }, { autosave: true })
    expect([one.status, two.status]).toEqual([200, 200])
    // Bob, from the same old version, is refused.
    const late = await patch(doc.id, bob.token, { title: `Bob ${stamp}`, updatedAt: base }, { autosave: true })
    expect(late.status).toBe(409)
  })

  it('one editor in two admin windows: the older window’s save is refused, each window’s own autosaves pass', async () => {
    const doc = await newsItem(`两个窗口 ${stamp}`)
    const base = (await read(doc.id, alice.token)).body.updatedAt
    const [first, second] = [`first-${stamp}-window`, `second-${stamp}-window`]
    const one = await patch(doc.id, alice.token, { title: `窗口一 1 ${stamp}`, updatedAt: base }, { autosave: true, window: first })
    const two = await patch(doc.id, alice.token, { title: `窗口一 2 ${stamp}`, updatedAt: base }, { autosave: true, window: first })
    expect([one.status, two.status]).toEqual([200, 200])
    // The second window loaded the same version and now saves: refused, and nothing of the first window's is lost.
    const late = await patch(doc.id, alice.token, { title: `窗口二 ${stamp}`, updatedAt: base }, { autosave: true, window: second })
    expect(late.status).toBe(409)
    expect(refusal(late).message).toContain('未保存：您已在另一个窗口中')
    expect((await read(doc.id, alice.token)).body.title).toBe(`窗口一 2 ${stamp}`)
    // Reloaded (a new window id and the current version as its base), it saves.
    const current = (await read(doc.id, alice.token)).body.updatedAt
    const fresh = await patch(
      doc.id,
      alice.token,
      { title: `窗口二 ${stamp}`, updatedAt: current },
      { autosave: true, window: `third-${stamp}-window` },
    )
    expect(fresh.status).toBe(200)
  })

  it('a global: a stale save of the home page is refused with 409', async () => {
    await payload.updateGlobal({ slug: 'home-page', data: { sections: { news: '资讯动态' } }, overrideAccess: true })
    const base = (await rest<Doc>('/globals/home-page?depth=0&locale=zh', { token: alice.token })).body.updatedAt
    expect(base).toEqual(expect.any(String))
    const save = (token: string, news: string) =>
      rest<Saved | Refusal>('/globals/home-page?depth=0&locale=zh', {
        method: 'POST',
        token,
        body: { sections: { news } },
        headers: { 'if-match': base },
      })
    const first = await save(alice.token, `资讯 ${stamp}`)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const second = await save(bob.token, `动态 ${stamp}`)
    expect(second.status).toBe(409)
    expect(refusal(second).message).toContain(alice.name)
    const stored = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
    expect(stored.sections?.news).toBe(`资讯 ${stamp}`)
  })

  it('system writes (no signed-in person, or asked to skip) are never refused', async () => {
    const doc = await newsItem(`系统 ${stamp}`)
    const base = doc.updatedAt
    await payload.update({ collection: 'news', id: doc.id, data: { title: `改 ${stamp}` }, draft: true, overrideAccess: true })
    // A job or a migration writing data that happens to carry an old updatedAt, with no user: written.
    const job = await payload.update({
      collection: 'news',
      id: doc.id,
      data: { title: `定时 ${stamp}`, updatedAt: base },
      overrideAccess: true,
    })
    expect(job.title).toBe(`定时 ${stamp}`)
    const user = await payload.findByID({ collection: 'users', id: alice.id, overrideAccess: true })
    const skipped = await payload.update({
      collection: 'news',
      id: doc.id,
      data: { title: `跳过 ${stamp}`, updatedAt: base },
      draft: true,
      user,
      overrideAccess: false,
      context: { [SKIP_VERSION_CHECK]: true },
    })
    expect(skipped.title).toBe(`跳过 ${stamp}`)
  })
})

describe('autosave history', () => {
  it('21 autosaves keep 21 versions, each with its own text', async () => {
    const doc = await newsItem(`历史 ${stamp}`)
    let base = (await read(doc.id, alice.token)).body.updatedAt
    for (let i = 1; i <= 21; i += 1) {
      const answer = await patch(doc.id, alice.token, { title: `草稿 ${i} ${stamp}`, updatedAt: base }, { autosave: true })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      base = (answer.body as Saved).doc.updatedAt
    }
    const versions = await autosaveVersions(doc.id)
    const titles = new Set(versions.map((v) => v.version.title))
    expect(versions.length).toBeGreaterThanOrEqual(21)
    for (let i = 1; i <= 21; i += 1) expect(titles.has(`草稿 ${i} ${stamp}`), `autosave ${i}`).toBe(true)
    // The latest is the last autosave, as Payload shows it.
    expect((await read(doc.id, alice.token)).body.title).toBe(`草稿 21 ${stamp}`)
  }, 120_000)

  it('autosaves older than the kept age beyond the newest ones are pruned; recent ones never', async () => {
    const doc = await newsItem(`清理 ${stamp}`)
    const old = new Date(Date.now() - 30 * 24 * 3600 * 1000)
    const extra = 5
    for (let i = 0; i < AUTOSAVE_KEEP_NEWEST + extra; i += 1) {
      const at = new Date(old.getTime() + i * 1000).toISOString()
      await payload.db.createVersion({
        collectionSlug: 'news',
        parent: doc.id,
        autosave: true,
        createdAt: at,
        updatedAt: at,
        versionData: { title: `旧 ${i}`, class: 'company', _status: 'draft', createdAt: at, updatedAt: at } as never,
      })
    }
    const before = await autosaveVersions(doc.id)
    expect(before.length).toBe(AUTOSAVE_KEEP_NEWEST + extra)
    const oldest = before.map((v) => v.updatedAt).sort()
    const base = (await read(doc.id, alice.token)).body.updatedAt
    const answer = await patch(doc.id, alice.token, { title: `新 ${stamp}`, updatedAt: base }, { autosave: true })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const after = await autosaveVersions(doc.id)
    // The newest 40 autosaves are kept (the new one among them): the 6 oldest are gone, the newer old ones kept.
    expect(after.length).toBe(AUTOSAVE_KEEP_NEWEST)
    expect(after[0].version.title).toBe(`新 ${stamp}`)
    const kept = new Set(after.map((v) => v.updatedAt))
    expect(oldest.slice(0, extra + 1).filter((at) => kept.has(at))).toEqual([])
    expect(oldest.slice(extra + 1).every((at) => kept.has(at))).toBe(true)
  }, 120_000)
})

describe('saved versions', () => {
  it('where autosave is on, a save keeps the newest saves (Payload’s own limit would count the autosaves)', async () => {
    const doc = await newsItem(`保存 ${stamp}`)
    for (let i = 0; i < KEEP_SAVED + 5; i += 1) {
      const at = new Date(Date.now() - (100 - i) * 60_000).toISOString()
      await payload.db.createVersion({
        collectionSlug: 'news',
        parent: doc.id,
        autosave: false,
        createdAt: at,
        updatedAt: at,
        versionData: { class: 'company', _status: 'draft', createdAt: at, updatedAt: at } as never,
      })
    }
    // Ten recent autosaves, newer than all those saves.
    for (let i = 0; i < 10; i += 1) {
      const at = new Date(Date.now() - (20 - i) * 60_000).toISOString()
      await payload.db.createVersion({
        collectionSlug: 'news',
        parent: doc.id,
        autosave: true,
        createdAt: at,
        updatedAt: at,
        versionData: { class: 'company', _status: 'draft', createdAt: at, updatedAt: at } as never,
      })
    }
    const base = (await read(doc.id, alice.token)).body.updatedAt
    expect((await patch(doc.id, alice.token, { title: `手动 ${stamp}`, updatedAt: base })).status).toBe(200)
    const count = async (autosave: boolean) =>
      (
        await payload.countVersions({
          collection: 'news',
          where: { and: [{ parent: { equals: doc.id } }, { autosave: autosave ? { equals: true } : { not_equals: true } }] },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await count(false)).toBe(KEEP_SAVED)
    expect(await count(true)).toBe(10)
    expect((await read(doc.id, alice.token)).body.title).toBe(`手动 ${stamp}`)
  })
})

describe('document locks on an autosave collection', () => {
  it('an editor reads the locks the admin asks for, whatever collections exist (one without locks broke every editor’s admin)', async () => {
    const read = await rest<{ docs: unknown[] }>('/payload-locked-documents?depth=0&limit=10', { token: alice.token })
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(Array.isArray(read.body.docs)).toBe(true)
  })

  it('the autosaver keeps the lock across autosaves, and a second editor cannot save over it', async () => {
    const doc = await newsItem(`锁 ${stamp}`)
    // What the admin's form does when Alice starts typing (Payload's form-state lock).
    const lock = await rest('/payload-locked-documents', {
      method: 'POST',
      token: alice.token,
      body: { document: { relationTo: 'news', value: doc.id }, user: { relationTo: 'users', value: alice.id } },
    })
    expect(lock.status, JSON.stringify(lock.body)).toBe(201)
    const base = (await read(doc.id, alice.token)).body.updatedAt
    const saved = await patch(doc.id, alice.token, { title: `锁定中 ${stamp}`, updatedAt: base }, { autosave: true })
    expect(saved.status).toBe(200)
    const locks = await payload.find({
      collection: 'payload-locked-documents',
      where: { and: [{ 'document.relationTo': { equals: 'news' } }, { 'document.value': { equals: doc.id } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(locks.docs.map((l) => (typeof l.user.value === 'object' ? l.user.value.id : l.user.value))).toEqual([alice.id])
    // Bob, even with the current version, is refused while Alice holds the lock (Payload's 423).
    const current = (saved.body as Saved).doc.updatedAt
    const bobs = await patch(doc.id, bob.token, { title: `Bob ${stamp}`, updatedAt: current }, { autosave: true })
    expect(bobs.status).toBe(423)
    expect(refusal(bobs).message).toContain('另一位编辑正在编辑此文档')
    const inEnglish = await patch(doc.id, bob.token, { title: `Bob ${stamp}`, updatedAt: current }, { language: 'en' })
    expect(inEnglish.status).toBe(423)
    expect(refusal(inEnglish).message).toMatch(/^Not saved: another editor holds this document/)
    expect((await read(doc.id, bob.token)).body.title).toBe(`锁定中 ${stamp}`)
  })
})
