/**
 * The header at every width (issue 36): every route of the route table in both languages, at 320, 390, 768, 800, 834,
 * 900, 1024, 1280 and 1440 px (and 2560), in the read-only `a11y` project. At each width every menu item, the search
 * and the language switch are reachable (in view and not covered, or, where the menu folds into its button, in the
 * opened sheet), nothing is drawn over the logo, and the page does not scroll sideways. Then the same with the
 * longest labels an editor could enter (the navigation's label fields, swapped in the page).
 */
import { expect, type Page, test } from '@playwright/test'

import { localized, type RouteEntry, routeTable } from '../route-table'

const WIDTHS = [320, 390, 768, 800, 834, 900, 1024, 1280, 1440, 2560]

/** Runs in the page: what is wrong with the header at this width (empty when nothing), and whether it is compact. */
function measureHeader(): { problems: string[]; compact: boolean } {
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > vw + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`)
  const bar = document.querySelector<HTMLElement>('[data-header-bar]')
  if (!bar) return { problems: ['no header bar'], compact: false }
  const brand = bar.querySelector<HTMLElement>('a')!.getBoundingClientRect()
  const shown = (el: Element | null): el is HTMLElement =>
    !!el && (el as HTMLElement).checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0
  const menuButton = bar.querySelector('[data-menu-button]')
  const compact = shown(menuButton)
  const name = (el: HTMLElement) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 24)
  const reachable = (el: HTMLElement, what: string) => {
    const r = el.getBoundingClientRect()
    if (r.left < -1 || r.right > vw + 1) {
      problems.push(`${what} "${name(el)}" is off-screen (${r.left.toFixed(0)}–${r.right.toFixed(0)} px)`)
      return
    }
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)
    if (!hit || !(el.contains(hit) || hit.contains(el))) problems.push(`${what} "${name(el)}" is covered by ${hit?.tagName ?? 'nothing'}`)
  }
  const overLogo = (el: HTMLElement, what: string) => {
    const r = el.getBoundingClientRect()
    const across = Math.min(r.right, brand.right) - Math.max(r.left, brand.left)
    const down = Math.min(r.bottom, brand.bottom) - Math.max(r.top, brand.top)
    if (across > 1 && down > 1) problems.push(`${what} "${name(el)}" is over the logo`)
  }
  const tops = [...bar.querySelectorAll<HTMLElement>('[data-site-nav] [data-nav-item] > :first-child')]
  if (compact) {
    reachable(menuButton, 'the menu button')
    overLogo(menuButton, 'the menu button')
  } else {
    if (tops.length === 0) problems.push('no menu items')
    for (const top of tops) {
      if (!shown(top)) problems.push(`the menu item "${name(top)}" is hidden`)
      else {
        reachable(top, 'the menu item')
        overLogo(top, 'the menu item')
      }
    }
  }
  const search = [...bar.querySelectorAll<HTMLElement>('[data-header-search] > a, [data-header-search] input')].find(shown)
  if (!search) problems.push('no search control')
  else {
    reachable(search, 'the search')
    overLogo(search, 'the search')
  }
  const lang = bar.querySelector<HTMLElement>('[data-language-switch]')
  if (!shown(lang)) problems.push('no language switch')
  else {
    reachable(lang, 'the language switch')
    overLogo(lang, 'the language switch')
  }
  return { problems, compact }
}

/** Runs in the page: the menu items of the opened sheet that are not reachable. */
function sheetProblems(): string[] {
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  for (const top of document.querySelectorAll<HTMLElement>('[data-site-nav] [data-nav-item] > :first-child')) {
    top.scrollIntoView({ block: 'nearest' })
    const r = top.getBoundingClientRect()
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)
    if (r.width === 0 || r.left < -1 || r.right > vw + 1 || !hit || !(top.contains(hit) || hit.contains(top))) {
      problems.push(`the menu item "${(top.textContent ?? '').trim().slice(0, 24)}" is not reachable in the opened menu`)
    }
  }
  return problems
}

async function sweep(page: Page, label: string): Promise<string[]> {
  const report: string[] = []
  let sheetChecked = false
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    // Two frames: the resize observer's measurement, then its layout. Bounded, so that a page that stops drawing is
    // reported with its name and width (a CI run of 2026-11-28 waited here until the test's timeout, on one page).
    const drew = await page.evaluate(
      () =>
        new Promise<boolean>((done) => {
          const late = setTimeout(() => done(false), 5000)
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(late)
              done(true)
            }),
          )
        }),
    )
    const { problems, compact } = await page.evaluate(measureHeader)
    if (!drew) problems.push('the page drew no frame within 5 s of the resize')
    // The opened sheet once per page (the first width where the menu folds): it is the same sheet at every width.
    if (compact && problems.length === 0 && !sheetChecked) {
      sheetChecked = true
      await page.locator('header [data-menu-button]').click()
      await expect(page.locator('header [data-site-nav]')).toBeVisible()
      problems.push(...(await page.evaluate(sheetProblems)))
      await page.keyboard.press('Escape')
      await expect(page.locator('header [data-site-nav]')).toBeHidden()
    }
    if (problems.length > 0) {
      await test.info().attach(`${label} at ${width} px.png`, { body: await page.screenshot(), contentType: 'image/png' })
      report.push(...problems.map((p) => `${label} at ${width} px: ${p}`))
    }
  }
  return report
}

/** The route table in this many parts per language: tests of a few minutes each, which the project's workers share. */
const PARTS = 2

for (const language of ['zh', 'en'] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`the header at every width from 320 to 2560 px, on every route (${language}, part ${part + 1} of ${PARTS})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000)
      const table: RouteEntry[] = await routeTable(baseURL!.replace(/\/+$/, ''), language)
      const report: string[] = []
      for (const route of table.filter((_, i) => i % PARTS === part)) {
        await page.setViewportSize({ width: 1440, height: 800 })
        const response = await page.goto(localized(language, route.path).replace(/^\//, ''), { waitUntil: 'load' })
        expect(response?.status(), route.path).toBe(200)
        await expect(page.locator('header [data-site-nav][data-ready]')).toHaveCount(1)
        report.push(...(await sweep(page, route.name)))
      }
      expect(report).toEqual([])
    })
  }

  test(`the header with the longest labels an editor could enter (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 })
    await page.goto(localized(language, '/pc_index').replace(/^\//, ''), { waitUntil: 'load' })
    await expect(page.locator('header [data-site-nav][data-ready]')).toHaveCount(1)
    // Each top label as long as the navigation's label fields allow a sensible editor to make it.
    const long = language === 'zh' ? '数字化建设整体解决方案' : 'Digital construction solutions'
    await page.evaluate((text) => {
      for (const top of document.querySelectorAll('[data-site-nav] [data-nav-item] > :first-child')) {
        const label = [...top.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)
        if (label) label.textContent = text
      }
    }, long)
    expect(await sweep(page, 'long labels')).toEqual([])
  })
}

test('the header sweep sees an item off-screen and one drawn over the logo', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 })
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div data-header-bar style="display:flex;justify-content:flex-end;width:800px;height:64px">
      <a href="/" style="flex:0 0 auto;width:160px">Logo</a>
      <nav data-site-nav style="flex:1 1 auto;min-width:0;display:flex;justify-content:flex-end">
        <ul style="display:flex;margin:0;padding:0;list-style:none">
          ${Array.from({ length: 9 }, (_, i) => `<li data-nav-item="k${i}"><a href="#" style="display:inline-block;width:110px">Item ${i}</a></li>`).join('')}
        </ul>
      </nav>
      <div data-header-search><input></div><a data-language-switch="en" href="#">EN</a>
    </div></body></html>`)
  const { problems, compact } = await page.evaluate(measureHeader)
  expect(compact).toBe(false)
  expect(problems.some((p) => /"Item 0" is off-screen/.test(p))).toBe(true)
  expect(problems.some((p) => /is over the logo/.test(p))).toBe(true)
})
