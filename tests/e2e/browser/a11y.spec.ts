/**
 * Accessibility: axe-core in Chromium on the pages in the states a visitor brings them to (the search results and the
 * header's suggestions, the contact form showing its messages, the 404 page, the news list after "load more"), with
 * every rule axe runs by default (WCAG 2.0/2.1 A and AA, best practices): no violation. Every route as loaded, in both
 * languages, is checked in routes.a11y.spec.ts.
 */
import { expect, test } from '@playwright/test'

import { axeViolations } from './support/axe'

for (const language of ['zh', 'en'] as const) {
  test.describe(`axe in ${language}`, () => {
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
