/**
 * Images with words in them, per language (src/content/image-language.ts): a news cover drawn in Chinese whose
 * English version is named on the media file shows the Chinese file on the Chinese page and the English file on the
 * English one, while the document keeps one image and the admin reads the media as stored; the English version is
 * public whenever the Chinese image is (also when the pair is made after the publish), and an image cannot be its
 * own version. A video (the demo's narrated tutorials) has its version in the other language the same way.
 */
import { handleEndpoints } from 'payload'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { getNews } from '@/content/news'
import { getPayloadClient } from '@/content/payload'
import { getVideo } from '@/content/videos'
import type { Media } from '@/payload-types'
import { solidColourClip } from '@/seed/video'
import config from '@payload-config'

const payload = await getPayloadClient()
const stamp = `${process.pid}-${Date.now().toString(36)}`
const made: { media: number[]; news: number[]; videos: number[] } = { media: [], news: [], videos: [] }

afterAll(async () => {
  for (const id of made.videos) await payload.delete({ collection: 'videos', id, overrideAccess: true }).catch(() => {})
  for (const id of made.news) await payload.delete({ collection: 'news', id, overrideAccess: true }).catch(() => {})
  for (const id of made.media) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
})

async function image(name: string, textLanguage: 'zh' | 'en', colour: string): Promise<Media> {
  const data = await sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: name, textLanguage },
    file: { data, mimetype: 'image/png', name: `${name}-${stamp}.png`, size: data.length },
    overrideAccess: true,
  })
  made.media.push(doc.id)
  return doc
}

async function publishedNews(cover: number): Promise<number> {
  const doc = await payload.create({
    collection: 'news',
    data: { title: `图片语言 ${stamp}`, class: 'company', cover, _status: 'published' },
    overrideAccess: true,
    context: { skipSearchPush: true },
  })
  await payload.update({
    collection: 'news',
    id: doc.id,
    locale: 'en',
    data: { title: `Image language ${stamp}`, _status: 'published' },
    overrideAccess: true,
    context: { skipSearchPush: true },
  })
  made.news.push(doc.id)
  return doc.id
}

async function anonymousCanList(id: number): Promise<boolean> {
  const response = await handleEndpoints({ config, request: new Request(`http://localhost/api/media?where[id][equals]=${id}&depth=0`) })
  const body = (await response.json()) as { docs?: Array<{ id: number }> }
  return (body.docs ?? []).some((d) => d.id === id)
}

describe('an image with words shows in the page language', () => {
  it('the Chinese page shows the Chinese file, the English page its English version; the admin reads what is stored', async () => {
    const zh = await image('cover-zh', 'zh', '#c33')
    const en = await image('cover-en', 'en', '#33c')
    await payload.update({ collection: 'media', id: zh.id, data: { inOtherLanguage: en.id }, overrideAccess: true })
    const id = await publishedNews(zh.id)

    const zhPage = await getNews('zh', id)
    const enPage = await getNews('en', id)
    expect(zhPage?.messageUrl).toContain(`cover-zh-${stamp}`)
    expect(enPage?.messageUrl).toContain(`cover-en-${stamp}`)
    expect(enPage?.messageUrl).not.toContain('cover-zh')
    // The srcset of the English page names the English file's sizes only.
    expect(enPage?.messageSrcSet).toContain(`cover-en-${stamp}`)
    expect(enPage?.messageSrcSet).not.toContain('cover-zh')

    // The document keeps the one image, and a read that is not the site's sees the stored media.
    const stored = await payload.findByID({ collection: 'news', id, locale: 'en', depth: 1, overrideAccess: true })
    expect((stored.cover as Media).id).toBe(zh.id)
    expect((stored.cover as Media).filename).toBe(zh.filename)

    // The English version is public with the Chinese image it belongs to, though no document names it.
    expect(await anonymousCanList(zh.id)).toBe(true)
    expect(await anonymousCanList(en.id)).toBe(true)
  })

  it('a version named after the publish becomes public at once; one replaced by another becomes private', async () => {
    const zh = await image('late-zh', 'zh', '#c63')
    const first = await image('late-en', 'en', '#36c')
    const second = await image('late-en2', 'en', '#3c6')
    await publishedNews(zh.id)
    expect(await anonymousCanList(first.id)).toBe(false)

    await payload.update({ collection: 'media', id: zh.id, data: { inOtherLanguage: first.id }, overrideAccess: true })
    expect(await anonymousCanList(first.id)).toBe(true)

    await payload.update({ collection: 'media', id: zh.id, data: { inOtherLanguage: second.id }, overrideAccess: true })
    expect(await anonymousCanList(second.id)).toBe(true)
    expect(await anonymousCanList(first.id)).toBe(false)
  })

  it('an image without a version in the page language stays as it is', async () => {
    const zh = await image('alone-zh', 'zh', '#a52')
    const id = await publishedNews(zh.id)
    expect((await getNews('en', id))?.messageUrl).toContain(`alone-zh-${stamp}`)
  })

  it('an image cannot be its own version (400, with the reason in the editor language), nor anything but another image', async () => {
    const zh = await image('self-zh', 'zh', '#5a2')
    const email = `image-language-${stamp}@example.com`
    const password = `Image-language-${stamp}-pw`
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, role: 'editor', name: 'il' },
    })
    try {
      const token = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''
      for (const [language, words] of [
        ['zh', '不能选择图片本身'],
        ['en', 'cannot be its own version'],
      ] as const) {
        const response = await handleEndpoints({
          config,
          request: new Request(`http://localhost/api/media/${zh.id}?locale=${language}`, {
            method: 'PATCH',
            headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', 'accept-language': language },
            body: JSON.stringify({ inOtherLanguage: zh.id }),
          }),
        })
        expect(response.status).toBe(400)
        expect(JSON.stringify(await response.json())).toContain(words)
      }
      // Nothing that is not another existing image: an unknown id, a word, a file that is no image (captions) (400, never 500).
      const captions = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nx\n')
      const pdf = await payload.create({
        collection: 'media',
        data: { alt: 'captions' },
        file: { data: captions, mimetype: 'text/vtt', name: `not-image-${stamp}.vtt`, size: captions.length },
        overrideAccess: true,
      })
      made.media.push(pdf.id)
      for (const value of [999_999_999, 'abc', pdf.id]) {
        const response = await handleEndpoints({
          config,
          request: new Request(`http://localhost/api/media/${zh.id}?locale=en`, {
            method: 'PATCH',
            headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
            body: JSON.stringify({ inOtherLanguage: value }),
          }),
        })
        expect(response.status, String(value)).toBe(400)
        await response.arrayBuffer()
      }
      const stored = await payload.findByID({ collection: 'media', id: zh.id, depth: 0, overrideAccess: true })
      expect(stored.inOtherLanguage ?? null).toBeNull()
    } finally {
      await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    }
  })

  it('a video with words in it (the demo tutorials) has its version in the other language too: a video, never an image', async () => {
    const clip = async (name: string, textLanguage: 'zh' | 'en', colour: string) => {
      const data = await solidColourClip(colour)
      const doc = await payload.create({
        collection: 'media',
        data: { alt: name, textLanguage },
        file: { data, mimetype: 'video/mp4', name: `${name}-${stamp}.mp4`, size: data.length },
        overrideAccess: true,
      })
      made.media.push(doc.id)
      return doc
    }
    const zh = await clip('tutorial-zh', 'zh', '#cc3333')
    const en = await clip('tutorial-en', 'en', '#3333cc')
    await payload.update({ collection: 'media', id: zh.id, data: { inOtherLanguage: en.id }, overrideAccess: true })
    const cover = await image('tutorial-cover', 'zh', '#3c3')
    const video = await payload.create({
      collection: 'videos',
      locale: 'zh',
      data: {
        title: `视频语言 ${stamp}`,
        cover: cover.id,
        file: zh.id,
        duration: 1,
        publishedAt: '2026-11-27T02:00:00.000Z',
        _status: 'published',
      },
      overrideAccess: true,
    })
    made.videos.push(video.id)
    await payload.update({
      collection: 'videos',
      id: video.id,
      locale: 'en',
      data: { title: `Video language ${stamp}`, _status: 'published' },
      overrideAccess: true,
    })
    expect((await getVideo('zh', video.id))?.videoFile).toContain(`tutorial-zh-${stamp}`)
    expect((await getVideo('en', video.id))?.videoFile).toContain(`tutorial-en-${stamp}`)
    expect(await anonymousCanList(en.id)).toBe(true)
    // An image's version is an image, a video's a video.
    const picture = await image('not-a-video', 'en', '#333')
    await expect(
      payload.update({ collection: 'media', id: zh.id, data: { inOtherLanguage: picture.id }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'media', id: picture.id, data: { inOtherLanguage: zh.id }, overrideAccess: true }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'media', id: zh.id, depth: 0, overrideAccess: true })).inOtherLanguage).toBe(en.id)
  })
})
