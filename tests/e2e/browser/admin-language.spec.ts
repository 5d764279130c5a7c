/**
 * The language an editor writes in, as a translator beside an editor lives it: the translator starts the English of
 * a Chinese-only item from its Chinese (the admin now remembers English), then creates the next news item. The new
 * form is in Chinese, the band and the tab title say so, and switching the language with unsaved text asks first;
 * declining keeps the text and the language.
 *
 * DOCS_SCREENSHOTS=1 also writes the band's screenshots of docs/editors.md (docs/images/).
 */
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import type { News } from '@/payload-types'

import type { Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const translator = { email: `band-translator-${stamp}@example.com`, password: `Band-${stamp}-Translator-pass` }
let admin: Admin
const madeNews: number[] = []

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...translator, role: 'editor', name: '翻译小周' })
})

test.afterAll(async () => {
  for (const id of madeNews) await admin.send('DELETE', `/api/news/${id}?overrideLock=true`)
})

async function signIn(page: Page) {
  await page.goto('admin/login')
  await page.locator('#field-email').fill(translator.email)
  await page.locator('#field-password').fill(translator.password)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.locator('.work-queue')).toBeVisible()
}

test('after starting an English translation, the next new item opens in Chinese, shows it, and asks before switching', async ({
  browser,
}) => {
  const created = await admin.send<Saved<News>>('POST', '/api/news?locale=zh', {
    title: `语言标识测试 ${stamp}`,
    synopsis: '只有中文。',
    class: 'company',
    _status: 'published',
  })
  madeNews.push(created.doc.id)

  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page)

  await page.goto(`admin/collections/news/${created.doc.id}`)
  await expect(page.locator('.content-language-band')).toHaveAttribute('data-locale', 'zh')
  await page.locator('.translation-status').getByRole('button', { name: '以中文为底稿创建英文' }).click()
  await page.waitForURL(/locale=en/)
  const band = page.locator('.content-language-band')
  await expect(band).toHaveAttribute('data-locale', 'en')
  await expect(band).toContainText('英文 English')
  await expect(page).toHaveTitle(/^\[英文 English\] /)
  if (process.env.DOCS_SCREENSHOTS === '1') await band.screenshot({ path: path.resolve('docs/images/admin-language-band-en.png') })

  // The list's "create" link, followed in the page (a client-side navigation), opens the form in Chinese.
  await page.goto('admin/collections/news')
  await page.locator('a[href*="/collections/news/create"]').first().click()
  await page.waitForURL(/\/collections\/news\/create\?(.*&)?locale=zh/)
  await expect(band).toHaveAttribute('data-locale', 'zh')
  await expect(band).toContainText('正在编辑的语言：中文')
  await expect(page).toHaveTitle(/^\[中文\] /)
  // A typed address without a language as well.
  await page.goto('admin/collections/news/create')
  await expect(page).toHaveURL(/locale=zh/)
  await expect(band).toHaveAttribute('data-locale', 'zh')
  await expect(page.locator('#field-title')).toBeEditable()
  if (process.env.DOCS_SCREENSHOTS === '1') await page.screenshot({ path: path.resolve('docs/images/admin-language-band.png') })

  // Unsaved text: switching the language asks; declining keeps the text and the language.
  await page.locator('#field-title').fill(`未保存的标题 ${stamp}`)
  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await page.locator('.localizer button').first().click()
  await page.locator('.popup-button-list__button', { hasText: '(en)' }).click()
  await expect.poll(() => asked.length).toBe(1)
  expect(asked[0]).toContain('未保存的修改')
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/locale=zh/)
  await expect(page.locator('#field-title')).toHaveValue(`未保存的标题 ${stamp}`)
  await expect(band).toHaveAttribute('data-locale', 'zh')

  // Accepting switches (the menu may still be open after the refusal).
  page.once('dialog', (dialog) => void dialog.accept())
  const english = page.locator('.popup-button-list__button', { hasText: '(en)' })
  if (!(await english.isVisible())) await page.locator('.localizer button').first().click()
  await english.click()
  await page.waitForURL(/locale=en/)
  await expect(band).toHaveAttribute('data-locale', 'en')
  await context.close()
})

test('the schedule dialog of a never-published draft opens on Publish, to the minute, in Beijing time', async ({ browser }) => {
  const created = await admin.send<Saved<News>>('POST', '/api/news?locale=zh&draft=true', {
    title: `计划发布默认值 ${stamp}`,
    class: 'company',
    _status: 'draft',
  })
  madeNews.push(created.doc.id)
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page)
  await page.goto(`admin/collections/news/${created.doc.id}`)
  await expect(page.locator('.content-language-band')).toBeVisible()
  await page.locator('.doc-controls__controls .popup-button').first().click()
  await page.getByRole('button', { name: '预约发布' }).click()
  const types = page.locator('.schedule-publish__type input[type="radio"]')
  await expect(types.nth(0)).toBeChecked()
  await expect(types.nth(1)).not.toBeChecked()
  await expect(page.locator('.schedule-publish')).toContainText('北京时间 Beijing time (UTC+8)')
  // Minute steps: the time list offers 10:01 after 10:00 (Payload's default was 5-minute steps).
  await page.locator('.schedule-publish #time input, .schedule-publish .date-time-picker input').first().click()
  await expect(page.locator('.react-datepicker__time-list-item', { hasText: /^10:01$/ })).toHaveCount(1)
  // The language to publish: "全部语言", not Payload's English "All".
  await page.locator('.schedule-publish h2, .schedule-publish__type').first().click()
  await expect(page.locator('.schedule-publish .react-select').last()).toContainText('全部语言')
  await expect(page.locator('.schedule-publish .react-select').last()).not.toContainText(/^All$/)
  // Who saved last: the administrator's name (or e-mail address), which this editor may not read from the account
  // itself, never "无标题 - ID: 1".
  const me = await admin.get<{ user: { name?: string | null; email: string } }>('/api/users/me')
  await expect(page.locator('[data-edited-by]')).toContainText(me.user.name?.trim() || me.user.email)
  await expect(page.locator('[data-edited-by]')).not.toContainText('ID:')
  await context.close()
})

test('a scheduled item shows its time and what it will do in the list, in the admin language', async ({ browser }) => {
  const created = await admin.send<Saved<News>>('POST', '/api/news?locale=zh&draft=true', {
    title: `列表中的计划发布 ${stamp}`,
    class: 'company',
    _status: 'draft',
  })
  madeNews.push(created.doc.id)
  // Tomorrow 09:30 in Beijing time.
  const day = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' })
  await admin.send('POST', `/api/news/${created.doc.id}/schedule`, { type: 'publish', at: `${day}T09:30:00+08:00` })
  const [y, m, d] = day.split('-').map(Number)
  for (const [lang, text] of [
    ['zh', `${y}年${m}月${d}日 09:30 发布`],
    ['en', `${d} ${new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${y}, 09:30 Publish`],
  ] as const) {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page)
    // The admin's language, as its language setting stores it.
    if (lang === 'en') await context.addCookies([{ name: 'payload-lng', value: 'en', url: new URL(page.url()).origin }])
    await page.goto(`admin/collections/news?limit=10&sort=-updatedAt&locale=zh`)
    const row = page.locator('.table tbody tr', { hasText: `列表中的计划发布 ${stamp}` })
    await expect(row.locator('[data-scheduled="publish"]')).toHaveText(text)
    // The sort buttons are named by their column, never "[object Object]".
    await expect(page.getByRole('button', { name: lang === 'zh' ? '按 标题 升序 排序' : 'Sort by Title Ascending' })).toHaveCount(1)
    await expect(page.locator('[aria-label*="[object Object]"]')).toHaveCount(0)
    // The dashboard's "+" of each collection card is named by the card's title.
    await page.goto('admin')
    await expect(page.getByRole('link', { name: lang === 'zh' ? '创建新的 新闻资讯' : 'Create new News' })).toHaveCount(1)
    await expect(page.locator('[aria-label*="[object Object]"]')).toHaveCount(0)
    await context.close()
  }
})
