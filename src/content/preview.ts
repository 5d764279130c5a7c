import { hasRole } from '@/access/roles'

import { getPayloadClient } from './payload'

const mayPreview = hasRole('admin', 'editor')

/** Whether the request carries the admin session (cookie or Authorization) of someone who may see drafts. */
export async function canPreviewDrafts(headers: Headers): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers })
    return mayPreview(user)
  } catch {
    return false
  }
}
