import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { publishedAtField, seoGroup } from '@/fields/common'
import { imageOnly } from '@/fields/media'
import { NEWS_CLASSES, type NewsClass } from '@/lib/content-model'

import { indexedAdminList } from './indexed-list'
import { withPreview } from './preview'
import { publicContent } from './publicContent'

const NEWS_CLASS_LABELS: Record<NewsClass, { zh: string; en: string }> = {
  newsletter: { zh: '新闻快讯', en: 'Newsletters' },
  company: { zh: '公司新闻', en: 'Company news' },
  notice: { zh: '通知公告', en: 'Notification bulletin' },
  industry: { zh: '行业新闻', en: 'Industry news' },
}

export const News: CollectionConfig = publicContent(
  withPreview('news', {
    slug: 'news',
    // Every page of the admin's list at the cost of the first (src/collections/indexed-list.ts).
    hooks: indexedAdminList(),
    labels: { singular: { zh: '新闻', en: 'News item' }, plural: { zh: '新闻资讯', en: 'News' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'cover', 'class', 'publishedAt', '_status'],
      group: { zh: '内容', en: 'Content' },
      listSearchableFields: ['title', 'synopsis'],
    },
    defaultSort: '-publishedAt',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, maxLength: 200, label: { zh: '标题', en: 'Title' } },
      {
        name: 'class',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'company',
        label: { zh: '分类', en: 'Class' },
        options: NEWS_CLASSES.map((value) => ({ value, label: NEWS_CLASS_LABELS[value] })),
        admin: { position: 'sidebar' },
      },
      { name: 'synopsis', type: 'textarea', localized: true, maxLength: 500, label: { zh: '摘要', en: 'Synopsis' } },
      { name: 'cover', type: 'upload', relationTo: 'media', label: { zh: '封面', en: 'Cover' }, ...imageOnly },
      { name: 'content', type: 'richText', localized: true, label: { zh: '正文', en: 'Body' } },
      publishedAtField,
      seoGroup({ title: 'title', summary: 'synopsis', image: 'cover', path: '/newsDetail?type=information&id={id}' }),
    ],
  }),
  { editorial: true, tags: [TAGS.news] },
)
