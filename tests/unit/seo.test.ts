import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import { absoluteUrl, clampDescription, clockDuration, isoDuration, jsonLdText, pageMetadata, shanghaiIso, titleWithBrand } from '@/lib/seo'

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
      ...(LOCALES.includes('zh-Hant') ? { 'zh-Hant': 'https://www.example.com/zh-Hant/newsDetail?type=information&id=5' } : {}),
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

  it('puts the brand in a title once', () => {
    expect(titleWithBrand('EICAD', '云衢数字')).toBe('EICAD - 云衢数字')
    expect(titleWithBrand('关于云衢数字 - 交通基础设施数字化软件企业', '云衢数字')).toBe('关于云衢数字 - 交通基础设施数字化软件企业')
    expect(titleWithBrand('产品 - 云衢数字', '云衢数字')).toBe('产品 - 云衢数字')
    expect(titleWithBrand('北京云衢数字工程科技有限公司 - 数字设计', '云衢', ['北京云衢数字工程科技有限公司'])).toBe(
      '北京云衢数字工程科技有限公司 - 数字设计',
    )
    expect(titleWithBrand('About YUNQU DIGITAL', 'Yunqu Digital')).toBe('About YUNQU DIGITAL')
    expect(titleWithBrand('  ', 'Yunqu Digital')).toBe('Yunqu Digital')
    const meta = pageMetadata({ site, locale: 'zh', path: '/about', title: '关于云衢数字', siteName: '云衢数字', description: '' })
    expect(meta.title).toEqual({ absolute: '关于云衢数字' })
    expect(meta.openGraph?.title).toBe('关于云衢数字')
  })

  it('gives the Twitter card its image and the image’s alt text', () => {
    const meta = pageMetadata({
      site,
      locale: 'zh',
      path: '/pc_index',
      title: '首页',
      siteName: '云衢数字',
      description: '道路设计',
      image: { url: '/share.png', width: 1200, height: 630, alt: '云衢数字' },
    })
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: 'https://www.example.com/share.png', alt: '云衢数字' }],
    })
  })

  it('names the square card after the page’s own image, with its size; the Twitter card keeps the wide one', () => {
    const meta = pageMetadata({
      site,
      locale: 'en',
      path: '/airoad',
      title: 'AIRoad',
      siteName: 'Yunqu Digital',
      description: 'Scheme design',
      image: { url: '/api/media/file/airoad.webp', width: 1600, height: 900 },
      squareImage: { url: '/share-square.png', width: 600, height: 600, alt: 'Yunqu Digital' },
    })
    expect((meta.openGraph as { images: unknown[] }).images).toEqual([
      { url: 'https://www.example.com/api/media/file/airoad.webp', width: 1600, height: 900, alt: 'AIRoad' },
      { url: 'https://www.example.com/share-square.png', width: 600, height: 600, alt: 'Yunqu Digital' },
    ])
    expect((meta.twitter as { images: { url: string }[] }).images).toEqual([
      { url: 'https://www.example.com/api/media/file/airoad.webp', alt: 'AIRoad' },
    ])
    // Without a picture of its own nothing is named (the layout's cards stand).
    const bare = pageMetadata({
      site,
      locale: 'en',
      path: '/x',
      title: 'X',
      siteName: 'Y',
      description: '',
      squareImage: { url: '/s.png' },
    })
    expect(bare.openGraph).not.toHaveProperty('images')
  })

  it('names one canonical URL per help document and language, each language its own version', () => {
    const doc = (locale: 'zh' | 'en', languages: { zh?: string; en?: string }, docLanguage: 'zh' | 'en') =>
      pageMetadata({
        site,
        locale,
        path: `/helpDocuments?soft=eicad&language=${docLanguage}`,
        title: 'EICAD',
        siteName: '云衢数字',
        description: '',
        canonicalLocale: docLanguage,
        languages,
      })
    const both = { zh: '/helpDocuments?soft=eicad&language=zh', en: '/helpDocuments?soft=eicad&language=en' }
    // The English document under the Chinese and the English page: one canonical URL, the English page's.
    for (const locale of ['zh', 'en'] as const) {
      const meta = doc(locale, both, 'en')
      expect(meta.alternates?.canonical).toBe('https://www.example.com/en/helpDocuments?soft=eicad&language=en')
      expect(meta.alternates?.languages).toEqual({
        'zh-CN': 'https://www.example.com/helpDocuments?soft=eicad&language=zh',
        en: 'https://www.example.com/en/helpDocuments?soft=eicad&language=en',
        'x-default': 'https://www.example.com/helpDocuments?soft=eicad&language=zh',
      })
    }
    // Written in Chinese only: no English alternate, x-default the Chinese one.
    expect(doc('en', { zh: both.zh }, 'zh').alternates?.languages).toEqual({
      'zh-CN': 'https://www.example.com/helpDocuments?soft=eicad&language=zh',
      'x-default': 'https://www.example.com/helpDocuments?soft=eicad&language=zh',
    })
  })
})
