/**
 * The JSON-LD of each page type (src/lib/structured-data.ts). The builders are typed with schema-dts, so a wrong
 * property or type name fails `tsc`; these tests check what search engines need of each type at run time, and
 * that what a page puts in its `<script>` parses back to the same object.
 */
import type { BreadcrumbList, NewsArticle, Organization, SoftwareApplication, VideoObject, WebSite, WithContext } from 'schema-dts'
import { describe, expect, it } from 'vitest'

import { jsonLdText } from '@/lib/seo'
import {
  articleLd,
  breadcrumbListLd,
  newsArticleLd,
  organizationLd,
  productLd,
  techArticleLd,
  videoObjectLd,
  webSiteLd,
} from '@/lib/structured-data'

const company = {
  url: 'https://www.example.com/pc_index',
  name: '北京云衢数字工程科技有限公司',
  alternateName: '云衢数字',
  logo: 'https://www.example.com/api/media/file/logo.webp',
  description: '道路设计软件',
  email: 'sales@example.com',
  telephone: '400-816-2018',
}

/** What the page's `<script type="application/ld+json">` holds, read back. */
const roundTrip = <T>(data: T): T => JSON.parse(jsonLdText(data)) as T

describe('home page', () => {
  it('describes the company as an Organization', () => {
    const org: WithContext<Organization> = roundTrip(organizationLd(company))
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      alternateName: '云衢数字',
      url: company.url,
      logo: { '@type': 'ImageObject', url: company.logo },
      telephone: company.telephone,
    })
  })

  it('describes the site as a WebSite with a SearchAction on its own results page', () => {
    const site: WithContext<WebSite> = roundTrip(
      webSiteLd({
        url: 'https://www.example.com/en/pc_index',
        name: 'Yunqu',
        locale: 'en',
        searchUrl: 'https://www.example.com/en/search?q={search_term_string}',
      }),
    )
    expect(site).toMatchObject({ '@type': 'WebSite', inLanguage: 'en', url: 'https://www.example.com/en/pc_index' })
    const action = site.potentialAction as unknown as Record<string, unknown>
    expect(action['@type']).toBe('SearchAction')
    expect(action.target).toEqual({ '@type': 'EntryPoint', urlTemplate: 'https://www.example.com/en/search?q={search_term_string}' })
    expect(action['query-input']).toBe('required name=search_term_string')
  })
})

describe('breadcrumbs', () => {
  it('list every linked step with its URL and the page last, positions from 1', () => {
    const list = breadcrumbListLd([
      { name: '首页', url: 'https://www.example.com/pc_index' },
      { name: '服务支持' }, // links nowhere: left out
      { name: '更新日志', url: 'https://www.example.com/updateLog' },
      { name: 'V5.2' },
    ]) as WithContext<BreadcrumbList>
    expect(list['@type']).toBe('BreadcrumbList')
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'https://www.example.com/pc_index' },
      { '@type': 'ListItem', position: 2, name: '更新日志', item: 'https://www.example.com/updateLog' },
      { '@type': 'ListItem', position: 3, name: 'V5.2' },
    ])
  })

  it('are left out when only one step remains', () => {
    expect(breadcrumbListLd([{ name: '首页' }])).toBeNull()
    expect(breadcrumbListLd([{ name: '首页', url: 'https://www.example.com/pc_index' }, { name: ' ' }])).toBeNull()
  })
})

describe('articles', () => {
  const input = {
    url: 'https://www.example.com/newsDetail?type=information&id=3',
    headline: 'AIRoad 2026 秋季版发布',
    description: '新版本支持直接在倾斜摄影模型上布线。',
    image: 'https://www.example.com/news-covers/newsletter.webp',
    published: '2026-11-06T10:30:00+08:00',
    locale: 'zh' as const,
    publisher: company,
  }

  it('a news item is a NewsArticle with headline, image, dates, language, author and publisher', () => {
    const news: WithContext<NewsArticle> = roundTrip(newsArticleLd(input))
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: input.headline,
      image: [input.image],
      datePublished: input.published,
      dateModified: input.published,
      inLanguage: 'zh-CN',
      mainEntityOfPage: input.url,
      author: { '@type': 'Organization', name: company.name },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: company.logo } },
    })
  })

  it('cuts a headline past 110 characters; leaves out what is unknown', () => {
    const long = newsArticleLd({ ...input, headline: 'x'.repeat(200), image: '', published: '' })
    expect(String(long.headline).length).toBe(110)
    expect(long).not.toHaveProperty('image')
    expect(long).not.toHaveProperty('datePublished')
  })

  it('an article page is an Article, a help document a TechArticle about its software', () => {
    expect(articleLd(input)['@type']).toBe('Article')
    const tech = techArticleLd({ ...input, about: 'EICAD' })
    expect(tech['@type']).toBe('TechArticle')
    expect(tech.about).toEqual({ '@type': 'SoftwareApplication', name: 'EICAD' })
  })
})

describe('videos', () => {
  const base = {
    url: 'https://www.example.com/zxyhdVideoDetail?type=information&id=2',
    name: 'EICAD 互通立交设计',
    thumbnail: 'https://www.example.com/api/media/file/poster.webp',
    uploaded: '2026-06-01T10:00:00+08:00',
    contentUrl: 'https://www.example.com/api/media/file/clip.mp4',
    locale: 'zh' as const,
  }

  it('is a VideoObject with its ISO 8601 duration, and a description even without one', () => {
    const video: WithContext<VideoObject> = roundTrip(videoObjectLd({ ...base, duration: 95 }))
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      name: base.name,
      description: base.name,
      thumbnailUrl: [base.thumbnail],
      uploadDate: base.uploaded,
      duration: 'PT1M35S',
      contentUrl: base.contentUrl,
      inLanguage: 'zh-CN',
    })
    expect(videoObjectLd({ ...base, duration: 0 })).not.toHaveProperty('duration')
  })

  it('names its caption files when it has them', () => {
    const video = videoObjectLd({
      ...base,
      captions: [{ url: 'https://www.example.com/api/media/file/clip.en.vtt', locale: 'en', label: 'English' }],
    })
    expect(video.caption).toEqual([
      {
        '@type': 'MediaObject',
        contentUrl: 'https://www.example.com/api/media/file/clip.en.vtt',
        encodingFormat: 'text/vtt',
        inLanguage: 'en',
        name: 'English',
      },
    ])
    expect(videoObjectLd(base)).not.toHaveProperty('caption')
  })
})

describe('products', () => {
  const page = {
    url: 'https://www.example.com/eicad',
    name: 'EICAD',
    description: '道路与互通立交设计',
    locale: 'zh' as const,
    brand: company,
  }

  it('design software with an installer is a SoftwareApplication with version and download', () => {
    const app = productLd({
      ...page,
      software: { version: '5.2.0', downloadUrl: 'https://www.example.com/api/media/file/eicad.exe', fileSize: '312 MB' },
    }) as WithContext<SoftwareApplication>
    expect(app).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'EICAD',
      applicationCategory: 'DesignApplication',
      operatingSystem: 'Windows',
      softwareVersion: '5.2.0',
      downloadUrl: 'https://www.example.com/api/media/file/eicad.exe',
      fileSize: '312 MB',
    })
  })

  it('a platform without an installer is a Product of the company’s brand', () => {
    const product = productLd({ ...page, name: 'BeamYard', software: null })
    expect(product).toMatchObject({ '@type': 'Product', name: 'BeamYard', brand: { '@type': 'Brand', name: company.name } })
    expect(product).not.toHaveProperty('softwareVersion')
  })
})
