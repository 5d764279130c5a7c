/**
 * Demonstration teaching (spec section 2, contract 3): one view counts through teachingCount and adds one, once per
 * visitor, album and day (issue 35): the same visitor opening it again adds nothing, another visitor adds one.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { gotoReady, visitorContext } from './support/site'

async function firstAlbum(request: APIRequestContext): Promise<number> {
  const answer = await (await request.get('client/clientTeaching/classifyListPage?language=zh')).json()
  return answer.rows.flatMap((c: { albumList: { albumId: number }[] }) => c.albumList)[0].albumId
}

/**
 * Starts the video the way a visitor does: presses play on the cover, which puts the browser's player in its place
 * and starts it (the play event; dispatched by hand where this Chromium cannot decode the file). Answers the count
 * the page asked for.
 */
async function view(page: Page, albumId: number): Promise<number> {
  const counted = page.waitForResponse((r) => r.url().includes(`/client/clientTeaching/teachingCount/${albumId}`))
  await page.locator('main [data-video-start]').first().click()
  await page
    .locator('main video')
    .first()
    .evaluate((video: HTMLVideoElement) => {
      video.muted = true
      void video.play().catch(() => video.dispatchEvent(new Event('play')))
    })
  const answer = await (await counted).json()
  expect(answer.code).toBe(200)
  return answer.data as number
}

test('one view raises the count by one, once per visitor and day; playing again in the same view counts nothing', async ({
  browser,
  request,
}) => {
  const albumId = await firstAlbum(request)
  const visitor = await visitorContext(browser)
  const page = await visitor.newPage()
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/client/clientTeaching/teachingCount/')) calls.push(r.url())
  })

  // Hydrated first: a play event the test dispatches by hand before React listens would be lost.
  await gotoReady(page, `demonstrationTeaching?id=${albumId}`)
  const first = await view(page, albumId)
  await expect(page.getByTestId('teaching-view-count')).toHaveText(String(first))

  // Pause and play again, seek: still one view.
  await page
    .locator('main video')
    .first()
    .evaluate(async (video: HTMLVideoElement) => {
      video.pause()
      video.dispatchEvent(new Event('play'))
      video.dispatchEvent(new Event('play'))
    })
  await page.waitForTimeout(500)
  expect(calls).toHaveLength(1)

  // The page opened again by the same visitor the same day: asked again, counted no more.
  await gotoReady(page, `en/demonstrationTeaching?id=${albumId}`)
  const again = await view(page, albumId)
  expect(again).toBe(first)
  expect(calls).toHaveLength(2)

  // Another visitor: one more.
  const other = await visitorContext(browser)
  const otherPage = await other.newPage()
  await gotoReady(otherPage, `demonstrationTeaching?id=${albumId}`)
  const second = await view(otherPage, albumId)
  expect(second).toBe(first + 1)
  await expect(otherPage.getByTestId('teaching-view-count')).toHaveText(String(second))
  await other.close()
  await visitor.close()
})

test('the page shows duration, upload time, summary and other videos', async ({ page, request }) => {
  const albumId = await firstAlbum(request)
  await page.goto(`en/demonstrationTeaching?id=${albumId}`)
  const facts = page.locator('main dl').first()
  await expect(facts).toContainText('Views')
  await expect(facts).toContainText('Duration')
  await expect(facts).toContainText('Uploaded')
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Other videos' })).toBeVisible()
  const other = page.locator('section[aria-labelledby="other-albums"] a').first()
  const href = await other.getAttribute('href')
  expect(href).toMatch(/demonstrationTeaching\?id=\d+$/)
  await other.click()
  await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, '\\?') + '$'))
})
