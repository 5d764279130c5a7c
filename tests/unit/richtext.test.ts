/**
 * Rich text renders to valid HTML whatever the editor's document holds: each odd document below is rendered by the
 * site's renderer (src/content/richtext.ts), placed in a minimal valid page, and all of them are checked in one run
 * of the W3C Nu HTML Checker (vnu.jar; needs Java, which scripts/test-all.sh installs). Addresses editors type
 * (src/lib/links.ts) are checked the same way.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/content/richtext'
import { safeHref } from '@/lib/links'

import { type CheckerReport, checkHtml, formatMessages } from '../support/html-checker'
import { doc, EDITOR_RICH_TEXT, h, li, ODD, text, ul } from '../support/odd-content'

/** Headings an editor picks freely: rendered under a page's h1 (level 2) and under a chapter's h2 (level 3). */
const HEADINGS = doc(
  h('h4', text('four first')),
  h('h2', text('two')),
  h('h6', text('six')),
  h('h1', text('one')),
  ul(li(1, h('h5', text('five in a list')))),
)

const page = (body: string, before = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Rich text</title></head><body><main><h1>Rich text</h1>${before}<div>${body}</div></main></body></html>`

const rendered = new Map<string, string>()
let report: CheckerReport

beforeAll(async () => {
  for (const [name, data] of Object.entries({ ...ODD, 'a document as an editor saves it': EDITOR_RICH_TEXT }))
    rendered.set(name, richTextToHtml(data))
  const documents = new Map([...rendered].map(([name, html]) => [name, page(html)]))
  rendered.set('headings under the h1', richTextToHtml(HEADINGS))
  rendered.set('headings in a chapter', richTextToHtml(HEADINGS, { headingLevel: 3 }))
  documents.set('headings under the h1', page(rendered.get('headings under the h1') ?? ''))
  documents.set('headings in a chapter', page(`<section><h2>Chapter</h2>${rendered.get('headings in a chapter') ?? ''}</section>`))
  const hrefs = [
    'https://例子.中国/路径 a?b=c d',
    'http://example.com/%',
    '/news/a b',
    '#a#b',
    'tel:+86 10 1234 5678',
    '//cdn.example.com/a b',
    'https://example.com:8080/x|y',
  ]
  documents.set(
    'safeHref',
    page(hrefs.map((raw) => `<a href="${(safeHref(raw) ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${raw}</a>`).join(' ')),
  )
  report = await checkHtml(documents)
}, 120_000)

describe('rich text an editor enters renders to valid HTML', () => {
  it('every odd document is valid HTML (W3C Nu HTML Checker: no error)', () => {
    expect(report.checked).toBe(Object.keys(ODD).length + 4)
    expect(report.errors, formatMessages(report.errors)).toEqual([])
  })

  it('lists: `value` only in an ordered list where the count differs, `start` for a list from another number, nested lists inside their item', () => {
    for (const [name, html] of rendered) {
      for (const list of html.matchAll(/<ul>(?:(?!<\/ul>).)*/gs)) expect(list[0], name).not.toMatch(/<li [^>]*value=/)
    }
    expect(rendered.get('an ordered list from 3, with a gap')).toBe(
      '<ol start="3"><li>three</li><li>four</li><li value="7">seven</li></ol>',
    )
    expect(rendered.get('nested ordered lists keep their numbers')).toBe(
      '<ol><li>one<ol><li>one.a</li></ol></li><li>two</li><li>three</li></ol>',
    )
    expect(rendered.get('nested bullet lists, three levels')).toBe(
      '<ul><li>one<ul><li>one.a<ul><li>deep</li></ul></li></ul></li><li>two</li></ul>',
    )
  })

  it('headings start at the level asked for and never skip one', () => {
    expect(rendered.get('headings under the h1')).toBe(
      '<h2>four first</h2><h2>two</h2><h3>six</h3><h2>one</h2><ul><li><h3>five in a list</h3></li></ul>',
    )
    expect(rendered.get('headings in a chapter')).toBe(
      '<h3>four first</h3><h3>two</h3><h4>six</h4><h3>one</h3><ul><li><h4>five in a list</h4></li></ul>',
    )
  })

  it('a link around blocks keeps the blocks where they may stand, and their text where they may not', () => {
    expect(rendered.get('a link around blocks')).toContain(
      '<a href="https://example.com/"><h2>heading in a link</h2><p>paragraph in a link</p><ul>',
    )
    expect(rendered.get('a link around a block inside a paragraph')).toBe(
      '<p>before <a href="https://example.com/a">inner paragraph<br />inner heading</a> after</p>',
    )
    expect(rendered.get('a link inside a link')).toBe('<p><a href="https://example.com/outer">outer inner</a></p>')
  })

  it('addresses: no script, spaces encoded, a bad host no link', () => {
    const html = rendered.get('links an editor typed') ?? ''
    expect(html).not.toContain('javascript')
    expect(html).toContain('<p>script</p>')
    expect(html).toContain('href="https://example.com/a%20b/%E4%B8%AD%E6%96%87?q=a%20b&amp;x=%25zz#frag%23more"')
    expect(html).toContain('<p>bad host</p>')
    expect(html).toContain('href="/airoad?x=%5B1%5D%7C2"')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' data:text/html,x')).toBeNull()
    expect(safeHref('/airoad')).toBe('/airoad')
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
  })

  it('text stays text', () => {
    const html = rendered.get('markup in text') ?? ''
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;')
  })
})
