/**
 * The footer and the layout (issue 4): contacts from the site settings (tel:, mailto:, the ICP number linked to the
 * filing site in a new window), the privacy policy and terms of use pages, the QR code in Chinese only; no footer on download, updateLog and updateLogDetail;
 * the page is at the top after a navigation.
 */
import { expect, test } from '@playwright/test'

import { ensureHomeContent } from './support/admin'
import { basePath, inLang, LANGS } from './support/site'

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

const FOOTERLESS = ['/download', '/updateLog?softwareId=1', '/updateLogDetail?id=1']

for (const lang of LANGS) {
  test.describe(`footer (${lang})`, () => {
    test('shows the contacts from the site settings', async ({ page }) => {
      await page.goto(inLang(lang, '/pc_index'))
      const footer = page.locator('[data-site-footer]')
      await expect(footer).toBeVisible()
      expect(await footer.locator('a[href^="tel:"]').count()).toBeGreaterThan(0)
      expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0)
      const icp = footer.locator('[data-footer-icp]')
      await expect(icp).toHaveAttribute('href', /^https?:\/\//)
      await expect(icp).toHaveAttribute('target', '_blank')
      await expect(icp).toHaveAttribute('rel', /noopener/)
      // The public security filing number beside it, with its badge, linked to the platform's query for its code.
      const psb = footer.locator('[data-footer-psb]')
      await expect(psb).toContainText('公网安备')
      await expect(psb).toHaveAttribute('href', /^https:\/\/beian\.mps\.gov\.cn\/#\/query\/webSearch\?code=\d{14}$/)
      await expect(psb.locator('svg')).toBeVisible()
      await expect(icp.locator('xpath=..').locator('[data-footer-psb]')).toHaveCount(1)
      for (const href of await footer.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^tel:\+?\d+$/)
      }
    })

    test('links the privacy policy and the terms of use by their titles, and the terms page reads in the language', async ({ page }) => {
      await page.goto(inLang(lang, '/pc_index'))
      const footer = page.locator('[data-site-footer]')
      const titles = lang === 'zh' ? ['隐私政策', '使用条款'] : ['Privacy policy', 'Terms of use']
      await expect(footer.locator('[data-footer-legal]')).toHaveText(titles)
      await footer.locator('[data-footer-legal="terms"]').click()
      await expect(page).toHaveURL(new RegExp(`${basePath}${inLang(lang, '/terms')}$`))
      await expect(page.locator('h1')).toHaveText(titles[1])
      await expect(page.locator('main')).toContainText(lang === 'zh' ? '适用法律' : 'Governing law')
    })

    test(lang === 'zh' ? 'shows the QR code in Chinese' : 'has no QR code in English', async ({ page }) => {
      await page.goto(inLang(lang, '/pc_index'))
      await expect(page.locator('[data-site-footer]')).toBeVisible()
      if (lang === 'zh') await expect(page.locator('[data-footer-qr] img')).toBeVisible()
      else await expect(page.locator('[data-footer-qr]')).toHaveCount(0)
    })

    test('no footer on download, updateLog and updateLogDetail', async ({ page }) => {
      // The layout decides by path: moving the URL to those paths (History API, as Next's router does) hides it.
      await page.goto(inLang(lang, '/pc_index'))
      await expect(page.locator('[data-site-footer]')).toBeVisible()
      // Next's router follows the History API once the page is hydrated.
      await expect(page.locator('header [data-site-nav]')).toHaveAttribute('data-ready', 'true')
      for (const path of FOOTERLESS) {
        await page.evaluate(
          (url) => window.history.pushState(null, '', url),
          `${new URL(page.url()).pathname.replace(/\/pc_index$/, '')}${path}`,
        )
        await expect(page.locator('[data-site-footer]')).toHaveCount(0)
        await page.evaluate(() => window.history.back())
        await expect(page.locator('[data-site-footer]')).toBeVisible()
      }
      // And the pages themselves, served by the server, come without it (once they exist on this branch).
      for (const path of FOOTERLESS) {
        const response = await page.goto(inLang(lang, path))
        if (response?.status() === 200) {
          await expect(page.locator('[data-site-header]')).toBeVisible()
          await expect(page.locator('[data-site-footer]')).toHaveCount(0)
        } else {
          test
            .info()
            .annotations.push({ type: 'note', description: `${inLang(lang, path)} answers ${response?.status()}: page not built yet` })
        }
      }
    })
  })
}

test('after a navigation the page is at the top', async ({ page }) => {
  await page.goto('/pc_index')
  await expect(page.locator('header [data-site-nav]')).toHaveAttribute('data-ready', 'true')
  await page.locator('[data-site-footer]').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.evaluate((url) => window.history.pushState(null, '', url), `${basePath}/pc_index?type=home&scroll=1`)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
