/**
 * Touch equivalents of hover (issue 23, WCAG 2.1.1 and 1.4.13) on a touch screen of desktop width, in both
 * languages: a header dropdown opens on the first tap without leaving the page and its entries are followed with a
 * second tap; the product centre and digital construction tabs switch on a tap.
 */
import { expect, test } from '@playwright/test'

import { ensureHomeContent } from './support/admin'
import { gotoReady, inLang, LANGS, pathAndQuery } from './support/site'

test.use({ hasTouch: true, isMobile: false, viewport: { width: 1280, height: 800 } })

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

for (const lang of LANGS) {
  test(`a tap opens a header dropdown, a second tap follows its entry; tabs switch on a tap (${lang})`, async ({ page }) => {
    await gotoReady(page, inLang(lang, '/pc_index'))
    const item = page.locator('header [data-nav-item="product"]')
    const before = pathAndQuery(page)
    await item.locator('button').tap()
    await expect(item.locator('[data-nav-panel]')).toBeVisible()
    expect(pathAndQuery(page)).toBe(before)
    const entry = item.locator('[data-nav-panel] a[href]').first()
    const href = await entry.getAttribute('href')
    await entry.tap()
    await expect.poll(() => pathAndQuery(page)).not.toBe(before)
    expect(href).toBeTruthy()

    await gotoReady(page, inLang(lang, '/pc_index'))
    const productTabs = page.locator('[data-product-tab]')
    await productTabs.nth(1).tap()
    await expect(productTabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    const top = page.locator('[data-construction-tab]')
    if ((await top.count()) > 1) {
      await top.nth(1).tap()
      await expect(top.nth(1)).toHaveAttribute('aria-selected', 'true')
    }
  })
}
