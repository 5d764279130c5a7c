/**
 * The plain text of rich text (src/content/richtext.ts `richTextToText`), which the search index and the pages'
 * descriptions are made of: words of two blocks stay two words, and characters stay characters (no HTML entities).
 */
import { describe, expect, it } from 'vitest'

import { richTextToText } from '@/content/richtext'

import { cell, doc, h, li, link, ODD_TEXT, p, quote, row, table, text, ul } from '../support/odd-content'

describe('richTextToText', () => {
  it('keeps a break between blocks: paragraphs, headings, list items, quotes and table cells', () => {
    const data = doc(
      h('h2', text('Gores')),
      p(text('Locating site compounds')),
      ul(li(1, text('Fixed')), li(2, text('Offset markings'))),
      quote(text('Rehearsing')),
      table(row(cell([p(text('Cell one'))]), cell([p(text('Cell two'))]))),
      p(text('last.')),
      p(text('During construction')),
    )
    expect(richTextToText(data)).toBe(
      'Gores Locating site compounds Fixed Offset markings Rehearsing Cell one Cell two last. During construction',
    )
  })

  it('joins what is inside one line without adding spaces: bold, italic and links within a word or a Chinese sentence', () => {
    const data = doc(
      p(text('inter'), text('change', 1), text('s')),
      p(text('互通'), link('https://example.com/', text('立交')), text('设计')),
    )
    expect(richTextToText(data)).toBe('interchanges 互通立交设计')
  })

  it('gives the characters an editor typed, not HTML entities', () => {
    expect(richTextToText(doc(p(text('Road & Interchange <Design> "6.3" &amp; more'))))).toBe(
      'Road & Interchange <Design> "6.3" &amp; more',
    )
    expect(richTextToText(doc(p(text(ODD_TEXT))))).toBe(ODD_TEXT.replace(/\s+/g, ' ').trim())
  })

  it('is empty for what is not rich text', () => {
    expect(richTextToText(null)).toBe('')
    expect(richTextToText('text')).toBe('')
    expect(richTextToText({ root: 'x' })).toBe('')
  })
})
