/**
 * Reflow, zoom and text spacing (issue 23; WCAG 1.4.10, 1.4.4, 1.4.12) over every route of the route table in both
 * languages, in the `a11y` project (read-only, two workers: one language each). Each page is opened once, with the
 * text spacing of 1.4.12 imposed (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, paragraphs 2 em
 * apart), and measured at 320 CSS px wide and at 640 CSS px, which is a 1280 px window at 200 % zoom: no horizontal
 * scrolling, and no text that runs out of the page or is cut by a box around it (slides a carousel holds beyond its
 * edge excepted). A failing page is screenshotted into the test's output; nothing is saved otherwise.
 */
import { expect, type Page, test } from '@playwright/test'

import { localized, type RouteEntry, routeTable } from '../route-table'

/** 1.4.12's spacing, imposed on everything. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** Widths in CSS px: the narrowest of 1.4.10, and a 1280 px window at 200 % zoom. */
const WIDTHS = [
  { name: '320 px', width: 320, height: 640 },
  { name: '200 % of 1280 px', width: 640, height: 400 },
]

/** Runs in the page: what overflows (empty when nothing). */
function overflows(): string[] {
  const found: string[] = []
  const doc = document.documentElement
  if (doc.scrollWidth > window.innerWidth) found.push(`page ${doc.scrollWidth} px wide in a ${window.innerWidth} px window`)
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''} "${(e.textContent ?? '').trim().slice(0, 30)}"`
  // Boxes that hold slides beyond their edge on purpose (carousels, the partner rows) and visually hidden text.
  const deliberate = (e: Element) => e.closest('[data-carousel-viewport], [data-partners], .sr-only, [hidden], noscript') !== null
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const seen = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    if (!el || seen.has(el) || !node.textContent?.trim()) continue
    seen.add(el)
    if (deliberate(el)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const text = range.getBoundingClientRect()
    if (text.width === 0 || text.height === 0) continue
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.display === 'none') continue
    // The nearest box around the text that hides what overflows it, the element itself included.
    let clip: HTMLElement | null = el
    let cs: CSSStyleDeclaration | null = null
    for (; clip && clip !== document.body; clip = clip.parentElement) {
      cs = getComputedStyle(clip)
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') break
    }
    if (clip && clip !== document.body && cs) {
      const b = clip.getBoundingClientRect()
      // Visually hidden on purpose (1 px boxes); a deliberate cut of a one-line title or a clamped summary shown in
      // full on its own page; a table or code that scrolls in its own box (two-dimensional content 1.4.10 lets scroll).
      if (b.width <= 1 || b.height <= 1) continue
      if (cs.textOverflow === 'ellipsis' || cs.webkitLineClamp !== 'none') continue
      if (/auto|scroll/.test(cs.overflowX) && clip.querySelector('table, pre') !== null) continue
      if (text.right > b.right + 1 || text.left < b.left - 1) {
        found.push(
          `${describe(el)} cut by ${describe(clip)} (text ${text.left.toFixed(0)}–${text.right.toFixed(0)}, box ${b.left.toFixed(0)}–${b.right.toFixed(0)})`,
        )
        continue
      }
    }
    if (text.right > window.innerWidth + 1 || text.left < -1) {
      found.push(`${describe(el)} runs out of the page (${text.left.toFixed(0)}–${text.right.toFixed(0)} px)`)
    }
  }
  return found
}

async function check(page: Page, label: string): Promise<string[]> {
  const problems = await page.evaluate(overflows)
  if (problems.length > 0) {
    await test.info().attach(`${label}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
  }
  return problems.map((p) => `${label}: ${p}`)
}

for (const language of ['zh', 'en'] as const) {
  test(`every route at 320 px and at 200 % zoom, text spacing imposed (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(150_000)
    const table: RouteEntry[] = await routeTable(baseURL!.replace(/\/+$/, ''), language)
    const report: string[] = []
    // A page that failed in the browser would show the error page, which reflows: count its error instead.
    page.on('pageerror', (e) => report.push(`${page.url()}: ${e.message}`))
    for (const route of table) {
      await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height })
      const response = await page.goto(localized(language, route.path).replace(/^\//, ''), { waitUntil: 'load' })
      expect(response?.status(), route.path).toBe(200)
      await page.addStyleTag({ content: TEXT_SPACING })
      for (const w of WIDTHS) {
        await page.setViewportSize({ width: w.width, height: w.height })
        report.push(...(await check(page, `${route.name} at ${w.name}`)))
      }
    }
    expect(report).toEqual([])
  })
}
