/**
 * src/server/whole-response.ts on a real HTTP server: shareable answers go out whole with Content-Length (also
 * through the compression middleware Next runs, which wraps the response after this layer), the others stream.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { holdWholeResponse } from '@/server/whole-response'

// Next's own copy of the compression middleware, as its router server applies it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next ships this copy as CommonJS without types: require it and say its type here
const compression = require('next/dist/compiled/compression') as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

const completed: Array<{ status: number; body: Buffer }> = []
const shareable = (status: number, headers: http.OutgoingHttpHeaders) =>
  status === 200 && /s-maxage/.test(String(headers['cache-control'] ?? ''))

async function serve(
  handler: Handler,
  {
    compress = false,
    maxBytes = 1024 * 1024,
    transformBody,
  }: { compress?: boolean; maxBytes?: number; transformBody?: (body: Buffer, headers: http.OutgoingHttpHeaders) => Buffer } = {},
) {
  const server = http.createServer((req, res) => {
    holdWholeResponse(res, {
      shareable,
      maxBytes,
      transformBody,
      omitHeaders: ['x-internal'],
      onComplete: (status, _headers, body) => completed.push({ status, body }),
    })
    if (compress) compression()(req, res, () => handler(req, res))
    else handler(req, res)
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Raw answer: status, headers and the body exactly as sent (still compressed). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** Writes the way Next does: headers set, flushHeaders, then chunks a tick apart. */
const streamed =
  (cacheControl: string, parts: string[], status = 200): Handler =>
  (_req, res) => {
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', cacheControl)
    res.setHeader('x-internal', 'yes')
    res.flushHeaders()
    let i = 0
    const next = () => {
      if (i < parts.length) {
        res.write(parts[i++])
        setImmediate(next)
      } else res.end()
    }
    next()
  }

const parts = ['<!doctype html><html><body>', 'first part ', 'second part ', '</body></html>']

describe('holdWholeResponse', () => {
  it('sends a shareable answer whole, with its length, without the omitted headers', async () => {
    completed.length = 0
    const res = await get(await serve(streamed('public, s-maxage=5', parts)))
    expect(res.status).toBe(200)
    expect(res.headers['transfer-encoding']).toBeUndefined()
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(parts.join(''))))
    expect(res.headers['x-internal']).toBeUndefined()
    expect(res.body.toString()).toBe(parts.join(''))
    expect(completed.map((c) => c.body.toString())).toEqual([parts.join('')])
  })

  it('streams an answer that is not shareable, as it was', async () => {
    completed.length = 0
    const res = await get(await serve(streamed('private, no-store', parts)))
    expect(res.headers['transfer-encoding']).toBe('chunked')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['x-internal']).toBe('yes')
    expect(res.body.toString()).toBe(parts.join(''))
    expect(completed).toEqual([])
  })

  it("works under Next's compression: the length is that of the gzip body", async () => {
    const long = Array.from({ length: 50 }, (_, i) => `<p>paragraph ${i} of a page long enough to be compressed</p>`)
    const url = await serve(streamed('public, s-maxage=5', long), { compress: true })
    const res = await get(url, { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['transfer-encoding']).toBeUndefined()
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(zlib.gunzipSync(res.body).toString()).toBe(long.join(''))

    const streaming = await get(await serve(streamed('no-store', long), { compress: true }), { 'accept-encoding': 'gzip' })
    expect(streaming.headers['content-encoding']).toBe('gzip')
    expect(streaming.headers['transfer-encoding']).toBe('chunked')
    expect(zlib.gunzipSync(streaming.body).toString()).toBe(long.join(''))
  })

  it('lets a held answer be rewritten, compressed as it goes out, with the length of the new body', async () => {
    completed.length = 0
    const long = Array.from({ length: 50 }, (_, i) => `<p>paragraph ${i} of a page long enough to be compressed</p>`)
    const seen: string[] = []
    const transformBody = (body: Buffer, headers: http.OutgoingHttpHeaders) => {
      seen.push(String(headers['content-encoding']))
      return zlib.gzipSync(zlib.gunzipSync(body).toString().replaceAll('paragraph', 'para'))
    }
    const url = await serve(streamed('public, s-maxage=5', long), { compress: true, transformBody })
    const res = await get(url, { 'accept-encoding': 'gzip' })
    const expected = long.join('').replaceAll('paragraph', 'para')
    expect(seen).toEqual(['gzip'])
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(zlib.gunzipSync(res.body).toString()).toBe(expected)
    expect(completed.map((c) => zlib.gunzipSync(c.body).toString())).toEqual([expected])

    // A streamed answer is never handed to it.
    const streaming = await get(await serve(streamed('no-store', long), { compress: true, transformBody }), { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(streaming.body).toString()).toBe(long.join(''))
    expect(seen).toHaveLength(1)
  })

  it('streams on from the point where a shareable answer outgrows the limit, losing nothing', async () => {
    const big = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(100, '.'))
    const res = await get(await serve(streamed('public, s-maxage=5', big), { maxBytes: 500 }))
    expect(res.headers['transfer-encoding']).toBe('chunked')
    expect(res.body.toString()).toBe(big.join(''))
  })

  it('gives an error that replaces a held answer a clean body of its own', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('cache-control', 'public, s-maxage=5')
      res.flushHeaders()
      res.write('half a page')
      // What server.ts does when Next throws before the headers went out.
      setImmediate(() => {
        expect(res.headersSent).toBe(false)
        res.writeHead(500).end()
      })
    })
    const res = await get(url)
    expect(res.status).toBe(500)
    expect(res.body.toString()).toBe('')
  })

  it('keeps writeHead(status, headers) and end(chunk) working for a shareable answer', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'cache-control': 'public, s-maxage=5', 'content-type': 'application/json' })
      res.end(JSON.stringify({ ok: true }))
    })
    const res = await get(url)
    expect(res.headers['content-type']).toBe('application/json')
    expect(res.headers['content-length']).toBe('11')
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true })
  })
})
