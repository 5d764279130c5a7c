/**
 * What an expert buyer checks on the demo, walked in both languages at a phone's and a desktop's width: the download
 * page's system requirements open under each product and read in the page's language, and its older versions list
 * their own notes, downloads and checksums; a case names its client and
 * quotes the client's chief engineer; the footer says the demo is fictional. With DOCS_SCREENSHOTS=1 the desktop
 * walk writes docs/images/download-requirements-{zh,en}.png and case-quote-{zh,en}.png.
 */
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { inLang, LANGS } from './support/site'

const CJK = /[\u4e00-\u9fff]/

for (const width of [1440, 390]) {
  for (const lang of LANGS) {
    test(`download requirements and a case's client in ${lang} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const docs = process.env.DOCS_SCREENSHOTS === '1' && width === 1440

      await page.goto(inLang(lang, '/download'))
      const requirements = page.locator('#software-vrroad details').first()
      await expect(requirements.locator('summary')).toHaveText(lang === 'zh' ? '系统要求' : 'System requirements')
      await expect(requirements.locator('dl')).toBeHidden()
      await requirements.locator('summary').click()
      const items = requirements.locator('dt')
      await expect(items.first()).toBeVisible()
      expect(await items.count()).toBeGreaterThanOrEqual(6)
      const text = (await requirements.locator('dl').innerText()).replace(/\d+ ?GB|RTX|RX|\s/g, '')
      expect(CJK.test(text), 'requirements in the page language').toBe(lang === 'zh')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      // Older versions: each with its date, notes in the page language, its own download and SHA-256.
      const older = page.locator('#software-vrroad details', { hasText: lang === 'zh' ? '历史版本' : 'Older versions' })
      await older.locator('summary').click()
      const releases = older.locator('li')
      await expect(releases).toHaveCount(2)
      for (const release of await releases.all()) {
        // Its download is counted (/download/file/{id}?version=…) and leads to its own archive.
        const link = release.locator('a[download]')
        await expect(link).toHaveAttribute('href', /\/download\/file\/\d+\?version=[^&]+$/)
        const counted = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString(), { maxRedirects: 0 })
        expect(counted.status()).toBe(302)
        expect(counted.headers()['location']).toMatch(/\.zip$/)
        await expect(release.locator('code')).toHaveText(/^[0-9a-f]{64}$/)
        expect(CJK.test(await release.locator('p').nth(1).innerText()), 'release notes in the page language').toBe(lang === 'zh')
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      if (docs) await page.locator('#software-vrroad').screenshot({ path: path.resolve(`docs/images/download-requirements-${lang}.png`) })

      await page.goto(inLang(lang, '/crossRiverBridge'))
      const figure = page.locator('figure', { has: page.locator('blockquote') })
      const quote = figure.locator('blockquote')
      await expect(quote).toBeVisible()
      expect(CJK.test(await quote.innerText()), 'the quote in the page language').toBe(lang === 'zh')
      await expect(figure.locator('figcaption')).toContainText(lang === 'zh' ? '总工程师' : 'chief engineer')
      await expect(page.locator('dt', { hasText: lang === 'zh' ? /^客户$/ : /^Client$/ })).toHaveCount(1)
      await expect(page.locator('[data-footer-demo-notice]')).toContainText(lang === 'zh' ? '虚构' : 'fictional')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      if (docs) {
        const facts = figure.locator('xpath=..')
        await facts.screenshot({ path: path.resolve(`docs/images/case-quote-${lang}.png`) })
      }
      await context.close()
    })
  }
}
