/**
 * Session and language data in the browser (spec sections 3, 4 and 6; contract 1):
 * - token: localStorage `token` (persistent);
 * - user info: sessionStorage `userInfo`, as JSON (this tab only);
 * - language: localStorage `language` and the cookie `language` (the server reads the cookie).
 *
 * Every function is safe during server rendering (no `window`) and when storage is blocked
 * (private mode, disabled cookies): getters then answer "nothing stored" and setters do nothing.
 */
import { type Locale, localeFromLanguage } from '@/i18n/locales'

const TOKEN_KEY = 'token'
const USER_INFO_KEY = 'userInfo'
const LANGUAGE_KEY = 'language'
/** The language cookie lives for a year, on the whole site. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

type StorageKind = 'localStorage' | 'sessionStorage'

function storage(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null
  try {
    return window[kind] ?? null
  } catch {
    return null // reading the property throws when storage is disabled
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(kind: StorageKind, key: string, value: string | null): void {
  try {
    const store = storage(kind)
    if (!store) return
    if (value === null) store.removeItem(key)
    else store.setItem(key, value)
  } catch {
    // quota exceeded or storage blocked: the session simply is not kept
  }
}

/** Stores the token; an empty token, null or undefined removes it. */
export function setToken(token: string | null | undefined): void {
  write('localStorage', TOKEN_KEY, token ? token : null)
}

/** The stored token, or null. */
export function getToken(): string | null {
  return read('localStorage', TOKEN_KEY) || null
}

/** Stores the user info as JSON; null or undefined removes it. */
export function setUserInfo(info: unknown): void {
  write('sessionStorage', USER_INFO_KEY, info === null || info === undefined ? null : JSON.stringify(info))
}

/** The stored user info, or null when none is stored or it is not valid JSON. */
export function getUserInfo<T = unknown>(): T | null {
  const raw = read('sessionStorage', USER_INFO_KEY)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

/** Clears the session: removes the token and the user info (the language choice stays). */
export function clearAll(): void {
  write('localStorage', TOKEN_KEY, null)
  write('sessionStorage', USER_INFO_KEY, null)
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  try {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=')
      if (eq < 0) continue
      if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
    }
  } catch {
    // cookies disabled or a malformed value
  }
  return null
}

/**
 * The visitor's language: the localStorage value, else the cookie, by the spec's rule
 * (`en` is English, anything else, including nothing stored, Chinese).
 */
export function getLanguage(): Locale {
  return localeFromLanguage(read('localStorage', LANGUAGE_KEY) ?? readCookie(LANGUAGE_KEY))
}

/** Remembers the language in localStorage and in the `language` cookie (path `/`, one year, SameSite=Lax). */
export function setLanguage(locale: Locale): void {
  const value = localeFromLanguage(locale)
  write('localStorage', LANGUAGE_KEY, value)
  if (typeof document === 'undefined') return
  try {
    document.cookie = `${LANGUAGE_KEY}=${value}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`
  } catch {
    // cookies disabled
  }
}
