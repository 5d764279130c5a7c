/**
 * Keyboard-only helpers for the accessibility tests (issue 23): moving the focus with Tab alone, and measuring the
 * focused element the way WCAG 2.2 asks: a visible indicator of at least 2 px at 3:1 against what surrounds it
 * (2.4.7, 2.4.11, 2.4.13), not hidden under the sticky header (2.4.11), and a target of at least 24 × 24 CSS px or
 * spaced as 2.5.8 allows.
 */
import type { Page } from '@playwright/test'

/** Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { max = 300, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`${selector}: not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`)
}

/** What the focus check found wrong with one focused element (empty when nothing). */
export type FocusFinding = { element: string; problems: string[] }

/**
 * Runs in the page: measures the focused element. The indicator is the element's outline, or that of an ancestor up
 * to three levels up that draws it for the element (a card outlined through `:has(:focus-visible)`); its contrast is
 * taken against the first opaque background behind it.
 */
function measureFocus(): FocusFinding | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || el === document.documentElement) return null
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('aria-label') ? `[${e.getAttribute('aria-label')}]` : ''} "${(e.textContent ?? '').trim().slice(0, 40)}"`
  const problems: string[] = []
  const parse = (c: string): [number, number, number, number] => {
    const m = c.match(/rgba?\(([^)]+)\)/)
    if (!m) return [0, 0, 0, 0]
    const parts = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1]
  }
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  }
  let indicator: HTMLElement | null = el
  for (let i = 0; indicator && i < 4; i++, indicator = indicator.parentElement) {
    const s = getComputedStyle(indicator)
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) break
  }
  if (!indicator) {
    problems.push('no focus outline')
  } else {
    const s = getComputedStyle(indicator)
    const width = parseFloat(s.outlineWidth)
    if (width < 2) problems.push(`outline ${width}px`)
    // An outline with an offset lies over what is behind the element: its parent's background, or further up.
    let behind: [number, number, number, number] = [255, 255, 255, 1]
    for (let p: HTMLElement | null = parseFloat(s.outlineOffset) >= 0 ? indicator.parentElement : indicator; p; p = p.parentElement) {
      const bg = parse(getComputedStyle(p).backgroundColor)
      if (bg[3] >= 0.99) {
        behind = bg
        break
      }
    }
    const ring = parse(s.outlineColor)
    const [a, b] = [luminance(ring), luminance(behind)]
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
    if (contrast < 3)
      problems.push(`outline contrast ${contrast.toFixed(2)}:1 (${s.outlineColor} on rgb(${behind.slice(0, 3).join(', ')}))`)
  }

  const rect = el.getBoundingClientRect()
  const header = document.querySelector('header[data-site-header]')
  if (header && !header.contains(el)) {
    const hs = getComputedStyle(header)
    const bottom = header.getBoundingClientRect().bottom
    if ((hs.position === 'sticky' || hs.position === 'fixed') && rect.height > 0 && rect.bottom <= bottom + 0.5) {
      problems.push(`hidden under the sticky header (bottom ${rect.bottom.toFixed(0)} ≤ ${bottom.toFixed(0)})`)
    }
  }

  // Target size (2.5.8): 24 × 24, unless the target is a link inline in text, or spaced: a 24 px square centred on
  // it (stricter than the criterion's circle) meets no other target.
  if (rect.width > 1 && (rect.width < 23.5 || rect.height < 23.5)) {
    const inline = getComputedStyle(el).display === 'inline'
    if (!inline) {
      const cx = rect.left + rect.width / 2
      const cy = rect.top + rect.height / 2
      const others = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"], summary')]
        .filter((o) => o !== el && !o.contains(el) && !el.contains(o))
        .map((o) => o.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
      const hit = others.some((r) => r.left < cx + 12 && r.right > cx - 12 && r.top < cy + 12 && r.bottom > cy - 12)
      if (hit) problems.push(`target ${rect.width.toFixed(1)}×${rect.height.toFixed(1)} px with another target within 12 px of its centre`)
    }
  }
  return problems.length > 0 ? { element: describe(el), problems } : null
}

/**
 * Tabs through the whole page from its top, measuring every element that takes the focus, until the focus leaves
 * the page or comes back to the first one. Answers the findings and the number of stops.
 */
export async function focusSweep(page: Page, max = 400): Promise<{ stops: number; findings: FocusFinding[] }> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  const findings: FocusFinding[] = []
  let first: string | null = null
  let stops = 0
  for (; stops < max; stops++) {
    await page.keyboard.press('Tab')
    const here = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return null
      const path: string[] = []
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        path.push(`${e.tagName}:${e.parentElement ? [...e.parentElement.children].indexOf(e) : 0}`)
      }
      return path.join('<')
    })
    if (here === null || here === first) break
    first ??= here
    const finding = await page.evaluate(measureFocus)
    if (finding) findings.push(finding)
  }
  return { stops, findings }
}
