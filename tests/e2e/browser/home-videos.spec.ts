/**
 * The home video carousel (spec sections 4 and 9): 5 per view, 2000 ms autoplay, looping only above 5 videos. The
 * test publishes and unpublishes videos through Payload's REST API (administrator login) to have exactly 6, then
 * exactly 5, and puts everything back afterwards.
 */
import { expect, type Page, test } from '@playwright/test'

import type { Video } from '@/payload-types'

import type { Found, Saved } from '../../support/answers'
import { type Admin, adminLogin, ensureHomeContent } from './support/admin'
import { inLang, LANGS } from './support/site'

test.describe.configure({ mode: 'serial' })

let admin: Admin
const created: number[] = []
const unpublished: number[] = []

/** Published videos with a title in this language, counted in the database (Payload's REST API, no cache). */
const visibleCount = async (_baseURL: string, lang: string) =>
  (
    await admin.get<Found>(
      `/api/videos?locale=${lang}&fallback-locale=none&depth=0&limit=1&where[_status][equals]=published&where[title][exists]=true`,
    )
  ).totalDocs

/** The home page once it shows `count` videos (the publish drops the cached page; a reload shows the new one). */
async function openHome(page: Page, lang: (typeof LANGS)[number], count: number) {
  // The page's clock runs on its own; a standstill is proven by moving it on (runFor) instead of waiting.
  await page.clock.install()
  await expect(async () => {
    await page.goto(inLang(lang, '/pc_index'))
    await expect(carousel(page).locator('li')).toHaveCount(count, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  // The carousel starts when it comes near the viewport.
  await carousel(page).scrollIntoViewIfNeeded()
}

/** Publishes new videos (copies of an existing one) or unpublishes the newest until `target` are visible in Chinese. */
async function setVideoCount(baseURL: string, target: number) {
  let count = await visibleCount(baseURL, 'zh')
  const template = (await admin.get<Found<Video>>('/api/videos?limit=1&depth=0&where[_status][equals]=published')).docs[0]
  while (count < target) {
    const doc = await admin.send<Saved>('POST', '/api/videos?locale=zh', {
      title: `测试视频 ${created.length + 1}`,
      cover: template.cover,
      file: template.file,
      duration: 42,
      publishedAt: new Date(Date.parse('2020-01-01T00:00:00Z') - created.length * 60_000).toISOString(),
      _status: 'published',
    })
    await admin.send('PATCH', `/api/videos/${doc.doc.id}?locale=en`, { title: `Test video ${created.length + 1}`, _status: 'published' })
    created.push(doc.doc.id)
    count += 1
  }
  while (count > target) {
    const mine = created.pop()
    if (mine !== undefined) {
      await admin.send('DELETE', `/api/videos/${mine}`)
    } else {
      const newest = (await admin.get<Found>('/api/videos?limit=1&depth=0&sort=-publishedAt&where[_status][equals]=published&locale=zh'))
        .docs[0]
      await admin.send('PATCH', `/api/videos/${newest.id}?locale=zh`, { _status: 'draft' })
      unpublished.push(newest.id)
    }
    count -= 1
  }
  expect(await visibleCount(baseURL, 'zh')).toBe(target)
}

const carousel = (page: Page) => page.locator('[data-video-carousel]')

test.beforeAll(async ({ baseURL }) => {
  await ensureHomeContent(baseURL!)
  admin = await adminLogin(baseURL!)
})

test.afterAll(async () => {
  for (const id of created) await admin.send('DELETE', `/api/videos/${id}`).catch(() => {})
  for (const id of unpublished) await admin.send('PATCH', `/api/videos/${id}?locale=zh`, { _status: 'published' }).catch(() => {})
})

test('with 6 videos the carousel loops and moves every 2 s', async ({ page, baseURL }) => {
  await setVideoCount(baseURL!, 6)
  for (const lang of LANGS) {
    if ((await visibleCount(baseURL!, lang)) !== 6) continue
    await openHome(page, lang, 6)
    await expect(carousel(page)).toHaveAttribute('data-loop', 'true')
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
    // Looping: "previous" works from the first video, and autoplay goes on past the last one back to the first.
    await expect(carousel(page).locator('[data-carousel-prev]')).toBeEnabled()
    await expect(carousel(page)).toHaveAttribute('data-looping', 'true')
    await page.mouse.move(2, 2)
    // Autoplay goes on, a step every 2 s of the page's clock, and past the last video to the first.
    const selected = () => carousel(page).getAttribute('data-selected')
    const moves: string[] = []
    let last = (await selected())!
    for (let step = 0; step < 8 && !moves.includes('5>0'); step += 1) {
      await page.clock.runFor(2_000)
      await expect.poll(selected, { timeout: 2_000 }).not.toBe(last)
      const now = (await selected())!
      moves.push(`${last}>${now}`)
      last = now
    }
    expect(moves, `moves: ${moves.join(' ')}`).toContain('5>0')
    // One video a step: 2 s of the clock move it by one, never by two.
    for (const move of moves) expect(move).toMatch(/^(\d)>(\d)$/)
    expect(
      moves.every((move) => Number(move[2]) === (Number(move[0]) + 1) % 6),
      `moves: ${moves.join(' ')}`,
    ).toBe(true)
  }
})

test('with 5 videos the carousel does not loop and stands still', async ({ page, baseURL }) => {
  await setVideoCount(baseURL!, 5)
  for (const lang of LANGS) {
    if ((await visibleCount(baseURL!, lang)) !== 5) continue
    await openHome(page, lang, 5)
    await expect(carousel(page)).toHaveAttribute('data-loop', 'false')
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
    await expect(carousel(page)).toHaveAttribute('data-looping', 'false')
    await expect(carousel(page).locator('[data-carousel-prev]')).toBeDisabled()
    await expect(carousel(page).locator('[data-carousel-next]')).toBeDisabled()
    await page.clock.runFor(4500)
    await expect(carousel(page)).toHaveAttribute('data-selected', '0')
  }
})
