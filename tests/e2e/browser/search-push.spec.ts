/**
 * The marketing lead's search-engine push, as docs/editors.md says: the lead enters Baidu's site and token and an
 * IndexNow key in the site settings (the token is shown masked afterwards); an editor publishes a news item; within
 * seconds 设置 → 搜索引擎推送 lists its URL as pushed to both engines with Baidu's answer and the quota left today. Once
 * Baidu's quota is used up, the next item waits and the console says until when (midnight Beijing time). The page fits
 * a 320 px phone and a 2560 px screen. The engines are local (tests/support/mock-search-engines.ts) at the ports the
 * browser tests' server is given (playwright.config.ts). DOCS_SCREENSHOTS=1 writes docs/images/search-push*.png.
 */
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { BAIDU_TOKEN, type MockEngines, startMockEngines } from '../../support/mock-search-engines'
import { type Admin, adminLogin } from './support/admin'
import { signInInOwnContext } from './support/sign-in'
import { SEARCH_ENGINES_PORT } from './support/site'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const lead = { email: `push-${stamp}@example.com`, password: `Push-${stamp}-pass` }
const key = `walk-${stamp}-indexnow`
const shots = process.env.DOCS_SCREENSHOTS === '1'
let mock: MockEngines
let admin: Admin
const created: number[] = []

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.resolve('docs/images', `${name}.png`), fullPage: true })
}

test.beforeAll(async ({ baseURL }) => {
  mock = await startMockEngines(SEARCH_ENGINES_PORT)
  admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...lead, role: 'admin', name: '市场部老陈' })
})

test.afterAll(async () => {
  await admin.send('POST', '/api/globals/site-settings?locale=zh', { baiduPush: { site: '', token: '' }, indexNowKey: '' })
  for (const id of created) await admin.send('DELETE', `/api/news/${id}`).catch(() => undefined)
  await mock.close()
})

async function publish(title: string): Promise<number> {
  const saved = await admin.send<{ doc: { id: number } }>('POST', '/api/news?locale=zh', {
    title,
    class: 'company',
    publishedAt: new Date().toISOString(),
    _status: 'published',
  })
  created.push(saved.doc.id)
  return saved.doc.id
}

test('the lead configures the engines, a publish is pushed within seconds, and over quota it waits', async ({ browser, baseURL }) => {
  const page = await signInInOwnContext(browser, lead, { width: 1280, height: 900 })
  // The site's own address, as its pages name it (SERVER_URL): what the lead registered with Baidu.
  const home = await (await page.request.get('pc_index')).text()
  const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)?.[1] ?? baseURL!).origin

  // The settings: the Baidu site and token, and an IndexNow key.
  await page.goto('admin/globals/site-settings?locale=zh')
  await page.getByText('百度统计与搜索引擎推送', { exact: true }).click()
  await page.locator('#field-baiduPush__site').fill(origin)
  await page.locator('#field-baiduPush__token').fill(BAIDU_TOKEN)
  await page.locator('#field-indexNowKey').fill(key)
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByText('更新成功。').first()).toBeVisible()
  await page.reload()
  await page.getByText('百度统计与搜索引擎推送', { exact: true }).click()
  await expect(page.locator('#field-baiduPush__token')).toHaveValue(/^••••••••/)
  // The key file the engines check.
  const file = await page.request.get(`${key}.txt`)
  expect(file.status()).toBe(200)
  expect(await file.text()).toBe(key)

  // An editor publishes; the job (every 2 s here) pushes it to both engines.
  const id = await publish(`推送演示 ${stamp}`)
  const url = `/newsDetail?type=information&id=${id}`
  await expect.poll(() => mock.baidu.requests.flat().some((u) => u.endsWith(url)), { timeout: 20_000 }).toBe(true)
  await expect.poll(() => mock.indexNow.requests.flatMap((r) => r.urlList).some((u) => u.endsWith(url)), { timeout: 20_000 }).toBe(true)

  await page.goto(`admin/collections/search-pushes?search=${encodeURIComponent(`id=${id}`)}`)
  // The newest first: this item's two pushes (an earlier item of the same id, deleted since, may follow them).
  const rows = page.locator('.table tbody tr')
  await expect(rows.nth(1)).toBeVisible()
  const newest = [(await rows.nth(0).textContent()) ?? '', (await rows.nth(1).textContent()) ?? '']
  expect(newest.every((text) => text.includes('已推送') && text.includes(url))).toBe(true)
  expect(newest.some((text) => text.includes('百度')) && newest.some((text) => text.includes('IndexNow'))).toBe(true)
  const baidu = page.locator('[data-engine="baidu"]')
  await expect(baidu).toContainText('今日剩余配额')
  await expect(baidu).toContainText(String(mock.baidu.quota - mock.baidu.used))
  await shot(page, 'search-push')

  // Baidu's quota used up: the next item waits for midnight Beijing time, IndexNow still takes it.
  mock.baidu.used = mock.baidu.quota
  const waiting = await publish(`推送演示（配额）${stamp}`)
  const waitingUrl = `/newsDetail?type=information&id=${waiting}`
  await expect
    .poll(() => mock.indexNow.requests.flatMap((r) => r.urlList).some((u) => u.endsWith(waitingUrl)), { timeout: 20_000 })
    .toBe(true)
  await expect
    .poll(
      async () => {
        await page.goto('admin/collections/search-pushes')
        return (await baidu.textContent()) ?? ''
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toContain('配额已用完，等待到')
  await expect(baidu).toContainText('00:00')
  await expect(baidu).toContainText('今日剩余配额: 0')
  expect(mock.baidu.requests.flat().some((u) => u.endsWith(waitingUrl))).toBe(false)

  // At both ends of the widths, the page holds without scrolling sideways.
  for (const width of [320, 2560]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('admin/collections/search-pushes')
    await expect(baidu).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
    if (width === 320) await shot(page, 'search-push-320')
  }
  await page.context().close()
})
