/**
 * Requests refused before Next whatever the path (src/server/unsafe-requests.ts, through guardRequest): TRACE and its
 * kin, and malformed %-escapes in Payload's REST paths. Next answered each with a 500.
 */
import { describe, expect, it } from 'vitest'

import { guardRequest } from '@/server/request-guard'
import { refuseUnsafeRequest } from '@/server/unsafe-requests'

const options = { basePath: '', apiPrefix: '' }

describe('unsafe requests', () => {
  it('TRACE and TRACK are a 405 with Allow, in the format of the path', () => {
    for (const [path, type] of [
      ['/', 'text/html'],
      ['/en/pc_index', 'text/html'],
      ['/client/banner/clientBannerList?language=en', 'application/json'],
      ['/api/news', 'application/json'],
      ['/admin', 'text/html'],
      ['/_next/static/x.js', 'text/html'],
      ['/healthz', 'text/html'],
    ] as const) {
      for (const method of ['TRACE', 'track']) {
        const answer = guardRequest(method, path, {}, options)
        expect(answer?.status, `${method} ${path}`).toBe(405)
        expect(answer?.headers?.allow).toMatch(/GET/)
        expect(answer?.contentType).toContain(type)
      }
    }
    expect(JSON.parse(refuseUnsafeRequest('TRACE', '/client/x?language=en', options)!.body)).toEqual({
      code: 405,
      msg: 'This request method is not supported',
    })
    expect(refuseUnsafeRequest('TRACE', '/en/contact', options)!.body).toContain('This request method is not supported')
    expect(refuseUnsafeRequest('TRACE', '/contact', options)!.body).toContain('不支持此请求方法')
    for (const method of ['GET', 'POST', 'PROPFIND', 'OPTIONS']) expect(refuseUnsafeRequest(method, '/contact', options)).toBeNull()
  })

  it('any path of Payload’s REST API with a malformed %-escape is a 400 in Payload’s format (Next answered 500)', () => {
    for (const path of ['/api/news/%zz', '/api/news/%', '/api/news/%ED%A0%80', '/api/users/%FF?depth=1']) {
      const answer = guardRequest('GET', path, {}, options)
      expect(answer?.status, path).toBe(400)
      expect(JSON.parse(answer!.body).errors[0].message).toMatch(/malformed %-encoding/)
    }
    expect(guardRequest('GET', '/api/news/12', {}, options)).toBeNull()
  })

  it('a method other than GET or HEAD on a static file of the build is a 405 with Allow: GET, HEAD', () => {
    for (const path of ['/_next/static/chunks/app.js', '/_next/static/css/x.css?v=1', '/_next/static/media/none.woff2']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'purge']) {
        const answer = guardRequest(method, path, {}, options)
        expect(answer?.status, `${method} ${path}`).toBe(405)
        expect(answer?.headers?.allow).toBe('GET, HEAD')
      }
      for (const method of ['GET', 'HEAD', 'get']) expect(guardRequest(method, path, {}, options), `${method} ${path}`).toBeNull()
    }
    const based = refuseUnsafeRequest('POST', '/site/_next/static/chunks/app.js', { basePath: '/site', apiPrefix: '' })
    expect(based?.status).toBe(405)
    expect(based?.headers?.allow).toBe('GET, HEAD')
    // Other files of Next's and the pages keep every method (POST is how forms and server actions arrive).
    for (const path of ['/_next/image?url=/x.png&w=64&q=75', '/contact', '/_next/data/x.json']) {
      expect(refuseUnsafeRequest('POST', path, options), path).toBeNull()
    }
  })

  it('the site’s own files too (public/, robots.txt, sitemap.xml): only GET and HEAD; pages, APIs and the admin keep theirs', () => {
    for (const path of ['/favicon.ico', '/share.png', '/news-covers/a/b.webp', '/robots.txt', '/sitemap.xml', '/sitemaps/news.xml']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const answer = guardRequest(method, path, {}, options)
        expect(answer?.status, `${method} ${path}`).toBe(405)
        expect(answer?.headers?.allow).toBe('GET, HEAD')
      }
      expect(guardRequest('GET', path, {}, options), path).toBeNull()
    }
    expect(refuseUnsafeRequest('POST', '/site/favicon.ico', { basePath: '/site', apiPrefix: '' })?.status).toBe(405)
    for (const path of ['/api/media/file/x.png', '/client/contact/submit', '/admin/collections/news', '/en/contact', '/api/users/login']) {
      expect(refuseUnsafeRequest('POST', path, options), path).toBeNull()
    }
  })

  it('reads paths under the base path and the API prefix', () => {
    const answer = refuseUnsafeRequest('TRACE', '/site/api-v1/client/x?language=en', { basePath: '/site', apiPrefix: '/api-v1' })
    expect(answer?.contentType).toContain('application/json')
    expect(JSON.parse(answer!.body).code).toBe(405)
  })
})
