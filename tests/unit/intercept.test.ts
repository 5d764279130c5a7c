import http from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { ignoreFurtherWrites } from '@/server/finished-response'

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
