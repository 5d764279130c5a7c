/**
 * Chinese headings (issue 36): a heading breaks at its spaces and punctuation, never inside a word, and a run
 * longer than the line still wraps instead of running out of the page.
 */
import { expect, test } from '@playwright/test'

test('a Chinese heading breaks between words, and a run longer than the line still wraps', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 })
  await page.goto('/about')
  const h1 = page.locator('main h1').first()
  await expect(h1).toBeVisible()
  const lines = await h1.evaluate((el) => {
    el.textContent = '数字化协同设计平台 全面升级发布'
    el.style.fontSize = '32px'
    const text = el.firstChild!
    const rangeOf = (from: number, to: number) => {
      const r = document.createRange()
      r.setStart(text, from)
      r.setEnd(text, to)
      return new Set([...r.getClientRects()].map((rect) => Math.round(rect.top))).size
    }
    return { firstWord: rangeOf(0, 9), secondWord: rangeOf(10, 16), whole: rangeOf(0, 16) }
  })
  // Two lines, each word whole on its own line.
  expect(lines).toEqual({ firstWord: 1, secondWord: 1, whole: 2 })
  const fits = await h1.evaluate((el) => {
    el.textContent = '数'.repeat(40)
    return el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth
  })
  expect(fits).toBe(true)
})

test('an English heading is left to the browser', async ({ page }) => {
  await page.goto('/en/about')
  expect(
    await page
      .locator('main h1')
      .first()
      .evaluate((el) => getComputedStyle(el).wordBreak),
  ).toBe('normal')
})
