import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { zh: '图文正文', en: 'Rich text' }, plural: { zh: '图文正文', en: 'Rich text' } },
  fields: [
    { name: 'heading', type: 'text', label: { zh: '小标题', en: 'Heading' } },
    { name: 'content', type: 'richText', required: true, label: { zh: '内容', en: 'Content' } },
  ],
}
