/** One person signed in to the admin in a browser context of their own (two people: two contexts, two sessions). */
import { type Browser, expect, type Page } from '@playwright/test'

export async function signInInOwnContext(
  browser: Browser,
  who: { email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {})
  const page = await context.newPage()
  await page.goto('admin/login')
  await page.locator('#field-email').fill(who.email)
  await page.locator('#field-password').fill(who.password)
  await page.getByRole('button', { name: '登录' }).click()
  // The menu's "内容" group: rendered (visible from 1024 px, where the menu is open).
  await expect(page.locator('.nav-group__label', { hasText: '内容' })).toBeAttached()
  return page
}
