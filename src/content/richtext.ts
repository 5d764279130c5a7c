import { convertLexicalToHTML, defaultHTMLConverters, type HTMLConverter, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import { escapeMarkup } from '@/lib/escape'
import { safeHref, safeLink } from '@/lib/links'
import type { Media } from '@/payload-types'

import { imageView, mediaUrl } from './media'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/*
 * Rich text becomes valid HTML (the W3C Nu checker's judgement) whatever shape the editor's document has. Lexical's
 * own converters assume a well-formed tree; these know where they render:
 * - a block (paragraph, heading, list, quote, table, rule) inside a paragraph or heading — phrasing content, as a
 *   link around a block inside a paragraph makes it — renders as its text, blocks apart by a line break;
 * - a link inside a link renders as its text; a video or file inside a link as its name (no interactive content
 *   inside <a>);
 * - lists: `value` only inside <ol> and only where the browser's count would differ, the first number as
 *   <ol start>; an item that only holds a nested list (Lexical's way of indenting) joins the item before it; a
 *   child of a list that is not an item becomes one;
 * - an empty heading and an empty list are left out; headings start at the level the caller names (the page has
 *   its h1, a section its h2) and never skip a level;
 * - a table gets a rectangular grid (no empty rows, spans kept inside the table, short rows filled);
 * - link addresses are made valid URLs (src/lib/links.ts); an unknown node (a relationship, a block) renders
 *   its children or nothing.
 */

type Node = { type?: string; children?: unknown; [key: string]: unknown }
type Chain = { type?: string; parent?: Chain } | undefined
type Args = Parameters<Exclude<HTMLConverter<Node>, string>>[0]

const kids = (node: Node): Node[] =>
  Array.isArray(node.children) ? (node.children as unknown[]).filter((c): c is Node => Boolean(c) && typeof c === 'object') : []

const PHRASING_ONLY = new Set(['paragraph', 'heading'])
const LINKS = new Set(['link', 'autolink'])

function hasAncestor(parent: Chain, types: Set<string>): boolean {
  for (let p = parent; p; p = p.parent) if (p.type && types.has(p.type)) return true
  return false
}

/** Renders nodes whose parent (for the context checks) is `node` below `parent`. */
const childrenOf = (args: Args, nodes: Node[], node: Node, parent: Chain) =>
  args.nodesToHTML({ nodes: nodes as never, parent: { ...node, parent } as never }).join('')

/** A block node: rendered by `render` where flow content may stand, else as its content. */
const block =
  (render: (args: Args) => string): HTMLConverter<Node> =>
  (args) => {
    if (!hasAncestor(args.parent, PHRASING_ONLY)) return render(args)
    const inner = args.nodesToHTML({ nodes: kids(args.node) as never }).join('')
    return inner ? `${args.childIndex > 0 ? '<br>' : ''}${inner}` : ''
  }

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null)

function list(args: Args): string {
  const { node, parent } = args
  const ordered = node.tag === 'ol' || (node.tag !== 'ul' && node.listType === 'number')
  const items: { html: string; value: number | null }[] = []
  for (const child of kids(node)) {
    if (child.type === 'listitem') {
      const content = kids(child)
      const html = childrenOf(args, content, child, { ...node, parent })
      const nestedOnly = content.length > 0 && content.every((c) => c.type === 'list')
      if (nestedOnly && items.length > 0) items[items.length - 1].html += html
      else items.push({ html, value: nestedOnly ? null : int(child.value) })
    } else {
      items.push({ html: childrenOf(args, [child], { type: 'listitem' }, { ...node, parent }), value: null })
    }
  }
  const kept = items.filter((item) => item.html)
  if (kept.length === 0) return ''
  if (!ordered) return `<ul>${kept.map((item) => `<li>${item.html}</li>`).join('')}</ul>`
  const start = kept[0].value ?? int(node.start) ?? 1
  let count = start
  const lis = kept.map((item) => {
    const value = item.value !== null && item.value !== count ? item.value : null
    count = (value ?? count) + 1
    return `<li${value !== null ? ` value="${value}"` : ''}>${item.html}</li>`
  })
  return `<ol${start !== 1 ? ` start="${start}"` : ''}>${lis.join('')}</ol>`
}

/** `scope` of a header cell: Lexical's header state 1 is a header row (the cell heads its column), 2 a header column. */
type Cell = { html: string; header: boolean; scope: 'col' | 'row' | null; colSpan: number; rowSpan: number }

function headerScope(state: unknown): Cell['scope'] {
  const value = Number(state)
  if (value & 1) return 'col'
  if (value & 2) return 'row'
  return null
}

function table(args: Args): string {
  const { node, parent } = args
  const tableChain = { ...node, parent } as Chain
  const rows: Cell[][] = []
  for (const child of kids(node)) {
    const rowNodes = child.type === 'tablerow' ? kids(child) : [child]
    const rowChain = child.type === 'tablerow' ? ({ ...child, parent: tableChain } as Chain) : tableChain
    const cells = rowNodes.map((cell): Cell => {
      const isCell = cell.type === 'tablecell'
      return {
        html: isCell ? childrenOf(args, kids(cell), cell, rowChain) : childrenOf(args, [cell], { type: 'tablecell' }, rowChain),
        header: isCell && Number(cell.headerState) > 0,
        scope: isCell ? headerScope(cell.headerState) : null,
        colSpan: Math.min(Math.max(int(cell.colSpan) ?? 1, 1), 100),
        rowSpan: Math.min(Math.max(int(cell.rowSpan) ?? 1, 1), 100),
      }
    })
    if (cells.length > 0) rows.push(cells)
  }
  if (rows.length === 0) return ''
  // The grid the spans make: each cell in the first free slot of its row. Kept when it is a rectangle with a cell
  // starting in every column; otherwise the cells are laid out one slot each and short rows filled.
  const taken: boolean[][] = rows.map(() => [])
  const starts = new Set<number>()
  rows.forEach((cells, r) => {
    let column = 0
    for (const cell of cells) {
      cell.rowSpan = Math.min(cell.rowSpan, rows.length - r)
      while (taken[r][column]) column++
      starts.add(column)
      for (let i = 0; i < cell.rowSpan; i++) for (let j = 0; j < cell.colSpan; j++) taken[r + i][column + j] = true
      column += cell.colSpan
    }
  })
  const width = Math.max(...taken.map((slots) => slots.length))
  const regular =
    starts.size === width && taken.every((slots) => slots.length === width && Array.from(slots).every((slot) => slot === true))
  const grid = regular ? rows : rows.map((cells) => cells.map((c) => ({ ...c, colSpan: 1, rowSpan: 1 })))
  const columns = Math.max(...grid.map((cells) => cells.length))
  const rowHtml = (cells: Cell[]) => {
    const missing = regular ? 0 : columns - cells.length
    const tds = cells.map((c) => {
      const tag = c.header ? 'th' : 'td'
      const scope = c.header && c.scope ? ` scope="${c.scope}"` : ''
      return `<${tag}${scope}${c.colSpan > 1 ? ` colspan="${c.colSpan}"` : ''}${c.rowSpan > 1 ? ` rowspan="${c.rowSpan}"` : ''}>${c.html}</${tag}>`
    })
    return `<tr>${tds.join('')}${'<td></td>'.repeat(missing)}</tr>`
  }
  // A first row of column headers (a table pasted from Word or marked in the editor) is the table's head.
  const headed =
    grid.length > 1 && grid[0].every((c) => c.header && c.scope === 'col' && c.rowSpan === 1) && (regular || grid[0].length === columns)
  const head = headed ? `<thead>${rowHtml(grid[0])}</thead>` : ''
  const body = (headed ? grid.slice(1) : grid).map(rowHtml).join('')
  return `<table>${head}<tbody>${body}</tbody></table>`
}

function link(args: Args): string {
  const { node, parent } = args
  const children = args.nodesToHTML({ nodes: kids(node) as never }).join('')
  if (hasAncestor(parent, LINKS)) return children
  const fields = (node.fields ?? {}) as { url?: unknown; newTab?: unknown; linkType?: unknown }
  // An internal link names a document, not an address: the renderer has no route for it.
  const href = fields.linkType === 'internal' ? '#' : safeHref(fields.url)
  if (!href) return children
  return `<a href="${escapeMarkup(href)}"${fields.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${children}</a>`
}

/** The converters of one rendering (they count its headings). */
function convertersFor(headingLevel: number): HTMLConverters {
  let previous = headingLevel - 1
  return {
    ...defaultHTMLConverters,
    paragraph: block(({ node, nodesToHTML }) => {
      const children = nodesToHTML({ nodes: kids(node) as never }).join('')
      return `<p>${children || '<br>'}</p>`
    }),
    heading: block(({ node, nodesToHTML }) => {
      const children = nodesToHTML({ nodes: kids(node) as never }).join('')
      if (!children.replace(/<br\s*\/?>/g, '').trim()) return ''
      const asked = typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag) ? Number(node.tag[1]) : 2
      const level = Math.min(Math.max(asked, headingLevel), previous + 1, 6)
      previous = level
      return `<h${level}>${children}</h${level}>`
    }),
    quote: block(({ node, nodesToHTML }) => `<blockquote>${nodesToHTML({ nodes: kids(node) as never }).join('')}</blockquote>`),
    list: block(list),
    // An item outside a list (the list converter renders the items of a list itself).
    listitem: block(({ node, nodesToHTML }) => `<div>${nodesToHTML({ nodes: kids(node) as never }).join('')}</div>`),
    table: block(table),
    tablerow: block(({ node, nodesToHTML }) => `<div>${nodesToHTML({ nodes: kids(node) as never }).join('')}</div>`),
    tablecell: block(({ node, nodesToHTML }) => `<div>${nodesToHTML({ nodes: kids(node) as never }).join('')}</div>`),
    horizontalrule: block(() => '<hr>'),
    linebreak: '<br>',
    link,
    autolink: link,
    // Uploads inside rich text: a sized WebP image (or a video / link) at a URL under the base path.
    upload: ({ node, parent }) => {
      const value = (node as { value?: unknown }).value
      if (!value || typeof value !== 'object') return ''
      const media = value as Media
      const mime = media.mimeType ?? ''
      const inLink = hasAncestor(parent, LINKS)
      if (mime.startsWith('image/')) {
        const img = imageView(media, 'large')
        if (!img?.url) return ''
        const size = int(img.width) && int(img.height) ? ` width="${img.width}" height="${img.height}"` : ''
        return `<img src="${escapeMarkup(img.url)}" alt="${escapeMarkup(img.alt)}"${size} loading="lazy" decoding="async">`
      }
      const url = mediaUrl(media)
      const name = escapeMarkup(media.originalName || media.filename || '')
      if (!url || inLink) return name
      if (mime.startsWith('video/')) return `<video src="${escapeMarkup(url)}" controls preload="metadata"></video>`
      return `<a href="${escapeMarkup(url)}">${name}</a>`
    },
    // A node this site has no converter for (a relationship, a block): its content, if any.
    unknown: ({ node, nodesToHTML }) => nodesToHTML({ nodes: kids(node) as never }).join(''),
  }
}

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'video',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    video: ['src', 'controls', 'preload', 'poster'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    // The converters above put `value` only on an item of an <ol>.
    li: ['value'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Only links an editor may save (src/lib/links.ts): an older one with another scheme, or one a browser reads as
    // another site (`/\evil.example`), loses its address and stays as text.
    a: (tagName, { href, ...attribs }) => {
      const link = safeLink(href)
      const kept = link ? { ...attribs, href: link } : attribs
      return { tagName, attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept }
    },
  },
}

/** A copy of a node whose `children`, when it has any, is a list of nodes (the converters walk it unchecked). */
function tidy(value: unknown, depth: number): Node | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > 64) return null
  const node = value as Node
  if (!('children' in node)) return node
  const children = Array.isArray(node.children) ? node.children.map((c) => tidy(c, depth + 1)).filter((c): c is Node => c !== null) : []
  return { ...node, children }
}

export type RichTextOptions = {
  /**
   * The level of the text's top headings: one below the heading the text stands under (2 under the page's h1, 3
   * in a section headed by an h2). No heading of the text is above it, and none skips a level (h2 then h4).
   */
  headingLevel?: 2 | 3 | 4
}

/** Sanitised HTML of a rich-text field: only plain document markup survives; a script arrives as text or not at all. */
export function richTextToHtml(data: unknown, { headingLevel = 2 }: RichTextOptions = {}): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  const root = tidy((data as { root?: unknown }).root, 0)
  if (!root) return ''
  const html = convertLexicalToHTML({
    data: { root } as unknown as LexicalState,
    converters: convertersFor(headingLevel),
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
  return sanitizeHtml(html, allowed)
}

/** Tags inside a line of text: their edges are not breaks between words (`inter<strong>change</strong>s`). */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'code', 'del', 'em', 'i', 'ins', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u'])
/** The only entities sanitize-html writes into text: read back in one pass, so a typed `&amp;` stays `&amp;`. */
const TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/**
 * The plain text of a rich-text field (for descriptions and search), whitespace folded: what the rendered HTML
 * shows, with a space where one block ends and the next begins (a heading and its paragraph, two list items), and
 * the characters themselves, not HTML entities.
 */
export function richTextToText(data: unknown): string {
  // Text in the sanitised HTML has `<` and `>` escaped, so every `<…>` here is a tag.
  const spaced = richTextToHtml(data).replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g, (tag, name: string) =>
    INLINE_TAGS.has(name.toLowerCase()) ? tag : ` ${tag} `,
  )
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}
