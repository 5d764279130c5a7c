/**
 * Caption tracks in the browser (Chromium): an editor's caption files in both languages on a video, the video
 * detail's player offering them as `<track kind="captions">` that Chromium loads and parses (the file is answered
 * as text/vtt), and the VideoObject naming them (the refusal of a file that is not WebVTT: tests/int/captions.test.ts). Needs the built site
 * (`npm run build`) and ADMIN_EMAIL / ADMIN_PASSWORD; everything made here is removed afterwards.
 */
import path from 'node:path'

import { expect, test } from '@playwright/test'

import type { Video } from '@/payload-types'

import type { Found, Saved } from '../../support/answers'
import { type Admin, adminLogin } from './support/admin'
import { gotoReady, inLang, LANGS } from './support/site'

test.describe.configure({ mode: 'serial' })

let admin: Admin
let videoId = 0
const media: number[] = []
const encode = (text: string) => new TextEncoder().encode(text).buffer
const vtt = (line: string) => encode(`WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${line}\n`)

test.beforeAll(async ({ baseURL }) => {
  admin = await adminLogin(baseURL!)
  media.push(await admin.upload('browser-captions.zh.vtt', 'text/vtt', vtt('浏览器字幕测试'), 'zh captions'))
  media.push(await admin.upload('browser-captions.en.vtt', 'text/vtt', vtt('Browser caption test'), 'en captions'))
  const template = (await admin.get<Found<Video>>('/api/videos?limit=1&depth=0&where[_status][equals]=published')).docs[0]
  const saved = await admin.send<Saved>('POST', '/api/videos?locale=zh', {
    title: '字幕浏览器测试',
    cover: template.cover,
    file: template.file,
    captions: [
      { language: 'zh', file: media[0] },
      { language: 'en', file: media[1] },
    ],
    publishedAt: '2020-01-01T00:00:00.000Z',
    _status: 'published',
  })
  videoId = saved.doc.id
  await admin.send('PATCH', `/api/videos/${videoId}?locale=en`, { title: 'Caption browser test', _status: 'published' })
})

test.afterAll(async () => {
  if (videoId) await admin.send('DELETE', `/api/videos/${videoId}`)
  for (const id of media) await admin.send('DELETE', `/api/media/${id}`)
})

for (const lang of LANGS) {
  test(`the video detail offers the captions in both languages (${lang})`, async ({ page }) => {
    await expect(async () => {
      // Hydrated before play is pressed: a press before that does nothing, as for a visitor.
      await gotoReady(page, inLang(lang, `/zxyhdVideoDetail?type=information&id=${videoId}`))
      await expect(page.locator('[data-video-start]')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const video = ld
      .map((text) => JSON.parse(text) as { '@type'?: string; caption?: { inLanguage: string }[] })
      .find((d) => d['@type'] === 'VideoObject')
    expect(video?.caption?.map((c) => c.inLanguage).sort()).toEqual(['en', 'zh-CN'])

    await page.locator('[data-video-start]').click()
    const tracks = page.locator('video[data-video-player] track[kind="captions"]')
    await expect(tracks).toHaveCount(2)
    await expect(tracks.first()).toHaveAttribute('srclang', lang === 'zh' ? 'zh-CN' : 'en')
    // Chromium loads and parses the page language's track once it is shown: the file is WebVTT answered as text/vtt.
    const cue = await page.locator('video[data-video-player]').evaluate(async (element: HTMLVideoElement) => {
      const track = element.textTracks[0]
      track.mode = 'showing'
      for (let i = 0; i < 50 && !(track.cues && track.cues.length); i++) await new Promise((r) => setTimeout(r, 100))
      return (track.cues?.[0] as VTTCue | undefined)?.text ?? ''
    })
    expect(cue).toBe(lang === 'zh' ? '浏览器字幕测试' : 'Browser caption test')
    if (process.env.DOCS_SCREENSHOTS === '1') {
      // The player with its caption shown, paused a second in (docs/images/video-captions-{zh,en}.png).
      await page.locator('video[data-video-player]').evaluate(async (element: HTMLVideoElement) => {
        element.pause()
        element.currentTime = 1
        await new Promise((r) => setTimeout(r, 500))
      })
      await page.locator('main').screenshot({ path: path.resolve(`docs/images/video-captions-${lang}.png`) })
    }
  })
}
