import { describe, expect, it } from 'vitest'

import { previewUrlOf, requestOrigin, safePreviewPath } from '@/lib/preview'

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null })

describe('draft preview addresses', () => {
  it('point at the document’s page in its language: Chinese at the root, English under /en', () => {
    expect(previewUrlOf('https://www.example.com/', '', 'news', { id: 12 }, 'zh')).toBe(
      'https://www.example.com/preview?path=%2FnewsDetail%3Ftype%3Dinformation%26id%3D12',
    )
    expect(previewUrlOf('http://localhost:3000', '/website', 'pages', { slug: 'airoad' }, 'en')).toBe(
      'http://localhost:3000/website/preview?path=%2Fen%2Fairoad',
    )
    expect(previewUrlOf('http://localhost:3000', '', 'news', {}, 'en')).toBeNull()
  })

  it('accept only page paths of this site', () => {
    expect(safePreviewPath('/en/newsDetail?type=information&id=12')).toBe('/en/newsDetail?type=information&id=12')
    expect(safePreviewPath('/airoad')).toBe('/airoad')
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'airoad',
      '',
      null,
      '/admin',
      '/api/users',
      '/preview?path=/x',
      '/a\nb',
    ]) {
      expect(safePreviewPath(bad), String(bad)).toBeNull()
    }
  })

  it('never answer a path that a browser reads as another site once dot segments are resolved', () => {
    // The URL parser folds `/./` and `/x/../` (also written %2e) away: what is left must still be a path of this site.
    for (const bad of [
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/a/%2e%2e//evil.example/x?y=1',
      '/./\\evil.example',
    ]) {
      expect(safePreviewPath(bad), bad).toBeNull()
    }
    // Harmless dot segments are simply resolved.
    expect(safePreviewPath('/x/../airoad')).toBe('/airoad')
  })

  it('use the address the editor reached the admin at', () => {
    expect(requestOrigin(headers({ host: '127.0.0.1:3711' }), 'http://localhost:3711')).toBe('http://127.0.0.1:3711')
    expect(requestOrigin(headers({ host: 'www.example.com', 'x-forwarded-proto': 'https' }), 'http://localhost:3000')).toBe(
      'https://www.example.com',
    )
    expect(requestOrigin(headers({ host: 'www.example.com' }), 'https://www.example.com')).toBe('https://www.example.com')
    expect(requestOrigin(headers({ host: 'bad host/' }), 'https://www.example.com/')).toBe('https://www.example.com')
  })
})
