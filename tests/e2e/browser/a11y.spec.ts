/**
 * Accessibility: axe-core in Chromium over every route of spec section 2 in both languages (and the 404 page),
 * with every rule axe runs by default (WCAG 2.0/2.1 A and AA, best practices): no violation.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { localized, PAGE_ROUTES, type RouteEntry, routeTable } from '../route-table'

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

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  )
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
        expect(await axe(page)).toEqual([])
      })
    }

    test('the search results page, and the header suggestions', async ({ page }) => {
      const words = language === 'en' ? 'interchange' : '互通'
      await page.goto(`${language === 'en' ? 'en/' : ''}search?q=${encodeURIComponent(words)}`)
      expect(await axe(page)).toEqual([])
      const field = page.locator('header [data-header-search] input[name="q"]')
      await field.fill(words)
      await expect(page.getByRole('listbox')).toBeVisible()
      await page.keyboard.press('ArrowDown')
      expect(await axe(page)).toEqual([])
    })

    test('the contact form showing its messages', async ({ page }) => {
      await page.goto(`${language === 'en' ? 'en/' : ''}contact`)
      await page.getByRole('button', { name: language === 'en' ? 'Submit' : '提交' }).click()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4)
      expect(await axe(page)).toEqual([])
    })

    test('the 404 page', async ({ page }) => {
      const response = await page.goto(`${language === 'en' ? 'en/' : ''}newsDetail?type=information&id=999999`)
      expect(response?.status()).toBe(404)
      expect(await axe(page)).toEqual([])
    })

    test('the news list after "load more"', async ({ page }) => {
      await page.goto(`${language === 'en' ? 'en/' : ''}information?class=-1&type=information`)
      const more = page.getByRole('button', { name: language === 'en' ? 'Load more' : '加载更多' })
      if (await more.count()) {
        await more.click()
        await expect(page.getByRole('status')).not.toHaveText(language === 'en' ? 'Loading...' : '加载中...')
      }
      expect(await axe(page)).toEqual([])
    })
  })
}
