/**
 * A route change on publish, or a deletion, leaves redirects from the old addresses: the route a page had while
 * published is remembered before a publish (beforeChange) and its old addresses lead to the page after it
 * (afterChange); redirects to a page about to be deleted lead to the home page instead (beforeDelete), and so do its
 * own addresses once it is (afterDelete). They read and write the redirects: implemented in the content layer
 * (src/content/redirects.ts).
 */
export { redirectDeletedPage, redirectOldRoute, redirectsOffDeletedPage, rememberPublishedRoute } from '@/content/redirects'
