/**
 * Reflow, zoom and text spacing (issue 23; WCAG 1.4.10, 1.4.4, 1.4.12), measured in the page: with the text spacing
 * of 1.4.12 imposed (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, paragraphs 2 em apart), at 320 CSS
 * px wide and at 640 CSS px (a 1280 px window at 200 % zoom): no horizontal scrolling, no text that runs out of the
 * page or is cut by a box around it (slides a carousel holds beyond its edge excepted), and no text drawn over other
 * text. A failing page is screenshotted into the test's output. Used by the route sweep (routes.a11y.spec.ts).
 */
import { type Page, test } from '@playwright/test'

/**
 * 1.4.12's spacing, imposed on everything. The home sections skip their rendering while off screen
 * (`content-visibility: auto`, a placeholder height until first shown); they are measured as a visitor sees each one
 * on screen, laid out in full.
 */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  * { content-visibility: visible !important; }
  p { margin-bottom: 2em !important; }
`

/** Widths in CSS px: the narrowest of 1.4.10, and a 1280 px window at 200 % zoom. */
export const REFLOW_WIDTHS = [
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

/**
 * Runs in the page: lines of text that overlap lines of other text (empty when none). Each visible text node's line
 * boxes (a range's client rects) are compared with those of every other element's text that is neither its ancestor
 * nor its descendant; what a box around the text hides is cut off first, so text scrolled or clipped out of view does
 * not count. With 1.4.12's line height imposed, the lines of text that flow after one another never touch: an
 * overlap of more than 2 px both ways is text drawn over text.
 */
export function overlaps(): string[] {
  type Line = { el: Element; left: number; top: number; right: number; bottom: number }
  const lines: Line[] = []
  const deliberate = (e: Element) => e.closest('[data-carousel-viewport], [data-partners], .sr-only, [hidden], noscript') !== null
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    if (!el || !node.textContent?.trim() || deliberate(el)) continue
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    // The part of the page the boxes around the text (its own element's included) leave visible.
    let view = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }
    for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
      const cs = getComputedStyle(box)
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue
      const b = box.getBoundingClientRect()
      view = {
        left: Math.max(view.left, b.left),
        top: Math.max(view.top, b.top),
        right: Math.min(view.right, b.right),
        bottom: Math.min(view.bottom, b.bottom),
      }
    }
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const r of range.getClientRects()) {
      const line = {
        el,
        left: Math.max(r.left, view.left),
        top: Math.max(r.top, view.top),
        right: Math.min(r.right, view.right),
        bottom: Math.min(r.bottom, view.bottom),
      }
      if (line.right - line.left > 1 && line.bottom - line.top > 1) lines.push(line)
    }
  }
  lines.sort((a, b) => a.top - b.top)
  const found = new Set<string>()
  const describe = (e: Element) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]
    for (let j = i + 1; j < lines.length && lines[j].top < a.bottom - 2; j++) {
      const b = lines[j]
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
      if (across > 2 && down > 2) found.add(`${describe(a.el)} overlaps ${describe(b.el)} (${across.toFixed(0)} × ${down.toFixed(0)} px)`)
    }
  }
  return [...found]
}

/** What overflows or overlaps on the page as it is now, each labelled (empty when nothing); a screenshot when any. */
export async function reflowProblems(page: Page, label: string): Promise<string[]> {
  const problems = [...(await page.evaluate(overflows)), ...(await page.evaluate(overlaps))]
  if (problems.length > 0) {
    await test.info().attach(`${label}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
  }
  return problems.map((p) => `${label}: ${p}`)
}
