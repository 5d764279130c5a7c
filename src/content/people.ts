import type { Payload } from 'payload'

/**
 * The name an editor sees for an account: its name, else its e-mail address. Read with the server's rights, so that
 * an editor (who may not read other accounts) still sees who saved a document, never "无标题 - ID: 1".
 */
export async function accountName(payload: Payload, id: unknown): Promise<string | null> {
  const key = typeof id === 'object' && id !== null ? (id as { id?: unknown }).id : id
  if (typeof key !== 'number' && typeof key !== 'string') return null
  const user = await payload.findByID({
    collection: 'users',
    id: key,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { name: true, email: true },
  })
  if (!user) return null
  return (user.name ?? '').trim() || user.email
}
