import {
  convertLexicalToHTML,
  defaultHTMLConverters,
  type HTMLConverters,
} from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import type { Media } from '@/payload-types'

import { imageView, mediaUrl } from './media'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const converters: HTMLConverters = {
  ...defaultHTMLConverters,
  // Uploads inside rich text: a sized WebP image (or a video / link) at a URL under the base path.
  upload: ({ node }) => {
    const value = (node as { value?: unknown }).value
    if (!value || typeof value !== 'object') return ''
    const media = value as Media
    const mime = media.mimeType ?? ''
    if (mime.startsWith('image/')) {
      const img = imageView(media, 'large')
      if (!img) return ''
      const size = img.width && img.height ? ` width="${img.width}" height="${img.height}"` : ''
      return `<img src="${escape(img.url)}" alt="${escape(img.alt)}"${size} loading="lazy" decoding="async">`
    }
    if (mime.startsWith('video/')) {
      return `<video src="${escape(mediaUrl(media))}" controls preload="metadata"></video>`
    }
    return `<a href="${escape(mediaUrl(media))}">${escape(media.originalName || media.filename || '')}</a>`
  },
}

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'video', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    video: ['src', 'controls', 'preload', 'poster'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    li: ['value'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
}

/** Sanitised HTML of a rich-text field: only plain document markup survives; a script arrives as text or not at all. */
export function richTextToHtml(data: unknown): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  const html = convertLexicalToHTML({ data: data as LexicalState, converters, disableContainer: true })
  return sanitizeHtml(html, allowed)
}

/** The plain text of a rich-text field (for descriptions and search), whitespace folded. */
export function richTextToText(data: unknown): string {
  return sanitizeHtml(richTextToHtml(data), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}
