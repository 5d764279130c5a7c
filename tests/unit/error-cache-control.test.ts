/**
 * Error answers are never kept long by a cache in front (src/server/error-cache-control.ts): Next marked its 404 pages,
 * and the page it renders for a missing /_next/static file, shareable for a year.
 */
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { errorCacheControl, keepsLong, shortenErrorCaching } from '@/server/error-cache-control'

describe('error answers in caches', () => {
  it('tells a long life from a short one', () => {
    expect(keepsLong('s-maxage=31536000')).toBe(true)
    expect(keepsLong('public, max-age=31536000, immutable')).toBe(true)
    expect(keepsLong('public, max-age=0, s-maxage=5, stale-while-revalidate=30')).toBe(false)
    expect(keepsLong('public, s-maxage=5, stale-while-revalidate=300')).toBe(true)
    expect(keepsLong('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false)
    expect(keepsLong('no-store')).toBe(false)
  })

  it('shortens long-lived errors only: pages to ten seconds, Next files to no-store', () => {
    expect(errorCacheControl(404, '/nosuch', 's-maxage=31536000')).toBe('public, max-age=0, s-maxage=10')
    expect(errorCacheControl(404, '/_next/static/chunks/x.js', 's-maxage=31536000')).toBe('no-store')
    expect(errorCacheControl(404, '/_next/static/chunks/x.js', 'public, max-age=31536000, immutable')).toBe('no-store')
    expect(errorCacheControl(200, '/pc_index', 's-maxage=31536000')).toBeNull()
    expect(errorCacheControl(304, '/pc_index', 's-maxage=31536000')).toBeNull()
    expect(errorCacheControl(404, '/x', 'private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull()
    expect(errorCacheControl(400, '/client/x', 'no-store')).toBeNull()
    expect(errorCacheControl(404, '/x', undefined)).toBeNull()
  })

  it('applies it when the head goes out, set before or given to writeHead', () => {
    const make = (url: string) => {
      const res = new ServerResponse(new IncomingMessage(new Socket()))
      shortenErrorCaching(res, url, '/site')
      return res
    }
    const a = make('/site/nosuch?x=1')
    a.setHeader('Cache-Control', 's-maxage=31536000')
    a.statusCode = 404
    a.writeHead(404)
    expect(a.getHeader('cache-control')).toBe('public, max-age=0, s-maxage=10')

    const b = make('/site/_next/static/chunks/x.js')
    b.writeHead(404, { 'Cache-Control': 'public, max-age=31536000, immutable', 'content-type': 'text/html' })
    expect(b.getHeader('cache-control')).toBe('no-store')
    expect(b.getHeader('content-type')).toBe('text/html')

    const c = make('/site/pc_index')
    c.setHeader('Cache-Control', 's-maxage=31536000')
    c.writeHead(200)
    expect(c.getHeader('cache-control')).toBe('s-maxage=31536000')
  })
})
