/**
 * Screenshots of the home page at 1440 and 390 px in both languages (test-results/screenshots/), for a person to look
 * at; the test checks that nothing overflows sideways, that the header items do not overlap, and that the product
 * centre's video stage does not cover its items.
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
      // Product centre: the demo video's stage and the items beside it (1440) or above them (390) never overlap.
      const panel = page.locator('[data-product-panel]:visible').first()
      const stage = await panel
        .locator('video, img')
        .first()
        .evaluate((e) => e.parentElement!.getBoundingClientRect().toJSON())
      const items = await panel.locator('ul').evaluate((e) => e.getBoundingClientRect().toJSON())
      const apart =
        stage.right <= items.left + 1 || items.right <= stage.left + 1 || stage.bottom <= items.top + 1 || items.bottom <= stage.top + 1
      expect(apart, `stage ${JSON.stringify(stage)} and items ${JSON.stringify(items)} overlap`).toBe(true)
      await page.screenshot({ path: `test-results/screenshots/home-${lang}-${width}.png`, fullPage: true })
      await context.close()
    })
  }
}
