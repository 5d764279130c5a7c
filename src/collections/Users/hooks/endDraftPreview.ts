import type { CollectionAfterLogoutHook } from 'payload'

import { platform } from '@/env'

/**
 * Next's draft-mode cookie, expired, with the attributes Next sets it with (`draftMode().disable()` in a production
 * server: SameSite=None and Secure; Lax without Secure in development).
 */
const EXPIRED_DRAFT_MODE_COOKIE = `__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; ${
  platform.development ? 'SameSite=Lax' : 'SameSite=None; Secure'
}`

/** Logging out ends draft preview too: the answer clears Next's draft-mode cookie. */
export const endDraftPreview: CollectionAfterLogoutHook = ({ req }) => {
  const headers = req.responseHeaders ?? new Headers()
  headers.append('Set-Cookie', EXPIRED_DRAFT_MODE_COOKIE)
  req.responseHeaders = headers
}
