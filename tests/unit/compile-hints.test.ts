import { describe, expect, it } from 'vitest'

import { COMPILE_HINT, publicChunks } from '@/server/compile-hints'

describe('publicChunks', () => {
  const manifests = [
    {
      route: '(site)/[locale]/pc_index/page_client-reference-manifest.js',
      text: '{"a":["static/chunks/home-1.js","static/chunks/shared_2.js"]}',
    },
    { route: '(site)/[locale]/about/page_client-reference-manifest.js', text: '"static/chunks/shared_2.js" "static/chunks/07y5.css"' },
    { route: '(payload)/admin/[[...segments]]/page_client-reference-manifest.js', text: '"static/chunks/admin-huge.js"' },
  ]

  it("takes Next's root files and the public routes' chunks, once each, sorted", () => {
    expect(publicChunks(['static/chunks/root-a.js', 'static/chunks/root-b.js'], manifests)).toEqual([
      'static/chunks/home-1.js',
      'static/chunks/root-a.js',
      'static/chunks/root-b.js',
      'static/chunks/shared_2.js',
    ])
  })

  it("leaves out the admin's chunks and style sheets", () => {
    const chunks = publicChunks([], manifests)
    expect(chunks).not.toContain('static/chunks/admin-huge.js')
    expect(chunks.some((c) => c.endsWith('.css'))).toBe(false)
  })

  it('is the magic comment V8 reads on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
  })
})
