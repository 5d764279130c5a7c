import type { Browser, Page } from '@playwright/test'

export const LANGS = ['zh', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** A page path in one language: Chinese at the root, English under /en (contract 1). */
export const inLang = (lang: Lang, path: string) => (lang === 'en' ? `/en${path}` : path)

/** The base path the site runs under (BASE_PATH), as URLs in the browser show it. */
export const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '')

/** The path and query of the page's URL, without the base path. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url())
  const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname
  return `${path}${url.search}`
}

/** Calls the public API (contract 3) of the site under test; `T` is the answer the caller expects (`ApiList<MessageRow>`). */
export async function publicApi<T = unknown>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL.replace(/\/+$/, '')}${path}`)
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return res.json() as Promise<T>
}

/** Opens a page and waits until it is hydrated (the header's menu marks itself ready). */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('header [data-site-nav][data-ready="true"]').waitFor({ state: 'attached' })
  return response
}

/**
 * The contact rate limit of the browser tests' server (playwright.config.ts): low, so the limit is reached in a
 * test; the server believes one forwarded hop (TRUST_PROXY=1), so each test submits from an address of its own.
 */
export const BROWSER_CONTACT_RATE_LIMIT = '3/600'

/** The port of the lead-alert walk's local robot, which the browser tests' server may send to (LEAD_ALERT_HOSTS). */
export const LEAD_ROBOT_PORT = Number(process.env.E2E_BROWSER_PORT ?? 3211) + 90

/** The port of the WeChat share walk's local WeChat API (WECHAT_API_URL of the browser tests' server). */
export const WECHAT_API_PORT = Number(process.env.E2E_BROWSER_PORT ?? 3211) + 91

/** The port of the search-push walk's local Baidu and IndexNow (BAIDU_PUSH_ENDPOINT, INDEXNOW_ENDPOINT of the server). */
export const SEARCH_ENGINES_PORT = Number(process.env.E2E_BROWSER_PORT ?? 3211) + 92

/** A fresh visitor address for the contact limit (X-Forwarded-For; the browser tests' server trusts one hop). */
export function visitorAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  return `198.18.${byte()}.${byte()}`
}

/** A desktop Chrome user agent: what a person's browser says (the headless one is a bot to the insight). */
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/**
 * A visitor's browser for what counts (insight, teaching views): not marked as automated, a desktop Chrome user
 * agent, an address of its own (or `address`), so that it counts once per visitor and day like a person.
 */
export async function visitorContext(browser: Browser, address = visitorAddress()) {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME, locale: 'zh-CN', extraHTTPHeaders: { 'X-Forwarded-For': address } })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true })
  })
  return context
}
