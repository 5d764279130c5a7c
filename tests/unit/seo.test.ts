import { describe, expect, it } from 'vitest'

import { absoluteUrl, clampDescription, clockDuration, isoDuration, jsonLdText, pageMetadata, shanghaiIso } from '@/lib/seo'

const site = { origin: 'https://www.example.com', basePath: '' }

describe('seo helpers', () => {
  it('builds URLs in both languages, with the base path', () => {
    expect(absoluteUrl(site, 'zh', '/airoad')).toBe('https://www.example.com/airoad')
    expect(absoluteUrl(site, 'en', '/newsDetail?id=1')).toBe('https://www.example.com/en/newsDetail?id=1')
    expect(absoluteUrl({ ...site, basePath: '/website' }, 'en', '/download')).toBe('https://www.example.com/website/en/download')
  })

  it('gives every page a title, description, canonical, hreflang zh/en/x-default and Open Graph', () => {
    const meta = pageMetadata({
      site,
      locale: 'en',
      path: '/newsDetail?type=information&id=5',
      title: 'A title',
      siteName: 'Example',
      description: 'About it',
      image: { url: '/api/media/file/a.webp', width: 800, height: 450, alt: 'A' },
      type: 'article',
    })
    expect(meta.title).toEqual({ absolute: 'A title - Example' })
    expect(meta.description).toBe('About it')
    expect(meta.alternates?.canonical).toBe('https://www.example.com/en/newsDetail?type=information&id=5')
    expect(meta.alternates?.languages).toEqual({
      'zh-CN': 'https://www.example.com/newsDetail?type=information&id=5',
      en: 'https://www.example.com/en/newsDetail?type=information&id=5',
      'x-default': 'https://www.example.com/newsDetail?type=information&id=5',
    })
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      locale: 'en_US',
      url: 'https://www.example.com/en/newsDetail?type=information&id=5',
    })
    expect((meta.openGraph as { images: { url: string }[] }).images[0].url).toBe('https://www.example.com/api/media/file/a.webp')
  })

  it('shortens long descriptions and formats times and durations', () => {
    expect(clampDescription('word '.repeat(100), 40).length).toBeLessThanOrEqual(40)
    expect(clampDescription('短文本')).toBe('短文本')
    expect(shanghaiIso('2026-06-01 10:00:00')).toBe('2026-06-01T10:00:00+08:00')
    expect(shanghaiIso('')).toBe('')
    expect(isoDuration(95)).toBe('PT1M35S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(0)).toBe('PT0S')
    expect(clockDuration(95)).toBe('1:35')
    expect(clockDuration(3725)).toBe('1:02:05')
  })

  it('keeps JSON-LD from closing its script element', () => {
    expect(jsonLdText({ a: '</script><b>' })).not.toContain('<')
  })
})
