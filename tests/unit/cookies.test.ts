import { describe, expect, it } from 'vitest'

import { editorLanguage } from '@/lib/admin-locale'
import { cookieValue, hasCookie } from '@/lib/cookies'

describe('reading the Cookie header', () => {
  it('finds a cookie by its exact name, decoded, the first of repeated names', () => {
    const header = 'theme=dark; payload-lng=en-US; note=%E4%B8%AD%E6%96%87; payload-lng=zh'
    expect(cookieValue(header, 'payload-lng')).toBe('en-US')
    expect(cookieValue(header, 'note')).toBe('中文')
    expect(cookieValue(header, 'lng')).toBeUndefined()
    expect(cookieValue(null, 'payload-lng')).toBeUndefined()
  })

  it('tells a session cookie from one whose name only ends or starts the same', () => {
    expect(hasCookie('a=1; payload-token=', 'payload-token')).toBe(true)
    expect(hasCookie('xpayload-token=abc; payload-token-old=1', 'payload-token')).toBe(false)
    expect(hasCookie('__prerender_bypass=1', 'payload-token', '__prerender_bypass')).toBe(true)
    expect(hasCookie(undefined, 'payload-token')).toBe(false)
  })

  it('gives the admin’s language from its cookie, else the browser’s first language', () => {
    expect(editorLanguage('payload-lng=en', 'zh-CN')).toBe('en')
    expect(editorLanguage('payload-lng=zh', 'en-GB,en')).toBe('zh')
    expect(editorLanguage('mypayload-lng=en', 'zh-CN')).toBe('zh')
    expect(editorLanguage(null, 'en-GB,en;q=0.9')).toBe('en')
    expect(editorLanguage(null, null)).toBe('zh')
  })
})
