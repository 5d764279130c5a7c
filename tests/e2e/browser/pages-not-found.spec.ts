/** An unknown or malformed id gives a 404 page in the visitor's language with a way back, never a 500. */
import { expect, test } from '@playwright/test'

const cases = [
  'newsDetail?type=information&id=999999',
  'newsDetail?type=information&id=abc',
  'newsDetail?type=information&id=',
  'zxyhdVideoDetail?type=information&id=999999',
  'zxyhdVideoDetail?type=information&id=-3',
  'videoDetail?id=999999',
  'updateLog?softwareId=999999',
  'updateLog?softwareId=x',
  'updateLogDetail?id=999999',
  'demonstrationTeaching?id=999999',
  'helpDocuments?soft=no-such-software&language=en',
  'helpDocuments?soft=%2E%2E%2F&language=zh',
  'information?class=nope',
  'information?class=company&pageNum=9999',
  'no-such-page',
  'news/no-such-article',
  'newsDetail/abc',
  'information/nope/1',
]

const languages = {
  zh: { prefix: '', title: '页面不存在', back: '返回首页', lang: 'zh-CN' },
  en: { prefix: 'en/', title: 'Page not found', back: 'Back to the home page', lang: 'en' },
}

for (const [language, t] of Object.entries(languages)) {
  test(`${language}: unknown and malformed ids answer 404 in the visitor's language`, async ({ request }) => {
    for (const path of cases) {
      const response = await request.get(`${t.prefix}${path}`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${t.lang}"`)
      expect(html, path).toContain(t.title)
      expect(html, path).toContain(t.back)
    }
  })

  test(`${language}: the 404 page leads back home`, async ({ page }) => {
    const response = await page.goto(`${t.prefix}newsDetail?type=information&id=999999`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    await expect(page).toHaveTitle(t.title)
    await page.getByRole('link', { name: t.back }).click()
    await expect(page).toHaveURL(new RegExp(`/${t.prefix}pc_index$`))
  })
}

test('a detail address without its id leads to its list, and an internal address to its public one', async ({ request }) => {
  const cases: Array<[string, number, RegExp]> = [
    ['newsDetail', 307, /\/information\?class=-1&type=information$/],
    ['en/zxyhdVideoDetail?type=information', 307, /\/en\/information\?class=video&type=information$/],
    ['updateLogDetail', 307, /\/updateLog$/],
    ['newsDetail/1', 308, /\/newsDetail\?type=information&id=1$/],
    ['en/information/company/2', 308, /\/en\/information\?class=company&type=information&pageNum=2$/],
  ]
  for (const [path, status, location] of cases) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    expect(response.headers().location, path).toMatch(location)
  }
})
