import styles from './HideSiteFooter.module.css'

/**
 * Spec section 2: the footer is hidden on the download, updateLog and updateLogDetail pages. The footer belongs to
 * the layout, which cannot see the page; this marker hides the site footer (any footer outside the page's main
 * content) with CSS alone, so it works without JavaScript and before hydration.
 */
export function HideSiteFooter() {
  return <span className={styles.marker} data-hide-site-footer="" hidden />
}
