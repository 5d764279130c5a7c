import { describe, expect, it } from 'vitest'

import { appendLeadNote, leadNotesText, leadsExportFileName, leadStatusLabel, noteAuthor } from '@/lib/lead-notes'

const at = new Date('2026-11-27T02:30:00Z')

describe('the follow-up history of a lead', () => {
  it('adds a changed, non-empty note with who and when, and keeps the earlier entries as stored', () => {
    const first = appendLeadNote([], '', '已电话联系，下周演示', '销售小张 <zhang@example.com>', at)
    expect(first).toEqual([{ at: '2026-11-27T02:30:00.000Z', author: '销售小张 <zhang@example.com>', text: '已电话联系，下周演示' }])
    const later = new Date('2026-11-28T01:00:00Z')
    const second = appendLeadNote(first, '已电话联系，下周演示', '演示完成，等报价', '销售小王', later)
    expect(second).toHaveLength(2)
    expect(second[0]).toEqual(first[0])
    expect(second[1]).toMatchObject({ author: '销售小王', text: '演示完成，等报价' })
  })

  it('adds nothing for an unchanged, blank or cleared note', () => {
    const history = [{ at: at.toISOString(), author: 'a', text: 'x' }]
    expect(appendLeadNote(history, 'x', 'x', 'b', at)).toEqual(history)
    expect(appendLeadNote(history, 'x', ' x ', 'b', at)).toEqual(history)
    expect(appendLeadNote(history, 'x', '', 'b', at)).toEqual(history)
    expect(appendLeadNote(null, null, '   ', 'b', at)).toEqual([])
  })

  it('names a person by name and address, or what there is', () => {
    expect(noteAuthor({ name: '销售小张', email: 'z@example.com' })).toBe('销售小张 <z@example.com>')
    expect(noteAuthor({ email: 'z@example.com' })).toBe('z@example.com')
    expect(noteAuthor(null)).toBe('—')
  })

  it('writes the history as one cell, oldest first, in Beijing time', () => {
    expect(
      leadNotesText([
        { at: '2026-11-27T02:30:00.000Z', author: '小张', text: '已联系' },
        { at: '2026-11-27T16:05:00.000Z', author: '小王', text: '已报价' },
      ]),
    ).toBe('2026-11-27 10:30 小张: 已联系\n2026-11-28 00:05 小王: 已报价')
  })
})

describe('the leads export', () => {
  it('labels statuses in the exporter’s language', () => {
    expect(leadStatusLabel('contacted', 'zh')).toBe('已联系')
    expect(leadStatusLabel('contacted', 'en')).toBe('Contacted')
    expect(leadStatusLabel('odd', 'en')).toBe('odd')
  })

  it('names the file by the time in Beijing, not UTC', () => {
    // 23:10 UTC on the 26th is 07:10 on the 27th in Beijing.
    expect(leadsExportFileName(new Date('2026-11-26T23:10:00Z'), null)).toBe('leads-2026-11-27-0710.csv')
    expect(leadsExportFileName(new Date('2026-11-26T23:10:00Z'), 'new')).toBe('leads-new-2026-11-27-0710.csv')
  })
})
