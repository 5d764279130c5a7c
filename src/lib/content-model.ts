/**
 * Constants of the content model that the collections, the content layer and the pages share. A leaf: it imports
 * nothing, so a page or the content layer can use them without pulling in a collection's configuration (and what
 * its hooks import).
 */

/** The four news classes of contract 3 (`video` is the highlight-video tab, served from the videos collection). */
export const NEWS_CLASSES = ['newsletter', 'company', 'notice', 'industry'] as const
export type NewsClass = (typeof NEWS_CLASSES)[number]

/** The home page shows partners in four animated rows of 11, 13, 13 and 13 logos. */
export const PARTNER_ROWS = [11, 13, 13, 13] as const

/** A route name of spec section 2, such as `airoad`, `Report3D` or `news/eicad1`. */
export const PAGE_SLUG_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\/[A-Za-z][A-Za-z0-9]*)?$/
