/**
 * The Markdown version of a page (`/airoad.md`, `/en/newsDetail.md?type=information&id=5`), for answer engines and
 * AI assistants, as the llms.txt proposal suggests (llmstxt.org: the page's address with `.md` appended). The
 * content layer writes the page as plain HTML of a few elements (its text escaped, its rich text sanitised:
 * src/content/markdown.ts); Turndown turns that into Markdown, which also escapes whatever in the text Markdown
 * would read as syntax. Tables become GFM tables (Turndown itself keeps only their text). Relative addresses of
 * links and images become absolute, so that the file still works when it is read somewhere else.
 */
import TurndownService from 'turndown'

/** The text of a table cell on one line, with the pipes that would end the cell escaped. */
function cellText(content: string): string {
  return content
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim()
}

/** The table a row is in. */
function tableOf(row: Node): Element | null {
  let at = row.parentElement
  while (at && at.nodeName !== 'TABLE') at = at.parentElement
  return at
}

function converter(origin: string): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*' })
  const absolute = (href: string | null): string => {
    if (!href) return ''
    try {
      return new URL(href, `${origin}/`).href
    } catch {
      return ''
    }
  }
  service.addRule('links', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: (content, node) => {
      const href = absolute(node.getAttribute('href'))
      return href && content.trim() ? `[${content}](${href})` : content
    },
  })
  service.addRule('images', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = absolute(node.getAttribute('src'))
      const alt = (node.getAttribute('alt') ?? '').replace(/[[\]\\]/g, '\\$&').replace(/\s+/g, ' ')
      return src ? `![${alt}](${src})` : ''
    },
  })
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) => ` ${cellText(content)} |`,
  })
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const row = `|${content}\n`
      const table = tableOf(node)
      // The first row is the table's head row (GFM has no table without one).
      if (!table || table.querySelector('tr') !== node) return row
      const cells = Array.from(node.childNodes).filter((c) => c.nodeName === 'TH' || c.nodeName === 'TD')
      return `${row}|${cells.map(() => ' --- |').join('')}\n`
    },
  })
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content })
  service.addRule('table', { filter: 'table', replacement: (content) => `\n\n${content.trim()}\n\n` })
  // A video, or what the sanitiser left unknown: its text.
  service.addRule('media', { filter: ['video', 'audio'], replacement: () => '' })
  return service
}

const converters = new Map<string, TurndownService>()

/** Markdown of an HTML fragment whose relative addresses are under `origin` (`https://www.example.com`). */
export function htmlToMarkdown(html: string, origin: string): string {
  let service = converters.get(origin)
  if (!service) {
    service = converter(origin)
    converters.set(origin, service)
  }
  return `${service.turndown(html).trim()}\n`
}

/** The answer of a Markdown version: plain text that caches revalidate, never indexed beside the page it repeats. */
export function markdownResponse(markdown: string, canonical: string): Response {
  return new Response(markdown, {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-robots-tag': 'noindex',
      link: `<${encodeURI(decodeURI(canonical))}>; rel="canonical"`,
    },
  })
}

/** The request header by which the proxy marks its rewrite of a `.md` address to the Markdown route. */
export const MARKDOWN_REWRITE_HEADER = 'x-site-markdown'
