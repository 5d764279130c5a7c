/**
 * Caption tracks end to end on the database of the run: a caption file uploaded as the admin does (refused with 400
 * in the editor's language, nothing stored, when it is not WebVTT), a video and a teaching album that use caption
 * files, the `<track>` elements of the players built from the content layer, the VideoObject naming the files, and
 * the site search finding a word said only in the captions.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import { CaptionTracks } from '@/components/pages/CaptionTracks'
import { captionsLd } from '@/components/pages/seo'
import { VideoPlayerFrame } from '@/components/pages/VideoPlayerFrame'
import { homeGlobalView } from '@/content/home'
import { getPayloadClient } from '@/content/payload'
import { getAlbum } from '@/content/teaching'
import { getVideo } from '@/content/videos'
import { env } from '@/env'
import { captionTracks } from '@/lib/captions'
import { videoObjectLd } from '@/lib/structured-data'
import { createBilingual } from '@/seed/bilingual'

import type { ApiEnvelope } from '../support/answers'
import { api } from '../support/api'

const ids = inject('fixtureIds')
const stamp = `${process.pid}-${Date.now().toString(36)}`
/** Words said only in the captions (no title, description or other content has them). */
// Each with a mark of its own: a mark both shared would let the search's any-word fallback match across languages.
const ZH_WORD = `横坡${Math.random().toString(36).slice(2, 8)}`
const EN_WORD = `superelevation${Math.random().toString(36).slice(2, 8)}`
let payload: Payload
let token = ''
let userId: number | string = 0
const media: number[] = []
const docs: { collection: 'videos' | 'teaching-albums'; id: number }[] = []

type UploadAnswer = { status: number; body: { errors?: { message: string }[]; doc?: { id: number; captionText?: string | null } } }

/**
 * `POST /api/media` with one file, as the admin's upload sends it, through the site's route: it also spools the file in
 * a folder of the request's own and removes it when the answer is out (Payload's handler alone leaves it behind).
 */
async function upload(name: string, text: string, language: 'zh' | 'en', type = 'text/vtt'): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('file', new Blob([text], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const request = new Request('http://localhost/api/media?locale=zh', {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'accept-language': language },
    body: form,
  })
  const response = await POST(request, { params: Promise.resolve({ slug: ['media'] }) })
  const body = (await response.json()) as UploadAnswer['body']
  if (body.doc?.id) media.push(body.doc.id)
  return { status: response.status, body }
}

const vtt = (...cues: string[]) => `WEBVTT\n\n${cues.map((c, i) => `00:00:0${i}.000 --> 00:00:0${i + 1}.000\n${c}`).join('\n\n')}\n`

async function stored(name: string): Promise<{ rows: number; files: string[] }> {
  const rows = (await payload.count({ collection: 'media', where: { originalName: { equals: name } }, overrideAccess: true })).totalDocs
  const files = fs.existsSync(env.mediaDir) ? fs.readdirSync(env.mediaDir).filter((f) => f.startsWith(path.parse(name).name)) : []
  return { rows, files }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  const email = `captions-${stamp}@example.com`
  const password = `Captions-${stamp}-pw`
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, role: 'editor', name: 'captions' },
  })
  userId = user.id
  token = (await payload.login({ collection: 'users', data: { email, password } })).token ?? ''
})

afterAll(async () => {
  for (const doc of docs) await payload.delete({ collection: doc.collection, id: doc.id, overrideAccess: true }).catch(() => {})
  for (const id of media) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
  if (userId) await payload.delete({ collection: 'users', id: userId, overrideAccess: true })
})

describe('caption upload', () => {
  it('refuses a file that is not WebVTT with 400 in the editor’s language, and stores nothing', async () => {
    const srt = `srt-${stamp}.vtt`
    const zh = await upload(srt, '1\n00:00:01,000 --> 00:00:02,000\nHello\n', 'zh')
    expect(zh.status).toBe(400)
    expect(zh.body.errors?.[0]?.message).toBe(`“${srt}”不是 WebVTT 字幕文件：第一行必须是“WEBVTT”。`)
    expect(await stored(srt)).toEqual({ rows: 0, files: [] })

    const badTiming = `timing-${stamp}.vtt`
    const en = await upload(badTiming, 'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHello\n', 'en')
    expect(en.status).toBe(400)
    expect(en.body.errors?.[0]?.message).toContain('line 3: a cue needs a timing line')
    expect(await stored(badTiming)).toEqual({ rows: 0, files: [] })
  })

  it('stores a valid caption file with the words of its cues', async () => {
    const name = `good-${stamp}.vtt`
    const answer = await upload(name, vtt('<v Narrator>Open the <b>editor</b>', 'Tom &amp; Jerry'), 'en')
    expect(answer.status).toBe(201)
    expect(answer.body.doc?.captionText).toBe('Open the editor Tom & Jerry')
  })

  it('stores a caption file without directional overrides and style blocks (no other host fetched, no words reordered)', async () => {
    const name = `cleaned-${stamp}.vtt`
    const source =
      'WEBVTT\n\nSTYLE\n::cue { background: url(https://tracker.example/p.png) }\n\n' +
      '00:00:00.000 --> 00:00:01.000\n\u202eTom & Jerry\u202c said \u2067hi\u2069\n'
    const answer = await upload(name, source, 'en')
    expect(answer.status).toBe(201)
    const [file] = (await stored(name)).files
    const kept = fs.readFileSync(path.join(env.mediaDir, file), 'utf8')
    expect(kept).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nTom & Jerry said hi\n')
    expect(answer.body.doc?.captionText).toBe('Tom & Jerry said hi')
  })

  it('refuses a video chosen as a caption file, and a caption file chosen as a video, in the editor’s language', async () => {
    const name = `wrong-kind-${stamp}.vtt`
    const caption = (await upload(name, vtt('Hello'), 'zh')).body.doc!.id
    const clip = ids.media[3]
    const refusal = (data: Record<string, unknown>) =>
      payload
        .create({
          collection: 'videos',
          locale: 'zh',
          overrideAccess: true,
          data: { title: `wrong ${stamp}`, cover: ids.media[0], ...data } as never,
        })
        .then(
          () => 'saved',
          (error: { data?: { errors?: { message: string; path: string }[] } }) => error.data?.errors?.map((e) => `${e.path}: ${e.message}`),
        )
    expect(await refusal({ file: clip, captions: [{ language: 'zh', file: clip }] })).toEqual([
      'captions.0.file: 此处只能选择 WebVTT 字幕文件（.vtt）。',
    ])
    expect(await refusal({ file: caption })).toEqual(['file: 此处只能选择视频（MP4、WebM）。'])
    // Two tracks of one language.
    expect(
      await refusal({
        file: clip,
        captions: [
          { language: 'zh', file: caption },
          { language: 'zh', file: caption },
        ],
      }),
    ).toEqual(['captions: 每种语言只能有一个字幕文件。'])
  })
})

describe('a captioned video and teaching album', () => {
  let videoId = 0
  let albumId = 0
  const files: Record<'zh' | 'en', number> = { zh: 0, en: 0 }

  beforeAll(async () => {
    files.zh = (await upload(`zh-${stamp}.vtt`, vtt('打开路线设计', `调整${ZH_WORD}参数`), 'zh')).body.doc!.id
    files.en = (await upload(`en-${stamp}.vtt`, vtt('Open the alignment design', `Adjust the ${EN_WORD} settings`), 'en')).body.doc!.id
    const captions = [
      { language: 'zh', file: files.zh },
      { language: 'en', file: files.en },
    ]
    videoId = await createBilingual(payload, 'videos', {
      shared: { cover: ids.media[0], file: ids.media[3], duration: 8, publishedAt: '2026-11-20T02:00:00.000Z', captions },
      zh: { title: `字幕视频 ${stamp}`, description: '一段带字幕的视频' },
      en: { title: `Captioned video ${stamp}`, description: 'A video with captions' },
    })
    docs.push({ collection: 'videos', id: videoId })
    // An editor's save (the seed's writes skip the hooks): the search index renews the video's entries.
    await payload.update({ collection: 'videos', id: videoId, locale: 'zh', overrideAccess: true, data: { duration: 9 } })
    const album = ids.albums[0]
    const current = await payload.findByID({ collection: 'teaching-albums', id: album, depth: 0, overrideAccess: true })
    albumId = (
      await payload.create({
        collection: 'teaching-albums',
        locale: 'zh',
        overrideAccess: true,
        depth: 0,
        data: {
          classification: current.classification,
          title: `字幕教学 ${stamp}`,
          cover: ids.media[0],
          video: ids.media[3],
          uploadedAt: '2026-11-20T02:00:00.000Z',
          captions: [{ language: 'zh', file: files.zh }],
          _status: 'published',
        },
      })
    ).id
    docs.push({ collection: 'teaching-albums', id: albumId })
  })

  it('the content layer hands the players one track per language, the page’s language first', async () => {
    const video = await getVideo('en', videoId)
    expect(video?.captions.map((c) => c.language)).toEqual(['zh', 'en'])
    const tracks = captionTracks(video!.captions, 'en')
    expect(tracks.map((t) => [t.srclang, t.label, t.isDefault])).toEqual([
      ['en', 'English', false],
      ['zh-CN', '中文', false],
    ])
    expect(tracks[0].src).toMatch(/\/api\/media\/file\/en-.*\.vtt$/)
    const album = await getAlbum('zh', albumId)
    expect(album?.captions.map((c) => c.language)).toEqual(['zh'])
  })

  it('the player renders a <track kind="captions"> per language (in the no-script player before play)', async () => {
    const video = (await getVideo('zh', videoId))!
    const tracks = captionTracks(video.captions, 'zh')
    const html = renderToStaticMarkup(
      createElement(VideoPlayerFrame, { src: video.videoFile, poster: video.videoUrl, title: video.videoTitle, playLabel: 'play', tracks }),
    )
    const found = [...html.matchAll(/<track [^>]*>/g)].map((m) => m[0])
    expect(found).toHaveLength(2)
    expect(found[0]).toContain('kind="captions"')
    expect(found[0]).toContain('srcLang="zh-CN"')
    expect(found[0]).toContain('label="中文"')
    expect(found[0]).toContain(`src="${tracks[0].src}"`)
    expect(found[1]).toContain('srcLang="en"')
    // Muted autoplay turns the page's language on.
    const on = captionTracks(video.captions, 'zh', true)
    const autoplay = renderToStaticMarkup(createElement(VideoPlayerFrame, { src: video.videoFile, title: 't', playLabel: 'p', tracks: on }))
    expect([...autoplay.matchAll(/<track [^>]*>/g)].map((m) => m[0].includes('default=""'))).toEqual([true, false])
  })

  it('the VideoObject names the caption files with their language', async () => {
    const video = (await getVideo('en', videoId))!
    const ld = videoObjectLd({
      url: 'https://www.example.com/v',
      name: video.videoTitle,
      locale: 'en',
      captions: captionsLd(captionTracks(video.captions, 'en')),
    })
    const captions = ld.caption as unknown as { contentUrl: string; inLanguage: string; encodingFormat: string }[]
    expect(captions.map((c) => [c.inLanguage, c.encodingFormat])).toEqual([
      ['en', 'text/vtt'],
      ['zh-CN', 'text/vtt'],
    ])
    expect(captions[0].contentUrl).toMatch(/^https?:\/\/.+\/api\/media\/file\/en-.*\.vtt$/)
  })

  it('the site search finds a word said only in the captions, in that language', async () => {
    type Rows = ApiEnvelope & { rows: { type: string; id: number; url: string }[] }
    const zh = await api<Rows>(`/client/search?q=${encodeURIComponent(ZH_WORD)}&language=zh`, {
      headers: { 'x-client-address': '198.51.100.201' },
    })
    expect(zh.status).toBe(200)
    expect(zh.body.rows.map((r) => r.url).sort()).toEqual([
      `/demonstrationTeaching?id=${albumId}`,
      `/zxyhdVideoDetail?type=information&id=${videoId}`,
    ])
    const en = await api<Rows>(`/client/search?q=${EN_WORD}&language=en`, { headers: { 'x-client-address': '198.51.100.202' } })
    expect(en.body.rows.map((r) => r.url)).toEqual([`/en/zxyhdVideoDetail?type=information&id=${videoId}`])
    // The Chinese captions' word is not on the English site.
    const cross = await api<Rows>(`/client/search?q=${encodeURIComponent(ZH_WORD)}&language=en`, {
      headers: { 'x-client-address': '198.51.100.203' },
    })
    expect(cross.body.rows).toEqual([])
  })
})

describe('the home page’s demo video', () => {
  it('plays muted with the page language’s captions on from the start', async () => {
    const captions = (await upload(`home-${stamp}.vtt`, vtt('AIRoad 自动生成路线方案'), 'zh')).body.doc!.id
    const video = await payload.findByID({ collection: 'media', id: ids.media[3], depth: 0, overrideAccess: true })
    const file = await payload.findByID({ collection: 'media', id: captions, depth: 0, overrideAccess: true })
    const view = homeGlobalView(
      {
        id: 1,
        productCentre: {
          tabs: [{ key: '1', label: '设计', items: [{ id: 'a', title: 'AIRoad', route: 'airoad', video, captions: file }] }],
        },
      },
      'zh',
    )
    const item = view.products[0].items[0]
    expect(item.tracks.map((t) => [t.srclang, t.label, t.isDefault])).toEqual([['zh-CN', '中文', true]])
    // The tracks ProductCentre puts in its muted <video> (the section itself needs the app router to render).
    const html = renderToStaticMarkup(createElement(CaptionTracks, { tracks: item.tracks }))
    expect(html).toBe(`<track kind="captions" src="${item.tracks[0].src}" srcLang="zh-CN" label="中文" default=""/>`)
  })
})
