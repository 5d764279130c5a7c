/**
 * An uploaded file served to someone signed in may be one only editors may see (src/content/media-visibility.ts):
 * its answer says `private`, so no shared cache keeps it for the public; files served to anonymous visitors and
 * other answers keep their headers.
 */
import { describe, expect, it } from 'vitest'

import { privateFileWhenAuthenticated } from '@/content/payload-requests'

const file = () => new Response('png', { status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=600' } })

describe('privateFileWhenAuthenticated', () => {
  it('marks a file served to a session or a token private', async () => {
    for (const headers of [{ cookie: 'a=1; payload-token=x' }, { authorization: 'JWT x' }] as Array<Record<string, string>>) {
      const answer = privateFileWhenAuthenticated(new Request('http://localhost/site/api/media/file/a.png', { headers }), file())
      expect(answer.headers.get('cache-control')).toBe('private, no-cache')
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('png')
    }
  })

  it('leaves anonymous requests and other routes as they are', () => {
    expect(privateFileWhenAuthenticated(new Request('http://localhost/api/media/file/a.png'), file()).headers.get('cache-control')).toBe(
      'public, max-age=600',
    )
    const other = new Request('http://localhost/api/news', { headers: { authorization: 'JWT x' } })
    expect(privateFileWhenAuthenticated(other, file()).headers.get('cache-control')).toBe('public, max-age=600')
  })
})
