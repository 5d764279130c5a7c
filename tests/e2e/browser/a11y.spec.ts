/**
 * Accessibility: axe-core in Chromium over every route of spec section 2 in both languages (and the 404 page),
 * with every rule axe runs by default (WCAG 2.0/2.1 A and AA, best practices): no violation.
 */
import { expect, test } from '@playwright/test'

import { localized, PAGE_ROUTES, type RouteEntry, routeTable } from '../route-table'
import { axeViolations } from './support/axe'

const NAMES = [
  'pc_index',
  'phone_index',
  ...Object.values(PAGE_ROUTES).flat(),
  'information',
  'newsDetail',
  'zxyhdVideoDetail',
  'videoDetail',
  'download',
  'updateLog',
  'updateLogDetail',
  'demonstrationTeaching',
  'helpDocuments',
  'contact',
]

const tables = new Map<string, Promise<RouteEntry[]>>()

function tableFor(baseURL: string, language: 'zh' | 'en'): Promise<RouteEntry[]> {
  const key = `${baseURL} ${language}`
  if (!tables.has(key)) tables.set(key, routeTable(baseURL.replace(/\/+$/, ''), language))
  return tables.get(key)!
}

for (const language of ['zh', 'en'] as const) {
  test.describe(`axe in ${language}`, () => {
    for (const name of NAMES) {
      test(name, async ({ page, baseURL }) => {
        const table = await tableFor(baseURL!, language)
        const route = table.find((r) => r.name === name)!
        const response = await page.goto(localized(language, route.path).replace(/^\//, ''))
        expect(response?.status(), route.path).toBe(200)
        await page.waitForLoadState('networkidle')
        expect(await axeViolations(page)).toEqual([])
      })
    }

    test('the search results page, and the header suggestions', async ({ page }) => {
      const words = language === 'en' ? 'interchange' : '互通'
      // Wide enough for the header's search field beside the full menu (header-fit.ts).
      await page.setViewportSize({ width: 1600, height: 800 })
      await page.goto(`${language === 'en' ? 'en/' : ''}search?q=${encodeURIComponent(words)}`)
      expect(await axeViolations(page)).toEqual([])
      const field = page.locator('header [data-header-search] input[name="q"]')
      await field.fill(words)
      await expect(page.getByRole('listbox')).toBeVisible()
      await page.keyboard.press('ArrowDown')
      expect(await axeViolations(page)).toEqual([])
    })

    test('the contact form showing its messages', async ({ page }) => {
      await page.goto(`${language === 'en' ? 'en/' : ''}contact`)
      await page.getByRole('button', { name: language === 'en' ? 'Submit' : '提交' }).click()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4)
      expect(await axeViolations(page)).toEqual([])
    })

    test('the 404 page', async ({ page }) => {
      const response = await page.goto(`${language === 'en' ? 'en/' : ''}newsDetail?type=information&id=999999`)
      expect(response?.status()).toBe(404)
      expect(await axeViolations(page)).toEqual([])
    })

    test('the news list after "load more"', async ({ page }) => {
      await page.goto(`${language === 'en' ? 'en/' : ''}information?class=-1&type=information`)
      const more = page.getByRole('button', { name: language === 'en' ? 'Load more' : '加载更多' })
      if (await more.count()) {
        await more.click()
        await expect(page.getByRole('status')).not.toHaveText(language === 'en' ? 'Loading...' : '加载中...')
      }
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test('the in-page axe run reports what it finds', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Check</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#777;background:#888">Low contrast</p></main></body></html>`)
  const found = await axeViolations(page)
  expect(found.map((v) => v.split(' ')[0]).sort()).toEqual(['color-contrast', 'image-alt'])
  expect(found.find((v) => v.startsWith('image-alt'))).toMatch(/\n {4}img: /)
})
