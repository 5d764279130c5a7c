/**
 * Traditional Chinese by configuration (docs/architecture.md, "Adding a language"), as a reader in Taiwan or Hong
 * Kong meets it: the home page, a product page and a news item in Traditional characters (converted from the
 * Simplified by the seed, as an editor's "start from Simplified" does), search with a Traditional query and a
 * Simplified one, and the language menu. Runs against a site built and seeded with SITE_LOCALES=zh,en,zh-Hant
 * (`npm run test:languages`); with the default languages there is nothing to see and it is skipped.
 */
import { expect, test } from '@playwright/test'

import { LOCALES } from '@/i18n/locales'
import { simplifiedToTraditional } from '@/lib/chinese-script'

import { gotoReady } from './support/site'

test.skip(!LOCALES.includes('zh-Hant'), 'the site serves no Traditional Chinese (SITE_LOCALES)')

const toTraditional = simplifiedToTraditional('twp')

for (const width of [320, 768, 1280]) {
  test(`the Traditional home page at ${width} px: its language, its words, nothing in Simplified where the Simplified page has it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoReady(page, '/zh-Hant/pc_index')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    const heading = (await page.locator('h1, h2').first().innerText()).trim()
    await page.screenshot({ path: test.info().outputPath(`home-zh-Hant-${width}.png`), fullPage: false })
    await gotoReady(page, '/pc_index')
    const simplified = (await page.locator('h1, h2').first().innerText()).trim()
    expect(heading).toBe(toTraditional(simplified))
  })
}

test('a product page and a news item read in Traditional characters; hreflang names all three languages', async ({ page }) => {
  await gotoReady(page, '/zh-Hant/airoad')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))
  expect(hreflangs).toEqual(expect.arrayContaining(['zh-CN', 'en', 'zh-Hant', 'x-default']))

  await gotoReady(page, '/information?class=-1&type=information')
  const first = page.locator('main article h2 a').first()
  const simplifiedTitle = (await first.innerText()).trim()
  const href = (await first.getAttribute('href'))!
  await gotoReady(page, `/zh-Hant${href}`)
  await expect(page.locator('main h1')).toHaveText(toTraditional(simplifiedTitle))
})

test('search finds Traditional text from a Traditional query and from a Simplified one', async ({ page }) => {
  for (const q of ['橋梁', '桥梁']) {
    await gotoReady(page, `/zh-Hant/search?q=${encodeURIComponent(q)}`)
    const hits = page.locator('main h2')
    await expect(hits.first()).toBeVisible()
    expect(await hits.count()).toBeGreaterThan(0)
    await expect(page.locator('main mark').first()).toHaveText('橋梁')
  }
})

test('the language menu offers the other two languages, each in its own script, and keeps the page', async ({ page }) => {
  await gotoReady(page, '/zh-Hant/airoad')
  const menu = page.locator('header [data-language-menu]').first()
  await menu.locator('summary').click()
  await expect(menu.getByRole('link', { name: '简体中文' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'English' })).toBeVisible()
  await menu.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/airoad$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
