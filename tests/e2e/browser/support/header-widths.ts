/**
 * The header at every width (issue 36), measured in the page: at 320, 390, 768, 800, 834, 900, 1024, 1280, 1440 and
 * 2560 px every menu item, the search and the language switch are reachable (in view and not covered, or, where the
 * menu folds into its button, in the opened sheet), nothing is drawn over the logo, and the page does not scroll
 * sideways. Used by the route sweep (routes.a11y.spec.ts) and the long-labels test (header-widths.a11y.spec.ts).
 */
import { expect, type Page, test } from '@playwright/test'

const WIDTHS = [320, 390, 768, 800, 834, 900, 1024, 1280, 1440, 2560]

/** Runs in the page: what is wrong with the header at this width (empty when nothing), and whether it is compact. */
export function measureHeader(): { problems: string[]; compact: boolean } {
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

/**
 * The page, already loaded, at every width: what is wrong with its header, each labelled (empty when nothing); the menu
 * sheet is opened once, at the first width where the menu folds; a screenshot of each width with a problem.
 */
export async function headerSweep(page: Page, label: string): Promise<string[]> {
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
