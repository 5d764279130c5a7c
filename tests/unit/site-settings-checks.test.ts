import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { contactMessage, validateHttpsAddress, validatePhone, validateWebAddress } from '@/fields/contact'
import { isDisplayPhone } from '@/lib/validators'

type Options = Parameters<typeof validatePhone>[1]
const options = (language: string) =>
  ({ req: { i18n: { language }, t: (k: string) => k, payload: { config: {} } } as unknown as PayloadRequest, required: false }) as Options

describe('isDisplayPhone', () => {
  it('accepts the ways the site writes phone numbers', () => {
    for (const ok of [
      '400-816-2018',
      '010-6289 5170',
      '+86 10 6289 5170',
      '(0571) 8888 6666',
      '13812345678',
      '010-12345678 转 123',
      '+86 400-816-2018 ext. 12',
    ])
      expect(isDisplayPhone(ok), ok).toBe(true)
  })

  it('refuses what is not a phone number', () => {
    for (const bad of [
      '',
      'call us',
      '12-34',
      '400-816-2018a',
      '++86 10 1234',
      '(010 6289 5170',
      'javascript:alert(1)',
      '1'.repeat(21),
      42,
    ])
      expect(isDisplayPhone(bad), String(bad)).toBe(false)
  })
})

describe('site settings checks', () => {
  it('refuse a bad phone, address or non-https SaaS login address in the editor’s language', () => {
    expect(validatePhone('abc', options('en'))).toBe(contactMessage('phone', 'en'))
    expect(validatePhone('abc', options('zh'))).toContain('电话号码无效')
    expect(validateWebAddress('www.example.com', options('en'))).toBe(contactMessage('url', 'en'))
    expect(validateWebAddress('javascript:alert(1)', options('zh'))).toContain('网址无效')
    expect(validateHttpsAddress('http://saas.example.com/login', options('en'))).toBe(contactMessage('https', 'en'))
    expect(validateHttpsAddress('/login', options('zh'))).toContain('https://')
  })

  it('accept good values', () => {
    expect(validatePhone('400-816-2018', options('en'))).toBe(true)
    expect(validateWebAddress('http://beian.miit.gov.cn/', options('en'))).toBe(true)
    expect(validateHttpsAddress('https://cloud.example.com/login', options('en'))).toBe(true)
    expect(validateWebAddress('', options('en'))).toBe(true)
  })
})
