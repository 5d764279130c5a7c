/** Tables in rich text (Lexical's table feature, tables pasted from Word) render with their head and header scopes. */
import { describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/content/richtext'

import { cell, doc, p, row, table, text } from '../support/odd-content'

describe('rich-text tables', () => {
  it('puts a first row of column headers in <thead>, with scope on every header cell', () => {
    const html = richTextToHtml(
      doc(
        table(
          row(cell([p(text('项目'))], { headerState: 3 }), cell([p(text('AIRoad'))], { headerState: 1 })),
          row(cell([p(text('版本'))], { headerState: 2 }), cell([p(text('4.2'))])),
        ),
      ),
    )
    expect(html).toBe(
      '<table><thead><tr><th scope="col"><p>项目</p></th><th scope="col"><p>AIRoad</p></th></tr></thead>' +
        '<tbody><tr><th scope="row"><p>版本</p></th><td><p>4.2</p></td></tr></tbody></table>',
    )
  })

  it('keeps a table without a header row in <tbody> alone', () => {
    const html = richTextToHtml(
      doc(table(row(cell([p(text('a'))]), cell([p(text('b'))])), row(cell([p(text('c'))]), cell([p(text('d'))])))),
    )
    expect(html).toBe(
      '<table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr><tr><td><p>c</p></td><td><p>d</p></td></tr></tbody></table>',
    )
  })
})
