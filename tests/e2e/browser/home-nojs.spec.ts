/**
 * Contract 2: with JavaScript disabled, /pc_index and /en/pc_index show every section's content and hold every link
 * the page has with JavaScript; dropdown panels still open on hover and keyboard focus.
 */
import { expect, type Page, test } from '@playwright/test'

import { ensureHomeContent } from './support/admin'
import { inLang, LANGS } from './support/site'

const SECTIONS = ['banner', 'news', 'videos', 'products', 'construction', 'cases', 'about', 'partners']

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

// The language switch is left out: with JavaScript it names the page and query, without it the server reads the
// page from the Referer (LanguageSwitcher.tsx); both lead to the same place, checked below and in shell-language.
const hrefsOf = (page: Page) =>
  page.locator('a[href]:not([data-language-switch])').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].sort())

for (const lang of LANGS) {
  test(`without JavaScript ${inLang(lang, '/pc_index')} shows every section and every link`, async ({ browser }) => {
    const withJs = await browser.newPage()
    await withJs.goto(inLang(lang, '/pc_index'))
    await withJs.locator('[data-video-carousel]').scrollIntoViewIfNeeded()
    await expect(withJs.locator('[data-video-carousel]')).toHaveAttribute('data-ready', 'true')
    const jsLinks = await hrefsOf(withJs)
    const jsTexts = await withJs.locator('[data-home-section] h3').allTextContents()
    await withJs.close()

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(inLang(lang, '/pc_index'))
    for (const name of SECTIONS) await expect(page.locator(`[data-home-section="${name}"]`)).toBeVisible()
    const noJsLinks = await hrefsOf(page)
    expect(jsLinks.filter((href) => !noJsLinks.includes(href))).toEqual([])
    await expect(page.locator('header [data-language-switch]')).toHaveAttribute(
      'href',
      new RegExp(`/switch-language\\?to=${lang === 'en' ? 'zh' : 'en'}$`),
    )

    // Every tab panel's content is shown (no hover needed): product items, construction cards, clouds, cases.
    for (const text of jsTexts.filter((t) => t.trim())) {
      await expect(page.locator('[data-home-section] h3', { hasText: text }).first()).toBeVisible()
    }
    for (const link of await page.locator('[data-product-centre] a, [data-construction] a').all()) await expect(link).toBeVisible()

    // Dropdown panels open on hover and on keyboard focus.
    const product = page.locator('header [data-nav-item="product"]')
    await expect(product.locator('[data-nav-panel]')).toBeHidden()
    await product.hover()
    await expect(product.locator('[data-nav-panel]')).toBeVisible()
    await page.mouse.move(5, 700)
    const support = page.locator('header [data-nav-item="user"]')
    await support.locator('button').focus()
    await expect(support.locator('[data-nav-panel]')).toBeVisible()
    await context.close()
  })
}
