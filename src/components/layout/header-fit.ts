/**
 * How the header's bar is laid out, decided by the space its contents really take in the visitor's browser (fonts,
 * language and an editor's longest labels included), never by one breakpoint. The bar tries, in order: the full
 * menu with the search field; the same with closer, smaller labels (`data-nav-tight`); the full menu with the search
 * as an icon (`data-search-compact`), labels normal then tight; the menu folded into its button's sheet
 * (`data-nav-compact`) with the search field; both folded. Below 560 px of window (a phone) both fold without
 * measuring. The first layout in which the menu's
 * row fits the room it is given and nothing in the bar runs past its edge is kept (the last one otherwise). Reading
 * the widths forces a layout per try; nothing is painted in between.
 *
 * It runs twice: as an inline module script in the header (`headerFitScript`), as soon as the page is parsed and
 * styled, and from MainNav whenever the bar's width, the labels or the fonts change. Returns whether the menu is folded.
 */
export function fitHeaderBar(bar: HTMLElement | null): boolean {
  if (!bar) return false
  const nav = bar.querySelector<HTMLElement>('[data-site-nav]')
  const list = nav?.firstElementChild
  if (!nav || !list) return false
  // A phone's bar (a window narrower than 560 px) holds the logo and the buttons, never a menu of the site's length
  // nor the search field beside them: both fold with nothing measured. Measuring forces the page's first layout
  // before the first paint, which on a phone delayed the largest paint by about a second in Lighthouse's mobile
  // simulation. Wider windows are measured.
  if (window.innerWidth < 560) {
    bar.setAttribute('data-nav-compact', '')
    bar.removeAttribute('data-nav-tight')
    bar.setAttribute('data-search-compact', '')
    delete bar.dataset.fitFor
    return true
  }
  // Laid out already for this width and these labels (the inline script before hydration, or an earlier call):
  // nothing to try again, and no layout forced but the one read of the width.
  const key = `${bar.clientWidth}|${list.textContent ?? ''}`
  if (bar.dataset.fitFor === key) return bar.hasAttribute('data-nav-compact')
  bar.dataset.fitFor = key
  // [menu folded, labels tight, search folded], in the order they are tried.
  const layouts: [boolean, boolean, boolean][] = [
    [false, false, false],
    [false, true, false],
    [false, false, true],
    [false, true, true],
    [true, false, false],
    [true, false, true],
  ]
  for (const [navCompact, tight, searchCompact] of layouts) {
    bar.toggleAttribute('data-nav-compact', navCompact)
    bar.toggleAttribute('data-nav-tight', tight)
    bar.toggleAttribute('data-search-compact', searchCompact)
    const menuFits = navCompact || list.scrollWidth <= nav.clientWidth + 1
    if (menuFits && bar.scrollWidth <= bar.clientWidth + 1) return navCompact
  }
  return true
}

/**
 * The inline script that lays out the header's bar (its text is hashed by the CSP). A module script: it runs once the
 * page is parsed and its styles are in, without holding the parser. A classic inline script after the bar made the
 * parser wait for the stylesheets there, so that the rest of the page (the home page's banner, its largest paint)
 * was parsed and painted only after them: 1.4 → 2.3–2.5 s of largest paint in Lighthouse's mobile run.
 */
export function headerFitScript(): string {
  return `(${fitHeaderBar.toString()})(document.querySelector('[data-header-bar]'))`
}
