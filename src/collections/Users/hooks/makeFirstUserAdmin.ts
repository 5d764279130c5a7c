import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account (Payload's first-user screen, or ADMIN_EMAIL) becomes an administrator. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  return data
}
