/**
 * Disk and memory bounds of the built server over HTTP.
 *
 * - Request bodies: each route's limit (src/lib/body-limit.ts) holds for bodies sent without a length (chunked) as
 *   for those that announce one: 413 in the caller's language at the limit, the rest never read; twenty chunked
 *   50 MB bodies leave the server's memory (RSS, from /proc) within 50 MB of where it started.
 * - Temporary upload files: a file is accepted only by an upload collection, only from an administrator or editor,
 *   decided before the body is read; whatever Payload spooled for a request is gone when the request ends, however it
 *   ends (stored, refused, failed, aborted).
 * - The micro-cache: page addresses that differ only in query parameters the page does not read share one entry.
 *
 * The page cache on disk has its own block below these (or its own file).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { MessageRow } from '@/content/news'
import type { User } from '@/payload-types'

import type { ApiList, Saved } from '../support/answers'
import { loginHeaders, request } from '../support/http'

const base = inject('baseUrl')
const serverPid = inject('serverPid')
/** The server's temp upload folder (UPLOAD_TEMP_DIR, as the server reads it: the test runs with its environment). */
const tempRoot = path.resolve(process.env.UPLOAD_TEMP_DIR?.trim() || path.join(os.tmpdir(), 'site-uploads'))
const MB = 1024 * 1024

/** The server process's resident memory, in bytes. */
function serverRss(): number {
  const status = fs.readFileSync(`/proc/${serverPid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]) * 1024
}

/** Everything in the temp upload folder changed since `since` (ms), files inside request folders included. */
function tempEntriesSince(since: number): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    let names: string[] = []
    try {
      names = fs.readdirSync(dir)
    } catch {
      return
    }
    for (const name of names) {
      const entry = path.join(dir, name)
      const stat = fs.statSync(entry, { throwIfNoEntry: false })
      if (!stat) continue
      if (stat.isDirectory()) {
        if (stat.mtimeMs >= since || stat.birthtimeMs >= since) found.push(entry)
        walk(entry)
      } else if (stat.mtimeMs >= since) found.push(entry)
    }
  }
  walk(tempRoot)
  return found
}

type Sent = { status: number; body: string; headers: http.IncomingHttpHeaders; sent: number }

/**
 * Sends `total` bytes of `piece` as a chunked body (no Content-Length), as fast as the server takes them, and stops
 * sending once the answer has arrived. `hold`: after that many bytes, send nothing more and never end the body.
 */
function sendChunked(
  url: string,
  options: { method?: string; headers?: Record<string, string>; total: number; piece?: Buffer; hold?: number; head?: Uint8Array },
): Promise<Sent> {
  const piece = options.piece ?? Buffer.alloc(64 * 1024, 0x61)
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'POST', headers: { ...options.headers, 'transfer-encoding': 'chunked' } })
    let sent = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, sent }),
      )
      res.on('error', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, sent }),
      )
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (options.head) {
      req.write(options.head)
      sent += options.head.length
    }
    const pump = () => {
      while (!answered && sent < options.total) {
        if (options.hold !== undefined && sent >= options.hold) return
        sent += piece.length
        if (!req.write(piece)) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered && options.hold === undefined) req.end()
    }
    pump()
  })
}

/** A multipart body: text fields, then files of `size` bytes each (starting with `magic`, for the type check). */
function multipart(fields: Record<string, string>, files: { field: string; name: string; type: string; size: number; magic?: string }[]) {
  const boundary = `----bounds${Date.now()}`
  const parts: Buffer[] = []
  /** Everything before the first file's content: a body cut there is an upload under way. */
  let head: Uint8Array | null = null
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    )
    head ??= new Uint8Array(Buffer.concat(parts))
    const content = Buffer.alloc(file.size, 0)
    content.write(file.magic ?? '', 0, 'latin1')
    parts.push(content)
    parts.push(Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const body = new Uint8Array(Buffer.concat(parts))
  return { body, type: `multipart/form-data; boundary=${boundary}`, head: head ?? body }
}

let admin: Record<string, string> = {}
const created: number[] = []

beforeAll(async () => {
  admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
})

afterAll(async () => {
  for (const id of created) await request(base, `/api/media/${id}`, { method: 'DELETE', headers: admin })
})

describe('request bodies', () => {
  const action = { 'next-action': '7f'.repeat(21), 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' }

  it('a body over its route’s limit is a 413 in the caller’s language, chunked or with a length', async () => {
    const cases: { name: string; path: string; headers: Record<string, string>; size: number; check: (s: Sent) => void }[] = [
      {
        name: 'contact API',
        path: '/client/contact/submit?language=en',
        headers: { 'content-type': 'application/json' },
        size: 64 * 1024,
        check: (s) => expect(JSON.parse(s.body)).toEqual({ code: 413, msg: 'The request body is too large: at most 16 KB' }),
      },
      {
        name: 'contact API (zh)',
        path: '/client/contact/submit?language=zh',
        headers: { 'content-type': 'application/json' },
        size: 64 * 1024,
        check: (s) => expect(JSON.parse(s.body).msg).toBe('请求内容过大：最多 16 KB'),
      },
      {
        name: 'login',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        size: 64 * 1024,
        check: (s) => expect(JSON.parse(s.body).errors[0].message).toMatch(/too large: at most 16 KB/),
      },
      {
        name: 'Payload REST',
        path: '/api/news',
        headers: { 'content-type': 'application/json' },
        size: 8 * MB,
        check: (s) => expect(JSON.parse(s.body).errors[0].message).toMatch(/请求内容过大：最多 4 MB/),
      },
      {
        name: 'server action',
        path: '/en/contact',
        headers: action,
        size: 2 * MB,
        check: (s) => {
          expect(s.headers['content-type']).toMatch(/text\/html/)
          expect(s.body).toContain('lang="en"')
          expect(s.body).toMatch(/too large/)
        },
      },
    ]
    for (const { name, path: p, headers, size, check } of cases) {
      const chunked = await sendChunked(`${base}${p}`, { headers, total: size })
      expect(chunked.status, `${name}, chunked: ${chunked.body.slice(0, 200)}`).toBe(413)
      check(chunked)
      expect(chunked.headers['x-content-type-options'], name).toBe('nosniff')
      const declared = await fetch(`${base}${p}`, { method: 'POST', headers, body: new Uint8Array(size).fill(0x61) })
      const text = await declared.text()
      expect(declared.status, `${name}, with a length: ${text.slice(0, 200)}`).toBe(413)
      check({ status: declared.status, body: text, headers: Object.fromEntries(declared.headers), sent: size })
    }
  })

  it('a form posted to a server action over 1 MB is a 413, not a 500', async () => {
    const form = new URLSearchParams({ $ACTION_ID_7f7f: '', name: 'x'.repeat(2 * MB) })
    const answer = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(answer.status).toBe(413)
    expect(await answer.text()).toContain('lang="zh-CN"')
    const chunked = await sendChunked(`${base}/contact`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      total: 2 * MB,
      head: Buffer.from('$ACTION_ID_7f7f=&name='),
    })
    expect(chunked.status).toBe(413)
  })

  it('bodies within their limit still reach the application', async () => {
    const contact = await sendChunked(`${base}/client/contact/submit?language=en`, {
      headers: { 'content-type': 'application/json' },
      total: 0,
      head: Buffer.from(
        JSON.stringify({
          name: 'Bounds',
          phone: '13800000000',
          email: 'bounds@example.com',
          requirement: 'chunked but small',
          language: 'en',
        }),
      ),
    })
    expect(contact.status, contact.body).toBe(200)
    const login = await sendChunked(`${base}/api/users/login`, {
      headers: { 'content-type': 'application/json' },
      total: 0,
      head: Buffer.from(JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD })),
    })
    expect(login.status, login.body).toBe(200)
  })

  it('twenty chunked 50 MB bodies leave memory within 50 MB of where it started and no temp file behind', async () => {
    const started = Date.now()
    const targets: { path: string; headers: Record<string, string> }[] = [
      { path: '/client/contact/submit?language=en', headers: { 'content-type': 'application/json' } },
      { path: '/api/users/login', headers: { 'content-type': 'application/json' } },
      { path: '/api/news', headers: { 'content-type': 'application/json' } },
      { path: '/contact', headers: action },
    ]
    const upload = multipart({ _payload: '{}' }, [{ field: 'file', name: 'big.zip', type: 'application/zip', size: 0 }])
    // Warm up each route, so that what Next loads on a route's first request (code, caches) is not counted.
    for (let round = 0; round < 2; round += 1) {
      for (const t of targets) await sendChunked(`${base}${t.path}`, { headers: t.headers, total: 8 * MB })
      await sendChunked(`${base}/api/media`, { headers: { 'content-type': upload.type }, total: 8 * MB, head: upload.head })
    }
    await new Promise((r) => setTimeout(r, 2500))
    const before = serverRss()
    const statuses: number[] = []
    for (let i = 0; i < 20; i += 1) {
      if (i % 5 === 4) {
        // An upload without a session: refused before its body is read.
        statuses.push(
          (await sendChunked(`${base}/api/media`, { headers: { 'content-type': upload.type }, total: 50 * MB, head: upload.head })).status,
        )
      } else {
        const t = targets[i % 5]
        statuses.push((await sendChunked(`${base}${t.path}`, { headers: t.headers, total: 50 * MB })).status)
      }
    }
    // The connections of the last bodies close LINGER_MS (2 s) after their answers.
    await new Promise((r) => setTimeout(r, 2500))
    const after = serverRss()
    console.log(
      `[resource-bounds] server RSS before ${(before / MB).toFixed(1)} MB, after twenty 50 MB bodies ${(after / MB).toFixed(1)} MB; statuses ${statuses.join(',')}`,
    )
    expect(statuses.filter((s) => s !== 413 && s !== 403)).toEqual([])
    expect(after - before).toBeLessThan(50 * MB)
    expect(tempEntriesSince(started)).toEqual([])
  }, 180_000)
})

describe('temporary upload files', () => {
  /** An installer (the type check reads its first bytes: `MZ`). */
  const installer = () =>
    multipart({ _payload: JSON.stringify({ alt: 'bounds' }) }, [
      { field: 'file', name: `bounds-${Date.now()}.exe`, type: 'application/x-msdownload', size: 256 * 1024, magic: 'MZ' },
    ])

  it('a file sent where no upload belongs is refused before Payload spools it', async () => {
    const started = Date.now()
    // Small enough for every route's body limit (sign-in: 16 KB): refused for holding a file, not for its size.
    const file = multipart({ _payload: JSON.stringify({ title: 'x' }) }, [
      { field: 'file', name: 'x.zip', type: 'application/zip', size: 8 * 1024 },
    ])
    for (const [p, headers] of [
      ['/api/news', {}],
      ['/api/news', admin],
      ['/api/users/login', {}],
      ['/api/pages', {}],
      ['/api/globals/site-settings', admin],
    ] as const) {
      const { 'content-type': _json, ...auth } = headers as Record<string, string>
      const answer = await fetch(`${base}${p}`, { method: 'POST', headers: { ...auth, 'content-type': file.type }, body: file.body })
      const body = await answer.json()
      expect(answer.status, `${p}: ${JSON.stringify(body)}`).toBe(400)
      expect(body.errors[0].message).toMatch(/文件只能上传到媒体库/)
    }
    expect(tempEntriesSince(started)).toEqual([])
  })

  it('the admin’s forms (multipart without a file) still work: sign-in', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }))
    const answer = await fetch(`${base}/api/users/login`, { method: 'POST', body: form })
    expect(answer.status).toBe(200)
    expect((await answer.json()).token).toBeTruthy()
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('an upload without an editor’s session is refused before its body is read', { timeout: 20_000 }, async () => {
    const started = Date.now()
    const file = installer()
    // The body never ends: the answer can only come before it is read.
    const anonymous = await sendChunked(`${base}/api/media`, {
      headers: { 'content-type': file.type, 'accept-language': 'en' },
      total: 1 * MB,
      head: file.head,
      hold: 0,
    })
    expect(anonymous.status).toBe(403)
    expect(JSON.parse(anonymous.body).errors[0].message).toMatch(/Sign in first/)
    const sales = await request<Saved<User>>(base, '/api/users', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        email: `bounds-sales-${Date.now()}@example.com`,
        password: 'sales-0123456789abcdef',
        role: 'sales',
        name: 'Sales',
      }),
    })
    expect(sales.status, JSON.stringify(sales.body)).toBe(201)
    try {
      const salesAuth = await loginHeaders(base, sales.body.doc.email, 'sales-0123456789abcdef')
      const refused = await sendChunked(`${base}/api/media`, {
        headers: { authorization: salesAuth.authorization, 'content-type': file.type },
        total: 1 * MB,
        head: file.head,
        hold: 0,
      })
      expect(refused.status).toBe(403)
      expect(JSON.parse(refused.body).errors[0].message).toMatch(/无权上传/)
    } finally {
      await request(base, `/api/users/${sales.body.doc.id}`, { method: 'DELETE', headers: admin })
    }
    expect(tempEntriesSince(started)).toEqual([])
  })

  it('every temp file is gone when an editor’s upload ends: stored, refused, two files, another field, aborted', async () => {
    const started = Date.now()
    const { 'content-type': _json, ...auth } = admin
    const post = async (body: { body: Uint8Array<ArrayBuffer>; type: string }) => {
      const res = await fetch(`${base}/api/media`, { method: 'POST', headers: { ...auth, 'content-type': body.type }, body: body.body })
      const json = await res.json()
      if (res.status === 201) created.push(json.doc.id)
      return { status: res.status, json }
    }
    const stored = await post(installer())
    expect(stored.status, JSON.stringify(stored.json)).toBe(201)
    const page = await post(multipart({ _payload: '{}' }, [{ field: 'file', name: 'page.html', type: 'text/html', size: 1000 }]))
    expect(page.status).toBe(400)
    const two = await post(
      multipart({ _payload: '{}' }, [
        { field: 'file', name: 'a.zip', type: 'application/zip', size: 100_000 },
        { field: 'file', name: 'b.zip', type: 'application/zip', size: 100_000 },
      ]),
    )
    expect(two.status).toBeGreaterThanOrEqual(400)
    const other = await post(
      multipart({ _payload: '{}' }, [{ field: 'attachment', name: 'c.zip', type: 'application/zip', size: 100_000 }]),
    )
    expect(other.status).toBeGreaterThanOrEqual(400)
    // The editor's browser goes away halfway through a large upload.
    const file = multipart({ _payload: '{}' }, [{ field: 'file', name: 'half.zip', type: 'application/zip', size: 0 }])
    const aborted = http.request(`${base}/api/media`, {
      method: 'POST',
      headers: { ...auth, 'content-type': file.type, 'transfer-encoding': 'chunked' },
    })
    aborted.on('error', () => {})
    aborted.write(file.head)
    for (let i = 0; i < 32; i += 1) aborted.write(Buffer.alloc(256 * 1024, 0x41))
    await new Promise((r) => setTimeout(r, 1000))
    expect(tempEntriesSince(started).length, 'the upload was spooling').toBeGreaterThan(0)
    aborted.destroy()
    await new Promise((r) => setTimeout(r, 1500))
    expect(tempEntriesSince(started)).toEqual([])
  })
})

describe('micro-cache', () => {
  it('keys pages by what decides their answer: made-up query parameters share one entry', async () => {
    const first = await fetch(`${base}/pc_index?utm_source=a${Date.now()}`)
    await first.arrayBuffer()
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${base}/pc_index?utm_source=${i}&ref=${Date.now()}`)
      await res.arrayBuffer()
      expect(res.headers.get('x-micro-cache'), `variant ${i}`).toBe('HIT')
    }
    const news = await request<ApiList<MessageRow>>(base, '/client/message/clientMessageListPage?pageNum=1&pageSize=1&language=zh')
    const id = news.body.rows[0].messageId
    await (await fetch(`${base}/newsDetail?type=information&id=${id}`)).arrayBuffer()
    const extra = await fetch(`${base}/newsDetail?id=${id}&from=share&type=information`)
    await extra.arrayBuffer()
    expect(extra.headers.get('x-micro-cache')).toBe('HIT')
  })

  it('the parameters dropped from the key do not change the answer (asked of Next itself)', async () => {
    // Authorization bypasses the micro-cache: these are Next's own answers.
    const bypass = { authorization: 'Bearer none' }
    const plain = await (await fetch(`${base}/pc_index`, { headers: bypass })).text()
    const withQuery = await (await fetch(`${base}/pc_index?utm_source=x&id=7&class=company`, { headers: bypass })).text()
    expect(withQuery).toBe(plain)
  })
})
