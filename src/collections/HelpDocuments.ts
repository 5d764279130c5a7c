import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { seoGroup } from '@/fields/common'

import { publicContent } from './publicContent'

/** One help document per software; its chapters are written separately in each language. */
export const HelpDocuments: CollectionConfig = publicContent(
  {
    slug: 'help-documents',
    labels: { singular: { zh: '帮助文档', en: 'Help document' }, plural: { zh: '帮助文档', en: 'Help documents' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'software', 'updatedAt', '_status'],
      group: { zh: '支持与下载', en: 'Support & downloads' },
      listSearchableFields: ['title', 'intro'],
    },
    fields: [
      {
        name: 'software',
        type: 'relationship',
        relationTo: 'software',
        required: true,
        unique: true,
        label: { zh: '软件', en: 'Software' },
      },
      { name: 'title', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Title' } },
      { name: 'intro', type: 'textarea', localized: true, label: { zh: '导言', en: 'Introduction' } },
      {
        name: 'chapters',
        type: 'array',
        localized: true,
        label: { zh: '章节', en: 'Chapters' },
        labels: { singular: { zh: '章节', en: 'Chapter' }, plural: { zh: '章节', en: 'Chapters' } },
        fields: [
          { name: 'title', type: 'text', required: true, label: { zh: '章节标题', en: 'Chapter title' } },
          { name: 'content', type: 'richText', label: { zh: '内容', en: 'Content' } },
        ],
      },
      seoGroup({ title: 'title', summary: 'intro', path: '/helpDocuments' }),
    ],
  },
  { tags: [TAGS.helpDocuments] },
)
