/**
 * After a save, the redirects that led to this one's source lead straight to its target (afterChange); after a save
 * or a deletion, every instance reloads its table (afterChange, afterDelete). Implemented in the content layer
 * (src/content/redirects.ts), with the table server.ts answers from.
 */
export { afterRedirectChange, afterRedirectDelete } from '@/content/redirects'
