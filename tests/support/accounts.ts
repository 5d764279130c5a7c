import type { Payload } from 'payload'
import { expect } from 'vitest'

import { rest } from './rest'

export type SignedIn = { id: number; email: string; name: string; token: string }

/**
 * An account of this role, signed in through the REST API (its token for `rest`). The very first account of a
 * database always becomes an administrator, so on an empty database one is made first. `made` collects the ids to
 * delete after the tests.
 */
export async function signedInAccount(
  payload: Payload,
  {
    email,
    name,
    role,
    password,
    address,
  }: { email: string; name: string; role: 'admin' | 'editor' | 'sales'; password: string; address: string },
  made: number[],
): Promise<SignedIn> {
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) {
    const first = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `first-${email}`, password, role: 'admin' },
    })
    made.push(first.id)
  }
  const user = await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role, name } })
  made.push(user.id)
  const login = await rest<{ token: string }>('/users/login', { method: 'POST', body: { email, password }, address })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return { id: user.id, email, name, token: login.body.token }
}
