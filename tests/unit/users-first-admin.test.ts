import type { SelectField } from 'payload'
import { describe, expect, it } from 'vitest'

import { Users } from '@/collections/Users'

const role = Users.fields.find((f) => 'name' in f && f.name === 'role') as SelectField

describe('the first user', () => {
  it('is not offered the role field on the first-user screen (nobody signed in), but signed-in users see it', () => {
    const condition = role.admin?.condition
    expect(condition).toBeTypeOf('function')
    const args = (user: unknown) => ({ blockData: {}, operation: 'create' as const, path: ['role'], user }) as never
    expect(condition!({}, {}, args(null))).toBe(false)
    expect(condition!({}, {}, args({ id: 1, role: 'admin' }))).toBe(true)
  })

  it('becomes an administrator whatever was sent; later accounts keep their role', async () => {
    const hook = Users.hooks!.beforeChange![0]
    const call = (count: number, data: Record<string, unknown>) =>
      hook({ data, operation: 'create', req: { payload: { count: async () => ({ totalDocs: count }) } } } as never)
    expect(await call(0, { email: 'first@example.com', role: 'editor' })).toMatchObject({ role: 'admin' })
    expect(await call(0, { email: 'first@example.com' })).toMatchObject({ role: 'admin' })
    expect(await call(1, { email: 'second@example.com', role: 'sales' })).toMatchObject({ role: 'sales' })
  })
})
