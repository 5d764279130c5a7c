/**
 * The editor and the translator on one news item at the same time (issue 54, item 3; src/content/save-guard.ts,
 * src/access/system.ts): the translator types the English while the editor fixes and publishes the Chinese. Neither
 * sees the other's lock, both saves land, the translator's unfinished English stays a draft; and the editor who then
 * opens the English sees the translator's lock. Closing the translator's window releases the lock at once. At 320 px
 * and 1440 px; the screenshots go to the test's output folder (docs/images with DOCS_SCREENSHOTS=1).
 *
 * The accounts are made with the administrator's login (ADMIN_EMAIL / ADMIN_PASSWORD) through the REST API.
 */
import path from 'node:path'

import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import type { Found, Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'
import { signInInOwnContext } from './support/sign-in'

test.describe.configure({ mode: 'serial', timeout: 150_000 })

const stamp = Date.now()
const password = `Side-by-side-${stamp}-pass`
const editor = { email: `zh-editor-${stamp}@example.com`, name: `中文编辑 ${stamp}`, id: 0 }
const translator = { email: `en-translator-${stamp}@example.com`, name: `Translator ${stamp}`, id: 0 }
let admin: Admin

type News = { title?: string | null }

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  for (const who of [editor, translator]) {
    who.id = (await admin.send<Saved>('POST', '/api/users', { email: who.email, password, role: 'editor', name: who.name })).doc.id
  }
})

const signIn = (browser: Browser, who: { email: string }, width: number): Promise<Page> =>
  signInInOwnContext(browser, { email: who.email, password }, { width, height: 900 })

async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.press('End')
  await field.pressSequentially(text, { delay: 30 })
}

/** The locks of the news item as seen while editing English (locks count per language), all or one person's. */
const locks = (id: number, holder?: number) =>
  admin.get<Found<unknown>>(
    `/api/payload-locked-documents?locale=en&where[document.relationTo][equals]=news&where[document.value][equals]=${id}&depth=0` +
      (holder === undefined ? '' : `&where[user.value][equals]=${holder}`),
  )

/** The desktop shots go to the editors' guide with DOCS_SCREENSHOTS=1; every shot to the test's output folder. */
async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) })
  if (process.env.DOCS_SCREENSHOTS === '1' && width === 1440) await page.screenshot({ path: path.resolve('docs/images', `${name}.png`) })
}

for (const width of [1440, 320]) {
  test(`at ${width} px: the translator's English and the editor's Chinese are both saved; the English lock holds in English only`, async ({
    browser,
  }) => {
    const made = await admin.send<Saved>('POST', '/api/news?locale=zh', {
      title: `并排编辑 ${stamp} ${width}`,
      class: 'company',
      _status: 'published',
    })
    const id = made.doc.id
    const zhTitle = `并排编辑 ${stamp} ${width}`
    const translatorPage = await signIn(browser, translator, width)
    const editorPage = await signIn(browser, editor, width)
    try {
      // The translator opens the English and starts typing: an autosaved draft, and a lock in the translator's name.
      await translatorPage.goto(`admin/collections/news/${id}?locale=en`)
      await typeInto(translatorPage.locator('#field-title'), `Side by side ${stamp}`)
      await expect
        .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=en&draft=true&depth=0`)).title, { timeout: 20_000 })
        .toBe(`Side by side ${stamp}`)
      await expect.poll(async () => (await locks(id, translator.id)).totalDocs, { timeout: 15_000 }).toBe(1)

      // The editor opens the Chinese: no "document locked" dialog; she fixes the title and publishes the Chinese only.
      await editorPage.goto(`admin/collections/news/${id}?locale=zh`)
      await expect(editorPage.locator('#field-title')).toBeEnabled()
      await expect(editorPage.locator('.document-locked')).toHaveCount(0)
      await typeInto(editorPage.locator('#field-title'), ' 修正')
      await expect
        .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=zh&draft=true&depth=0`)).title, { timeout: 20_000 })
        .toBe(`${zhTitle} 修正`)
      await editorPage.getByRole('button', { name: '仅发布 简体中文' }).click()
      await expect
        .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=zh&depth=0`)).title, { timeout: 15_000 })
        .toBe(`${zhTitle} 修正`)
      await expect(editorPage.locator('#field-title')).toBeEnabled()
      await expect(editorPage.locator('.payload-toast-item, [data-sonner-toast]').filter({ hasText: '提交中' })).toHaveCount(0)
      await shoot(editorPage, 'editor-beside-translator', width)

      // The translator goes on typing and is never refused; the English stays a draft, the Chinese fix stays live.
      await typeInto(translatorPage.locator('#field-title'), ' draft')
      await expect
        .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=en&draft=true&depth=0`)).title, { timeout: 20_000 })
        .toBe(`Side by side ${stamp} draft`)
      await expect(translatorPage.locator('.payload-toast-item, [data-sonner-toast]').filter({ hasText: /未保存|Not saved/ })).toHaveCount(
        0,
      )
      await expect(translatorPage.locator('.document-take-over')).toHaveCount(0)
      expect((await admin.get<News>(`/api/news/${id}?locale=zh&depth=0`)).title).toBe(`${zhTitle} 修正`)
      expect((await admin.get<News>(`/api/news/${id}?locale=en&depth=0&fallback-locale=none`)).title ?? null).toBeNull()

      // The editor who opens the English sees the translator's lock there.
      await editorPage.goto(`admin/collections/news/${id}?locale=en`)
      const modal = editorPage.locator('.document-locked')
      await expect(modal).toBeVisible({ timeout: 15_000 })
      await expect(modal).toContainText(translator.email)
      await shoot(editorPage, 'locked-in-english', width)

      // Closing the translator's window releases the lock at once.
      expect((await locks(id, translator.id)).totalDocs).toBe(1)
      await translatorPage.close({ runBeforeUnload: true })
      await expect.poll(async () => (await locks(id, translator.id)).totalDocs, { timeout: 10_000 }).toBe(0)
    } finally {
      await translatorPage
        .context()
        .close()
        .catch(() => undefined)
      await editorPage.context().close()
      await admin.send('DELETE', `/api/news/${id}?overrideLock=true`)
    }
  })
}
