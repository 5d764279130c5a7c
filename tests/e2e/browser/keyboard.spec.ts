/**
 * Accessibility by keyboard alone (issue 23, WCAG 2.2 AA), in both languages: no mouse event anywhere here, only
 * `page.keyboard`. Every element the Tab key reaches on the home page, a product page, the news list, a teaching
 * album and the contact page has a focus ring of at least 2 px at 3:1, is not hidden under the sticky header and is a
 * target of at least 24 × 24 px (support/keyboard.ts). The home page's moving parts pause and play by keyboard and
 * stay paused (2.2.2); focus inside a carousel holds it; a slide change the visitor makes is announced, one made by
 * the carousel is not. The tabs switch with the arrow keys; the contact form's first error takes the focus and each
 * message is tied to its field; the teaching view count is a polite live region.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { routeTable } from '../route-table'
import { ensureHomeContent } from './support/admin'
import { focusSweep, tabTo } from './support/keyboard'
import { gotoReady, inLang, LANGS } from './support/site'

/** The home page's UI texts (src/i18n/messages/{lang}/home.json): the labels the controls must carry. */
const homeTexts = (lang: 'zh' | 'en') =>
  JSON.parse(fs.readFileSync(path.resolve(`src/i18n/messages/${lang}/home.json`), 'utf8')) as Record<string, string>
const HOME = { zh: homeTexts('zh'), en: homeTexts('en') }

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

// No script error on any page here (an error would leave the error page, with nothing to tab to).
let scriptErrors: string[] = []
test.beforeEach(({ page }) => {
  scriptErrors = []
  page.on('pageerror', (e) => scriptErrors.push(e.message))
})
test.afterEach(() => {
  expect(scriptErrors).toEqual([])
})

const selectedOf = (page: Page, carousel: string) => page.locator(carousel).getAttribute('data-selected')
const liveOf = (page: Page, carousel: string) => page.locator(`${carousel} [data-carousel-viewport]`).getAttribute('aria-live')
const focused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)

for (const lang of LANGS) {
  const t = HOME[lang]
  const slideOf = (index: number, total: number) => t.slideOf.replace('{index}', String(index)).replace('{total}', String(total))

  test.describe(`keyboard only (${lang})`, () => {
    test('home: the banner and video carousels pause and play by keyboard and stay paused; focus holds a carousel', async ({ page }) => {
      // The page's clock runs on its own; a hold is proven by moving it on (runFor) instead of waiting.
      await page.clock.install()
      await gotoReady(page, inLang(lang, '/pc_index'))
      const banner = '[data-home-section="banner"] [aria-roledescription="carousel"]'
      const videos = '[data-video-carousel]'

      // The banner: its pause button is reached by Tab; focus inside holds the carousel and makes it announce.
      await tabTo(page, `${banner} [data-carousel-toggle]`)
      await expect(page.locator(`${banner} [data-carousel-toggle]`)).toHaveAttribute('aria-label', t.pauseSlides)
      expect(await liveOf(page, banner)).toBe('polite')
      await page.keyboard.press('Enter')
      await expect(page.locator(`${banner} [data-carousel-toggle]`)).toHaveAttribute('aria-label', t.playSlides)

      // The video carousel (2 s) moves, and has a pause button, only with more videos than fit the view (the demo has 8;
      // the video tests of the browser suite set 5 for a moment, and this walk may load the page then).
      if ((await page.locator(videos).getAttribute('data-loop')) === 'true') {
        // Paused by its button.
        await tabTo(page, `${videos} [data-carousel-toggle]`)
        await expect(page.locator(videos)).toHaveAttribute('data-ready', 'true')
        await expect(page.locator(`${videos} [data-carousel-toggle]`)).toHaveAttribute('aria-label', t.pauseSlides)
        await page.keyboard.press('Enter')
        await expect(page.locator(`${videos} [data-carousel-toggle]`)).toHaveAttribute('aria-label', t.playSlides)
        // Out of the carousel (its buttons, then on to the product tabs): still paused.
        await tabTo(page, '[data-product-tab]')
        const held = await selectedOf(page, videos)
        expect(await liveOf(page, videos)).toBe('polite')
        await page.clock.runFor(2600)
        expect(await selectedOf(page, videos)).toBe(held)
        // The banner, paused first, is still paused too.
        expect(await liveOf(page, banner)).toBe('polite')
        await expect(page.locator(`${banner} [data-carousel-toggle]`)).toHaveAttribute('data-carousel-toggle', 'play')

        // Play again, leave: it moves every 2 s again, and its changes are not announced.
        await tabTo(page, `${videos} [data-carousel-toggle]`, { back: true })
        await page.keyboard.press('Enter')
        await expect(page.locator(`${videos} [data-carousel-toggle]`)).toHaveAttribute('aria-label', t.pauseSlides)
        await tabTo(page, '[data-product-tab]')
        expect(await liveOf(page, videos)).toBe('off')
        await expect.poll(() => selectedOf(page, videos), { timeout: 5000, intervals: [100] }).not.toBe(held)
        await expect(page.locator(`${videos} [data-carousel-status]`)).toHaveText('')
      }
    })

    test('home: focus inside the cases carousel holds it; a change by the visitor is announced', async ({ page }) => {
      await page.clock.install()
      await gotoReady(page, inLang(lang, '/pc_index'))
      const cases = '[data-cases-carousel]'
      await tabTo(page, `${cases} [data-carousel-next]`)
      await expect(page.locator(cases)).toHaveAttribute('data-ready', 'true')
      expect(await liveOf(page, cases)).toBe('polite')
      const held = await selectedOf(page, cases)
      await page.clock.runFor(3000)
      expect(await selectedOf(page, cases)).toBe(held)
      await page.keyboard.press('Enter')
      await expect.poll(() => selectedOf(page, cases)).not.toBe(held)
      const now = Number(await selectedOf(page, cases))
      // "Slide 2 of N": N is the number of positions the carousel stops at.
      const expected = new RegExp(
        `^${slideOf(now + 1, 999)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('999', '\\d+')}$`,
      )
      await expect(page.locator(`${cases} [data-carousel-status]`)).toHaveText(expected)
    })

    test('home: the partner logos pause by keyboard', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      const pause = page.getByRole('checkbox', { name: t.pauseLogos })
      await tabTo(page, '[data-partners-pause]')
      await page.keyboard.press('Space')
      await expect(pause).toBeChecked()
      const states = await page
        .locator('[data-partners] [data-animated] ul')
        .evaluateAll((uls) => uls.map((u) => getComputedStyle(u).animationPlayState))
      expect(states.length).toBeGreaterThan(0)
      expect(new Set(states)).toEqual(new Set(['paused']))
      // It stays paused until unticked.
      await tabTo(page, 'footer a')
      await expect(pause).toBeChecked()
    })

    test('home: product and construction tabs switch with the arrow keys; the demo video has a labelled toggle', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      await tabTo(page, '[data-product-tab][aria-selected="true"]')
      const productTabs = page.locator('[data-product-tab]')
      await page.keyboard.press('ArrowRight')
      expect(await focused(page, '[data-product-tab][aria-selected="true"]')).toBe(true)
      await expect(productTabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(page.locator('[data-product-panel]').nth(1)).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await expect(productTabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await tabTo(page, '[data-demo-toggle]')
      expect([t.playDemo, t.pauseDemo]).toContain(await page.locator('[data-demo-toggle]:focus').getAttribute('aria-label'))

      await tabTo(page, '[data-construction-tab][aria-selected="true"]')
      const top = page.locator('[data-construction-tab]')
      if ((await top.count()) > 1) {
        await page.keyboard.press('ArrowRight')
        await expect(top.nth(1)).toHaveAttribute('aria-selected', 'true')
        expect(await focused(page, '[data-construction-tab][aria-selected="true"]')).toBe(true)
      }
      // Into the shown panel's side tabs: the arrow keys move down them.
      await page.keyboard.press('Tab')
      expect(await focused(page, '[role="tabpanel"]:not([hidden]) [role="tab"][aria-selected="true"]')).toBe(true)
      const sideTabs = page.locator('[data-construction] [role="tabpanel"]:not([hidden]) [aria-orientation="vertical"] [role="tab"]')
      if ((await sideTabs.count()) > 1) {
        await page.keyboard.press('ArrowDown')
        await expect(sideTabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      }
    })

    test('the contact form: the first error takes the focus, each message is tied to its field', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/contact'))
      await tabTo(page, 'main form button[type="submit"]')
      await page.keyboard.press('Enter')
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4)
      expect(await focused(page, '[name="name"]')).toBe(true)
      const ties = await page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
        fields.map((f) => {
          const ids = (f.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
          return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ')
        }),
      )
      for (const text of ties) expect(text.length).toBeGreaterThan(0)
    })

    test('a teaching album: the view count change is announced politely', async ({ page, baseURL }) => {
      const table = await routeTable(baseURL!.replace(/\/+$/, ''), lang)
      const album = table.find((r) => r.name === 'demonstrationTeaching')!
      await gotoReady(page, inLang(lang, album.path))
      const count = page.getByTestId('teaching-view-count')
      await expect(count).toHaveAttribute('aria-live', 'polite')
      const before = Number(await count.textContent())
      const counted = page.waitForResponse((r) => r.url().includes('/client/clientTeaching/teachingCount/'))
      await tabTo(page, 'main [data-video-start]')
      await page.keyboard.press('Enter')
      // Where this Chromium cannot decode the file, the play event is dispatched (no mouse involved).
      await page
        .locator('main video')
        .first()
        .evaluate((video: HTMLVideoElement) => {
          video.muted = true
          void video.play().catch(() => video.dispatchEvent(new Event('play')))
        })
      const answer = (await (await counted).json()) as { data: number }
      // A headless browser is not counted (issue 35: bots never, people once a day): the count is announced as is.
      expect(answer.data).toBeGreaterThanOrEqual(before)
      await expect(count).toHaveText(String(answer.data))
    })

    test('the news list: "load more" by keyboard, its outcome in a status region', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/information?class=-1&type=information'))
      const more = page.getByRole('button', { name: lang === 'en' ? 'Load more' : '加载更多' })
      if ((await more.count()) === 0) return
      const items = page.locator('main a[href*="newsDetail"]')
      const before = await items.count()
      await tabTo(page, 'main button:not([disabled])')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('status')).not.toHaveText(lang === 'en' ? 'Loading...' : '加载中...')
      await expect.poll(() => items.count()).toBeGreaterThan(before)
    })

    test('focus ring, header and target size on every stop of the Tab key', async ({ page, baseURL }) => {
      test.setTimeout(180_000)
      const table = await routeTable(baseURL!.replace(/\/+$/, ''), lang)
      const album = table.find((r) => r.name === 'demonstrationTeaching')!.path
      const report: string[] = []
      for (const path of ['/pc_index', '/zhgd', '/information?class=-1&type=information', album, '/contact']) {
        await gotoReady(page, inLang(lang, path))
        const { stops, findings } = await focusSweep(page)
        expect(stops, path).toBeGreaterThan(5)
        for (const f of findings) report.push(`${path} ${f.element}: ${f.problems.join('; ')}`)
      }
      expect(report).toEqual([])
    })
  })
}
