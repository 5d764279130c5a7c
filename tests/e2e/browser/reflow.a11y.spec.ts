/**
 * The overlap check of the reflow sweep (support/reflow.ts), itself tested on a page made to overlap. Every route at
 * 320 px and at 200 % zoom with text spacing imposed is swept in routes.a11y.spec.ts.
 */
import { expect, test } from '@playwright/test'

import { overlaps } from './support/reflow'

test('the overlap check sees text drawn over text, and not text beside text', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><body style="font: 16px sans-serif">
    <p id="a">First paragraph of text</p><p id="b">Second paragraph of text</p>
    <div style="overflow: hidden; height: 20px"><p style="margin: 0">Shown</p><p style="margin: 0">Clipped away</p></div>
    <p class="sr-only" style="position: absolute; top: 0">Visually hidden</p></body></html>`)
  expect(await page.evaluate(overlaps)).toEqual([])
  await page.addStyleTag({ content: '#b { margin-top: -2.2em }' })
  const found = await page.evaluate(overlaps)
  expect(found).toHaveLength(1)
  expect(found[0]).toMatch(/^p "(First|Second) paragraph of text" overlaps p "(First|Second) paragraph of text"/)
})
