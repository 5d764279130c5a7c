/**
 * The checks of a save: the addresses normalised before Payload checks the fields (beforeValidate), then a valid
 * source and target, no page of the site hidden unasked, no loop and never two hops (beforeChange). They read the
 * whole table: implemented in the content layer (src/content/redirects.ts).
 */
export { checkRedirect, normalizeRedirect } from '@/content/redirects'
