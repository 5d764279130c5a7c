/**
 * No lost update (issue 33, item 1; src/content/save-guard.ts): two editors, each in a browser of their own, open
 * the same news item, page, software entry and the home page. The second sees the first's lock (who, since when)
 * and may only read or, explicitly, take over; after a take-over the first cannot save over the second (the lock,
 * or the refused stale save with its message), and what both saved is in the document's versions. One editor in two
 * windows is refused the same way in the older window.
 *
 * The editor accounts are made with the administrator's login (ADMIN_EMAIL / ADMIN_PASSWORD) through the REST API.
 */
import path from 'node:path'

import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import type { Found, Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'
import { signInInOwnContext } from './support/sign-in'

// Two signed-in browsers, autosaves and a take-over: up to twice the default time on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const stamp = Date.now()
const password = `Lost-update-${stamp}-pass`
const alice = { email: `alice-${stamp}@example.com`, name: `编辑甲 ${stamp}` }
const bob = { email: `bob-${stamp}@example.com`, name: `编辑乙 ${stamp}` }
let admin: Admin

type Entity = {
  label: string
  /** The edit view, in Chinese. */
  url: string
  /** The text field both people type into. */
  field: string
  /** Autosave (news, pages): no button; otherwise the save button's name. */
  save: string | null
  /** What is stored now (the latest draft). */
  stored: () => Promise<string | null | undefined>
  /** Every text the versions keep (null: no versions, as on the globals). */
  versions: (() => Promise<string[]>) | null
  cleanup: () => Promise<void>
}

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  for (const who of [alice, bob]) await admin.send('POST', '/api/users', { email: who.email, password, role: 'editor', name: who.name })
})

const signIn = (browser: Browser, who: { email: string }): Promise<Page> => signInInOwnContext(browser, { email: who.email, password })

const lockOf = (slug: string, id?: number) =>
  id === undefined
    ? `/api/payload-locked-documents?where[globalSlug][equals]=${slug}&depth=0`
    : `/api/payload-locked-documents?where[document.relationTo][equals]=${slug}&where[document.value][equals]=${id}&depth=0`

function collectionEntity(slug: 'news' | 'pages' | 'software', id: number, field: string, key: string, save: string | null): Entity {
  return {
    label: slug,
    url: `admin/collections/${slug}/${id}?locale=zh`,
    field,
    save,
    stored: async () => (await admin.get<Record<string, string>>(`/api/${slug}/${id}?locale=zh&draft=true&depth=0`))[key],
    versions: async () =>
      (
        await admin.get<Found<{ version: Record<string, string> }>>(
          `/api/${slug}/versions?where[parent][equals]=${id}&locale=zh&depth=0&limit=200`,
        )
      ).docs.map((v) => v.version[key]),
    cleanup: async () => {
      await admin.send('DELETE', `/api/${slug}/${id}?overrideLock=true`)
    },
  }
}

async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.press('End')
  await field.pressSequentially(text, { delay: 30 })
}

/** Alice types and saves; Bob sees her lock, takes over, types and saves; Alice's next save does not land. */
async function race(browser: Browser, entity: Entity, lock: string) {
  const a = await signIn(browser, alice)
  const b = await signIn(browser, bob)
  try {
    const aField = a.locator(entity.field)
    const bField = b.locator(entity.field)

    // Alice writes a first text and it is saved (autosave, or her click).
    await a.goto(entity.url)
    const original = await aField.inputValue()
    const first = `${original} 甲一`
    await typeInto(aField, ' 甲一')
    if (entity.save) await a.getByRole('button', { name: entity.save, exact: true }).click()
    await expect.poll(entity.stored, { timeout: 15_000 }).toBe(first)
    // She goes on typing: she holds the document's lock (taken again on her first change after a save).
    await typeInto(aField, ' 甲二')
    // With autosave, that is saved too before Bob comes (he then opens her latest version).
    if (!entity.save) await expect.poll(entity.stored, { timeout: 15_000 }).toBe(`${first} 甲二`)
    await expect.poll(async () => (await admin.get<Found<unknown>>(lock)).totalDocs, { timeout: 15_000 }).toBeGreaterThan(0)

    // Bob opens it: locked by Alice, with "view read-only" and "take over".
    await b.goto(entity.url)
    const modal = b.locator('.document-locked')
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('文档已锁定')
    await expect(modal).toContainText(alice.email)
    await expect(modal).toContainText(alice.name)
    // Since when, as the admin writes times (Beijing time, the admin's language), not Payload's "Nov 27, 2026, 5:03 PM".
    await expect(modal.locator('p:last-child strong')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)
    if (process.env.DOCS_SCREENSHOTS === '1' && lock.includes('=news&')) {
      await b.screenshot({ path: path.resolve('docs/images/admin-document-locked.png') })
    }
    await expect(modal.getByRole('button', { name: '只读查看' })).toBeVisible()
    await modal.getByRole('button', { name: '只读查看' }).click()
    await expect(bField).toBeDisabled()

    // Bob takes over explicitly, writes and saves.
    await b.reload()
    await b.locator('.document-locked').getByRole('button', { name: '接管' }).click()
    await expect(bField).toBeEnabled()
    // The admin reloads the form's state after a take-over (its requests never leave the network idle): a moment.
    await b.waitForTimeout(1_000)
    // The form is loaded again just after a take-over: what Bob types in that moment may be replaced, so he types
    // again until his text stays and is saved.
    await expect(async () => {
      await bField.fill(`${original} 乙一`)
      await expect(bField).toHaveValue(`${original} 乙一`)
      if (entity.save) await b.getByRole('button', { name: entity.save, exact: true }).click()
      await expect.poll(entity.stored, { timeout: 8_000 }).toBe(`${original} 乙一`)
    }).toPass({ timeout: 30_000 })

    // Alice cannot write over it: she is told the document was taken over, or her save is refused with the message.
    await typeInto(aField, ' 甲三').catch(() => undefined)
    if (entity.save)
      await a
        .getByRole('button', { name: entity.save, exact: true })
        .click({ timeout: 3_000 })
        .catch(() => undefined)
    const told = a
      .locator('.document-take-over, .payload-toast-item, [data-sonner-toast]')
      .filter({ hasText: /另一位用户接管了此文档的编辑|未保存/ })
      .first()
    await expect(told).toBeVisible({ timeout: 15_000 })
    await a.waitForTimeout(4_000)
    expect(await entity.stored()).toBe(`${original} 乙一`)

    // What both saved is in the versions (globals keep no versions: the stored value above is the check there).
    if (entity.versions) {
      const kept = await entity.versions()
      expect(kept).toContain(first)
      if (!entity.save) expect(kept).toContain(`${first} 甲二`)
      expect(kept).toContain(`${original} 乙一`)
    }
  } finally {
    await a.context().close()
    await b.context().close()
  }
}

test('news item: the second editor sees the lock, takes over, and the first cannot overwrite', async ({ browser }) => {
  const made = await admin.send<Saved>('POST', '/api/news?locale=zh', { title: `并发新闻 ${stamp}`, class: 'company', _status: 'draft' })
  const entity = collectionEntity('news', made.doc.id, '#field-title', 'title', null)
  try {
    await race(browser, entity, lockOf('news', made.doc.id))
  } finally {
    await entity.cleanup()
  }
})

test('page: the same with autosave', async ({ browser }) => {
  const made = await admin.send<Saved>('POST', '/api/pages?locale=zh', {
    title: `并发页面 ${stamp}`,
    slug: `lostUpdate${stamp}`,
    category: 'product',
    _status: 'draft',
  })
  const entity = collectionEntity('pages', made.doc.id, '#field-title', 'title', null)
  try {
    await race(browser, entity, lockOf('pages', made.doc.id))
  } finally {
    await entity.cleanup()
  }
})

test('software entry: saved by hand, a stale save is refused', async ({ browser }) => {
  const made = await admin.send<Saved>('POST', '/api/software?locale=zh', {
    alias: `lost-${stamp}`,
    name: `并发软件 ${stamp}`,
    version: '1.0',
    releasedAt: new Date().toISOString(),
    _status: 'draft',
  })
  const entity = collectionEntity('software', made.doc.id, '#field-name', 'name', '保存草稿')
  try {
    await race(browser, entity, lockOf('software', made.doc.id))
  } finally {
    await entity.cleanup()
  }
})

test('one editor in two windows: the older window is told (stale dialog or refused save), nothing is overwritten', async ({ browser }) => {
  const made = await admin.send<Saved>('POST', '/api/software?locale=zh', {
    alias: `two-windows-${stamp}`,
    name: `两个窗口 ${stamp}`,
    version: '1.0',
    releasedAt: new Date().toISOString(),
    _status: 'draft',
  })
  const entity = collectionEntity('software', made.doc.id, '#field-name', 'name', '保存草稿')
  const first = await signIn(browser, alice)
  const second = await first.context().newPage()
  try {
    // The same person opens the entry in two windows (tabs of one browser, one session).
    await first.goto(entity.url)
    await second.goto(entity.url)
    const original = await first.locator(entity.field).inputValue()
    await typeInto(first.locator(entity.field), ' 窗一')
    await first.getByRole('button', { name: '保存草稿', exact: true }).click()
    await expect.poll(entity.stored, { timeout: 15_000 }).toBe(`${original} 窗一`)
    // The other window still shows what it loaded. Its person is told, one way or the other: within a moment of a
    // change Payload notices the newer save itself and covers the form with its stale-data dialog ("文档已修改",
    // reload), or a save clicked before that reaches the stale-save guard and is refused with its message. Which
    // comes first depends on the machine's speed; both leave the first window's text in place.
    const secondField = second.locator(entity.field)
    await secondField.click()
    await secondField.press('End')
    await secondField.pressSequentially(' 窗二', { delay: 30 })
    await second
      .getByRole('button', { name: '保存草稿', exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined) // covered by the dialog
    const stale = second.locator('.document-stale-data')
    const refused = second.locator('.payload-toast-item, [data-sonner-toast]').filter({ hasText: '您已在另一个窗口中' })
    await expect(stale.or(refused).first()).toBeVisible({ timeout: 15_000 })
    // The dialog names the other window too, not only another person (src/lib/version-texts.ts).
    if (await stale.isVisible()) await expect(stale).toContainText('您在另一个窗口中')
    expect(await entity.stored()).toBe(`${original} 窗一`)
  } finally {
    await first.context().close()
    await entity.cleanup()
  }
})

test('home page global: the lock, the take-over, no overwrite', async ({ browser }) => {
  const read = async () =>
    (await admin.get<{ sections?: { news?: string | null } }>('/api/globals/home-page?locale=zh&depth=0')).sections?.news
  const before = await read()
  await admin.send('POST', '/api/globals/home-page?locale=zh', { sections: { news: `资讯动态 ${stamp}` } })
  const entity: Entity = {
    label: 'home-page',
    url: 'admin/globals/home-page?locale=zh',
    field: '#field-sections__news',
    save: '保存',
    stored: read,
    versions: null,
    cleanup: async () => {
      await admin.send('POST', '/api/globals/home-page?locale=zh', { sections: { news: before ?? '资讯动态' } })
    },
  }
  try {
    await race(browser, entity, lockOf('home-page'))
  } finally {
    await entity.cleanup()
  }
})

test('the same race through the REST API: one save wins, the other gets 409 with the current version', async ({ baseURL }) => {
  const base = baseURL!.replace(/\/+$/, '')
  const tokens: string[] = []
  for (const who of [alice, bob]) {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password }),
    })
    tokens.push(((await login.json()) as { token: string }).token)
  }
  const made = await admin.send<Saved>('POST', '/api/news?locale=zh', { title: `接口并发 ${stamp}`, class: 'company', _status: 'draft' })
  const id = made.doc.id
  try {
    const version = (await admin.get<{ updatedAt: string }>(`/api/news/${id}?locale=zh&draft=true&depth=0`)).updatedAt
    const answers = await Promise.all(
      tokens.map((token, i) =>
        fetch(`${base}/api/news/${id}?locale=zh&draft=true&depth=0`, {
          method: 'PATCH',
          headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', 'if-match': `"${version}"` },
          body: JSON.stringify({ title: `接口 ${i} ${stamp}` }),
        }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = (await answers.find((r) => r.status === 409)!.json()) as {
      errors: { message: string; data: { current: { title: string }; updatedAt: string } }[]
    }
    const stored = await admin.get<{ title: string; updatedAt: string }>(`/api/news/${id}?locale=zh&draft=true&depth=0`)
    expect(refused.errors[0].message).toContain('未保存')
    expect(refused.errors[0].data.current.title).toBe(stored.title)
    expect(refused.errors[0].data.updatedAt).toBe(stored.updatedAt)
  } finally {
    await admin.send('DELETE', `/api/news/${id}?overrideLock=true`)
  }
})
