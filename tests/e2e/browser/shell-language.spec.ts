/**
 * The language switcher (contract 1, issue 4): the same page with the same query in the other language, the choice
 * kept in the cookie and localStorage `language` (it survives a reload, and `/` then opens that language); the home
 * lists and the Support menu's software list come in the new language.
 */
import { expect, type Page, test } from '@playwright/test'

import type { MessageRow } from '@/content/news'
import type { SoftwareRow } from '@/content/software'

import type { ApiData, ApiList } from '../../support/answers'
import { ensureHomeContent } from './support/admin'
import { basePath, gotoReady, inLang, pathAndQuery, publicApi } from './support/site'

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
})

const switcher = '[data-language-switch]'

async function languageStored(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'language')?.value
  const local = await page.evaluate(() => localStorage.getItem('language'))
  return { cookie, local }
}

test('Chinese to English keeps the page and the query, and survives a reload', async ({ page }) => {
  await gotoReady(page, '/pc_index?type=home&ref=test')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // Through the server's switch, which knows whether the other language has this page (issue 33, item 3).
  await expect(page.locator(switcher)).toHaveAttribute(
    'href',
    `${basePath}/switch-language?to=en&from=${encodeURIComponent('/pc_index?type=home&ref=test')}`,
  )
  await page.locator(switcher).click()
  await expect.poll(() => pathAndQuery(page)).toBe('/en/pc_index?type=home&ref=test')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await languageStored(page)).toEqual({ cookie: 'en', local: 'en' })

  await page.reload()
  expect(pathAndQuery(page)).toBe('/en/pc_index?type=home&ref=test')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The root opens the remembered language.
  await page.goto('/')
  await expect.poll(() => pathAndQuery(page)).toBe('/en/pc_index')
})

test('English to Chinese keeps the page and the query (phone_index too)', async ({ page }) => {
  await gotoReady(page, '/en/phone_index?type=home&x=1')
  await page.locator(switcher).click()
  await expect.poll(() => pathAndQuery(page)).toBe('/phone_index?type=home&x=1')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  expect(await languageStored(page)).toEqual({ cookie: 'zh', local: 'zh' })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await page.goto('/')
  await expect.poll(() => pathAndQuery(page)).toBe('/pc_index')
})

test('after a switch the home lists and the Support software list are in the new language', async ({ page, baseURL }) => {
  const [newsZh, newsEn, softZh, softEn] = await Promise.all([
    publicApi<ApiList<MessageRow>>(baseURL!, '/client/message/clientHomeLatestInfo?language=zh'),
    publicApi<ApiList<MessageRow>>(baseURL!, '/client/message/clientHomeLatestInfo?language=en'),
    publicApi<ApiData<SoftwareRow[]>>(baseURL!, '/client/software/softwareList?language=zh'),
    publicApi<ApiData<SoftwareRow[]>>(baseURL!, '/client/software/softwareList?language=en'),
  ])
  await gotoReady(page, '/pc_index')
  const news = page.locator('[data-home-section="news"]')
  const support = page.locator('header [data-nav-item="user"] [data-nav-panel]')
  await expect(news).toContainText(newsZh.rows[0].messageTitle)
  await expect(support.locator('a[href*="/updateLog?"]').first()).toContainText(softZh.data[0].softwareName)

  await page.locator(switcher).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(news).toContainText(newsEn.rows[0].messageTitle)
  await expect(support.locator('a[href*="/updateLog?"]').first()).toContainText(softEn.data[0].softwareName)
  await expect(
    page.locator(`header [data-nav-item="user"] a[href$="/helpDocuments?soft=${softEn.data[0].alias}&language=en&type=user"]`).first(),
  ).toContainText(softEn.data[0].softwareName)
})

test('the switcher is a link to the other language without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(inLang('en', '/pc_index?type=home'))
  // The server's HTML does not know the query: the switch reads the page from the Referer.
  await expect(page.locator(switcher)).toHaveAttribute('href', `${basePath}/switch-language?to=zh`)
  await page.locator(switcher).click()
  await expect.poll(() => pathAndQuery(page)).toBe('/pc_index?type=home')
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('zh')
  await context.close()
})
