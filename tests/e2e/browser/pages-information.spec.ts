/**
 * The news page (spec section 2, contract 5): tabs chosen by `class`, "load more" until the no-more text, the
 * loading text while loading, and the same paging through plain links without JavaScript.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'

import { adminLogin } from './support/admin'

const texts = {
  zh: {
    loadMore: '加载更多',
    loading: '加载中...',
    noMore: '没有更多数据了',
    noData: '暂无数据',
    company: '公司新闻',
    video: '精彩视频',
    next: '下一页',
  },
  en: {
    loadMore: 'Load more',
    loading: 'Loading...',
    noMore: 'No further data available',
    noData: 'No data',
    company: 'Company news',
    video: 'Highlight videos',
    next: 'Next page',
  },
}

async function total(request: APIRequestContext, cls: string, language: string): Promise<number> {
  const answer = await request.get(`client/message/clientMessageListPage?class=${cls}&pageNum=1&pageSize=1&language=${language}`)
  return (await answer.json()).total
}

const cards = 'main article h2 a'

for (const language of ['zh', 'en'] as const) {
  const t = texts[language]
  const prefix = language === 'en' ? 'en/' : ''

  test(`${language}: the tabs choose the class and the address says which`, async ({ page, request }) => {
    await page.goto(`${prefix}information?class=-1&type=information`)
    const tabs = page.getByRole('navigation', { name: language === 'en' ? 'News categories' : '新闻分类' })
    await expect(tabs.getByRole('link')).toHaveCount(6)
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1)

    await tabs.getByRole('link', { name: t.company }).click()
    await expect(page).toHaveURL(/[?&]class=company(&|$)/)
    await expect(tabs.getByRole('link', { name: t.company })).toHaveAttribute('aria-current', 'page')
    const companyTotal = await total(request, 'company', language)
    await expect(page.locator(cards)).toHaveCount(Math.min(10, companyTotal))
    for (const href of await page.locator(cards).evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/newsDetail\?type=information&id=\d+$/)
    }

    await tabs.getByRole('link', { name: t.video }).click()
    await expect(page).toHaveURL(/[?&]class=video(&|$)/)
    const videoTotal = await total(request, 'video', language)
    await expect(page.locator(cards)).toHaveCount(Math.min(10, videoTotal))
    if (videoTotal > 0) await expect(page.locator(cards).first()).toHaveAttribute('href', /zxyhdVideoDetail\?type=information&id=\d+$/)
  })

  test(`${language}: "load more" appends pages until the no-more text, showing the loading text meanwhile`, async ({ page, request }) => {
    const all = await total(request, '-1', language)
    test.skip(all <= 10, 'needs more than one page of news')
    // Slow the list calls down a little so the loading state can be seen.
    await page.route('**/client/message/clientMessageListPage*', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    await page.goto(`${prefix}information?class=-1&type=information`)
    await expect(page.locator(cards)).toHaveCount(10)
    const button = page.getByRole('button', { name: t.loadMore })
    await expect(button).toBeVisible()
    // JavaScript replaced the plain page links.
    await expect(page.getByRole('link', { name: t.next })).toHaveCount(0)
    await expect(page.getByText(t.noMore)).toHaveCount(0)

    let clicks = 0
    while ((await button.count()) > 0 && clicks < 50) {
      await button.click()
      await expect(page.getByRole('status')).toHaveText(t.loading)
      clicks += 1
      await expect(page.locator(cards)).toHaveCount(Math.min(10 * (clicks + 1), all))
    }
    await expect(page.getByRole('status')).toHaveText(t.noMore)
    await expect(button).toHaveCount(0)
    await expect(page.locator(cards)).toHaveCount(all)
    // No item twice.
    const hrefs = await page.locator(cards).evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(all)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('plain page links page through the list, and the last page ends with the no-more text', async ({ page, request }) => {
    const all = await total(request, '-1', 'zh')
    test.skip(all <= 10, 'needs more than one page of news')
    await page.goto('information?class=-1&type=information')
    await expect(page.locator(cards)).toHaveCount(10)
    await expect(page.getByRole('button', { name: texts.zh.loadMore })).toHaveCount(0)
    const last = Math.ceil(all / 10)
    for (let p = 2; p <= last; p += 1) {
      await page.getByRole('link', { name: texts.zh.next }).click()
      await expect(page).toHaveURL(new RegExp(`pageNum=${p}`))
      await expect(page.locator(cards)).toHaveCount(p === last ? all - 10 * (last - 1) : 10)
    }
    await expect(page.getByText(texts.zh.noMore)).toBeVisible()
  })

  test('an empty class shows the no-data text, in both languages', async ({ page, request, baseURL }) => {
    // The demo company has news in every class, so the test empties one for its duration: an administrator moves
    // the notices to another class (a field that is not localized, so nothing is lost) and moves them back after.
    const admin = await adminLogin(baseURL!)
    const notices = (await admin.get<{ docs: { id: number }[] }>('/api/news?where[class][equals]=notice&limit=1000&depth=0&draft=false'))
      .docs
    const setClass = async (cls: string) => {
      for (const { id } of notices) await admin.send('PATCH', `/api/news/${id}?depth=0&locale=zh`, { class: cls, _status: 'published' })
    }
    const before = { zh: await total(request, 'notice', 'zh'), en: await total(request, 'notice', 'en') }
    try {
      await setClass('industry')
      expect(await total(request, 'notice', 'en')).toBe(0)
      for (const language of ['zh', 'en'] as const) {
        const prefix = language === 'en' ? 'en/' : ''
        await page.goto(`${prefix}information?class=notice&type=information`)
        await expect(page.getByText(texts[language].noData)).toBeVisible()
        await expect(page.locator(cards)).toHaveCount(0)
        await expect(page.getByRole('link', { name: texts[language].next })).toHaveCount(0)
      }
    } finally {
      await setClass('notice')
    }
    expect({ zh: await total(request, 'notice', 'zh'), en: await total(request, 'notice', 'en') }).toEqual(before)
    await page.goto('en/information?class=notice&type=information')
    await expect(page.locator(cards)).toHaveCount(Math.min(10, before.en))
  })
})
