import type { Page } from '@playwright/test'

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

/** A fresh visitor address for the contact limit (X-Forwarded-For; the browser tests' server trusts one hop). */
export function visitorAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  return `198.18.${byte()}.${byte()}`
}
