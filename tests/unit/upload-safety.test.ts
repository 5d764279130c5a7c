import { describe, expect, it } from 'vitest'

import { extensionOf, refusedUpload, safeUploadHeaders } from '@/lib/upload-safety'

describe('uploads', () => {
  it('refuses pages, scripts and SVG by name or declared type', () => {
    expect(refusedUpload('index.html', 'text/html')).toMatch(/\.html/)
    expect(refusedUpload('Logo.SVG', 'application/octet-stream')).toMatch(/\.svg/)
    expect(refusedUpload('x.js')).toMatch(/\.js/)
    expect(refusedUpload('report.pdf', 'image/svg+xml')).toMatch(/svg/)
    expect(refusedUpload('a.bin', 'text/html; charset=utf-8')).toMatch(/text\/html/)
    expect(refusedUpload('banner.webp', 'image/webp')).toBeNull()
    expect(refusedUpload('eicad-5.2.zip', 'application/zip')).toBeNull()
    expect(refusedUpload('setup.exe', 'application/x-msdownload')).toBeNull()
    expect(extensionOf('dir/a.tar.GZ')).toBe('gz')
    expect(extensionOf('.hidden')).toBe('')
  })

  it('serves images and videos in place and everything else as a download, never sniffed', () => {
    const image = safeUploadHeaders(new Headers({ 'content-type': 'image/webp' }))
    expect(image.get('x-content-type-options')).toBe('nosniff')
    expect(image.get('content-disposition')).toBeNull()
    expect(image.get('content-type')).toBe('image/webp')

    const zip = safeUploadHeaders(new Headers({ 'content-type': 'application/zip' }))
    expect(zip.get('content-disposition')).toBe('attachment')
    expect(zip.get('content-type')).toBe('application/zip')

    // WebVTT captions: a <track> reads them only when they are answered as text/vtt.
    const captions = safeUploadHeaders(new Headers({ 'content-type': 'text/vtt; charset=utf-8' }))
    expect(captions.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(captions.get('content-disposition')).toBeNull()
    expect(captions.get('x-content-type-options')).toBe('nosniff')

    for (const active of ['text/html', 'image/svg+xml', 'application/xml', 'text/javascript', 'text/plain']) {
      const h = safeUploadHeaders(new Headers({ 'content-type': active }))
      expect(h.get('content-type'), active).toBe('application/octet-stream')
      expect(h.get('content-disposition'), active).toBe('attachment')
      expect(h.get('x-content-type-options')).toBe('nosniff')
    }
  })
})
