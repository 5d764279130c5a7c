/**
 * The demo's pictures with words, as a buyer reading each language sees them at a desktop's and a phone's width: a
 * product page's screenshots show the software's interface in the page's language, the videos' posters and the
 * lessons' covers carry words in that language, and every one of those pictures loads. With DOCS_SCREENSHOTS=1 the
 * desktop walk writes docs/images/product-screens-{zh,en}.png and teaching-covers-{zh,en}.png.
 */
import path from 'node:path'

import { expect, type Locator, type Page, test } from '@playwright/test'

import { gotoReady, inLang, LANGS } from './support/site'

/** The media file names of the pictures in `scope` that loaded, from their `currentSrc`. */
async function loadedFiles(scope: Locator): Promise<string[]> {
  return scope
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) =>
      images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => decodeURIComponent(img.currentSrc.split('/').pop() ?? '')),
    )
}

/** Scrolls through the page so that lazy pictures load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
}

for (const width of [1440, 390]) {
  for (const lang of LANGS) {
    test(`screenshots, posters and lesson covers drawn in ${lang} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const docs = process.env.DOCS_SCREENSHOTS === '1' && width === 1440
      // The seed names the two versions of a picture `<key>.zh.webp` and `<key>.en.webp` (and their sizes after them).
      const ownLanguage = new RegExp(`\\.${lang}[-.]`)
      const otherLanguage = new RegExp(`\\.${lang === 'zh' ? 'en' : 'zh'}[-.]`)

      await gotoReady(page, inLang(lang, '/airoad'))
      await scrollThrough(page)
      const main = page.locator('main')
      await expect
        .poll(async () => (await loadedFiles(main)).filter((f) => f.startsWith('screen-airoad')).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(3)
      const screens = (await loadedFiles(main)).filter((f) => f.startsWith('screen-airoad'))
      expect(
        screens.every((f) => ownLanguage.test(f)),
        screens.join(' '),
      ).toBe(true)
      const product = (await loadedFiles(main)).filter((f) => /^(screen|poster)-/.test(f))
      expect(product.filter((f) => otherLanguage.test(f))).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      if (docs) {
        const shot = main.locator('img[src*="screen-airoad"]').first()
        await shot.scrollIntoViewIfNeeded()
        await page.screenshot({ path: path.resolve(`docs/images/product-screens-${lang}.png`) })
      }

      await gotoReady(page, inLang(lang, '/demonstrationTeaching'))
      await scrollThrough(page)
      await expect
        .poll(async () => (await loadedFiles(main)).filter((f) => f.startsWith('lesson-')).length, { timeout: 10_000 })
        .toBeGreaterThan(0)
      const lessons = (await loadedFiles(main)).filter((f) => /^(lesson|poster)-/.test(f))
      expect(
        lessons.every((f) => ownLanguage.test(f)),
        lessons.join(' '),
      ).toBe(true)
      if (docs) {
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: path.resolve(`docs/images/teaching-covers-${lang}.png`) })
      }
      await context.close()
    })
  }
}
