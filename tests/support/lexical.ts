/** Lexical documents for tests that save rich text through Payload: one paragraph of the nodes given. */
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' }

export const textNode = (text: string): Node => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

/** A link an editor typed (a custom URL, same window) around `text`. */
export const linkNode = (url: string, text = 'read more'): Node => ({
  type: 'link',
  ...base,
  version: 3,
  fields: { url, linkType: 'custom', newTab: false },
  children: [textNode(text)],
})

export const paragraphDoc = (...children: Node[]) => ({
  root: { type: 'root', ...base, children: [{ type: 'paragraph', ...base, textFormat: 0, children }] },
})
