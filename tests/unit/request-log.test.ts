import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { logRequest, pathOf, requestIdOf } from '@/server/request-log'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request id', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdOf('3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60')).toBe('3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60')
    expect(requestIdOf('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90')
    expect(requestIdOf(['trace.01:abc-DEF_9', 'second'])).toBe('trace.01:abc-DEF_9')
  })

  it('replaces a missing, short, long or unsafe one with a new UUID', () => {
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'abc def ghi',
      'id\n{"level":"fatal"}',
      '<script>1234</script>',
      '../../etc/passwd',
    ]) {
      const id = requestIdOf(bad)
      expect(id, String(bad)).toMatch(UUID)
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined))
  })

  it('logs paths without the query', () => {
    expect(pathOf('/client/news?id=1&phone=139')).toBe('/client/news')
    expect(pathOf(undefined)).toBe('/')
  })
})

describe('request log', () => {
  it('answers with the id and writes one JSON line per request', async () => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l))
        done()
      },
    })
    const log = pino({ level: 'info' }, sink)
    const server = http.createServer((req, res) => {
      const r = logRequest(log, req, res)
      if (req.url?.startsWith('/boom')) {
        r.error(new Error('kaput'))
        res.writeHead(500).end()
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const given = await fetch(`${base}/a/b?secret=1`, { headers: { 'x-request-id': 'abcdef0123456789' } })
      expect(given.headers.get('x-request-id')).toBe('abcdef0123456789')
      const fresh = await fetch(`${base}/c`, { method: 'POST', headers: { 'x-request-id': 'bad id!' } })
      const freshId = fresh.headers.get('x-request-id') ?? ''
      expect(freshId).toMatch(UUID)
      await fetch(`${base}/boom`)
      await new Promise((r) => setTimeout(r, 50))

      const requests = lines.filter((l) => l.msg === 'request')
      expect(requests).toHaveLength(3)
      expect(requests[0]).toMatchObject({ reqId: 'abcdef0123456789', method: 'GET', path: '/a/b', status: 200 })
      expect(typeof requests[0].ms).toBe('number')
      expect(requests[1]).toMatchObject({ reqId: freshId, method: 'POST', path: '/c', status: 200 })
      expect(requests[2]).toMatchObject({ path: '/boom', status: 500, level: 50 })
      const failure = lines.find((l) => l.msg === 'request failed')
      expect(failure).toMatchObject({ reqId: requests[2].reqId, path: '/boom' })
      expect((failure?.err as { message?: string }).message).toBe('kaput')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
