/**
 * `/llms.txt` (and `/en/llms.txt`): the site in one Markdown file for answer engines and AI assistants, in the shape
 * the llms.txt proposal gives (llmstxt.org): an H1 with the site's name, a blockquote with its summary, a paragraph
 * or two, then H2 sections of link lists (`- [title](url): note`). Pure: src/content/llms-txt.ts gathers the content.
 */
import type { Bilingual } from '@/i18n/locales'

export type LlmsLink = { title: string; url: string; note?: string }
type LlmsSection = { title: string; links: LlmsLink[] }
export type LlmsDocument = { name: string; summary: string; details: string[]; sections: LlmsSection[] }

/** One line of text: no line breaks, no Markdown that would end the line's own syntax early. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function linkText(text: string): string {
  return inline(text).replace(/([[\]\\])/g, '\\$1')
}

/** The file's text; sections without links are left out. */
export function llmsText(doc: LlmsDocument): string {
  const lines = [`# ${inline(doc.name)}`, '']
  if (doc.summary.trim()) lines.push(`> ${inline(doc.summary)}`, '')
  for (const paragraph of doc.details.map(inline).filter(Boolean)) lines.push(paragraph, '')
  for (const section of doc.sections) {
    if (section.links.length === 0) continue
    lines.push(`## ${inline(section.title)}`, '')
    for (const link of section.links) {
      const note = link.note ? inline(link.note) : ''
      lines.push(`- [${linkText(link.title)}](${encodeURI(decodeURI(link.url))})${note ? `: ${note}` : ''}`)
    }
    lines.push('')
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/** The section titles, per language ("Optional" is the proposal's own word: what may be skipped). */
export const LLMS_SECTIONS = {
  products: { zh: '产品', en: 'Products' },
  solutions: { zh: '解决方案', en: 'Solutions' },
  cases: { zh: '案例', en: 'Case studies' },
  downloads: { zh: '软件下载', en: 'Downloads' },
  contact: { zh: '联系我们', en: 'Contact' },
  optional: { zh: 'Optional', en: 'Optional' },
} satisfies Record<string, Bilingual>

/** The answer of `/llms.txt`: Markdown as plain text, revalidated by caches like the sitemap. */
export function llmsResponse(text: string): Response {
  return new Response(text, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  })
}
