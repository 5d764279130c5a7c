import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  AUTH_BODY_LIMIT,
  bodyLimitOf,
  hasBody,
  isUploadPath,
  PAGE_BODY_LIMIT,
  PAYLOAD_BODY_LIMIT,
  PUBLIC_API_BODY_LIMIT,
  UPLOAD_OVERHEAD,
} from '@/lib/body-limit'
import { limitRequestBody } from '@/server/request-guard'

const plain = { basePath: '', apiPrefix: '', maxUploadBytes: 1024 * 1024 * 1024 }
const prefixed = { basePath: '/website', apiPrefix: '/prod-api', maxUploadBytes: 20 * 1024 * 1024 }

describe('bodyLimitOf', () => {
  it('gives the public API and Payload’s sign-in a few KB, with the API’s envelope or Payload’s errors', () => {
    expect(bodyLimitOf('POST', '/client/contact/submit?language=en', plain)).toEqual({ bytes: PUBLIC_API_BODY_LIMIT, kind: 'api' })
    expect(bodyLimitOf('POST', '/website/prod-api/client/contact/submit', prefixed)).toEqual({ bytes: PUBLIC_API_BODY_LIMIT, kind: 'api' })
    expect(bodyLimitOf('POST', '/website/system/oss/listByIds/1', prefixed)).toEqual({ bytes: PUBLIC_API_BODY_LIMIT, kind: 'api' })
    for (const op of ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register', 'unlock', 'verify/abc']) {
      expect(bodyLimitOf('POST', `/api/users/${op}`, plain), op).toEqual({ bytes: AUTH_BODY_LIMIT, kind: 'payload' })
    }
    expect(PUBLIC_API_BODY_LIMIT).toBeLessThanOrEqual(16 * 1024)
    expect(AUTH_BODY_LIMIT).toBeLessThanOrEqual(16 * 1024)
  })

  it('gives uploads their own limit, the rest of Payload’s API a few MB and pages 1 MB', () => {
    expect(bodyLimitOf('POST', '/api/media', plain)).toEqual({ bytes: plain.maxUploadBytes + UPLOAD_OVERHEAD, kind: 'payload' })
    expect(bodyLimitOf('PATCH', '/website/api/media/12?depth=0', prefixed)).toEqual({
      bytes: prefixed.maxUploadBytes + UPLOAD_OVERHEAD,
      kind: 'payload',
    })
    expect(bodyLimitOf('POST', '/api/news', plain)).toEqual({ bytes: PAYLOAD_BODY_LIMIT, kind: 'payload' })
    expect(bodyLimitOf('POST', '/api/graphql', plain)).toEqual({ bytes: PAYLOAD_BODY_LIMIT, kind: 'payload' })
    expect(bodyLimitOf('POST', '/api/media/12/duplicate', plain)).toEqual({ bytes: PAYLOAD_BODY_LIMIT, kind: 'payload' })
    expect(bodyLimitOf('POST', '/contact', plain)).toEqual({ bytes: PAGE_BODY_LIMIT, kind: 'page' })
    expect(bodyLimitOf('POST', '/admin/collections/news/1', plain)).toEqual({ bytes: PAGE_BODY_LIMIT, kind: 'page' })
    expect(bodyLimitOf('POST', '/apiary', plain).kind).toBe('page')
    expect(PAYLOAD_BODY_LIMIT).toBeLessThanOrEqual(8 * 1024 * 1024)
  })
})

describe('isUploadPath', () => {
  it('is true for the create and update addresses of upload collections only', () => {
    expect(isUploadPath('POST', '/api/media')).toBe(true)
    expect(isUploadPath('PATCH', '/api/media/12')).toBe(true)
    expect(isUploadPath('PATCH', '/api/media')).toBe(true)
    expect(isUploadPath('POST', '/api/media/12')).toBe(false)
    expect(isUploadPath('POST', '/api/media/12/duplicate')).toBe(false)
    expect(isUploadPath('GET', '/api/media')).toBe(false)
    expect(isUploadPath('POST', '/api/news')).toBe(false)
    expect(isUploadPath('POST', '/api/users/login')).toBe(false)
    expect(isUploadPath('POST', '/api/news', ['news'])).toBe(true)
  })
})

describe('hasBody', () => {
  it('knows a body by its length or its chunked encoding', () => {
    expect(hasBody({})).toBe(false)
    expect(hasBody({ 'content-length': '0' })).toBe(false)
    expect(hasBody({ 'content-length': '12' })).toBe(true)
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true)
  })
})

describe('limitRequestBody', () => {
  const LIMIT = 32 * 1024
  /** What the server saw of each request: the bytes its reader got, whether the limit fired, the socket's bytes read. */
  let seen: { read: number; refused: boolean; socketBytes: number }[] = []
  let server: http.Server
  let url = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const record = { read: 0, refused: false, socketBytes: 0 }
      seen.push(record)
      const within = limitRequestBody(req, LIMIT, () => {
        record.refused = true
        res.writeHead(413, { connection: 'close' })
        res.end('too large', () => {
          record.socketBytes = req.socket.bytesRead
          req.socket.destroy()
        })
      })
      if (!within) return
      // The application reads the body at its own pace, as Next does.
      req.on('data', (chunk: Buffer) => {
        record.read += chunk.length
      })
      req.on('end', () => {
        if (!record.refused) res.end(`read ${record.read}`)
      })
      req.on('error', () => {})
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function post(total: number, chunked: boolean): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) },
      })
      let sent = 0
      let answered = false
      req.on('response', (res) => {
        answered = true
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', (error) => (answered ? undefined : reject(error)))
      const piece = Buffer.alloc(8 * 1024, 0x61)
      const pump = () => {
        while (!answered && sent < total) {
          sent += piece.length
          if (!req.write(piece)) return void req.once('drain', pump)
        }
        if (!answered) req.end()
      }
      pump()
    })
  }

  it('passes a body within the limit to the reader whole', async () => {
    seen = []
    expect(await post(24 * 1024, true)).toEqual({ status: 200, body: `read ${24 * 1024}` })
    expect(await post(LIMIT, false)).toEqual({ status: 200, body: `read ${LIMIT}` })
  })

  it('refuses a declared length over the limit before reading any of it', async () => {
    seen = []
    expect((await post(LIMIT + 1, false)).status).toBe(413)
    expect(seen[0]).toMatchObject({ read: 0, refused: true })
  })

  it('refuses a chunked body when it passes the limit: the reader never gets more, the socket is no longer read', async () => {
    seen = []
    const answer = await post(50 * 1024 * 1024, true)
    expect(answer.status).toBe(413)
    expect(seen[0].refused).toBe(true)
    expect(seen[0].read).toBeLessThanOrEqual(LIMIT)
    // What the socket read past the limit is a few socket buffers at most, not the 50 MB sent.
    expect(seen[0].socketBytes).toBeLessThan(LIMIT + 1024 * 1024)
  })
})
