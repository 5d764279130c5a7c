import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { parseIdSegment, queryRouteHref, queryRoutePath, withQueryRoutes } from '@/i18n/query-routes'

const q = (search: string) => new URLSearchParams(search)

describe('queryRoutePath', () => {
  it('maps the spec query URLs to internal path segments', () => {
    expect(queryRoutePath('/newsDetail', q('type=information&id=12'), 'zh')).toBe('/newsDetail/12')
    expect(queryRoutePath('/zxyhdVideoDetail', q('type=information&id=3'), 'en')).toBe('/zxyhdVideoDetail/3')
    expect(queryRoutePath('/videoDetail', q('id=3'), 'zh')).toBe('/videoDetail/3')
    expect(queryRoutePath('/updateLog', q('softwareId=7'), 'zh')).toBe('/updateLog/7')
    expect(queryRoutePath('/updateLogDetail', q('id=9'), 'zh')).toBe('/updateLogDetail/9')
    expect(queryRoutePath('/demonstrationTeaching', q('id=4'), 'zh')).toBe('/demonstrationTeaching/4')
    expect(queryRoutePath('/information', q('class=company&type=information'), 'zh')).toBe('/information/company/1')
    expect(queryRoutePath('/information', q('type=information&class=video&pageNum=3'), 'zh')).toBe('/information/video/3')
  })

  it('gives the defaults when the query is absent', () => {
    expect(queryRoutePath('/information', q(''), 'zh')).toBe('/information/-1/1')
    expect(queryRoutePath('/information', q('class='), 'zh')).toBe('/information/-1/1')
    expect(queryRoutePath('/videoDetail', q(''), 'zh')).toBe('/videoDetail/_first')
    expect(queryRoutePath('/demonstrationTeaching', q(''), 'zh')).toBe('/demonstrationTeaching/_first')
    expect(queryRoutePath('/updateLog', q(''), 'zh')).toBe('/updateLog/_all')
    expect(queryRoutePath('/helpDocuments', q(''), 'en')).toBe('/helpDocuments/_all/en')
  })

  it('lets `language` choose the help document language, else the page language', () => {
    expect(queryRoutePath('/helpDocuments', q('soft=eicad&language=en'), 'zh')).toBe('/helpDocuments/eicad/en')
    expect(queryRoutePath('/helpDocuments', q('soft=eicad&language=zh'), 'en')).toBe('/helpDocuments/eicad/zh')
    expect(queryRoutePath('/helpDocuments', q('soft=eicad'), 'en')).toBe('/helpDocuments/eicad/en')
    expect(queryRoutePath('/helpDocuments', q('soft=eicad&language=fr'), 'zh')).toBe('/helpDocuments/eicad/zh')
  })

  it('sends malformed values to one fixed not-found segment per page', () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e3', '99999999999', ' 1', '']) {
      expect(queryRoutePath('/newsDetail', q(`id=${encodeURIComponent(id)}`), 'zh')).toBe('/newsDetail/0')
    }
    expect(queryRoutePath('/newsDetail', q(''), 'zh')).toBe('/newsDetail/0')
    expect(queryRoutePath('/zxyhdVideoDetail', q(''), 'zh')).toBe('/zxyhdVideoDetail/0')
    expect(queryRoutePath('/updateLog', q('softwareId=x'), 'zh')).toBe('/updateLog/0')
    expect(queryRoutePath('/information', q('class=nope'), 'zh')).toBe('/information/-1/0')
    expect(queryRoutePath('/information', q('class=company&pageNum=0'), 'zh')).toBe('/information/-1/0')
    expect(queryRoutePath('/helpDocuments', q('soft=../../etc'), 'zh')).toBe('/helpDocuments/0/zh')
    expect(queryRoutePath('/helpDocuments', q('soft=_all'), 'zh')).toBe('/helpDocuments/0/zh')
  })

  it('keeps the internal paths private: asked for directly, they are not found', () => {
    expect(queryRoutePath('/newsDetail/12', q(''), 'zh')).toBe('/newsDetail/0')
    expect(queryRoutePath('/information/company/1', q(''), 'zh')).toBe('/information/-1/0')
    expect(queryRoutePath('/helpDocuments/eicad/en', q(''), 'zh')).toBe('/helpDocuments/0/zh')
    expect(queryRoutePath('/updateLog/_all', q(''), 'zh')).toBe('/updateLog/0')
  })

  it('leaves every other path alone', () => {
    expect(queryRoutePath('/airoad', q('type=product'), 'zh')).toBeNull()
    expect(queryRoutePath('/news/eicad1', q(''), 'zh')).toBeNull()
    expect(queryRoutePath('/pc_index', q(''), 'zh')).toBeNull()
    expect(queryRoutePath('/download', q(''), 'zh')).toBeNull()
    expect(queryRoutePath('/', q(''), 'zh')).toBeNull()
  })
})

describe('parseIdSegment and queryRouteHref', () => {
  it('accepts positive 32-bit ids in plain digits only', () => {
    expect(parseIdSegment('1')).toBe(1)
    expect(parseIdSegment('2147483647')).toBe(2147483647)
    expect(parseIdSegment('2147483648')).toBeNull()
    expect(parseIdSegment('01')).toBeNull()
    expect(parseIdSegment('_first')).toBeNull()
  })

  it('writes public URLs', () => {
    expect(queryRouteHref('newsDetail', { type: 'information', id: 3 })).toBe('/newsDetail?type=information&id=3')
    expect(queryRouteHref('updateLog', {})).toBe('/updateLog')
  })
})

describe('withQueryRoutes (after next-intl)', () => {
  const rewriteOf = (res: NextResponse) => res.headers.get('x-middleware-rewrite')

  it('rewrites a Chinese query route next-intl rewrote to /zh', () => {
    const request = new NextRequest('http://site.test/newsDetail?type=information&id=12')
    const intl = NextResponse.rewrite(new URL('http://site.test/zh/newsDetail?type=information&id=12'))
    intl.headers.set('link', '<http://site.test/newsDetail>; rel="alternate"; hreflang="zh"')
    const out = withQueryRoutes(request, intl)
    expect(new URL(rewriteOf(out)!).pathname).toBe('/zh/newsDetail/12')
    expect(out.headers.get('link')).toBe('<http://site.test/newsDetail?type=information&id=12>; rel="alternate"; hreflang="zh"')
  })

  it('rewrites an English query route next-intl let through', () => {
    const request = new NextRequest('http://site.test/en/information?class=notice')
    const intl = NextResponse.next({ request: { headers: new Headers({ 'x-next-intl-locale': 'en' }) } })
    const out = withQueryRoutes(request, intl)
    expect(new URL(rewriteOf(out)!).pathname).toBe('/en/information/notice/1')
    expect(out.headers.get('x-middleware-next')).toBeNull()
    expect(out.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en')
  })

  it('leaves redirects and other pages as next-intl answered', () => {
    const redirect = NextResponse.redirect('http://site.test/newsDetail?id=1')
    expect(withQueryRoutes(new NextRequest('http://site.test/zh/newsDetail?id=1'), redirect)).toBe(redirect)
    const other = NextResponse.rewrite(new URL('http://site.test/zh/airoad'))
    expect(withQueryRoutes(new NextRequest('http://site.test/airoad'), other)).toBe(other)
  })
})
