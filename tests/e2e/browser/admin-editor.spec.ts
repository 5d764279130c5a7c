/**
 * The admin as an editor uses it (issue "the company's editors run the whole site without a developer"): the admin
 * speaks Chinese to a new browser, an editor writes a news item in both languages as a draft (not on the site),
 * publishes the Chinese alone (the English draft stays off the site), then every language from the button's menu
 * (on `/information`, `/en/information` and in the public API within 5 s) and unpublishes it (gone from
 * all three); a publish scheduled for a time is done by the server's jobs queue when the time comes; a change to the
 * site settings shows in the footer without a deploy.
 *
 * The editor account is made with the administrator's login (ADMIN_EMAIL / ADMIN_PASSWORD) through the REST API.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import type { News, SiteSetting } from '@/payload-types'

import type { Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const editor = { email: `editor-${stamp}@example.com`, password: `Editor-${stamp}-pass` }
let admin: Admin

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...editor, role: 'editor', name: '编辑小王' })
})

/** Where a visitor sees a news item: the Chinese list, the English list and the public API (both languages). */
async function placesShowing(request: APIRequestContext, id: number, title: { zh: string; en: string }) {
  const [zhPage, enPage, zhApi, enApi] = await Promise.all([
    request.get('information?class=-1&type=information').then((r) => r.text()),
    request.get('en/information?class=-1&type=information').then((r) => r.text()),
    request.get('client/message/clientMessageListPage?pageSize=20').then((r) => r.json()),
    request.get('client/message/clientMessageListPage?pageSize=20&language=en').then((r) => r.json()),
  ])
  const inApi = (body: { rows: { messageId: number }[] }) => body.rows.some((row) => row.messageId === id)
  return {
    zh: zhPage.includes(title.zh),
    en: enPage.includes(title.en),
    api: inApi(zhApi) && inApi(enApi),
    apiAny: inApi(zhApi) || inApi(enApi),
  }
}

async function signIn(page: Page) {
  await page.goto('admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.locator('.nav-group__label', { hasText: '支持与下载' })).toBeVisible()
}

test('an editor writes a news item in both languages, publishes it and takes it down', async ({ browser, request }) => {
  // A browser that asks for English still gets the admin in Chinese until the editor chooses otherwise.
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signIn(page)
  // The menu's groups as an editor thinks of the site (the leads group is for sales and administrators only).
  await expect(page.locator('.nav-group__label')).toHaveText(['内容', '产品与页面', '支持与下载', '设置'])

  const title = { zh: `编辑测试新闻 ${stamp}`, en: `Editor test news ${stamp}` }
  // Opening "create" stores nothing (no empty drafts): the first "Save draft" does, then autosave takes over.
  const newsCount = async () => (await admin.get<{ totalDocs: number }>('/api/news?draft=true&limit=1&depth=0')).totalDocs
  const before = await newsCount()
  await page.goto('admin/collections/news/create')
  await page.locator('#field-title').waitFor()
  await page.waitForTimeout(3000)
  expect(await newsCount()).toBe(before)
  await page.locator('#field-title').fill(title.zh)
  await page.locator('#field-synopsis').fill('编辑在后台写的新闻摘要。')
  await page.getByRole('button', { name: '保存草稿' }).click()
  await page.waitForURL(/\/admin\/collections\/news\/\d+/, { timeout: 15_000 })
  const id = Number(/\/news\/(\d+)/.exec(page.url())![1])
  await expect
    .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=zh&draft=true&depth=0`)).title, { timeout: 15_000 })
    .toBe(title.zh)

  await page.goto(`admin/collections/news/${id}?locale=en`)
  await page.locator('#field-title').fill(`${title.en} (first draft)`)
  await expect
    .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=en&draft=true&depth=0`)).title, { timeout: 15_000 })
    .toBe(`${title.en} (first draft)`)

  // Live preview: the English page beside the form shows the draft, and follows the next autosave.
  await page.getByRole('button', { name: '实时预览' }).click()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.locator('h1')).toHaveText(`${title.en} (first draft)`, { timeout: 15_000 })
  await expect(preview.locator('[data-draft-preview]')).toBeVisible()
  await page.locator('#field-title').fill(title.en)
  await expect(preview.locator('h1')).toHaveText(title.en, { timeout: 15_000 })
  await page.getByRole('button', { name: '退出实时预览' }).click()
  await expect
    .poll(async () => (await admin.get<News>(`/api/news/${id}?locale=en&draft=true&depth=0`)).title, { timeout: 15_000 })
    .toBe(title.en)

  // A draft is not on the site.
  expect(await placesShowing(request, id, title)).toEqual({ zh: false, en: false, api: false, apiAny: false })

  // The main button publishes the language being edited, and says which: the Chinese goes live, the English draft
  // the translator is still writing stays off the site.
  await page.goto(`admin/collections/news/${id}?locale=zh`)
  await page.locator('#field-title').waitFor()
  await page.getByRole('button', { name: '仅发布 简体中文' }).click()
  await expect
    .poll(() => placesShowing(request, id, title), { timeout: 15_000, intervals: [200] })
    .toEqual({ zh: true, en: false, api: false, apiAny: true })

  // Publishing every language at once is the button menu's own choice, which says what it does.
  await page.goto(`admin/collections/news/${id}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue(title.en)
  await page.locator('.doc-controls__controls .popup-button').first().click()
  await page.getByRole('button', { name: '发布所有语言（每种语言的最新草稿都会上线）' }).click()
  const published = Date.now()
  await expect
    .poll(() => placesShowing(request, id, title), { timeout: 5_000, intervals: [200] })
    .toEqual({ zh: true, en: true, api: true, apiAny: true })
  expect(Date.now() - published).toBeLessThan(5_000)

  // Take it down again: the document menu's "Unpublish", then confirm.
  await page.locator('.doc-controls__dots').click()
  await page.getByRole('button', { name: '取消发布', exact: true }).click()
  await page.getByRole('button', { name: '确认', exact: true }).click()
  const unpublished = Date.now()
  await expect
    .poll(() => placesShowing(request, id, title), { timeout: 5_000, intervals: [200] })
    .toEqual({ zh: false, en: false, api: false, apiAny: false })
  expect(Date.now() - unpublished).toBeLessThan(5_000)
  await context.close()
})

test("the news list pages through every item, each once, in Payload's own order", async ({ browser }) => {
  // Payload's own reading of the list (a condition every item meets keeps it off the indexed path:
  // src/collections/indexed-list.ts), for the order and the count the admin's pages must show.
  const own = await admin.get<{ docs: News[]; totalDocs: number }>(
    '/api/news?draft=true&depth=0&limit=0&sort=-publishedAt&locale=zh&where[id][exists]=true',
  )
  expect(own.totalDocs).toBeGreaterThan(5)
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page)
  const seen: number[] = []
  const last = Math.ceil(own.totalDocs / 5)
  for (let n = 1; n <= last; n += 1) {
    await page.goto(`admin/collections/news?limit=5&page=${n}&sort=-publishedAt&locale=zh`)
    const rows = page.locator('.table tbody tr')
    await expect(rows.first()).toBeVisible()
    // Each row's title links to the item.
    const hrefs = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('a[href*="/collections/news/"]')?.getAttribute('href') ?? ''),
    )
    seen.push(...hrefs.map((href) => Number(href.split('/').pop()?.split('?')[0])))
    // The paging says where the editor is: "6-10 / 31" and the page number.
    await expect(page.locator('.page-controls')).toContainText(`${(n - 1) * 5 + 1}-${Math.min(n * 5, own.totalDocs)}`)
    await expect(page.locator('.page-controls')).toContainText(String(own.totalDocs))
  }
  expect(seen).toEqual(own.docs.map((d) => d.id))
  await context.close()
})

test('a publish scheduled for a time happens then, without anyone clicking', async ({ request }) => {
  const title = { zh: `定时新闻 ${stamp}`, en: `Scheduled news ${stamp}` }
  const made = await admin.send<Saved>('POST', '/api/news?locale=zh', { title: title.zh, class: 'company', _status: 'draft' })
  const id = made.doc.id
  await admin.send('PATCH', `/api/news/${id}?locale=en&draft=true`, { title: title.en, _status: 'draft' })
  const at = Date.now() + 2_000
  await admin.send('POST', `/api/news/${id}/schedule`, { type: 'publish', at: new Date(at).toISOString() })

  expect((await placesShowing(request, id, title)).apiAny).toBe(false)
  // The test server runs the jobs queue every 2 seconds (JOBS_CRON in playwright.config.ts).
  await expect
    .poll(() => placesShowing(request, id, title), { timeout: 12_000, intervals: [300] })
    .toEqual({ zh: true, en: true, api: true, apiAny: true })
  expect(Date.now()).toBeGreaterThanOrEqual(at)
  await admin.send('DELETE', `/api/news/${id}`)
})

test('a change to the site settings shows in the footer at once', async ({ browser }) => {
  const before = (await admin.get<SiteSetting>('/api/globals/site-settings?locale=zh&depth=0')).copyright
  const line = `© ${stamp} 测试版权声明`
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await signIn(page)
    // In Chinese: the admin remembers the language this editor last edited in (English, in the test above).
    await page.goto('admin/globals/site-settings?locale=zh')
    await page.getByText('备案与链接', { exact: true }).click()
    await page.locator('#field-copyright').fill(line)
    await page.locator('#field-copyright').press('Tab')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect(page.getByText('更新成功。').first()).toBeVisible()
    await expect
      .poll(async () => (await admin.get<SiteSetting>('/api/globals/site-settings?locale=zh&depth=0')).copyright, { timeout: 5_000 })
      .toBe(line)

    const site = await context.newPage()
    await expect(async () => {
      await site.goto('pc_index')
      await expect(site.locator('footer')).toContainText(line, { timeout: 1_000 })
    }).toPass({ timeout: 5_000 })
  } finally {
    await admin.send('POST', '/api/globals/site-settings?locale=zh', { copyright: before ?? '' })
    await context.close()
  }
})
