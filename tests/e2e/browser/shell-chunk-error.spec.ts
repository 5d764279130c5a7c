/**
 * Spec section 8: a script chunk that fails to load (a page opened before a deploy asks for chunks of the old build,
 * which are gone) gives a reload prompt in the page's language instead of a broken page, and its button reloads.
 */
import { expect, type Page, test } from '@playwright/test'

import { gotoReady, inLang, LANGS } from './support/site'

const TEXTS = {
  zh: { title: '网站已更新', reload: '重新加载' },
  en: { title: 'The site has been updated', reload: 'Reload' },
} as const

const CHUNK = /\/_next\/static\/chunks\/.+\.js(\?|$)/

/** From now on every script chunk the page asks for is gone (404), as after a deploy. */
async function deployHappened(page: Page): Promise<() => number> {
  let failed = 0
  await page.route(CHUNK, (route) => {
    failed++
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' })
  })
  return () => failed
}

for (const lang of LANGS) {
  test(`a navigation that needs a chunk of the old build shows the reload prompt (${lang}), and reloading works`, async ({ page }) => {
    await gotoReady(page, inLang(lang, '/pc_index'))
    const failedChunks = await deployHappened(page)
    // The news page has client code the home page does not load: following its link needs a new chunk.
    const link = page.locator(`header a[href="${inLang(lang, '/information?class=-1&type=information')}"]`).first()
    await link.evaluate((a: HTMLAnchorElement) => a.click())

    const prompt = page.locator('main[data-page-error]')
    await expect(prompt.getByRole('heading', { name: TEXTS[lang].title })).toBeVisible()
    expect(failedChunks()).toBeGreaterThan(0)
    // One message, not two: the floating prompt stays away while the page shows it.
    await page.waitForTimeout(600)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.locator('header')).toBeVisible()

    await page.unroute(CHUNK)
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: TEXTS[lang].reload }).click()])
    await page.locator('header [data-site-nav][data-ready="true"]').waitFor({ state: 'attached' })
    await expect(page.locator('[data-page-error]')).toHaveCount(0)
    expect(new URL(page.url()).search).toContain('class=-1')
    await expect(page.locator('main h1').first()).toBeVisible()
  })
}

test('a chunk that fails outside rendering (a lazy script) shows the floating prompt, whose button reloads', async ({ page }) => {
  await gotoReady(page, '/en/pc_index')
  await deployHappened(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.src = '/_next/static/chunks/gone-after-deploy.js'
    document.head.append(script)
  })
  const prompt = page.getByRole('alertdialog', { name: TEXTS.en.title })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('button', { name: TEXTS.en.reload })).toBeFocused()
  await expect(page.locator('[data-page-error]')).toHaveCount(0)

  await page.unroute(CHUNK)
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: TEXTS.en.reload }).click()])
  await page.locator('header [data-site-nav][data-ready="true"]').waitFor({ state: 'attached' })
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
