/**
 * First-party insight end to end (src/content/insight/): a visitor reads six pages (two of them news articles, each
 * its own row by title, linked to the article in the admin), plays a teaching video to the end, downloads an
 * installer twice (counted once: once per visitor and day) and searches the site (once for words that find nothing,
 * twice in different capitals and spaces); the admin's 访问统计 page then shows exactly those counts more than before.
 *
 * The page's beacon stays silent in a browser driven by automation (`navigator.webdriver`) and the server counts no
 * headless user agent, so the other browser tests add nothing. The visitor here is made to look like a person's
 * browser, in this test's context only: `navigator.webdriver` false and a desktop Chrome user agent. Counts of
 * earlier tests or runs cannot break it: it compares the page before and after, row by row.
 */
import { expect, type Page, type Request, test } from '@playwright/test'

import type { MessageRow } from '@/content/news'
import type { AlbumRow, ClassificationRow } from '@/content/teaching'
import { insightDay, normaliseSearchQuery } from '@/lib/insight'
import { weekOf } from '@/lib/insight-report'

import type { ApiList } from '../../support/answers'
import { basePath, gotoReady, visitorContext } from './support/site'

const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

const REFERRER = 'https://www.baidu.com/link?url=insight-e2e'
/** What the report keeps of REFERRER: its host, without `www.`. */
const REFERRER_HOST = 'baidu.com'

type Beacon = { t: string; p?: string; m?: string; q?: string; language?: string; r?: string }

const beaconOf = (request: Request): Beacon | null =>
  request.method() === 'POST' && request.url().includes('/client/insight/beacon')
    ? (JSON.parse(request.postData() ?? '{}') as Beacon)
    : null

/** Opens a page and waits until its beacon has sent the view of that path. */
async function visit(page: Page, url: string, options: { referer?: string } = {}): Promise<Beacon> {
  const path = `${basePath}/${url}`
  const sent = page.waitForRequest((r) => beaconOf(r)?.t === 'v' && beaconOf(r)?.p === path)
  const response = await page.goto(url, options)
  expect(response?.status()).toBe(200)
  await page.locator('header [data-site-nav][data-ready="true"]').waitFor({ state: 'attached' })
  return beaconOf(await sent)!
}

/** The section of one table of the Insight page, by its heading. */
const tableOf = (page: Page, heading: string) =>
  page.getByRole('heading', { name: heading, exact: true }).locator('xpath=ancestor::section[1]')

/** The rows of one table of the Insight page (by its heading), each a list of cell texts. */
async function rowsOf(page: Page, heading: string): Promise<string[][]> {
  const section = tableOf(page, heading)
  await expect(section).toHaveCount(1)
  return section
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')))
}

type Watched = {
  /** Rows of the page table, by the title the admin shows (Chinese). */
  titles: string[]
  software: string
  version: string
  album: string
  /** Search words as the insight keeps them (normalised), in Chinese; the second finds nothing. */
  searches: [string, string]
  week: string
}

/**
 * Shows the Insight page's tables for a fixed range of days that ends tomorrow (a read after midnight in
 * Asia/Shanghai covers the same days as the one before it), as the server answers them now: opened the first time,
 * then by asking for another range and this one again.
 */
async function showRange(page: Page, range: { from: string; to: string }) {
  const days = tableOf(page, '每日浏览量（按语言）').locator('tbody tr td:first-child')
  if (new URL(page.url()).pathname.endsWith('/admin/insight')) {
    await page.getByRole('button', { name: '最近 7 天', exact: true }).click()
    await expect(days.last()).not.toHaveText(range.to)
  } else {
    await page.goto('admin/insight')
    await expect(days.first()).toBeVisible()
    await page.getByLabel('从', { exact: true }).fill(range.from)
    await page.getByLabel('到', { exact: true }).fill(range.to)
  }
  await page.getByRole('button', { name: '查看', exact: true }).click()
  // The tables are those of this answer once the table of days runs from the range's first day to its last.
  await expect(days.first()).toHaveText(range.from)
  await expect(days.last()).toHaveText(range.to)
}

/** What the Insight page shows of the things this test does (0 where a row is missing). */
async function readInsight(page: Page, watched: Watched, range: { from: string; to: string }) {
  await showRange(page, range)
  const [days, pages, referrers, devices, downloads, plays, searches, zero] = await Promise.all(
    [
      '每日浏览量（按语言）',
      '页面与文章（每篇一行）',
      '来源网站',
      '设备类型',
      '软件下载（按软件和版本）',
      '教学与视频完成漏斗',
      '站内搜索（按周）',
      '没有结果的搜索（按周）',
    ].map((h) => rowsOf(page, h)),
  )
  const count = (rows: string[][], match: (row: string[]) => boolean, column: number) => {
    const found = rows.filter(match)
    expect(found.length).toBeLessThanOrEqual(1)
    return found.length ? Number(found[0][column]) : 0
  }
  const albumRows = plays.filter((r) => r[0] === watched.album)
  expect(albumRows.length).toBeLessThanOrEqual(1)
  const searched = (rows: string[][], query: string) => (r: string[]) => r[0] === watched.week && r[1] === query && r[2] === 'zh'
  return {
    views: Object.fromEntries(watched.titles.map((t) => [t, count(pages, (r) => r[0] === t, 1)])),
    zh: days.reduce((n, r) => n + Number(r[1]), 0),
    en: days.reduce((n, r) => n + Number(r[2]), 0),
    referrer: count(referrers, (r) => r[0] === REFERRER_HOST, 1),
    desktop: count(devices, (r) => r[0] === 'desktop', 1),
    downloads: count(downloads, (r) => r[0] === watched.software && r[1] === watched.version, 2),
    funnel: albumRows.length ? albumRows[0].slice(1).map(Number) : [0, 0, 0, 0, 0],
    searches: watched.searches.map((q) => count(searches, searched(searches, q), 3)),
    found: count(searches, searched(searches, watched.searches[0]), 4) > 0,
    zeroResults: watched.searches.map((q) => count(zero, searched(zero, q), 3)),
  }
}

test('six pages, a teaching video watched to the end, a download and searches: the Insight page shows each of them', async ({
  browser,
  page: reader,
  request,
}) => {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD (the administrator scripts/seed.ts created).')

  // The album whose video is played, by its Chinese title (the Insight page names albums in Chinese).
  const classes = (await (await request.get('client/clientTeaching/classifyListPage?language=zh')).json()) as ApiList<ClassificationRow>
  const album: AlbumRow = classes.rows.flatMap((c) => c.albumList)[0]
  // The installer: the first one this site serves itself (read by the test's own browser, which counts nothing).
  await gotoReady(reader, 'download')
  const entry = reader
    .locator('main li')
    .filter({ has: reader.locator('a[download][href*="/download/file/"]') })
    .first()
  const software = (await entry.locator('h2').textContent()) ?? ''
  const version = (await entry.locator('dt', { hasText: '版本' }).locator('xpath=following-sibling::dd').textContent()) ?? ''
  // The current version's button (the older versions' links, inside their list, name their version in the query).
  const href = (await entry.locator('a[download][href*="/download/file/"]:not([href*="?version="])').getAttribute('href')) ?? ''
  expect([software, version, href]).not.toContain('')

  // Two news articles: one row each in the page table, by title (the id is in the query string of their address).
  const news = (await (
    await request.get('client/message/clientMessageListPage?class=-1&pageNum=1&pageSize=2&language=zh')
  ).json()) as ApiList<MessageRow>
  const [first, second] = news.rows
  expect(second).toBeDefined()
  const urls = [
    `newsDetail?type=information&id=${first.messageId}`,
    'en/information',
    'updateLog',
    `demonstrationTeaching?id=${album.albumId}`,
    'download',
    `newsDetail?type=information&id=${second.messageId}`,
  ]
  const paths = urls.map((u) => `${basePath}/${u}`)
  const titles = [first.messageTitle, '新闻资讯 (-1)', '更新日志', album.title, '下载中心', second.messageTitle]
  const run = Date.now().toString(36)
  // A search that finds the first article, and words no page holds (unique to this run: nobody searched them before).
  const found = normaliseSearchQuery(first.messageTitle)
  const nothing = `qqxxzz${run} vvkkjj`
  const today = insightDay()
  const watched: Watched = { titles, software, version, album: album.title, searches: [found, nothing], week: weekOf(today) }
  const range = { from: dayAfter(today, -6), to: dayAfter(today, 1) }

  const adminContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  // Signed in through Payload's login, which sets the session cookie in this context (the form is tested elsewhere).
  const login = await adminContext.request.post('api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  const admin = await adminContext.newPage()
  const before = await readInsight(admin, watched, range)

  const visitor = await visitorContext(browser)
  const page = await visitor.newPage()
  const beacons: Beacon[] = []
  page.on('request', (r) => {
    const beacon = beaconOf(r)
    if (beacon) beacons.push(beacon)
  })

  // Six pages, the first reached from a search engine: only the host of the referrer is sent.
  expect(await visit(page, urls[0], { referer: REFERRER })).toEqual({ t: 'v', p: paths[0], r: 'www.baidu.com', language: 'zh' })
  expect(await visit(page, urls[1])).toEqual({ t: 'v', p: paths[1], r: '', language: 'en' })
  await visit(page, urls[2])
  await visit(page, urls[3])

  // The teaching video, played to the end (muted, at 16 times its speed: the page's player sends the real events).
  const target = `album:${album.albumId}`
  const complete = page.waitForRequest((r) => beaconOf(r)?.m === target && beaconOf(r)?.q === 'complete')
  await page.locator('main [data-video-start]').first().click()
  const video = page.locator(`main video[data-insight="${target}"]`)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    v.playbackRate = 16
  })
  await complete
  expect(await video.evaluate((v: HTMLVideoElement) => v.ended)).toBe(true)
  expect(beacons.filter((b) => b.t === 'p').map((b) => `${b.m} ${b.q}`)).toEqual(
    ['start', 'q25', 'q50', 'q75', 'complete'].map((q) => `${target} ${q}`),
  )

  // The download, twice: the server counts it once (one visitor, one day) and redirects to the file both times.
  await visit(page, urls[4])
  for (let i = 0; i < 2; i++) {
    const downloading = page.waitForEvent('download')
    await page.locator(`main a[download][href="${href}"]`).click()
    expect(await (await downloading).failure()).toBeNull()
  }
  await visit(page, urls[5])
  expect(beacons.filter((b) => b.t === 'v').map((b) => b.p)).toEqual(paths)

  // Searches: the same words twice (in capitals, with more spaces: one query, one visitor, one count), then words
  // that find nothing.
  // Each results page is a page view too: its beacon is awaited before the next search.
  for (const q of [found, `  ${found.toUpperCase()}  `, nothing]) {
    const sent = page.waitForRequest((r) => beaconOf(r)?.t === 'v' && (beaconOf(r)?.p ?? '').startsWith(`${basePath}/search?`))
    const response = await page.goto(`search?q=${encodeURIComponent(q)}`)
    expect(response?.status()).toBe(200)
    await sent
  }

  // The collector writes every 5 s: the page is read again until the counts are in, and they must then be exact.
  const expected = {
    views: Object.fromEntries(titles.map((t) => [t, before.views[t] + 1])),
    // Six pages and three search results pages (pages of the site like any other): eight in Chinese, one in English.
    zh: before.zh + 8,
    en: before.en + 1,
    referrer: before.referrer + 1,
    desktop: before.desktop + 9,
    downloads: before.downloads + 1,
    funnel: before.funnel.map((n) => n + 1),
    searches: [before.searches[0] + 1, 1],
    found: true,
    zeroResults: [before.zeroResults[0], 1],
  }
  await expect.poll(() => readInsight(admin, watched, range), { timeout: 20_000, intervals: [1000] }).toEqual(expected)
  // Each article's row opens it in the admin.
  const pagesTable = tableOf(admin, '页面与文章（每篇一行）')
  await expect(pagesTable.getByRole('link', { name: first.messageTitle, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/admin/collections/news/${first.messageId}$`),
  )
  // A search's row runs it on the site.
  await expect(tableOf(admin, '没有结果的搜索（按周）').getByRole('link', { name: nothing, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/search\\?q=${encodeURIComponent(nothing)}$`),
  )

  await visitor.close()
  await adminContext.close()
})
