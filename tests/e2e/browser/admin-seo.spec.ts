/**
 * The SEO fields of a news item in the admin (issue 33): the width counter counts a Chinese character as two
 * columns (31 Chinese characters are too long for a title a plain character count would accept), the text used while
 * the field is empty is shown, and the search-result preview and the WeChat chat card follow what the editor types (the
 * card cutting the title after two lines and the description after three).
 *
 * DOCS_SCREENSHOTS=1 also writes the SEO group's screenshot of docs/editors.md (docs/images/admin-seo-preview.png).
 */
import path from 'node:path'

import { expect, test } from '@playwright/test'

import type { News } from '@/payload-types'

import type { Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'

const stamp = Date.now()
const editor = { email: `seo-editor-${stamp}@example.com`, password: `Seo-${stamp}-Editor-pass` }
let admin: Admin
let newsId = 0

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...editor, role: 'editor', name: '编辑小林' })
  const created = await admin.send<Saved<News>>('POST', '/api/news?locale=zh', {
    title: `智慧梁场管理平台发布新版本 ${stamp}`,
    synopsis: '新版本支持台座排产、蒸养监控与构件追溯，梁场管理更省心。',
    class: 'company',
    _status: 'published',
  })
  newsId = created.doc.id
})

test.afterAll(async () => {
  if (newsId) await admin.send('DELETE', `/api/news/${newsId}?overrideLock=true`)
})

test('the SEO title counts Chinese by width, shows the fallback, and the preview follows the typing', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 1000 } })
  const page = await context.newPage()
  await page.goto('admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.locator('.work-queue')).toBeVisible()

  await page.goto(`admin/collections/news/${newsId}?locale=zh`)
  const title = page.locator('#field-meta__title')
  await title.scrollIntoViewIfNeeded()
  const meter = page.locator('[data-seo-width]').first()
  // Empty: the news title is used, and said so.
  await expect(meter).toHaveAttribute('data-seo-width', 'empty')
  await expect(meter).toContainText('智慧梁场管理平台发布新版本')

  // 31 Chinese characters: 62 columns, over the 60 of a title.
  const long = '智慧梁场平台发布了新版本支持台座排产蒸养监控与构件追溯全面升级'
  expect(long).toHaveLength(31)
  await title.fill(long)
  await expect(meter).toHaveAttribute('data-seo-width', 'long')
  await expect(meter).toContainText('62 / 60')
  await expect(page.locator('[data-seo-preview-title]')).toContainText('智慧梁场平台发布了')

  const good = '智慧梁场管理平台新版发布：台座排产与构件追溯'
  await title.fill(good)
  await expect(meter).toHaveAttribute('data-seo-width', 'good')
  await expect(page.locator('[data-seo-preview-title]')).toContainText(good)

  // The WeChat chat card follows the same text, the title on at most two lines and the description on at most
  // three, the rest cut off as WeChat cuts it.
  await expect(page.locator('[data-wechat-title]')).toHaveText(good)
  await page.locator('#field-meta__description').fill('新版本支持台座排产、蒸养监控与构件追溯，'.repeat(6))
  const lines = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        clamp: style.webkitLineClamp,
        lines: Math.round(el.clientHeight / parseFloat(style.lineHeight)),
        cut: el.scrollHeight > el.clientHeight + 1,
      }
    })
  await page.locator('[data-wechat-card]').scrollIntoViewIfNeeded()
  expect(await lines('[data-wechat-description]')).toEqual({ clamp: '3', lines: 3, cut: true })
  expect(await lines('[data-wechat-title]')).toEqual({ clamp: '2', lines: 2, cut: false })
  await title.fill(long.repeat(2))
  expect(await lines('[data-wechat-title]')).toEqual({ clamp: '2', lines: 2, cut: true })
  await title.fill(good)
  await page.locator('#field-meta__description').fill('')
  await expect(page.locator('[data-wechat-description]')).toHaveText('新版本支持台座排产、蒸养监控与构件追溯，梁场管理更省心。')
  if (process.env.DOCS_SCREENSHOTS === '1') {
    await page.locator('[data-seo-preview]').scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.resolve('docs/images/admin-seo-preview.png') })
  }
  await context.close()
})
