/**
 * The caching of uploaded files (src/content/payload-requests.ts, `fileCaching`): a file served to someone signed in
 * may be one only editors may see (src/content/media-visibility.ts), so its answer says `private`; a file served
 * whole to an anonymous visitor is a public one, kept by the browser and the server's micro-cache; other answers and
 * other routes keep their headers.
 */
import { describe, expect, it } from 'vitest'

import { fileCaching } from '@/content/payload-requests'
import { PUBLIC_FILE_CACHE_CONTROL } from '@/lib/cache-lifetimes'

const file = (status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 200 ? 'png' : null, { status, headers: { 'content-type': 'image/png', ...headers } })

describe('fileCaching', () => {
  it('marks a file served to a session or a token private', async () => {
    for (const headers of [{ cookie: 'a=1; payload-token=x' }, { authorization: 'JWT x' }] as Array<Record<string, string>>) {
      const answer = fileCaching(new Request('http://localhost/site/api/media/file/a.png', { headers }), file())
      expect(answer.headers.get('cache-control')).toBe('private, no-cache')
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('png')
    }
  })

  it('lets browsers and shared caches keep a whole file served to an anonymous visitor for 10 minutes', async () => {
    const answer = fileCaching(new Request('http://localhost/api/media/file/a.png'), file())
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE_CONTROL)
    expect(PUBLIC_FILE_CACHE_CONTROL).toBe('public, max-age=600')
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(await answer.text()).toBe('png')
  })

  it('leaves refusals, ranges, answers that say their own caching and other routes as they are', () => {
    const anonymous = new Request('http://localhost/api/media/file/a.png')
    for (const status of [206, 403, 404])
      expect(fileCaching(anonymous, file(status)).headers.get('cache-control'), String(status)).toBeNull()
    expect(fileCaching(anonymous, file(200, { 'cache-control': 'no-store' })).headers.get('cache-control')).toBe('no-store')
    expect(fileCaching(new Request('http://localhost/api/news'), file()).headers.get('cache-control')).toBeNull()
    const signedIn = new Request('http://localhost/api/news', { headers: { authorization: 'JWT x' } })
    expect(fileCaching(signedIn, file()).headers.get('cache-control')).toBeNull()
  })
})
