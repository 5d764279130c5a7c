/**
 * A minimal browser for unit tests (no jsdom): in-memory localStorage and sessionStorage, and a
 * document.cookie that behaves like the real one (reading gives `a=1; b=2`, writing sets one cookie,
 * `max-age=0` deletes it). Installed with vi.stubGlobal; undo with vi.unstubAllGlobals().
 */
import { vi } from 'vitest'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.has(key) ? this.items.get(key)! : null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

class CookieJar {
  readonly values = new Map<string, string>()
  /** Every string assigned to document.cookie, in order. */
  readonly writes: string[] = []
  get cookie(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  set cookie(text: string) {
    this.writes.push(text)
    const [pair, ...attributes] = text.split(';')
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.values.delete(name)
    else this.values.set(name, value)
  }
}

export interface FakeBrowser {
  localStorage: MemoryStorage
  sessionStorage: MemoryStorage
  document: CookieJar
}

export function installFakeBrowser(): FakeBrowser {
  const browser: FakeBrowser = {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    document: new CookieJar(),
  }
  vi.stubGlobal('window', { localStorage: browser.localStorage, sessionStorage: browser.sessionStorage })
  vi.stubGlobal('localStorage', browser.localStorage)
  vi.stubGlobal('sessionStorage', browser.sessionStorage)
  vi.stubGlobal('document', browser.document)
  return browser
}
