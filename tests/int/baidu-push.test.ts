/**
 * Baidu URL push: off until the site settings hold a site and a token; then a publish (not a draft save) sends the
 * item's public URLs in the languages it is published in (not /en for an item not translated yet) to the push API in the background, and a failing push never fails the
 * publish. The push API is a local HTTP server (BAIDU_PUSH_ENDPOINT).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { env } from '@/env'

type Received = { url: string; body: string; contentType: string }

let server: http.Server
let received: Received[] = []
let answerStatus = 200
let endpoint = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      received.push({ url: req.url ?? '', body, contentType: String(req.headers['content-type'] ?? '') })
      res.writeHead(answerStatus, { 'content-type': 'application/json' })
      res.end(
        answerStatus === 200
          ? JSON.stringify({ remain: 99, success: body.split('\n').length })
          : '{"error":401,"message":"token is not valid"}',
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/urls`
  process.env.BAIDU_PUSH_ENDPOINT = endpoint
})

afterAll(async () => {
  const payload = await getPayloadClient()
  await payload.updateGlobal({ slug: 'site-settings', data: { baiduPush: { site: null, token: null } }, overrideAccess: true })
  // The other integration tests count the fixtures' news: leave none of ours behind.
  await payload.delete({ collection: 'news', where: { id: { in: created } }, overrideAccess: true, context: { skipBaiduPush: true } })
  delete process.env.BAIDU_PUSH_ENDPOINT
  await new Promise((resolve) => server.close(resolve))
})

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (check()) return true
    await new Promise((r) => setTimeout(r, 25))
  }
  return check()
}

const created: number[] = []

async function publishNews(title: string, status: 'published' | 'draft' = 'published') {
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'news',
    data: { title, class: 'company', publishedAt: new Date().toISOString(), _status: status },
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

const origin = env.serverUrl.replace(/\/+$/, '')

describe('Baidu URL push', () => {
  it('sends nothing while the site settings hold no push token', async () => {
    received = []
    await publishNews('百度推送：未配置')
    await new Promise((r) => setTimeout(r, 400))
    expect(received).toEqual([])
  })

  it('pushes the URLs of the languages a published news item exists in, and nothing for a draft', async () => {
    const payload = await getPayloadClient()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { baiduPush: { site: 'https://www.example.com', token: 'tok3n-abc' } },
      overrideAccess: true,
    })
    received = []
    const draft = await publishNews('百度推送：草稿', 'draft')
    await new Promise((r) => setTimeout(r, 400))
    expect(received).toEqual([])

    // Chinese only: its English address would be a 404, so it is not pushed (issue 33, item 3).
    const news = await publishNews('百度推送：已发布')
    expect(await until(() => received.length > 0)).toBe(true)
    expect(received).toHaveLength(1)
    const request = new URL(received[0].url, 'http://x')
    expect(request.pathname).toBe('/urls')
    expect(request.searchParams.get('site')).toBe('https://www.example.com')
    expect(request.searchParams.get('token')).toBe('tok3n-abc')
    expect(received[0].contentType).toBe('text/plain')
    expect(received[0].body.split('\n')).toEqual([`${origin}/newsDetail?type=information&id=${news.id}`])

    // Its English version published: both addresses.
    received = []
    await payload.update({
      collection: 'news',
      id: news.id,
      locale: 'en',
      data: { title: 'Baidu push: published', _status: 'published' },
      overrideAccess: true,
    })
    expect(await until(() => received.length > 0)).toBe(true)
    expect(received[0].body.split('\n')).toEqual([
      `${origin}/newsDetail?type=information&id=${news.id}`,
      `${origin}/en/newsDetail?type=information&id=${news.id}`,
    ])

    // A Chinese publish while an English draft is pending (the admin's main button) pushes the Chinese address only.
    const pending = await publishNews('百度推送：英文草稿中')
    await payload.update({
      collection: 'news',
      id: pending.id,
      locale: 'en',
      data: { title: 'Half done' },
      draft: true,
      overrideAccess: true,
    })
    expect(await until(() => received.some((r) => r.body.includes(`id=${pending.id}`)))).toBe(true)
    received = []
    await payload.update({
      collection: 'news',
      id: pending.id,
      locale: 'zh',
      publishSpecificLocale: 'zh',
      data: { title: '百度推送：中文修正', _status: 'published' },
      overrideAccess: true,
    })
    expect(await until(() => received.length > 0)).toBe(true)
    expect(received[0].body.split('\n')).toEqual([`${origin}/newsDetail?type=information&id=${pending.id}`])

    // Publishing the draft later pushes it too.
    received = []
    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await until(() => received.length > 0)).toBe(true)
    expect(received[0].body).toContain(`/newsDetail?type=information&id=${draft.id}`)
  })

  it('never fails or delays a publish when the push API refuses or is down', async () => {
    answerStatus = 401
    received = []
    const refused = await publishNews('百度推送：被拒绝')
    expect(refused._status).toBe('published')
    expect(await until(() => received.length > 0)).toBe(true)
    answerStatus = 200

    // Nothing listens on this port: the publish still succeeds, quickly.
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    process.env.BAIDU_PUSH_ENDPOINT = `http://127.0.0.1:${closedPort}/urls`
    const started = Date.now()
    const down = await publishNews('百度推送：服务不可达')
    expect(down._status).toBe('published')
    expect(Date.now() - started).toBeLessThan(5000)
    await new Promise((r) => setTimeout(r, 300))
    process.env.BAIDU_PUSH_ENDPOINT = endpoint
  })

  it('keeps the push token out of what the public reads', async () => {
    const payload = await getPayloadClient()
    const publicView = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user: null, depth: 0 })
    expect(publicView.baiduPush?.token ?? undefined).toBeUndefined()
    const { getSiteSettings } = await import('@/content/globals')
    const shown = (await getSiteSettings('zh')) as Record<string, unknown>
    expect(shown.baiduPush).toBeUndefined()
  })
})
