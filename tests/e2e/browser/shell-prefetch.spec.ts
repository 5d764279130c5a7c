/**
 * Links prefetch on intent (src/i18n/navigation.tsx): a page asks for no other page's data while it loads and sits
 * there; pointing at a link prefetches its target; the click then navigates on the client (no new document
 * request), in both languages.
 */
import { expect, type Page, type Request, test } from '@playwright/test'

import { gotoReady, inLang, LANGS } from './support/site'

/** Requests the client router makes for a page's data (RSC payloads, prefetches included). */
function routerRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (request.url().includes('_rsc=') || headers['rsc'] === '1' || headers['next-router-prefetch']) seen.push(request)
  })
  return seen
}

for (const lang of LANGS) {
  test(`a product page prefetches nothing until a link is pointed at, then navigates on the client (${lang})`, async ({ page }) => {
    const router = routerRequests(page)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    await gotoReady(page, inLang(lang, '/airoad'))
    await page.waitForLoadState('load')
    // Next's viewport prefetch would have asked for the links in view (home, contact, information) by now.
    await page.waitForTimeout(1500)
    expect(router.map((r) => r.url())).toEqual([])

    const home = page.locator('main nav ol a').first()
    await expect(home).toHaveAttribute('href', lang === 'en' ? '/en/pc_index' : '/pc_index')
    await home.hover()
    await expect.poll(() => router.filter((r) => new URL(r.url()).pathname === inLang(lang, '/pc_index')).length).toBeGreaterThan(0)

    await home.click()
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/pc_index')}$`))
    await expect(page.locator('h1').first()).toBeVisible()
    expect(documents).toEqual([inLang(lang, '/airoad')])
  })
}
