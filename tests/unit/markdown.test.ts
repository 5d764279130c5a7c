/**
 * The Markdown versions' writer (src/lib/markdown.ts), their addresses (src/i18n/markdown-proxy.ts) and the page's
 * alternate link to them (src/lib/seo.ts): HTML of the site's renderer becomes Markdown whose syntax comes only from
 * the markup, never from an editor's text; relative addresses become absolute; tables become GFM tables.
 */
import { describe, expect, it } from 'vitest'

import { markdownInternalPath } from '@/i18n/markdown-proxy'
import { htmlToMarkdown, markdownResponse } from '@/lib/markdown'
import { markdownPathOf, pageMetadata } from '@/lib/seo'

const ORIGIN = 'https://www.example.com'

describe('htmlToMarkdown', () => {
  it('writes headings, lists, quotes, emphasis and links; relative addresses made absolute', () => {
    const md = htmlToMarkdown(
      '<h1>EICAD 5.0</h1><blockquote><p>道路设计</p></blockquote><h2>功能</h2><ul><li><strong>平面</strong>: 线形</li><li>纵断面</li></ul>' +
        '<p>See <a href="/en/contact">the form</a> or <a href="https://other.example/x">another site</a>.</p>' +
        '<p><img src="/api/media/file/a.webp" alt="A [screen]"></p>',
      ORIGIN,
    )
    expect(md).toBe(
      [
        '# EICAD 5.0',
        '',
        '> 道路设计',
        '',
        '## 功能',
        '',
        '-   **平面**: 线形',
        '-   纵断面',
        '',
        'See [the form](https://www.example.com/en/contact) or [another site](https://other.example/x).',
        '',
        '![A \\[screen\\]](https://www.example.com/api/media/file/a.webp)',
        '',
      ].join('\n'),
    )
  })

  it("escapes what in an editor's text Markdown would read as syntax", () => {
    const md = htmlToMarkdown('<p>1. 第一步</p><p># 不是标题 *也不是强调* [不是链接](x)</p>', ORIGIN)
    expect(md).toBe('1\\. 第一步\n\n\\# 不是标题 \\*也不是强调\\* \\[不是链接\\](x)\n')
  })

  it('makes a table a GFM table, a pipe in a cell escaped and its lines joined', () => {
    const md = htmlToMarkdown(
      '<table><thead><tr><th>项目</th><th>参数</th></tr></thead><tbody><tr><td>系统</td><td>Windows 10 | 11</td></tr><tr><td>内存</td><td><p>16 GB</p><p>或更多</p></td></tr></tbody></table>',
      ORIGIN,
    )
    expect(md).toBe('| 项目 | 参数 |\n| --- | --- |\n| 系统 | Windows 10 \\| 11 |\n| 内存 | 16 GB 或更多 |\n')
  })

  it('leaves out an address that cannot be one, and a link without text', () => {
    expect(htmlToMarkdown('<p><a href="http://[bad">text</a><a href="/x"> </a></p>', ORIGIN)).toBe('text\n')
  })
})

describe('the Markdown addresses', () => {
  it('map a page or news address with .md to the Markdown route in its language', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(markdownInternalPath('/airoad.md', q(''), 'zh')).toBe('/zh/markdown/airoad')
    expect(markdownInternalPath('/news/eicad1.md', q(''), 'en')).toBe('/en/markdown/news/eicad1')
    expect(markdownInternalPath('/newsDetail.md', q('type=information&id=12'), 'en')).toBe('/en/markdown/newsDetail/12')
    for (const [path, query] of [
      ['/newsDetail.md', 'id=abc'],
      ['/newsDetail.md', ''],
      ['/a/b/c.md', ''],
      ['/../etc.md', ''],
      ['/airoad', ''],
      ['/.md', ''],
    ])
      expect(markdownInternalPath(path, q(query), 'zh'), path).toBeNull()
  })

  it('are the page path with .md before the query', () => {
    expect(markdownPathOf('/airoad')).toBe('/airoad.md')
    expect(markdownPathOf('/newsDetail?type=information&id=5')).toBe('/newsDetail.md?type=information&id=5')
  })

  it('are named by the page as its text/markdown alternate, in its language', () => {
    const seo = { site: { origin: ORIGIN, basePath: '' }, title: 'AIRoad', siteName: '云衢', description: '' }
    const en = pageMetadata({ ...seo, locale: 'en', path: '/airoad', markdown: true })
    expect(en.alternates?.types).toEqual({ 'text/markdown': `${ORIGIN}/en/airoad.md` })
    expect(pageMetadata({ ...seo, locale: 'zh', path: '/pc_index' }).alternates?.types).toBeUndefined()
  })

  it('answer as Markdown, not indexed, naming the page as canonical', async () => {
    const res = markdownResponse('# 标题\n', `${ORIGIN}/newsDetail?type=information&id=5`)
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('link')).toBe(`<${ORIGIN}/newsDetail?type=information&id=5>; rel="canonical"`)
    expect(await res.text()).toBe('# 标题\n')
  })
})
