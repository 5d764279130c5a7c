import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { ignoreFurtherWrites, onHead } from '@/server/intercept'

import { rawRequest, serveWith } from '../support/node-server'

function response(): http.ServerResponse {
  return new http.ServerResponse(new http.IncomingMessage(new net.Socket()))
}

describe('ignoreFurtherWrites', () => {
  it("drops what Next writes after this server answered, and still calls Next's callbacks", () => {
    const res = response()
    ignoreFurtherWrites(res)
    const calls: string[] = []
    expect(res.writeHead(500, { 'content-type': 'text/html' })).toBe(res)
    res.setHeader('x-from-next', '1')
    expect(res.write('late body', () => calls.push('write'))).toBe(true)
    res.end('end', () => calls.push('end'))
    res.flushHeaders()
    expect(res.getHeader('x-from-next')).toBeUndefined()
    expect(res.headersSent).toBe(false)
    expect(calls).toEqual(['write', 'end'])
  })

  it('keeps the status this server answered whatever Next sets', () => {
    const res = response()
    res.statusCode = 413
    ignoreFurtherWrites(res, { statusCode: 413 })
    res.statusCode = 200
    expect(res.statusCode).toBe(413)
  })

  it('leaves the status settable without one', () => {
    const res = response()
    ignoreFurtherWrites(res)
    res.statusCode = 503
    expect(res.statusCode).toBe(503)
  })
})

describe('onHead', () => {
  const servers: Array<{ close: () => Promise<void> }> = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()))
  })

  async function serve(handler: Parameters<typeof serveWith>[0]) {
    const server = await serveWith(handler)
    servers.push(server)
    return server.url
  }

  it('sees an explicit head and may change its headers', async () => {
    const url = await serve((_req, res) => {
      onHead(res, (head) => {
        head.rest = [{ 'x-seen': String(head.status) }]
        return 'send'
      })
      res.writeHead(201, { 'x-dropped': '1' })
      res.end('made')
    })
    const answer = await rawRequest(url)
    expect(answer.status).toBe(201)
    expect(answer.headers['x-seen']).toBe('201')
    expect(answer.headers['x-dropped']).toBeUndefined()
  })

  it('sees the implicit head Node writes for end() without writeHead', async () => {
    const seen: number[] = []
    const url = await serve((_req, res) => {
      onHead(res, (head) => {
        seen.push(head.status)
        return 'send'
      })
      res.statusCode = 404
      res.end('missing')
    })
    expect((await rawRequest(url)).status).toBe(404)
    expect(seen).toEqual([404])
  })

  it('lets a hook answer in place of the head, with the methods it took back', async () => {
    const url = await serve((_req, res) => {
      onHead(res, (head, response, takeBack) => {
        if (head.status < 500) return 'send'
        takeBack()
        response.writeHead(503, { 'content-type': 'text/plain' })
        response.end('replaced')
        ignoreFurtherWrites(response)
        return 'answered'
      })
      res.writeHead(500, { 'content-type': 'text/html' })
      res.end('<h1>error</h1>')
    })
    const answer = await rawRequest(url)
    expect(answer.status).toBe(503)
    expect(answer.body).toBe('replaced')
  })

  it('runs later hooks first', async () => {
    const order: string[] = []
    const url = await serve((_req, res) => {
      onHead(res, () => {
        order.push('first installed')
        return 'send'
      })
      onHead(res, () => {
        order.push('last installed')
        return 'send'
      })
      res.end()
    })
    await rawRequest(url)
    expect(order).toEqual(['last installed', 'first installed'])
  })
})
