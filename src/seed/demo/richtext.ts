/**
 * Lexical documents from a light markup, one string per block:
 * `## ` h2, `### ` h3, `- ` bullet item, `1. ` numbered item (consecutive items form one list), `> ` quote,
 * anything else a paragraph. Inside a block, `**bold**` marks bold text.
 */
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function inline(s: string): Node[] {
  const parts = s.split(/(\*\*[^*]+\*\*)/g).filter(Boolean)
  return parts.map((p) => {
    const bold = p.startsWith('**') && p.endsWith('**')
    return { type: 'text', text: bold ? p.slice(2, -2) : p, format: bold ? 1 : 0, style: '', mode: 'normal', detail: 0, version: 1 }
  })
}

export function rich(blocks: string[]): Record<string, unknown> {
  const children: Node[] = []
  let list: { kind: 'bullet' | 'number'; items: Node[] } | null = null
  const flush = () => {
    if (!list) return
    children.push({ type: 'list', listType: list.kind, tag: list.kind === 'bullet' ? 'ul' : 'ol', start: 1, ...base, children: list.items })
    list = null
  }
  for (const raw of blocks) {
    const b = raw.trim()
    const bullet = b.startsWith('- ')
    const numbered = /^\d+\. /.test(b)
    if (bullet || numbered) {
      const kind = bullet ? 'bullet' : 'number'
      if (!list || list.kind !== kind) {
        flush()
        list = { kind, items: [] }
      }
      const body = bullet ? b.slice(2) : b.replace(/^\d+\. /, '')
      list.items.push({ type: 'listitem', value: list.items.length + 1, ...base, children: inline(body) })
      continue
    }
    flush()
    if (b.startsWith('### ')) children.push({ type: 'heading', tag: 'h3', ...base, children: inline(b.slice(4)) })
    else if (b.startsWith('## ')) children.push({ type: 'heading', tag: 'h2', ...base, children: inline(b.slice(3)) })
    else if (b.startsWith('> ')) children.push({ type: 'quote', ...base, children: inline(b.slice(2)) })
    else children.push({ type: 'paragraph', ...base, textFormat: 0, textStyle: '', children: inline(b) })
  }
  flush()
  return { root: { type: 'root', ...base, children } }
}
