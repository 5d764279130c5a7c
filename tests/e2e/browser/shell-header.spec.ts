/**
 * The header (issue 4, spec sections 2 and 4), in both languages: dropdowns open on hover and close on leave; menu
 * entries and top items land on their URL with `type`; the Support menu is built from the software list (help
 * documents per software and language, update logs per software, in a new window); SaaS opens in a new window;
 * keyboard use; the menu button under 768 px.
 */
import { expect, type Page, test } from '@playwright/test'

import type { SoftwareRow } from '@/content/software'

import type { ApiData } from '../../support/answers'
import { ensureHomeContent } from './support/admin'
import { gotoReady, inLang, LANGS, pathAndQuery, publicApi } from './support/site'

const DROPDOWNS = ['product', 'programme', 'industry', 'user'] as const

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

const item = (page: Page, key: string) => page.locator(`header [data-nav-item="${key}"]`)
const panel = (page: Page, key: string) => item(page, key).locator('[data-nav-panel]')

for (const lang of LANGS) {
  test.describe(`header (${lang})`, () => {
    test('each dropdown opens on hover and closes when the mouse leaves', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      for (const key of DROPDOWNS) {
        await expect(panel(page, key)).toBeHidden()
        await item(page, key).locator('button').hover()
        await expect(panel(page, key)).toBeVisible()
        await expect(item(page, key).locator('button')).toHaveAttribute('aria-expanded', 'true')
        // hoverIndex set, activeIndex cleared: the home item is no longer marked active while hovering.
        await expect(item(page, key)).toHaveAttribute('data-state', 'hover')
        await expect(item(page, 'home')).not.toHaveAttribute('data-state', 'active')
        await page.mouse.move(5, 700)
        await expect(panel(page, key)).toBeHidden()
        await expect(item(page, 'home')).toHaveAttribute('data-state', 'active')
      }
    })

    test('a menu entry lands on its path with type set to the menu key', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      await item(page, 'product').locator('button').hover()
      const entry = panel(page, 'product').locator('a').first()
      const href = (await entry.getAttribute('href'))!
      expect(href).toMatch(/\?(.*&)?type=product$/)
      await entry.click()
      await expect.poll(() => pathAndQuery(page)).toBe(href.replace(/^https?:\/\/[^/]+/, ''))
      expect(new URL(page.url()).searchParams.get('type')).toBe('product')
    })

    test('top items with a path carry type=key; information keeps its class', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      await expect(item(page, 'home').locator('a')).toHaveAttribute('href', new RegExp(`${inLang(lang, '/pc_index')}\\?type=home$`))
      await expect(item(page, 'information').locator('a')).toHaveAttribute('href', new RegExp(`/information\\?class=-1&type=information$`))
      await expect(item(page, 'app').locator('a')).toHaveAttribute('href', /\/download\?type=app$/)
      await expect(item(page, 'about').locator('a')).toHaveAttribute('href', /\/about\?type=about$/)
      await item(page, 'information').locator('a').click()
      await expect.poll(() => pathAndQuery(page)).toBe(inLang(lang, '/information?class=-1&type=information'))
    })

    test('the Support menu lists help documents per software and language and update logs, in new windows', async ({ page, baseURL }) => {
      const software = (await publicApi<ApiData<SoftwareRow[]>>(baseURL!, `/client/software/softwareList?language=${lang}`)).data
      expect(software.length).toBeGreaterThan(0)
      await gotoReady(page, inLang(lang, '/pc_index'))
      await item(page, 'user').locator('button').hover()
      const links = panel(page, 'user').locator('a')
      for (const s of software) {
        for (const language of ['zh', 'en']) {
          const help = panel(page, 'user').locator(`a[href$="/helpDocuments?soft=${s.alias}&language=${language}&type=user"]`)
          await expect(help).toHaveCount(1)
          await expect(help).toHaveAttribute('target', '_blank')
          await expect(help).toHaveAttribute('rel', /noopener/)
        }
        const log = panel(page, 'user').locator(`a[href$="/updateLog?softwareId=${s.id}&type=user"]`)
        await expect(log).toHaveCount(1)
        await expect(log).toHaveAttribute('target', '_blank')
        await expect(log).toContainText(s.softwareName)
      }
      await expect(links.and(page.locator('a[href*="/demonstrationTeaching"]'))).toHaveCount(1)
      // A help document opens in a new window.
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        panel(page, 'user').locator('a[href*="/helpDocuments?"]').first().click(),
      ])
      expect(new URL(popup.url()).pathname).toMatch(/\/helpDocuments$/)
      await popup.close()
    })

    test('SaaS opens the login address from the site settings in a new window', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      const saas = item(page, 'saas').locator('a')
      await expect(saas).toHaveAttribute('target', '_blank')
      await expect(saas).toHaveAttribute('rel', /noopener/)
      await expect(saas).toHaveAttribute('href', /^https?:\/\//)
    })

    test('keyboard: Tab reaches every item, Enter or Space opens a panel, Escape closes it, focus is visible', async ({ page }) => {
      await gotoReady(page, inLang(lang, '/pc_index'))
      const keys = await page.locator('header [data-nav-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-item')))
      const reached = new Set<string>()
      for (let i = 0; i < 40 && reached.size < keys.length; i += 1) {
        await page.keyboard.press('Tab')
        const key = await page.evaluate(() => document.activeElement?.closest('[data-nav-item]')?.getAttribute('data-nav-item') ?? null)
        if (key) reached.add(key)
        if (key) {
          const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
          expect(outline, `focus on ${key} is visible`).not.toBe('none')
        }
      }
      expect([...reached].sort()).toEqual([...keys].sort())

      const button = item(page, 'product').locator('button')
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(panel(page, 'product')).toBeVisible()
      await page.keyboard.press('Tab')
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-nav-panel]')))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(panel(page, 'product')).toBeHidden()
      await expect(button).toBeFocused()

      const support = item(page, 'user').locator('button')
      await support.focus()
      await page.keyboard.press(' ')
      await expect(panel(page, 'user')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel(page, 'user')).toBeHidden()
    })

    test('under 768 px a menu button opens the same navigation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await gotoReady(page, inLang(lang, '/pc_index'))
      const nav = page.locator('header [data-site-nav]')
      const button = page.locator('header [data-menu-button]')
      await expect(nav).toBeHidden()
      await expect(button).toBeVisible()
      await button.click()
      await expect(nav).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      for (const key of DROPDOWNS) await expect(item(page, key)).toBeVisible()
      await item(page, 'user').locator('button').click()
      await expect(panel(page, 'user')).toBeVisible()
      await expect(panel(page, 'user').locator('a[href*="/updateLog?softwareId="]').first()).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel(page, 'user')).toBeHidden()
      await page.keyboard.press('Escape')
      await expect(nav).toBeHidden()
      await expect(button).toBeFocused()
    })
  })
}
