/**
 * Without JavaScript (contract 2) every content stays reachable: dropdown panels open on hover and keyboard focus,
 * the menu wraps onto more rows where it does not fit (the compact menu needs the browser to measure), the mobile
 * navigation is shown as a list, below 1280 px the search is an icon linking to the results page, and every tab panel and slide of the home page is shown.
 * The selectors are data attributes, so they do not depend on the CSS modules' generated class names.
 */
const css = `
[data-nav-item]:hover > [data-nav-panel][hidden],
[data-nav-item]:focus-within > [data-nav-panel][hidden] { display: block; }
[data-js-only] { display: none !important; }
[data-nojs-show][hidden] { display: block !important; }
[data-carousel-viewport] { overflow-x: auto !important; }
[data-header-bar] { flex-wrap: wrap; height: auto !important; min-height: var(--header-height); }
[data-site-nav] > ul { flex-wrap: wrap; }
@media (max-width: 1279.98px) {
  [data-header-search] > a { display: inline-flex !important; }
  [data-header-search] > form { display: none !important; }
}
@media (max-width: 767.98px) {
  [data-site-nav] { display: block !important; position: static !important; flex-basis: 100%; }
  [data-site-nav] > ul { flex-direction: column; }
  [data-nav-item] { flex-direction: column; }
  [data-nav-panel] { position: static !important; box-shadow: none !important; }
  [data-menu-button] { display: none !important; }
  [data-nav-panel][hidden] { display: block; }
}
`

export function NoScriptStyles() {
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${css}</style>` }} />
}
