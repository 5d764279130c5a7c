import { describe, expect, it } from 'vitest'

import { isEmailAddress, validateContact } from '@/lib/contact-form'

const ok = { name: '张三', phone: '13800000000', email: 'zhang@example.com', requirement: '需要报价' }

describe('validateContact', () => {
  it('answers each empty field with the contract’s message in the page’s language', () => {
    const zh = validateContact({ name: ' ', phone: '', email: null, requirement: undefined }, 'zh')
    expect(zh.ok).toBe(false)
    if (!zh.ok)
      expect(zh.errors).toEqual({ name: '姓名不能为空', phone: '电话/手机不能为空', email: '邮箱不能为空', requirement: '需求不能为空' })
    const en = validateContact({ ...ok, email: 'a@b' }, 'en')
    expect(en.ok ? null : en.firstError).toBe('Please enter the correct e-mail address')
  })

  it('drops control characters, so a value of NULs only is empty (PostgreSQL refuses NUL)', () => {
    const cleaned = validateContact({ ...ok, name: 'A\u0000B\u0007', requirement: 'line 1\nline 2\tx' }, 'en')
    expect(cleaned.ok && cleaned.data).toMatchObject({ name: 'AB', requirement: 'line 1\nline 2\tx' })
    const empty = validateContact({ ...ok, name: '\u0000\u0000' }, 'en')
    expect(empty.ok ? null : empty.errors.name).toBe('Name cannot be empty')
  })

  it('counts characters as people do: 50 emoji are a valid name, 51 are not', () => {
    expect(validateContact({ ...ok, name: '🙂'.repeat(50) }, 'zh').ok).toBe(true)
    expect(validateContact({ ...ok, name: '🙂'.repeat(51) }, 'zh').ok).toBe(false)
  })

  it('refuses wrongly typed values as empty', () => {
    for (const value of [[], {}, true, null]) expect(validateContact({ ...ok, name: value }, 'en').ok).toBe(false)
    expect(validateContact([ok], 'en').ok).toBe(false)
  })
})

describe('isEmailAddress (the rule the leads collection accepts as well)', () => {
  it('accepts ordinary addresses', () => {
    for (const a of ['a@b.cn', 'user.name+tag@mail.example.com', "o'brien@example.org", 'x_y-z@sub-domain.example.co.uk', '12345@qq.com']) {
      expect(isEmailAddress(a), a).toBe(true)
    }
  })

  it('refuses what the store would refuse', () => {
    for (const a of [
      'a@b.c',
      'a@b',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@-b.com',
      'a@b-.com',
      'a@b..com',
      'a b@example.com',
      'a<b@example.com',
      '"a"@example.com',
      'a@b@example.com',
      '用户@例子.中国',
      'a@example.c0m',
    ]) {
      expect(isEmailAddress(a), a).toBe(false)
    }
  })
})
