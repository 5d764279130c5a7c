import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { withQueryRoutes } from '@/i18n/query-route-proxy'
import { parseIdSegment, publicHrefOfInternal, queryRouteHref, queryRoutePath, resolveQueryRoute } from '@/i18n/query-routes'

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
    expect(queryRoutePath('/newsDetail', q('id='), 'zh')).toBe('/newsDetail/0')
    expect(queryRoutePath('/zxyhdVideoDetail', q('id=x'), 'zh')).toBe('/zxyhdVideoDetail/0')
    expect(queryRoutePath('/updateLog', q('softwareId=x'), 'zh')).toBe('/updateLog/0')
    expect(queryRoutePath('/information', q('class=nope'), 'zh')).toBe('/information/-1/0')
    expect(queryRoutePath('/information', q('class=company&pageNum=0'), 'zh')).toBe('/information/-1/0')
    expect(queryRoutePath('/helpDocuments', q('soft=../../etc'), 'zh')).toBe('/helpDocuments/0/zh')
    expect(queryRoutePath('/helpDocuments', q('soft=_all'), 'zh')).toBe('/helpDocuments/0/zh')
  })

  it('sends an internal path asked for directly to its public URL, and a malformed one to the 404', () => {
    expect(resolveQueryRoute('/newsDetail/12', q(''), 'zh')).toEqual({ redirect: '/newsDetail?type=information&id=12', permanent: true })
    expect(resolveQueryRoute('/information/company/1', q(''), 'zh')).toEqual({
      redirect: '/information?class=company&type=information',
      permanent: true,
    })
    expect(resolveQueryRoute('/helpDocuments/eicad/en', q(''), 'zh')).toEqual({
      redirect: '/helpDocuments?soft=eicad&language=en',
      permanent: true,
    })
    expect(resolveQueryRoute('/updateLog/_all', q(''), 'zh')).toEqual({ redirect: '/updateLog', permanent: true })
    expect(resolveQueryRoute('/newsDetail/abc', q(''), 'zh')).toEqual({ rewrite: '/newsDetail/0' })
    expect(resolveQueryRoute('/newsDetail/1/2', q(''), 'zh')).toEqual({ rewrite: '/newsDetail/0' })
    expect(resolveQueryRoute('/information/nope/1', q(''), 'zh')).toEqual({ rewrite: '/information/-1/0' })
    expect(resolveQueryRoute('/helpDocuments/eicad/fr', q(''), 'zh')).toEqual({ rewrite: '/helpDocuments/0/zh' })
  })

  it('sends a detail page without its id to its section', () => {
    expect(resolveQueryRoute('/newsDetail', q('type=information'), 'zh')).toEqual({
      redirect: '/information?class=-1&type=information',
      permanent: false,
    })
    expect(resolveQueryRoute('/zxyhdVideoDetail', q(''), 'en')).toEqual({
      redirect: '/information?class=video&type=information',
      permanent: false,
    })
    expect(resolveQueryRoute('/updateLogDetail', q(''), 'zh')).toEqual({ redirect: '/updateLog', permanent: false })
  })

  it('maps every internal path back to the public URL it came from', () => {
    const publicUrls = [
      '/information?class=-1&type=information',
      '/information?class=video&type=information&pageNum=3',
      '/newsDetail?type=information&id=12',
      '/zxyhdVideoDetail?type=information&id=3',
      '/videoDetail',
      '/videoDetail?id=4',
      '/updateLog',
      '/updateLog?softwareId=7',
      '/updateLogDetail?id=9',
      '/demonstrationTeaching',
      '/demonstrationTeaching?id=2',
      '/helpDocuments?soft=eicad&language=en',
    ]
    for (const url of publicUrls) {
      const [path, search = ''] = url.split('?')
      const internal = queryRoutePath(path, q(search), 'zh')!
      expect(publicHrefOfInternal(internal), url).toBe(url)
    }
    expect(publicHrefOfInternal('/helpDocuments/_all/en')).toBe('/helpDocuments')
    expect(publicHrefOfInternal('/airoad')).toBeNull()
    expect(publicHrefOfInternal('/newsDetail/0')).toBeNull()
  })

  it('leaves every other path alone', () => {
    expect(queryRoutePath('/airoad', q('type=product'), 'zh')).toBeNull()
    expect(queryRoutePath('/news/eicad1', q(''), 'zh')).toBeNull()
    expect(queryRoutePath('/pc_index', q(''), 'zh')).toBeNull()
    expect(queryRoutePath('/download', q(''), 'zh')).toBeNull()
    expect(queryRoutePath('/', q(''), 'zh')).toBeNull()
  })
})

describe('the case list filter (/cases?industry=)', () => {
  it('maps each industry to its segment, no industry to all, anything else to the 404', () => {
    expect(queryRoutePath('/cases', q(''), 'zh')).toBe('/cases/_all')
    expect(queryRoutePath('/cases', q('industry='), 'en')).toBe('/cases/_all')
    for (const industry of ['bridge', 'tunnel', 'expressway', 'rail', 'other']) {
      expect(queryRoutePath('/cases', q(`industry=${industry}`), 'zh')).toBe(`/cases/${industry}`)
    }
    expect(queryRoutePath('/cases', q('industry=Bridge'), 'zh')).toBe('/cases/0')
    expect(queryRoutePath('/cases', q('industry=../x'), 'zh')).toBe('/cases/0')
  })

  it('sends the internal paths to the public URLs', () => {
    expect(publicHrefOfInternal('/cases/_all')).toBe('/cases')
    expect(publicHrefOfInternal('/cases/tunnel')).toBe('/cases?industry=tunnel')
    expect(publicHrefOfInternal('/cases/ships')).toBeNull()
    expect(resolveQueryRoute('/cases/rail', q(''), 'zh')).toEqual({ redirect: '/cases?industry=rail', permanent: true })
    expect(resolveQueryRoute('/cases/ships', q(''), 'zh')).toEqual({ rewrite: '/cases/0' })
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

  it('names only the page’s own query in the alternate links, and none for a malformed value', () => {
    const long = 'x'.repeat(3000)
    const request = new NextRequest(`http://site.test/newsDetail?id=12&type=information&utm=${long}`)
    const intl = NextResponse.rewrite(new URL(`http://site.test/zh/newsDetail?id=12&type=information&utm=${long}`))
    intl.headers.set('link', '<http://site.test/newsDetail>; rel="alternate"; hreflang="zh"')
    expect(withQueryRoutes(request, intl).headers.get('link')).toBe(
      '<http://site.test/newsDetail?type=information&id=12>; rel="alternate"; hreflang="zh"',
    )

    const bad = new NextRequest('http://site.test/newsDetail?id=abc')
    const badIntl = NextResponse.rewrite(new URL('http://site.test/zh/newsDetail?id=abc'))
    badIntl.headers.set('link', '<http://site.test/newsDetail>; rel="alternate"; hreflang="zh"')
    expect(withQueryRoutes(bad, badIntl).headers.get('link')).toBeNull()
  })

  it('rewrites an English query route next-intl let through', () => {
    const request = new NextRequest('http://site.test/en/information?class=notice')
    const intl = NextResponse.next({ request: { headers: new Headers({ 'x-next-intl-locale': 'en' }) } })
    const out = withQueryRoutes(request, intl)
    expect(new URL(rewriteOf(out)!).pathname).toBe('/en/information/notice/1')
    expect(out.headers.get('x-middleware-next')).toBeNull()
    expect(out.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en')
  })

  it('redirects an internal path to the public URL in the same language', () => {
    const request = new NextRequest('http://site.test/en/information/notice/2')
    const out = withQueryRoutes(request, NextResponse.next())
    expect(out.status).toBe(308)
    expect(out.headers.get('location')).toBe('http://site.test/en/information?class=notice&type=information&pageNum=2')
    const zh = withQueryRoutes(
      new NextRequest('http://site.test/newsDetail'),
      NextResponse.rewrite(new URL('http://site.test/zh/newsDetail')),
    )
    expect(zh.status).toBe(307)
    expect(zh.headers.get('location')).toBe('http://site.test/information?class=-1&type=information')
  })

  it('leaves redirects and other pages as next-intl answered', () => {
    const redirect = NextResponse.redirect('http://site.test/newsDetail?id=1')
    expect(withQueryRoutes(new NextRequest('http://site.test/zh/newsDetail?id=1'), redirect)).toBe(redirect)
    const other = NextResponse.rewrite(new URL('http://site.test/zh/airoad'))
    expect(withQueryRoutes(new NextRequest('http://site.test/airoad'), other)).toBe(other)
  })
})
