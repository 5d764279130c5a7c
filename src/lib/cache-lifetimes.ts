/**
 * How long shared caches (nginx in front, a CDN) and browsers may keep what the site answers: one source, read by
 * the application's headers and checked against deploy/nginx/ (tests/unit/nginx-config.test.ts fails when the two
 * disagree, so that one is never changed without the other). Pure.
 */

/** Public pages and the public API: what a cache in front keeps before it asks again, in seconds. */
export const SHARED_CACHE_SECONDS = 5
/** … and how long it may serve that copy while it asks (stale-while-revalidate), in seconds. */
const STALE_WHILE_REVALIDATE_SECONDS = 30

/** The public API's answer, and what nginx tells browsers and CDNs behind it for a page. */
export const PUBLIC_SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`

/** A public uploaded file: kept by browsers and by nginx's file location for ten minutes, in seconds. */
export const PUBLIC_FILE_SECONDS = 600
export const PUBLIC_FILE_CACHE_CONTROL = `public, max-age=${PUBLIC_FILE_SECONDS}`
