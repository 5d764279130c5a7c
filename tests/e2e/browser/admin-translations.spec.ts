/**
 * Translation state and the work queue in the admin, as people use them: an editor (admin in Chinese) filters the
 * news for "缺少英文", starts the English from the Chinese, writes it, publishes and sees the English page; a sales
 * person signs in and finds on the dashboard the lead a visitor just sent through the public contact form.
 *
 * DOCS_SCREENSHOTS=1 also writes the screenshots of docs/editors.md (docs/images/, 1280 px wide).
 */
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import type { News } from '@/payload-types'

import type { Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'
import { gotoReady, visitorAddress } from './support/site'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const editor = { email: `translator-${stamp}@example.com`, password: `Translator-${stamp}-pass` }
const sales = { email: `sales-${stamp}@example.com`, password: `Sales-${stamp}-pass` }
let admin: Admin

const shots = process.env.DOCS_SCREENSHOTS === '1'
async function shot(page: Page, name: string, clip?: { selector: string }) {
  if (!shots) return
  const file = path.resolve('docs/images', `${name}.png`)
  if (clip) await page.locator(clip.selector).first().screenshot({ path: file })
  else await page.screenshot({ path: file })
}

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...editor, role: 'editor', name: '翻译小李' })
  await admin.send('POST', '/api/users', { ...sales, role: 'sales', name: '销售小张' })
})

const madeNews: number[] = []
test.afterAll(async () => {
  // The demo's counts stay as seeded for the tests that count them.
  // overrideLock: the editor's closed browser may still hold the document's lock.
  for (const id of madeNews) await admin.send('DELETE', `/api/news/${id}?overrideLock=true`)
})

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('admin/login')
  await page.locator('#field-email').fill(who.email)
  await page.locator('#field-password').fill(who.password)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.locator('.work-queue')).toBeVisible()
}

test('an editor finds the news missing English, starts it from the Chinese, publishes it and sees the English page', async ({
  browser,
  request,
}) => {
  const title = { zh: `只有中文的新闻 ${stamp}`, en: `News now in English ${stamp}` }
  const created = await admin.send<Saved<News>>('POST', '/api/news?locale=zh', {
    title: title.zh,
    synopsis: '这条新闻还没有英文。',
    class: 'company',
    _status: 'published',
  })
  const id = created.doc.id
  madeNews.push(id)

  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page, editor)
  // The editor's work queue counts it among the news missing English, with a link to that list.
  const missing = page.locator('[data-section="missing-english"]')
  await expect(missing).toContainText('新闻')
  await shot(page, 'dashboard-editor', { selector: '.work-queue' })

  await page.goto('admin/collections/news')
  await page.getByRole('link', { name: '缺少英文', exact: true }).click()
  await expect(page).toHaveURL(/translation\.enState/)
  const row = page.locator('tbody tr', { hasText: title.zh })
  await expect(row).toBeVisible()
  await expect(row.locator('[data-language="en"]')).toHaveAttribute('data-state', 'missing')
  // Every row of the filtered list lacks English.
  for (const state of await page.locator('tbody [data-language="en"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))) {
    expect(state).toBe('missing')
  }
  await shot(page, 'list-missing-english')
  // With the language selector on English, as the translator works, the item has no title yet: the list names it by
  // its Chinese title, marked as Chinese, never "<No Title>".
  await page.goto(`${page.url()}&locale=en`)
  const untitled = page.locator('tbody tr', { hasText: title.zh })
  await expect(untitled.locator('.list-title__language')).toHaveText('〔中文〕')
  expect(await page.locator('tbody').innerText()).not.toMatch(/<[^>]*(标题|Title)>/)
  await page.goto('admin/collections/news?locale=zh')

  await page.goto(`admin/collections/news/${id}`)
  const status = page.locator('.translation-status')
  await expect(status.locator('[data-language="en"]')).toHaveAttribute('data-state', 'missing')
  // Only the Chinese is on the site: nothing to take off alone (that is "Unpublish").
  await expect(page.locator('[data-language-off-site]')).toHaveCount(0)
  await shot(page, 'document-translation-status', { selector: '.translation-status' })
  await status.getByRole('button', { name: '以中文为底稿创建英文' }).click()
  await page.waitForURL(/locale=en/)
  // The Chinese is there to translate over; the state says the English is to be updated.
  await expect(page.locator('#field-title')).toHaveValue(title.zh)
  await expect(page.locator('.translation-status [data-language="en"]')).toHaveAttribute('data-state', 'outdated')
  await page.locator('#field-title').fill(title.en)
  await page.locator('#field-synopsis').fill('This news item now has its English.')
  // The main button publishes the English alone (the Chinese is already on the site); its menu holds the others.
  await page.locator('.doc-controls__controls .popup-button').first().click()
  await expect(page.getByRole('button', { name: '发布所有语言（每种语言的最新草稿都会上线）' })).toBeVisible()
  await shot(page, 'publish-one-language')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '仅发布 English' }).click()
  await expect.poll(async () => (await admin.get<News>(`/api/news/${id}?locale=en&depth=0`)).title, { timeout: 15_000 }).toBe(title.en)
  // The Chinese on the site is still the published Chinese (the English publish did not touch it).
  expect((await admin.get<News>(`/api/news/${id}?locale=zh&depth=0`)).title).toBe(title.zh)

  // The versions list says who saved each version and which languages it holds: the first had Chinese only.
  await page.goto(`admin/collections/news/${id}/versions?limit=100`)
  const notes = page.locator('.version-author')
  await expect(notes.first()).toContainText('含：中文 · 英文')
  await expect(notes.last()).toContainText('含：中文')
  await expect(notes.last()).not.toContainText('英文')
  await shot(page, 'versions-languages')
  await page.goto(`admin/collections/news/${id}?locale=en`)
  await page.reload()
  await expect(page.locator('.translation-status [data-language="en"]')).toHaveAttribute('data-state', 'complete')

  // The English news list shows it.
  await expect
    .poll(async () => (await request.get('en/information?class=-1&type=information')).text(), { timeout: 15_000 })
    .toContain(title.en)

  // The English taken off at a chosen time: scheduled from the band, listed in Payload's "预约发布" drawer as an
  // unpublish of the English, and deleted there (tests/int/language-publish.test.ts runs such a job at its time).
  await page.goto(`admin/collections/news/${id}?locale=en`)
  await page.locator('[data-language-off-site-plan="en"]').click()
  const inAnHour = await page.evaluate(() => {
    const d = new Date(Date.now() + 3_600_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
  })
  await page.locator('[data-language-off-site-at="en"]').fill(inAnHour)
  await shot(page, 'schedule-language-off', { selector: '.translation-status' })
  // On a 320 px phone and a 2560 px screen the time field and its buttons stay inside the window.
  for (const width of [320, 2560]) {
    await page.setViewportSize({ width, height: 900 })
    for (const control of ['[data-language-off-site-at="en"]', '[data-language-off-site-schedule="en"]']) {
      const box = await page.locator(control).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width, `${control} at ${width} px`).toBe(true)
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('[data-language-off-site-schedule="en"]').click()
  await expect(page.locator('.translation-status [role="status"]')).toContainText('从网站撤下英文，其他语言不变')
  await page.locator('.doc-controls__controls .popup-button').first().click()
  await page.getByRole('button', { name: '预约发布' }).click()
  const upcoming = page.locator('.schedule-publish__upcoming tbody tr')
  await expect(upcoming).toHaveCount(1)
  // An unpublish of the English only (the drawer names the language by its own name), in Beijing time.
  await expect(upcoming.first()).toContainText('取消发布')
  await expect(upcoming.first()).toContainText('English')
  await expect(upcoming.first()).toContainText('北京时间')
  await shot(page, 'schedule-language-off-listed')
  await upcoming.first().locator('.schedule-publish__delete').click()
  await expect(upcoming).toHaveCount(0)
  await page.keyboard.press('Escape')
  expect(await (await request.get('en/information?class=-1&type=information')).text()).toContain(title.en)

  // The English alone taken off the site now (asked first): the Chinese stays, the English draft is kept.
  await page.goto(`admin/collections/news/${id}?locale=en`)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.locator('[data-language-off-site="en"]').click()
  await expect
    .poll(async () => (await request.get('en/information?class=-1&type=information')).text(), { timeout: 15_000 })
    .not.toContain(title.en)
  expect(await (await request.get('information?class=-1&type=information')).text()).toContain(title.zh)
  expect((await admin.get<News>(`/api/news/${id}?locale=en&draft=true&depth=0`)).title).toBe(title.en)
  await context.close()
})

test('a sales person sees on the dashboard the lead a visitor just sent through the contact form', async ({ browser }) => {
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } })
  const site = await visitor.newPage()
  const name = `访客${stamp}`
  await gotoReady(site, '/contact')
  const form = site.locator('main form')
  await form.getByLabel('姓名').fill(name)
  await form.getByLabel('电话/手机').fill('13812345678')
  await form.getByLabel('邮箱').fill(`visitor-${stamp}@example.com`)
  await form.getByLabel('需求').fill('想了解产品报价')
  await site.getByRole('button', { name: '提交' }).click()
  await expect(site.getByRole('status')).toContainText('提交成功')
  await visitor.close()

  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page, sales)
  const queue = page.locator('.work-queue')
  await expect(queue).toHaveAttribute('data-role', 'sales')
  await expect(queue.locator('[data-section="new-leads"]')).toContainText(name)
  // Sales sees leads only: no drafts, no translations.
  await expect(queue.locator('[data-section="drafts"]')).toHaveCount(0)
  await expect(queue.locator('[data-section="missing-english"]')).toHaveCount(0)
  // Dates read as a Chinese editor writes them.
  await expect(queue.locator('[data-section="new-leads"] li').first()).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/)
  await shot(page, 'dashboard-sales', { selector: '.work-queue' })
  await context.close()
})
