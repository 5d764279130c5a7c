/**
 * src/server/next-headers.ts on a real HTTP server: Next's internal headers never reach the client, whether set one
 * by one, passed to writeHead or left to the implicit head of a streamed answer; the client router's answers keep
 * the few it reads.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { stripNextHeaders } from '@/server/next-headers'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

/** What Next sets on a prerendered 404 page (as Next 16 answers it), and a few more of its internals. */
const NEXT_SETS: Record<string, string> = {
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': '1',
  'x-nextjs-stale-time': '300',
  'x-next-cache-tags': '_N_T_/layout,_N_T_/[locale]/layout',
  'x-nextjs-matched-path': '/[locale]/[...rest]',
  'x-middleware-rewrite': '/zh/nope',
  'x-powered-by': 'Next.js',
  'x-action-revalidated': '[[],0,0]',
}

async function serve(handler: (res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    stripNextHeaders(req.headers, res)
    handler(res)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const internal = (headers: Headers) =>
  [...headers.keys()].filter((k) => /^x-(nextjs|next|middleware|action)-|^x-powered-by$/.test(k)).sort()

describe('Next internal headers', () => {
  it('are taken off a streamed 404 page set header by header (implicit head)', async () => {
    const base = await serve((res) => {
      res.statusCode = 404
      for (const [k, v] of Object.entries(NEXT_SETS)) res.setHeader(k, v)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('vary', 'rsc, next-router-state-tree, Accept-Encoding')
      res.write('<!doctype html><p>not found')
      res.end('</p>')
    })
    const answer = await fetch(`${base}/zh/nope`)
    expect(answer.status).toBe(404)
    expect(internal(answer.headers)).toEqual([])
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding')
    expect(await answer.text()).toBe('<!doctype html><p>not found</p>')
  })

  it('are taken off headers passed to writeHead, as an object or as a flat list', async () => {
    const base = await serve((res) => {
      if (res.req.url === '/object') res.writeHead(200, { ...NEXT_SETS, 'content-type': 'application/json' }).end('{}')
      else res.writeHead(200, [...Object.entries(NEXT_SETS).flat(), 'content-type', 'application/json']).end('{}')
    })
    for (const path of ['/object', '/list']) {
      const answer = await fetch(`${base}${path}`)
      expect(internal(answer.headers), path).toEqual([])
      expect(answer.headers.get('content-type'), path).toBe('application/json')
    }
  })

  it('keep on an RSC or server-action answer only those the client router reads', async () => {
    const base = await serve((res) => {
      for (const [k, v] of Object.entries(NEXT_SETS)) res.setHeader(k, v)
      res.end('0:{}')
    })
    const rsc = await fetch(`${base}/zh/pc_index`, { headers: { rsc: '1' } })
    expect(internal(rsc.headers)).toEqual(['x-action-revalidated', 'x-nextjs-prerender', 'x-nextjs-stale-time'])
    const action = await fetch(`${base}/zh/contact`, { method: 'POST', headers: { 'next-action': 'abc' } })
    expect(internal(action.headers)).toEqual(['x-action-revalidated', 'x-nextjs-prerender', 'x-nextjs-stale-time'])
  })
})
