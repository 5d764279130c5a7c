/**
 * Print (issue 36): a news article, a help document and an update log print as clean documents in both languages:
 * the logo and the text, no menu, search, language switch, footer, carousel or player, and every link of the text
 * followed by its address.
 */
import { expect, test } from '@playwright/test'

import { localized, routeTable } from '../route-table'
import { LANGS } from './support/site'

const PRINTED = ['newsDetail', 'helpDocuments', 'updateLogDetail'] as const

for (const lang of LANGS) {
  test(`articles, help documents and update logs print as clean documents (${lang})`, async ({ page, baseURL }) => {
    const table = await routeTable(baseURL!.replace(/\/+$/, ''), lang)
    for (const name of PRINTED) {
      const route = table.find((r) => r.name === name)!
      await page.emulateMedia({ media: 'screen' })
      await page.goto(localized(lang, route.path).replace(/^\//, ''))
      await expect(page.locator('header [data-site-nav]')).toHaveCount(1)
      await page.emulateMedia({ media: 'print' })
      for (const hidden of [
        '[data-site-nav]',
        '[data-menu-button]',
        '[data-header-search]',
        '[data-language-switch]',
        '[data-site-footer]',
        'main nav',
      ]) {
        for (const el of await page.locator(hidden).all()) await expect(el, `${name}: ${hidden}`).toBeHidden()
      }
      await expect(page.locator('header a').first(), `${name}: the logo`).toBeVisible()
      await expect(page.locator('main h1'), `${name}: the title`).toBeVisible()
      // Every link of the text shows its address after it.
      const links = await page
        .locator('main a[href]:not([href^="#"])')
        .evaluateAll((as) =>
          as
            .filter((a) => a.checkVisibility())
            .map((a) => ({ href: a.getAttribute('href')!, after: getComputedStyle(a, '::after').content })),
        )
      for (const link of links) expect(link.after, `${name}: ${link.href}`).toBe(`" (${link.href})"`)
    }
  })
}
