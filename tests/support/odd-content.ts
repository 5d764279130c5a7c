/**
 * Odd content an editor (or an API client) can save: rich-text documents of every shape the renderer must survive,
 * and text full of markup. Shared by the unit test of the renderer and the end-to-end conformance test.
 */
export type N = Record<string, unknown>
export const text = (t: string, format = 0): N => ({ type: 'text', text: t, format, detail: 0, mode: 'normal', style: '', version: 1 })
const node = (type: string, children: N[], extra: N = {}): N => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
export const p = (...children: N[]) => node('paragraph', children, { textFormat: 0 })
export const h = (tag: string, ...children: N[]) => node('heading', children, { tag })
export const li = (value: number, ...children: N[]) => node('listitem', children, { value })
export const ul = (...items: N[]) => node('list', items, { listType: 'bullet', tag: 'ul', start: 1 })
const ol = (start: number, ...items: N[]) => node('list', items, { listType: 'number', tag: 'ol', start })
export const link = (url: string, ...children: N[]) => node('link', children, { fields: { url, newTab: false, linkType: 'custom' } })
export const quote = (...children: N[]) => node('quote', children)
export const doc = (...children: N[]) => ({ root: node('root', children) })
export const cell = (children: N[], extra: N = {}) => node('tablecell', children, { headerState: 0, colSpan: 1, rowSpan: 1, ...extra })
export const row = (...cells: N[]) => node('tablerow', cells)
export const table = (...rows: N[]) => node('table', rows)
const video = { id: 9, mimeType: 'video/mp4', url: '/api/media/file/clip.mp4', filename: 'clip.mp4', originalName: 'clip.mp4' }
const image = {
  id: 8,
  mimeType: 'image/webp',
  url: '/api/media/file/a.webp',
  filename: 'a.webp',
  alt: 'An "image"',
  width: 800,
  height: 450,
}

/** Documents an editor (or an API client) can save; each must render to valid HTML. */
export const ODD: Record<string, unknown> = {
  'nested bullet lists, three levels': doc(
    ul(li(1, text('one')), li(2, ul(li(1, text('one.a')), li(2, ul(li(1, text('deep')))))), li(2, text('two'))),
  ),
  'nested ordered lists keep their numbers': doc(
    ol(1, li(1, text('one')), li(2, ol(1, li(1, text('one.a')))), li(2, text('two')), li(3, text('three'))),
  ),
  'a list that starts with a nested list': doc(ol(1, li(1, ul(li(1, text('indented first')))), li(1, text('one')))),
  'an ordered list from 3, with a gap': doc(ol(3, li(3, text('three')), li(4, text('four')), li(7, text('seven')))),
  'a check list': doc(node('list', [li(1, text('done')), li(2, text('to do'))], { listType: 'check', tag: 'ul', start: 1 })),
  'empty paragraphs': doc(p(), p(node('linebreak', [])), p(text('')), p(text('after'))),
  'a heading inside a list item': doc(
    ul(li(1, h('h3', text('a heading')), text('and text')), li(2, p(text('a paragraph')), quote(text('a quote')))),
  ),
  'a link around blocks': doc(
    link('https://example.com/', h('h2', text('heading in a link')), p(text('paragraph in a link')), ul(li(1, text('list in a link')))),
  ),
  'a link around a block inside a paragraph': doc(
    p(text('before '), link('https://example.com/a', p(text('inner paragraph')), h('h3', text('inner heading'))), text(' after')),
  ),
  'a link inside a link': doc(p(link('https://example.com/outer', text('outer '), link('https://example.com/inner', text('inner'))))),
  'links an editor typed': doc(
    p(link('javascript:alert(1)', text('script'))),
    p(link(' https://example.com/a b/中文?q=a b&x=%zz#frag#more ', text('spaces'))),
    p(link('http://exa mple.com/', text('bad host'))),
    p(link('/airoad?x=[1]|2', text('site path'))),
    p(link('mailto:sales team@example.com', text('mail'))),
    p(link('', text('empty'))),
    p(node('autolink', [text('www.example.com')], { fields: { url: 'www.example.com', linkType: 'custom' } })),
    p(node('link', [text('internal')], { fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 1 } } })),
  ),
  'headings: h1, empty, inside a paragraph': doc(
    h('h1', text('a top heading')),
    h('h2'),
    h('h4', text('   ')),
    p(text('x'), h('h2', text('heading in a paragraph'))),
  ),
  'blocks inside a paragraph': doc(
    p(text('a'), ul(li(1, text('b'))), node('horizontalrule', []), quote(text('c')), table(row(cell([p(text('d'))])))),
  ),
  'a list holding a list and text, an item outside a list': doc(
    ul(ul(li(1, text('list in a list'))), text('text in a list')),
    li(1, text('stray item')),
  ),
  'an empty list and an empty table': doc(ul(), table(), table(row())),
  'an uneven table': doc(
    table(
      row(cell([p(text('h1'))], { headerState: 1 }), cell([p(text('h2'))], { headerState: 1 }), cell([p(text('h3'))], { headerState: 1 })),
      row(cell([p(text('short'))])),
      row(),
      row(cell([p(text('wide'))], { colSpan: 5 }), cell([p(text('tall'))], { rowSpan: 9 })),
    ),
  ),
  'a table with a header row and a header column (as pasted from Word)': doc(
    table(
      row(
        cell([p(text('项目'))], { headerState: 3 }),
        cell([p(text('AIRoad'))], { headerState: 1 }),
        cell([p(text('EICAD'))], { headerState: 1 }),
      ),
      row(cell([p(text('版本'))], { headerState: 2 }), cell([p(text('4.2'))]), cell([p(text('5.0'))])),
    ),
  ),
  'a merged table': doc(table(row(cell([p(text('a'))], { colSpan: 2 })), row(cell([p(text('b'))]), cell([p(text('c'))])))),
  'uploads: an image, a video inside a link, a missing file': doc(
    node('upload', [], { value: image, relationTo: 'media' }),
    p(link('https://example.com/v', node('upload', [], { value: video, relationTo: 'media' }))),
    node('upload', [], { value: video, relationTo: 'media' }),
    node('upload', [], { value: 5, relationTo: 'media' }),
  ),
  'nodes the site has no converter for': doc(
    node('relationship', [], { relationTo: 'pages', value: { id: 1 } }),
    node('block', [], { fields: { blockType: 'x' } }),
    p(node('inlineBlock', [text('inline')])),
  ),
  'markup in text': doc(p(text('<script>alert("x")</script> & <b>not bold</b>', 1 | 2 | 8)), quote(text('"quoted" <i>'))),
  'broken shapes': doc(
    { type: 'paragraph', children: 'not a list' },
    null as unknown as N,
    p(null as unknown as N, text('kept')),
    ul(li(1, text('ok')), 'x' as unknown as N),
  ),
}

/** Text full of markup and odd characters, for plain fields (titles, captions, SEO fields). */
export const ODD_TEXT = `<script>alert("x")</script> "quotes" 'single' & ampersand <b>tags</b> ]]> --> \u00a0 emoji 🚧 中文`

/**
 * One rich-text document as an editor saves it through the admin or the REST API: nested lists, empty paragraphs,
 * a heading inside a list item, a link around a block, levels skipped, and addresses Payload's link check lets
 * through although they are not valid in HTML (`|`, `[`, a lone `%`, a second `#`, `javascript:`). No uploads: those
 * name media by id.
 */
export const EDITOR_RICH_TEXT = doc(
  p(),
  h('h4', text('A heading that skips levels')),
  ul(
    li(1, text('one')),
    li(2, ul(li(1, text('one.a')), li(2, ol(1, li(1, text('one.a.1')))))),
    li(2, h('h3', text('a heading in a list item'))),
  ),
  ol(3, li(3, text('three')), li(4, text('four'))),
  p(text(ODD_TEXT, 1)),
  p(text('before '), link('https://example.com/a|b?q=[1]#x#y', p(text('a paragraph in a link'))), text(' after')),
  link('https://example.com/', h('h2', text('a heading in a link'))),
  p(
    link('/airoad?x=%zz', text('a lone percent')),
    node('linebreak', []),
    link('https://example.com/outer', link('https://example.com/inner{1}^', text('nested link'))),
  ),
  p(link('javascript:alert(1)', text('a script address')), text(' '), link('https://例子.中国/路径', text('a Chinese address'))),
  quote(text('a quote')),
  node('horizontalrule', []),
  p(node('linebreak', [])),
)
