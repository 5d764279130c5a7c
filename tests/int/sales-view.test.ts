/**
 * Sales read published content in the admin, but not its translation state: neither the stored state nor the
 * translation column and panel (the field `translationStatus`, src/collections/translation.ts), whose read access the
 * admin follows when it builds the form and the list columns. Editors keep both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'

import { signedInAccount } from '../support/accounts'
import { rest } from '../support/rest'

const payload = await getPayloadClient()
const stamp = Date.now().toString(36)
const PASSWORD = 'Sales-view-test-0123456789'
const users: number[] = []
const tokens: Record<'sales' | 'editor', string> = { sales: '', editor: '' }

type FieldPermissions = Record<string, { read?: boolean } | undefined>
type Access = { collections: Record<string, { fields: FieldPermissions }>; globals: Record<string, { fields: FieldPermissions }> }

beforeAll(async () => {
  for (const role of ['sales', 'editor'] as const) {
    const account = { email: `${role}-view-${stamp}@example.com`, name: role, role, password: PASSWORD, address: '198.51.100.88' }
    tokens[role] = (await signedInAccount(payload, account, users)).token
  }
}, 120_000)

afterAll(async () => {
  for (const id of users) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

describe('translation state by role', () => {
  it('sales may not read the translation column or state of any collection or global; editors may', async () => {
    const sales = await rest<Access>('/access', { token: tokens.sales })
    const editor = await rest<Access>('/access', { token: tokens.editor })
    expect(sales.status).toBe(200)
    const withState = Object.entries(editor.body.collections).filter(([, c]) => c.fields.translationStatus !== undefined)
    expect(withState.map(([slug]) => slug)).toContain('news')
    for (const [slug] of withState) {
      expect(editor.body.collections[slug].fields.translationStatus?.read, slug).toBe(true)
      expect(sales.body.collections[slug].fields.translationStatus?.read ?? false, slug).toBe(false)
      expect(sales.body.collections[slug].fields.translation?.read ?? false, slug).toBe(false)
    }
    expect(sales.body.globals['home-page'].fields.translationStatus?.read ?? false).toBe(false)
    expect(editor.body.globals['home-page'].fields.translationStatus?.read).toBe(true)
  })

  it('a news item read by sales carries no translation state', async () => {
    const answer = await rest<{ docs: Record<string, unknown>[] }>('/news?limit=5&depth=0', { token: tokens.sales })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.length).toBeGreaterThan(0)
    for (const doc of answer.body.docs) {
      expect(doc).not.toHaveProperty('translation')
      expect(doc).not.toHaveProperty('translationStatus')
    }
  })
})
