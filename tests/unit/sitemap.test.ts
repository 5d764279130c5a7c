import { describe, expect, it } from 'vitest'

import { LOCALES, perLocale } from '@/i18n/locales'
import {
  childName,
  idRange,
  idsPerChild,
  parseChildName,
  partOf,
  SITEMAP_CHILD_URLS,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  sitemapIndexXml,
  urlCount,
  urlsetXml,
  w3cDate,
} from '@/lib/sitemap'

const SITE = { origin: 'https://www.example-company-website.com.cn', basePath: '/website' }

describe('sitemap split', () => {
  it('a child covers as many ids as URLs per served language (half with two), the ranges meet without a gap', () => {
    expect(idsPerChild()).toBe(Math.floor(SITEMAP_CHILD_URLS / LOCALES.length))
    // A child of 4 × (served languages) URLs holds 4 ids.
    const urls = 4 * LOCALES.length
    expect(idsPerChild(urls)).toBe(4)
    expect(idRange(1, urls)).toEqual({ from: 1, to: 4 })
    expect(idRange(2, urls)).toEqual({ from: 5, to: 8 })
    expect([1, 4, 5, 8, 9].map((id) => partOf(id, urls))).toEqual([1, 1, 2, 2, 3])
    const perChild = idsPerChild()
    expect(partOf(perChild)).toBe(1)
    expect(partOf(perChild + 1)).toBe(2)
  })

  it('never more than the protocol allows, whatever size is asked', () => {
    expect(idsPerChild(1_000_000) * LOCALES.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
    expect(idsPerChild(0)).toBe(1)
  })

  it('child names: only known types, parts from 1, one part for the fixed children', () => {
    expect(parseChildName('news-3.xml')).toEqual({ kind: 'news', part: 3 })
    expect(parseChildName('update-logs-1.xml')).toEqual({ kind: 'update-logs', part: 1 })
    expect(childName({ kind: 'update-logs', part: 12 })).toBe('update-logs-12.xml')
    for (const bad of ['news-0.xml', 'news-1', 'users-1.xml', 'site-2.xml', 'news-01.xml', '../news-1.xml', 'news-99999999.xml'])
      expect(parseChildName(bad), bad).toBeNull()
  })
})

describe('sitemap XML', () => {
  it('a full child at the default size stays far under 50 MB even with long addresses', () => {
    const path = `/newsDetail?type=information&id=${'9'.repeat(9)}`
    const entries: SitemapEntry[] = Array.from({ length: idsPerChild() }, () => ({
      paths: perLocale(() => path),
      lastmod: '2026-11-27T00:00:00.000Z',
    }))
    expect(urlCount(entries)).toBe(idsPerChild() * LOCALES.length)
    const bytes = Buffer.byteLength(urlsetXml(SITE, entries))
    expect(bytes).toBeLessThan(SITEMAP_MAX_BYTES / 5)
  })

  it('escapes the query URLs and writes the index', () => {
    const xml = urlsetXml(SITE, [{ paths: { zh: '/a?x=1&y=2' } }])
    expect(xml).toContain('<loc>https://www.example-company-website.com.cn/website/a?x=1&amp;y=2</loc>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(xml).not.toContain('hreflang="en"')
    const index = sitemapIndexXml([
      { loc: 'https://x/sitemaps/news-1.xml', lastmod: '2026-11-27T01:02:03Z' },
      { loc: 'https://x/sitemaps/site-1.xml' },
    ])
    expect(index).toContain('<sitemap><loc>https://x/sitemaps/news-1.xml</loc><lastmod>2026-11-27T01:02:03.000Z</lastmod></sitemap>')
    expect(index).toContain('<sitemap><loc>https://x/sitemaps/site-1.xml</loc></sitemap>')
    expect(w3cDate('not a date')).toBe('')
  })
})
