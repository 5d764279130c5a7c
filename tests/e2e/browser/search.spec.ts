/**
 * Site search in the browser (docs/search.md), both languages: the header field with suggestions used by keyboard
 * alone (combobox: arrows, Enter, Escape), the results page, the icon that opens the field on a phone, and the
 * results page and header form without JavaScript.
 */
import { expect, test } from '@playwright/test'

import { gotoReady, inLang, LANGS, pathAndQuery, visitorAddress } from './support/site'

const WORDS = { zh: '互通', en: 'interchange' } as const
const NO_DATA = { zh: '暂无数据', en: 'No data' } as const

// Each test searches from an address of its own (the per-address search limit; the server trusts one hop).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } })

for (const lang of LANGS) {
  test.describe(`search (${lang})`, () => {
    test('the header field suggests as one types, by keyboard alone', async ({ page }) => {
      await page.setViewportSize({ width: 1600, height: 800 })
      await gotoReady(page, inLang(lang, '/airoad'))
      const field = page.locator('header [data-header-search] input[name="q"]')
      await expect(field).toBeVisible()
      await field.focus()
      // The suggestions for the whole words: on a slow machine those of a first letter may arrive between keystrokes,
      // and the last answer resets the option reached (as it should), so the keys below wait for it.
      const whole = page.waitForResponse(
        (r) => r.url().includes('/client/search?') && new URL(r.url()).searchParams.get('q') === WORDS[lang].trim(),
      )
      await page.keyboard.type(WORDS[lang])
      await (await whole).finished()
      // Two frames: the page has read the answer and drawn the list it gives.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const list = page.getByRole('listbox')
      await expect(list).toBeVisible()
      const options = list.getByRole('option')
      const count = await options.count()
      // Up to six hits, then "all results".
      expect(count).toBeGreaterThan(1)
      expect(count).toBeLessThanOrEqual(7)
      await expect(field).toHaveAttribute('aria-expanded', 'true')

      await page.keyboard.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      const firstId = await options.first().getAttribute('id')
      await expect(field).toHaveAttribute('aria-activedescendant', firstId!)
      await page.keyboard.press('ArrowUp')
      await expect(options.last()).toHaveAttribute('aria-selected', 'true')

      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(field).toHaveAttribute('aria-expanded', 'false')

      // Down opens the list again; Enter on the first hit opens it (once the field says that hit is the chosen one:
      // before, Enter goes to the results page, as it should).
      await page.keyboard.press('ArrowDown')
      await expect(list).toBeVisible()
      await expect(field).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await expect(field).toHaveAttribute('aria-activedescendant', firstId!)
      const url = await page.evaluate(
        async ([q, language]) => {
          const res = await fetch(`/client/search?q=${encodeURIComponent(q)}&language=${language}&pageSize=6`)
          return ((await res.json()) as { rows: { url: string }[] }).rows[0].url
        },
        [WORDS[lang], lang] as const,
      )
      await Promise.all([page.waitForURL((u) => `${u.pathname}${u.search}${u.hash}`.endsWith(url)), page.keyboard.press('Enter')])
    })

    test('Enter without a chosen hit opens the results page', async ({ page }) => {
      await page.setViewportSize({ width: 1600, height: 800 })
      await gotoReady(page, inLang(lang, '/pc_index'))
      const field = page.locator('header [data-header-search] input[name="q"]')
      await field.focus()
      await page.keyboard.type(WORDS[lang])
      await Promise.all([page.waitForURL(/\/search\?q=/), page.keyboard.press('Enter')])
      expect(pathAndQuery(page)).toBe(`${inLang(lang, '/search')}?q=${encodeURIComponent(WORDS[lang])}`)
      const results = page.getByTestId('search-results').locator(':scope > li')
      expect(await results.count()).toBeGreaterThan(0)
      await expect(page.locator('[data-testid="search-results"] mark').first()).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    test('on a phone an icon opens the field', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await gotoReady(page, inLang(lang, '/pc_index'))
      const field = page.locator('header [data-header-search] input[name="q"]')
      await expect(field).toBeHidden()
      const icon = page.locator('header [data-header-search] a[aria-expanded]')
      await icon.click()
      await expect(field).toBeVisible()
      await expect(field).toBeFocused()
      await page.keyboard.type(WORDS[lang])
      await expect(page.getByRole('listbox')).toBeVisible()
      // Escape closes the list, then the field, focus back on the icon.
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
      await expect(field).toBeHidden()
      await expect(icon).toBeFocused()
    })

    test('nothing found: the no-data text and a few entries to try', async ({ page }) => {
      await page.goto(inLang(lang, `/search?q=${encodeURIComponent('zzqqxxyy')}`))
      await expect(page.getByText(NO_DATA[lang], { exact: true })).toBeVisible()
      const suggestions = page.locator('main ul a')
      expect(await suggestions.count()).toBeGreaterThanOrEqual(2)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`the header form and the results page work (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 })
      await page.goto(inLang(lang, '/download'))
      await page.locator('header [data-header-search] input[name="q"]').fill(WORDS[lang])
      await Promise.all([page.waitForURL(/\/search\?q=/), page.locator('header [data-header-search] input[name="q"]').press('Enter')])
      const results = page.getByTestId('search-results').locator(':scope > li')
      expect(await results.count()).toBeGreaterThan(0)
      expect(await results.count()).toBeLessThanOrEqual(10)
      // Each result is labelled with its kind and links into the site in this language.
      const first = results.first()
      await expect(first.locator('p').first()).not.toBeEmpty()
      const href = await first.locator('h2 a').getAttribute('href')
      expect(href?.startsWith(lang === 'en' ? '/en/' : '/')).toBe(true)
      expect(href?.startsWith('/en/')).toBe(lang === 'en')
    })
  }

  test('the results page pages with plain links', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('设计')}`)
    const pager = page.locator('main nav').last()
    await expect(pager.getByRole('link', { name: /2/ })).toBeVisible()
    await Promise.all([page.waitForURL(/pageNum=2/), pager.getByRole('link', { name: /2/ }).first().click()])
    expect(await page.getByTestId('search-results').locator(':scope > li').count()).toBeGreaterThan(0)
    await expect(page.getByTestId('search-results')).toHaveAttribute('start', '11')
  })

  test('a phone without JavaScript: the icon is a link to the results page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/pc_index')
    await Promise.all([page.waitForURL(/\/search$/), page.locator('header [data-header-search] a[aria-expanded]').click()])
    await expect(page.locator('main input[type="search"]')).toBeVisible()
  })
})
