/**
 * The marketing lead's 404 log, as docs/editors.md ("404 记录") says: a mistyped address that visitors keep asking for
 * (from a partner's page) and a scanner's probe both answer 404; the editor finds the address in 设置 → 404 记录 with
 * its count and referring host, never the probe, opens it, picks the suggested page and makes the redirect in one
 * click; the next visitor of that address lands on the page. The row's page fits a 320 px phone and a 2560 px screen.
 * The browser tests' server writes its counts every 2 s (playwright.config.ts). DOCS_SCREENSHOTS=1 writes
 * docs/images/not-found-log*.png.
 */
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { adminLogin } from './support/admin'
import { signInInOwnContext } from './support/sign-in'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const editor = { email: `not-found-${stamp}@example.com`, password: `Not-found-${stamp}-pass` }
const missing = `/airaod-${stamp}`
const probe = `/wp-login-${stamp}.php`
const shots = process.env.DOCS_SCREENSHOTS === '1'

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.resolve('docs/images', `${name}.png`), fullPage: true })
}

test.beforeAll(async ({ baseURL }) => {
  const admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...editor, role: 'editor', name: '市场小周' })
})

test('the editor finds the address visitors keep missing and redirects it in one click', async ({ browser, request }) => {
  // Visitors from a partner's page, a search engine, and a scanner.
  for (let i = 0; i < 3; i += 1) {
    const answer = await request.get(missing.slice(1), {
      headers: { referer: 'https://partner.example/links', 'user-agent': 'Mozilla/5.0 Chrome/130' },
    })
    expect(answer.status()).toBe(404)
  }
  expect((await request.get(missing.slice(1), { headers: { 'user-agent': 'Baiduspider/2.0' } })).status()).toBe(404)
  for (let i = 0; i < 5; i += 1) expect((await request.get(probe.slice(1), { headers: { 'user-agent': 'curl/8' } })).status()).toBe(404)

  const page = await signInInOwnContext(browser, editor, { width: 1280, height: 900 })
  const row = page.locator('.table tbody tr', { hasText: missing })
  await expect
    .poll(
      async () => {
        await page.goto(`admin/collections/not-found-paths?search=${stamp}`)
        return row.count()
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe(1)
  await expect(row).toContainText('4')
  await expect(page.locator('.table')).not.toContainText(probe)
  await shot(page, 'not-found-log')

  await row.locator('a').first().click()
  await expect(page.locator('#field-path')).toHaveValue(missing)
  await expect(page.getByText('partner.example')).toBeVisible()
  const suggestion = page.locator('[data-redirect-to="/airoad"]')
  await expect(suggestion).toBeVisible({ timeout: 15_000 })
  for (const width of [320, 2560]) {
    await page.setViewportSize({ width, height: 900 })
    const box = await suggestion.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width, `the suggestion's button at ${width} px`).toBe(true)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'not-found-log-row')
  await suggestion.click()
  await expect(page.locator('.not-found-redirect [role="status"]')).toContainText(`已添加跳转：${missing} → /airoad`)
  await expect(page.locator('#not-found-redirect-title')).toHaveText('已添加跳转', { timeout: 15_000 })

  // The next visitor of the address lands on the page.
  await expect
    .poll(async () => {
      const answer = await request.get(missing.slice(1), { maxRedirects: 0 })
      return `${answer.status()} ${answer.headers().location ?? ''}`
    })
    .toBe('301 /airoad')
  await page.context().close()
})
