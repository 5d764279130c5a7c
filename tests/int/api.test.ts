/**
 * Every path of the public API (spec section 7, contract 3) against the fixtures: envelopes, fields in both
 * languages, paging, errors. Runs on SQLite and on PostgreSQL (see scripts/test-all.sh).
 */
import { describe, expect, inject, it } from 'vitest'

import type { BannerRow } from '@/content/banners'
import type { FileRecord } from '@/content/media'
import type { MessageRow } from '@/content/news'
import { getPayloadClient } from '@/content/payload'
import type { HelpDocumentView, SoftwareRow, UpdateLogDetail, UpdateLogRow } from '@/content/software'
import type { AlbumRow, ClassificationRow } from '@/content/teaching'
import type { VideoDetail, VideoRow } from '@/content/videos'
import { FIXTURE_BANNERS, FIXTURE_NEWS, FIXTURE_SOFTWARE, FIXTURE_TEACHING, FIXTURE_VIDEOS } from '@/seed/fixtures'

import type { ApiData, ApiEnvelope, ApiList, NewsRecord } from '../support/answers'
import { api, type ApiAnswer, postJson } from '../support/api'

const ids = inject('fixtureIds')
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const published = FIXTURE_NEWS.filter((n) => n.status === 'published')
const newsCount = { zh: published.length, en: published.filter((n) => n.en).length }

function expectList(body: ApiEnvelope & { rows?: unknown; total?: unknown }) {
  expect(body.code).toBe(200)
  expect(typeof body.msg).toBe('string')
  expect(Array.isArray(body.rows)).toBe(true)
  expect(typeof body.total).toBe('number')
}

function expectError(answer: ApiAnswer, status: number, mention?: RegExp) {
  expect(answer.status).toBe(status)
  expect(answer.body.code).toBe(status)
  expect(typeof answer.body.msg).toBe('string')
  expect(answer.body.msg.length).toBeGreaterThan(3)
  if (mention) expect(answer.body.msg).toMatch(mention)
}

describe('banners', () => {
  it('lists published banners with the contract fields, per language', async () => {
    const zh = await api<ApiList<BannerRow>>('/client/banner/clientBannerList')
    const en = await api<ApiList<BannerRow>>('/client/banner/clientBannerList?language=en')
    expectList(zh.body)
    expect(zh.body.total).toBe(FIXTURE_BANNERS.length)
    expect(en.body.total).toBe(FIXTURE_BANNERS.filter((b) => b.en).length)
    const first = en.body.rows[0]
    expect(first).toMatchObject({ bannerLink: 'https://example.com/one', sort: 0, bannerTitle: 'Banner one' })
    expect(first.bannerId).toEqual(expect.any(Number))
    expect(first.bannerUrl).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    expect(en.body.rows[1].bannerLink).toBe('')
    expect(zh.body.rows.map((r) => r.bannerTitle)).toEqual(FIXTURE_BANNERS.map((b) => b.zh))
  })

  it('answers the Chinese list for any language value but en', async () => {
    const other = await api<ApiList<BannerRow>>('/client/banner/clientBannerList?language=fr')
    expect(other.body.total).toBe(FIXTURE_BANNERS.length)
  })
})

describe('file records', () => {
  it('answers the records of the ids asked, in order, unknown ids left out', async () => {
    const [cover, , , clip, manual] = ids.media
    const answer = await api<ApiList<FileRecord> & { data: FileRecord[] }>(`/system/oss/listByIds/${manual},${cover},999999,${clip}`)
    expectList(answer.body)
    expect(answer.body.rows.map((r) => r.ossId)).toEqual([manual, cover, clip])
    expect(answer.body.data).toEqual(answer.body.rows)
    expect(answer.body.rows[0]).toMatchObject({ originalName: 'manual.pdf', fileSuffix: '.pdf' })
    expect(answer.body.rows[0].fileName).toMatch(/\.pdf$/)
    expect(answer.body.rows[0].url).toMatch(/^\/api\/media\/file\//)
  })

  it('refuses malformed id lists with 400', async () => {
    for (const bad of ['abc', '1,,2', '-1', '1;2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expectError(await api(`/system/oss/listByIds/${encodeURIComponent(bad)}`), 400, /ids/)
    }
  })
})

describe('news', () => {
  it('home latest: newest first, 6 by default, envelope and fields in both languages', async () => {
    for (const language of ['zh', 'en'] as const) {
      const answer = await api<ApiList<MessageRow>>(`/client/message/clientHomeLatestInfo?language=${language}`)
      expectList(answer.body)
      expect(answer.body.rows).toHaveLength(6)
      expect(answer.body.total).toBe(newsCount[language])
      for (const row of answer.body.rows) {
        expect(row).toEqual(
          expect.objectContaining({
            messageId: expect.any(Number),
            messageTitle: expect.any(String),
            messageSynopsis: expect.any(String),
            messageUrl: expect.stringMatching(/^\//),
            messageType: expect.stringMatching(/^(newsletter|company|notice|industry)$/),
            updateTime: expect.stringMatching(TIME),
          }),
        )
        expect(row.messageTitle).not.toBe('')
      }
      const times = answer.body.rows.map((r) => r.updateTime)
      expect([...times].sort().reverse()).toEqual(times)
    }
  })

  it('shows times in Asia/Shanghai', async () => {
    const answer = await api<ApiList<MessageRow>>('/client/message/clientHomeLatestInfo?language=en&pageSize=1')
    // The newest fixture is published at 2026-06-01T02:00:00Z.
    expect(answer.body.rows[0].updateTime).toBe('2026-06-01 10:00:00')
  })

  it('pages with pageNum and pageSize', async () => {
    const page1 = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageNum=1&pageSize=5')
    const page3 = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageNum=3&pageSize=5')
    const beyond = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageNum=9&pageSize=5')
    expect(page1.body.rows).toHaveLength(5)
    expect(page1.body.total).toBe(newsCount.zh)
    expect(page3.body.rows).toHaveLength(newsCount.zh - 10)
    expect(beyond.body.rows).toHaveLength(0)
    expect(beyond.body.total).toBe(newsCount.zh)
    const defaults = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage')
    expect(defaults.body.rows).toHaveLength(10)
  })

  it('filters by class; -1 is all news; video lists the videos', async () => {
    const company = published.filter((n) => n.cls === 'company')
    const zh = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?class=company&pageSize=100')
    const en = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?class=company&pageSize=100&language=en')
    expect(zh.body.total).toBe(company.length)
    expect(en.body.total).toBe(company.filter((n) => n.en).length)
    expect(zh.body.rows.every((r) => r.messageType === 'company')).toBe(true)
    const all = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?class=-1&pageSize=100')
    expect(all.body.total).toBe(newsCount.zh)
    const videos = await api<ApiList<MessageRow & VideoRow>>('/client/message/clientMessageListPage?class=video&language=en')
    expect(videos.body.total).toBe(FIXTURE_VIDEOS.length)
    expect(videos.body.rows[0]).toMatchObject({ messageType: 'video', messageTitle: 'Video one' })
    expect(videos.body.rows[0].videoFile).toMatch(/\.mp4$/)
  })

  it('leaves drafts and Chinese-only items out of English and draft lists', async () => {
    const en = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageSize=100&language=en')
    const zh = await api<ApiList<MessageRow>>('/client/message/clientMessageListPage?pageSize=100')
    const enTitles = en.body.rows.map((r) => r.messageTitle)
    const zhTitles = zh.body.rows.map((r) => r.messageTitle)
    expect(enTitles).not.toContain('Draft news')
    expect(zhTitles).not.toContain('草稿新闻')
    expect(zhTitles).toContain('仅中文新闻')
    expect(enTitles).toHaveLength(newsCount.en)
  })

  it('answers one item with sanitised HTML content and its neighbours', async () => {
    const id = ids.news[1]
    const answer = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${id}?language=zh`)
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(200)
    const data = answer.body.data
    expect(data).toMatchObject({ messageId: id, messageTitle: FIXTURE_NEWS[1].zh, messageType: FIXTURE_NEWS[1].cls })
    expect(data.messageContent).toContain('<p>')
    expect(data.messageContent).toContain('<h2>小标题</h2>')
    expect(data.prevMessage).toMatchObject({ messageId: ids.news[0] })
    expect(data.nextMessage).toMatchObject({ messageId: ids.news[2] })
    const newest = await api<ApiData<NewsRecord>>(`/client/message/clientMessageSelectById/${ids.news[0]}`)
    expect(newest.body.data.prevMessage).toBeNull()
  })

  it('answers 404 for drafts, unknown ids and items missing in that language', async () => {
    const draft = ids.news[FIXTURE_NEWS.findIndex((n) => n.status === 'draft')]
    const zhOnly = ids.news[FIXTURE_NEWS.findIndex((n) => n.en === null && n.status === 'published')]
    expectError(await api(`/client/message/clientMessageSelectById/${draft}`), 404, /不存在/)
    expectError(await api('/client/message/clientMessageSelectById/999999?language=en'), 404, /not found: 999999/)
    expectError(await api(`/client/message/clientMessageSelectById/${zhOnly}?language=en`), 404)
    expect((await api(`/client/message/clientMessageSelectById/${zhOnly}`)).status).toBe(200)
  })

  it('answers 400 naming the parameter for malformed values', async () => {
    expectError(await api('/client/message/clientMessageSelectById/abc?language=en'), 400, /Invalid parameter id/)
    expectError(await api('/client/message/clientMessageSelectById/1.5'), 400, /参数 id/)
    expectError(await api('/client/message/clientMessageSelectById/99999999999'), 400, /id/)
    for (const pageSize of ['0', '101', 'abc', '-1', '1e2', '100000']) {
      expectError(await api(`/client/message/clientMessageListPage?pageSize=${pageSize}&language=en`), 400, /pageSize/)
    }
    expectError(await api('/client/message/clientMessageListPage?pageNum=0'), 400, /pageNum/)
    expectError(await api('/client/message/clientMessageListPage?class=sports&language=en'), 400, /class/)
    expectError(await api('/client/message/clientMessageListPage?class=%27%20OR%201%3D1--'), 400, /class/)
  })
})

describe('videos', () => {
  it('lists, pages and answers one video in both languages', async () => {
    const latest = await api<ApiList<VideoRow>>('/client/video/clientHomeLatestInfo?language=en')
    expectList(latest.body)
    expect(latest.body.total).toBe(FIXTURE_VIDEOS.length)
    expect(latest.body.rows[0]).toEqual(
      expect.objectContaining({
        videoId: ids.videos[0],
        videoTitle: 'Video one',
        videoUrl: expect.stringMatching(/^\//),
        videoFile: expect.stringMatching(/\.mp4$/),
        duration: FIXTURE_VIDEOS[0].duration,
        updateTime: expect.stringMatching(TIME),
      }),
    )
    const page = await api<ApiList<VideoRow>>('/client/video/clientVideoListPage?pageNum=2&pageSize=2')
    expect(page.body.rows).toHaveLength(1)
    expect(page.body.total).toBe(3)
    const one = await api<ApiData<VideoDetail>>(`/client/video/clientVideoSelectById/${ids.videos[1]}`)
    expect(one.body.data).toMatchObject({ videoId: ids.videos[1], videoTitle: '视频二', videoDescription: '视频二的简介' })
    expectError(await api('/client/video/clientVideoSelectById/999999'), 404)
    expectError(await api('/client/video/clientVideoSelectById/abc'), 400, /id/)
    expectError(await api('/client/video/clientVideoListPage?pageSize=101'), 400, /pageSize/)
  })
})

describe('teaching', () => {
  it('lists classifications with their albums in order', async () => {
    const answer = await api<ApiList<ClassificationRow>>('/client/clientTeaching/classifyListPage?language=en')
    expectList(answer.body)
    expect(answer.body.total).toBe(FIXTURE_TEACHING.length)
    expect(answer.body.rows.map((r) => r.classifyName)).toEqual(FIXTURE_TEACHING.map((t) => t.en))
    expect(answer.body.rows.map((r) => r.albumList.length)).toEqual(FIXTURE_TEACHING.map((t) => t.albums))
    const album = answer.body.rows[0].albumList[0]
    expect(album).toEqual(
      expect.objectContaining({
        albumId: ids.albums[0],
        classifyId: answer.body.rows[0].classifyId,
        title: 'Getting started lesson 1',
        coverUrl: expect.stringMatching(/^\//),
        videoFile: expect.stringMatching(/\.mp4$/),
        viewCount: expect.any(Number),
        duration: 300,
        uploadTime: expect.stringMatching(TIME),
        summary: 'This lesson covers the basics.',
      }),
    )
    const paged = await api<ApiList<ClassificationRow>>('/client/clientTeaching/classifyListPage?pageNum=2&pageSize=1')
    expect(paged.body.rows).toHaveLength(1)
    expect(paged.body.rows[0].classifyName).toBe(FIXTURE_TEACHING[1].zh)
  })

  it('answers the other albums, same classification first', async () => {
    const answer = await api<ApiList<AlbumRow>>(`/client/clientTeaching/otherAlbumTeaching/${ids.albums[0]}`)
    expectList(answer.body)
    const total = FIXTURE_TEACHING.reduce((n, t) => n + t.albums, 0)
    expect(answer.body.total).toBe(total - 1)
    const classOf = (id: number) => answer.body.rows.find((r) => r.albumId === id)?.classifyId
    expect(answer.body.rows.map((r) => r.albumId)).not.toContain(ids.albums[0])
    expect(classOf(ids.albums[1])).toBe(answer.body.rows[0].classifyId)
    expect(answer.body.rows.slice(0, 2).map((r) => r.albumId)).toEqual([ids.albums[1], ids.albums[2]])
    expectError(await api('/client/clientTeaching/otherAlbumTeaching/999999'), 404)
    expectError(await api('/client/clientTeaching/otherAlbumTeaching/x1'), 400)
  })

  it('counts 200 concurrent views of 200 visitors exactly, each once a day; bots never', async () => {
    const id = ids.albums[3]
    const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    const view = (address: string, ua = CHROME) =>
      api<ApiData<number>>(`/client/clientTeaching/teachingCount/${id}`, { headers: { 'user-agent': ua, 'x-client-address': address } })
    const before = (await view('192.0.2.250', 'curl/8.5.0')).body.data
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => view(`192.0.2.${i}`)))
    expect(answers.every((a) => a.status === 200 && a.body.code === 200)).toBe(true)
    const counts = answers.map((a) => a.body.data).sort((a, b) => a - b)
    expect(counts[0]).toBe(before + 1)
    expect(counts[199]).toBe(before + 200)
    expect(new Set(counts).size).toBe(200)
    // The same visitors again, and a script: the count as it stands.
    expect((await view('192.0.2.7')).body.data).toBe(before + 200)
    expect((await view('192.0.2.251', 'curl/8.5.0')).body.data).toBe(before + 200)
    expect((await api<ApiData<number>>(`/client/clientTeaching/teachingCount/${id}`)).body.data).toBe(before + 200)
    expect(answers[0].headers.get('cache-control')).toBe('no-store')
    expectError(await api('/client/clientTeaching/teachingCount/999999'), 404)
    expectError(await api('/client/clientTeaching/teachingCount/abc'), 400)
  })
})

describe('software, update logs and help documents', () => {
  it('answers the software list in data, with the contract fields', async () => {
    const answer = await api<ApiData<SoftwareRow[]>>('/client/software/softwareList?language=en')
    expect(answer.body.code).toBe(200)
    expect(answer.body.data).toHaveLength(FIXTURE_SOFTWARE.length)
    const [eicad, airoad] = answer.body.data
    expect(eicad).toMatchObject({ id: ids.software.eicad, alias: 'eicad', softwareName: 'Integrated road design', version: '5.2.0' })
    expect(eicad.updateTime).toMatch(TIME)
    expect(eicad.downloadUrl).toMatch(/^\/api\/media\/file\/.+\.pdf$/)
    expect(eicad.fileSize).toMatch(/^\d+(\.\d)? (B|KB)$/)
    expect(airoad).toMatchObject({ alias: 'airoad', fileSize: '356 MB', downloadUrl: 'https://downloads.example.com/airoad.exe' })
    const filtered = await api<ApiData<SoftwareRow[]>>('/client/software/softwareList?alias=airoad')
    expect(filtered.body.data.map((s) => s.alias)).toEqual(['airoad'])
  })

  it('lists update logs of one software, newest first, paged', async () => {
    const answer = await api<ApiList<UpdateLogRow>>(`/client/software/updateLogList?softwareId=${ids.software.eicad}&language=en`)
    expectList(answer.body)
    expect(answer.body.total).toBe(FIXTURE_SOFTWARE[0].logs)
    expect(answer.body.rows.map((r) => r.version)).toEqual(['5.2.0', '5.1.0', '5.0.0'])
    expect(answer.body.rows[0]).toMatchObject({ softwareId: ids.software.eicad, alias: 'eicad', title: 'Integrated road design release 2' })
    const page = await api<ApiList<UpdateLogRow>>(`/client/software/updateLogList?softwareId=${ids.software.eicad}&pageSize=2&pageNum=2`)
    expect(page.body.rows).toHaveLength(1)
    expectError(await api('/client/software/updateLogList'), 400, /softwareId/)
    expectError(await api('/client/software/updateLogList?softwareId=abc&language=en'), 400, /softwareId/)
    expectError(await api('/client/software/updateLogList?softwareId=999999'), 404)
  })

  it('answers one update log with its content', async () => {
    const answer = await api<ApiData<UpdateLogDetail>>(`/client/software/updateLogDetail/${ids.updateLogs[0]}`)
    expect(answer.body.data).toMatchObject({ logId: ids.updateLogs[0], version: '5.0.0', alias: 'eicad' })
    expect(answer.body.data.content).toContain('<p>新增功能 0。</p>')
    expectError(await api('/client/software/updateLogDetail/999999'), 404)
    expectError(await api('/client/software/updateLogDetail/%20'), 400)
  })

  it('answers the help document in the language asked', async () => {
    const en = await api<ApiData<HelpDocumentView>>('/client/software/helpDocument?soft=eicad&language=en')
    expect(en.body.data).toMatchObject({ alias: 'eicad', language: 'en', title: 'Integrated road design help' })
    expect(en.body.data.chapters.map((c) => c.title)).toEqual(['Installation', 'First steps'])
    expect(en.body.data.chapters[0]).toMatchObject({ anchor: 'chapter-1' })
    expect(en.body.data.chapters[0].content).toContain('Run the installer.')
    const zh = await api<ApiData<HelpDocumentView>>('/client/software/helpDocument?soft=airoad&language=zh')
    expect(zh.body.data.chapters.map((c) => c.title)).toEqual(['安装', '入门'])
    expectError(await api('/client/software/helpDocument?soft=airoad&language=en'), 404, /English help document/)
    expectError(await api('/client/software/helpDocument?soft=nothing'), 404)
    expectError(await api('/client/software/helpDocument'), 400, /soft/)
    expectError(await api(`/client/software/helpDocument?soft=${'x'.repeat(41)}`), 400, /soft/)
  })
})

describe('contact submit', () => {
  const valid = { name: '李工', phone: '138 1234 5678', email: 'li@example.com', requirement: '想了解集成道路设计软件的授权方式。' }
  let address = 0
  const from = () => ({ 'x-forwarded-for': `10.9.0.${++address}` })

  async function countLeads(email: string) {
    const payload = await getPayloadClient()
    return (await payload.count({ collection: 'contact-submissions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs
  }

  it('stores a valid submission and answers the success text in the visitor language', async () => {
    const zh = await postJson('/client/contact/submit', { ...valid, language: 'zh' }, from())
    expect(zh.status).toBe(200)
    expect(zh.body).toMatchObject({ code: 200, msg: '提交成功，我们将在24小时内与您联系' })
    expect(await countLeads(valid.email)).toBe(1)
    const en = await postJson('/client/contact/submit', { ...valid, email: 'en@example.com', language: 'en' }, from())
    expect(en.body.msg).toBe('Submitted successfully. We will call you back within 24 hours.')
    const payload = await getPayloadClient()
    const stored = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: 'en@example.com' } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ name: '李工', language: 'en', status: 'new' })
  })

  it('stores the same submission twice within a minute once', async () => {
    const same = { ...valid, email: 'twice@example.com' }
    expect((await postJson('/client/contact/submit', same, from())).status).toBe(200)
    expect((await postJson('/client/contact/submit', same, from())).status).toBe(200)
    expect(await countLeads('twice@example.com')).toBe(1)
  })

  it('answers the exact messages of contract 4', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, name: '   ' }, '姓名不能为空', 'Name cannot be empty'],
      [{ ...valid, phone: '' }, '电话/手机不能为空', 'Phone or mobile cannot be empty'],
      [{ ...valid, email: undefined }, '邮箱不能为空', 'E-mail cannot be empty'],
      [{ ...valid, email: 'not-an-address' }, '请输入正确的邮箱地址', 'Please enter the correct e-mail address'],
      [{ ...valid, requirement: null }, '需求不能为空', 'Requirement cannot be empty'],
    ]
    for (const [body, zh, en] of cases) {
      const a = await postJson('/client/contact/submit', { ...body, language: 'zh' }, from())
      const b = await postJson('/client/contact/submit', { ...body, language: 'en' }, from())
      expectError(a, 400)
      expect(a.body.msg).toBe(zh)
      expect(b.body.msg).toBe(en)
    }
  })

  it('names the field and the limit when a bound is exceeded', async () => {
    const long = await postJson('/client/contact/submit', { ...valid, name: '名'.repeat(51), language: 'en' }, from())
    expectError(long, 400, /Name.*50/)
    const phone = await postJson('/client/contact/submit', { ...valid, phone: '12ab', language: 'zh' }, from())
    expectError(phone, 400, /电话\/手机.*5.*30/)
    const requirement = await postJson('/client/contact/submit', { ...valid, requirement: 'x'.repeat(2001), language: 'en' }, from())
    expectError(requirement, 400, /Requirement.*2000/)
    const typed = await postJson('/client/contact/submit', { ...valid, name: { $ne: 1 }, language: 'en' }, from())
    expectError(typed, 400, /Name cannot be empty/)
  })

  it('refuses bodies that are not JSON objects, or too large', async () => {
    expectError(await postJson('/client/contact/submit?language=en', '{bad json', from()), 400, /JSON/)
    expectError(await postJson('/client/contact/submit?language=en', '[1,2]', from()), 400, /JSON/)
    expectError(await postJson('/client/contact/submit?language=en', { ...valid, requirement: 'x'.repeat(20_000) }, from()), 413, /16 KB/)
  })

  it('answers a filled bot trap as success and stores nothing', async () => {
    const bot = await postJson('/client/contact/submit', { ...valid, email: 'bot@example.com', website: 'http://spam' }, from())
    expect(bot.status).toBe(200)
    expect(await countLeads('bot@example.com')).toBe(0)
  })

  it('limits submissions per address with 429 (3 per 10 minutes in this run)', async () => {
    const one = { 'x-forwarded-for': '10.77.0.1' }
    for (let i = 0; i < 3; i += 1) {
      expect((await postJson('/client/contact/submit', { ...valid, email: `limit${i}@example.com` }, one)).status).toBe(200)
    }
    const refused = await postJson('/client/contact/submit', { ...valid, email: 'limit9@example.com', language: 'en' }, one)
    expectError(refused, 429, /Too many submissions/)
    expect(await countLeads('limit9@example.com')).toBe(0)
  })
})

describe('unknown paths and methods', () => {
  it('answers 404 and 405 in the envelope', async () => {
    expectError(await api('/client/nothing/here?language=en'), 404, /No such API path/)
    expectError(await api('/client/banner/clientBannerList', { method: 'POST' }), 405, /GET/)
    expectError(await api('/client/contact/submit'), 405, /POST/)
  })
})
