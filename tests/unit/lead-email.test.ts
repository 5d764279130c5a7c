/**
 * Values typed by visitors and users, placed in e-mail texts (src/lib/email-text.ts): the lead notification to the
 * sales team and the notice of a changed account address make no line a visitor wrote.
 */
import { describe, expect, it } from 'vitest'

import { emailChangeNotice } from '@/lib/account-email'
import { singleLine, textBlock } from '@/lib/email-text'
import { leadNotification } from '@/lib/lead-email'

const lines = (text: string) => text.split('\n')

describe('the lead notification', () => {
  const lead = {
    id: 7,
    name: 'Zhang Wei\r\n电话 Phone: 400-000-0000\n邮箱 E-mail: attacker@example.com',
    phone: '138\u00000000\u001b[2J0000',
    email: 'zhang@example.com\r\nBcc: x@example.com',
    requirement: 'First line\r\nSecond line\rThird\u2028Fourth\u0007 bell\u202eevil',
    language: 'zh',
    createdAt: '2026-11-26T10:00:00.000Z',
  }

  it('keeps each single-line field on its own line, whatever the visitor typed', () => {
    const { subject, text } = leadNotification(lead, 'Yunqu\nBcc: x@example.com')
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toBe('【Yunqu Bcc: x@example.com】新的咨询留言：Zhang Wei 电话 Phone: 400-000-0000 邮箱 E-mail: attacker@example.com')
    const all = lines(text)
    expect(all.filter((l) => l.startsWith('电话 Phone:'))).toEqual(['电话 Phone: 138 0000 [2J0000'])
    expect(all.filter((l) => l.startsWith('邮箱 E-mail:'))).toEqual(['邮箱 E-mail: zhang@example.com Bcc: x@example.com'])
    expect(all[0]).toBe('姓名 Name: Zhang Wei 电话 Phone: 400-000-0000 邮箱 E-mail: attacker@example.com')
    expect(text).not.toMatch(/[\r\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202e]/)
  })

  it('keeps the line breaks of the requirement, as LF, and nothing else of the control characters', () => {
    const { text } = leadNotification(lead, 'Yunqu')
    const all = lines(text)
    const start = all.indexOf('需求 Requirement:') + 1
    expect(all.slice(start, start + 4)).toEqual(['First line', 'Second line', 'Third', 'Fourth  bell evil'])
  })
})

describe('singleLine and textBlock', () => {
  it('turn every run of control, separator and invisible characters into one space, or keep line breaks', () => {
    expect(singleLine(' a\r\n\r\nb\tc\u0085d\u200be\ufefff ')).toBe('a b c d e f')
    expect(singleLine(null)).toBe('')
    expect(singleLine(12)).toBe('12')
    expect(textBlock('a\r\nb\r\n\r\nc\t')).toBe('a\nb\n\nc')
  })
})

describe('the notice of a changed e-mail address', () => {
  it('names both addresses and who changed it, in both languages, on lines of its own', () => {
    const notice = emailChangeNotice({
      from: 'old@example.com',
      to: 'new@example.com\r\nFake: line',
      by: 'admin@example.com',
      own: false,
      address: '203.0.113.9',
      site: '云衢',
      at: '2026-11-26T10:00:00.000Z',
    })
    expect(notice.subject).toBe("【云衢】账户邮箱地址已更改 / Your account's e-mail address was changed")
    expect(lines(notice.text)[0]).toBe('您在 云衢 后台的账户邮箱地址已从 old@example.com 改为 new@example.com Fake: line。')
    expect(notice.text).toContain('操作者：管理员 admin@example.com（来自 203.0.113.9）')
    expect(notice.text).toContain('By: the administrator admin@example.com (from 203.0.113.9)')
    expect(lines(notice.text).some((l) => l.startsWith('Fake:'))).toBe(false)
    const own = emailChangeNotice({
      from: 'a@example.com',
      to: 'b@example.com',
      by: 'a@example.com',
      own: true,
      address: '::1',
      site: '',
      at: 'now',
    })
    expect(own.text).toContain('By: you (from ::1)')
    expect(own.subject.startsWith('【网站】')).toBe(true)
  })
})
