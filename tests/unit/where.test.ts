import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { isEmptyWhere } from '@/lib/where'

describe('isEmptyWhere', () => {
  it('is true for no condition, however it is wrapped', () => {
    const wheres: Array<Where | null | undefined> = [undefined, null, {}, { and: [] }, { or: [] }, { and: [{}, { or: [{ and: [] }] }] }]
    for (const where of wheres) {
      expect(isEmptyWhere(where), JSON.stringify(where)).toBe(true)
    }
  })

  it('is false for any condition, at any depth', () => {
    const wheres: Where[] = [
      { id: { exists: true } },
      { and: [{ class: { equals: 'company' } }] },
      { or: [{}, { title: { like: '桥' } }] },
      { and: [{ or: [{ _status: { equals: 'draft' } }] }] },
      { and: {} as never },
    ]
    for (const where of wheres) {
      expect(isEmptyWhere(where), JSON.stringify(where)).toBe(false)
    }
  })
})
