/**
 * A lead's follow-up notes are a dated history: each changed note is added with who and when, the entries already
 * stored stay as they are whatever a client sends, and a save that does not change the note adds nothing.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'

let payload: Payload
let sales: { id: number; collection: 'users'; role: string; email: string; name: string }
let leadId: number

beforeAll(async () => {
  payload = await getPayloadClient()
  const email = `lead-notes-sales-${Date.now()}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: `Lead-notes-${Date.now()}-Sales-desk`, role: 'sales', name: '销售小张' } as never,
    overrideAccess: true,
  })
  sales = { id: user.id, collection: 'users', role: 'sales', email, name: '销售小张' }
  const lead = await payload.create({
    collection: 'contact-submissions',
    data: { name: '访客', phone: '13812345678', email: 'visitor@example.com', requirement: '想了解报价' } as never,
    overrideAccess: true,
  })
  leadId = lead.id
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-submissions', id: leadId, overrideAccess: true })
  await payload.delete({ collection: 'users', id: sales.id, overrideAccess: true })
})

const asSales = (data: Record<string, unknown>) =>
  payload.update({ collection: 'contact-submissions', id: leadId, data: data, user: sales, overrideAccess: false })

describe('the follow-up history of a lead', () => {
  it('starts empty and adds each changed note with its author and time, keeping the earlier entries', async () => {
    const before = Date.now()
    const first = await asSales({ notes: '已电话联系，下周演示', status: 'contacted' })
    expect(first.noteHistory).toHaveLength(1)
    expect(first.noteHistory?.[0]).toMatchObject({ author: `销售小张 <${sales.email}>`, text: '已电话联系，下周演示' })
    expect(new Date(first.noteHistory?.[0]?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const second = await asSales({ notes: '演示完成，等报价' })
    expect(second.noteHistory?.map((n) => n.text)).toEqual(['已电话联系，下周演示', '演示完成，等报价'])
    expect(second.noteHistory?.[0]?.at).toBe(first.noteHistory?.[0]?.at)
    expect(second.notes).toBe('演示完成，等报价')
  })

  it('never takes a history a client sends, and adds nothing when the note is unchanged', async () => {
    const forged = await asSales({
      notes: '演示完成，等报价',
      status: 'closed',
      noteHistory: [{ at: '2020-01-01T00:00:00.000Z', author: 'someone else', text: 'forged' }],
    })
    expect(forged.status).toBe('closed')
    expect(forged.noteHistory?.map((n) => n.text)).toEqual(['已电话联系，下周演示', '演示完成，等报价'])
    const cleared = await asSales({ notes: '' })
    expect(cleared.noteHistory).toHaveLength(2)
  })
})
