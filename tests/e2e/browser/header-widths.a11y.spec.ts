/**
 * The header at every width (issue 36) with the longest labels an editor could enter (the navigation's label fields,
 * swapped in the page), in both languages, in the read-only `a11y` project; and the check itself, on a header made to
 * overflow. Every route at every width is swept in routes.a11y.spec.ts.
 */
import { expect, test } from '@playwright/test'

import { localized } from '../route-table'
import { headerSweep, measureHeader } from './support/header-widths'

for (const language of ['zh', 'en'] as const) {
  test(`the header with the longest labels an editor could enter (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 })
    await page.goto(localized(language, '/pc_index').replace(/^\//, ''), { waitUntil: 'load' })
    await expect(page.locator('header [data-site-nav][data-ready]')).toHaveCount(1)
    // Each top label as long as the navigation's label fields allow a sensible editor to make it.
    const long = language === 'zh' ? '数字化建设整体解决方案' : 'Digital construction solutions'
    await page.evaluate((text) => {
      for (const top of document.querySelectorAll('[data-site-nav] [data-nav-item] > :first-child')) {
        const label = [...top.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)
        if (label) label.textContent = text
      }
    }, long)
    expect(await headerSweep(page, 'long labels')).toEqual([])
  })
}

test('the header sweep sees an item off-screen and one drawn over the logo', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 })
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div data-header-bar style="display:flex;justify-content:flex-end;width:800px;height:64px">
      <a href="/" style="flex:0 0 auto;width:160px">Logo</a>
      <nav data-site-nav style="flex:1 1 auto;min-width:0;display:flex;justify-content:flex-end">
        <ul style="display:flex;margin:0;padding:0;list-style:none">
          ${Array.from({ length: 9 }, (_, i) => `<li data-nav-item="k${i}"><a href="#" style="display:inline-block;width:110px">Item ${i}</a></li>`).join('')}
        </ul>
      </nav>
      <div data-header-search><input></div><a data-language-switch="en" href="#">EN</a>
    </div></body></html>`)
  const { problems, compact } = await page.evaluate(measureHeader)
  expect(compact).toBe(false)
  expect(problems.some((p) => /"Item 0" is off-screen/.test(p))).toBe(true)
  expect(problems.some((p) => /is over the logo/.test(p))).toBe(true)
})
