import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clearAll, getLanguage, getToken, getUserInfo, setLanguage, setToken, setUserInfo } from '@/client/session'

import { type FakeBrowser, installFakeBrowser } from './fake-browser'

describe('session in a browser', () => {
  let browser: FakeBrowser
  beforeEach(() => {
    browser = installFakeBrowser()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps the token in localStorage under "token"', () => {
    expect(getToken()).toBeNull()
    setToken('abc')
    expect(browser.localStorage.getItem('token')).toBe('abc')
    expect(browser.sessionStorage.getItem('token')).toBeNull()
    expect(getToken()).toBe('abc')
  })

  it('removes the token when set to an empty value', () => {
    setToken('abc')
    setToken('')
    expect(browser.localStorage.getItem('token')).toBeNull()
    setToken('abc')
    setToken(null)
    expect(getToken()).toBeNull()
  })

  it('keeps the user info as JSON in sessionStorage under "userInfo"', () => {
    setUserInfo({ name: '张三', id: 7 })
    expect(browser.sessionStorage.getItem('userInfo')).toBe('{"name":"张三","id":7}')
    expect(browser.localStorage.getItem('userInfo')).toBeNull()
    expect(getUserInfo<{ name: string; id: number }>()).toEqual({ name: '张三', id: 7 })
  })

  it('answers null for no user info or invalid JSON, and removes it when set to null', () => {
    expect(getUserInfo()).toBeNull()
    browser.sessionStorage.setItem('userInfo', '{broken')
    expect(getUserInfo()).toBeNull()
    setUserInfo({ a: 1 })
    setUserInfo(null)
    expect(browser.sessionStorage.getItem('userInfo')).toBeNull()
  })

  it('clearAll empties the token and the user info but keeps the language', () => {
    setToken('abc')
    setUserInfo({ a: 1 })
    setLanguage('en')
    clearAll()
    expect(getToken()).toBeNull()
    expect(getUserInfo()).toBeNull()
    expect(browser.localStorage.getItem('token')).toBeNull()
    expect(browser.sessionStorage.getItem('userInfo')).toBeNull()
    expect(getLanguage()).toBe('en')
  })

  it('setLanguage writes localStorage and the cookie', () => {
    setLanguage('en')
    expect(browser.localStorage.getItem('language')).toBe('en')
    expect(browser.document.values.get('language')).toBe('en')
    expect(browser.document.writes.at(-1)).toMatch(/^language=en; path=\/; max-age=\d+; SameSite=Lax$/)
    setLanguage('zh')
    expect(browser.localStorage.getItem('language')).toBe('zh')
    expect(browser.document.values.get('language')).toBe('zh')
  })

  it('getLanguage: en is English, anything else Chinese, nothing stored Chinese', () => {
    expect(getLanguage()).toBe('zh')
    browser.localStorage.setItem('language', 'en')
    expect(getLanguage()).toBe('en')
    browser.localStorage.setItem('language', 'EN')
    expect(getLanguage()).toBe('zh')
    browser.localStorage.setItem('language', 'fr')
    expect(getLanguage()).toBe('zh')
    browser.localStorage.setItem('language', '')
    expect(getLanguage()).toBe('zh')
  })

  it('getLanguage falls back to the cookie when localStorage has no value', () => {
    browser.document.cookie = 'other=1'
    browser.document.cookie = 'language=en'
    expect(getLanguage()).toBe('en')
    browser.localStorage.setItem('language', 'zh')
    expect(getLanguage()).toBe('zh') // localStorage wins
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    vi.stubGlobal('window', { localStorage: broken, sessionStorage: broken })
    expect(() => setToken('a')).not.toThrow()
    expect(getToken()).toBeNull()
    expect(() => clearAll()).not.toThrow()
    expect(getUserInfo()).toBeNull()
    expect(getLanguage()).toBe('zh')
  })
})

describe('session during server rendering (no window, no document)', () => {
  it('answers nothing stored and ignores writes', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    expect(() => setToken('abc')).not.toThrow()
    expect(getToken()).toBeNull()
    expect(() => setUserInfo({ a: 1 })).not.toThrow()
    expect(getUserInfo()).toBeNull()
    expect(() => setLanguage('en')).not.toThrow()
    expect(getLanguage()).toBe('zh')
    expect(() => clearAll()).not.toThrow()
  })
})
