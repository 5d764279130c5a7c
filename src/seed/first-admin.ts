import type { Payload } from 'payload'

/**
 * Creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD when both are set and no user exists.
 * Without them, the first account is made on Payload's first-user screen: there is no default password.
 */
export async function ensureFirstAdmin(payload: Payload, email: string, password: string): Promise<void> {
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administrator', role: 'admin' },
  })
  payload.logger.info(`Created the first administrator ${email}`)
}
