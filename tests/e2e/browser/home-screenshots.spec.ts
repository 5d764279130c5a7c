/**
 * Screenshots of the home page at 1440 and 390 px in both languages (test-results/screenshots/), for a person to look
 * at; the test checks that nothing overflows sideways and that the header items do not overlap.
 */
import { expect, test } from '@playwright/test'

import { ensureHomeContent } from './support/admin'
import { inLang, LANGS } from './support/site'

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

for (const width of [1440, 390]) {
  for (const lang of LANGS) {
    test(`${inLang(lang, '/pc_index')} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(inLang(lang, '/pc_index'), { waitUntil: 'networkidle' })
      // Lower sections render lazily (content-visibility) and a full-page capture does not scroll: render them all.
      await page.addStyleTag({ content: '[data-defer] { content-visibility: visible !important; }' })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, 'no sideways overflow').toBe(0)
      // Header bar: the logo, the menu (or the menu button) and the language switcher side by side, not overlapping.
      const boxes = await page.locator('header [data-header-bar] > *:visible').evaluateAll((els) =>
        els
          .filter((e) => getComputedStyle(e).position !== 'fixed')
          .map((e) => e.getBoundingClientRect())
          .map((r) => ({ left: r.left, right: r.right })),
      )
      const sorted = boxes.sort((a, b) => a.left - b.left)
      for (let i = 1; i < sorted.length; i += 1) expect(sorted[i].left).toBeGreaterThanOrEqual(sorted[i - 1].right - 1)
      await page.screenshot({ path: `test-results/screenshots/home-${lang}-${width}.png`, fullPage: true })
      await context.close()
    })
  }
}
