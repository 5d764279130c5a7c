import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { seoGroup, storeIsoDate } from '@/fields/common'

import { indexedAdminList } from './indexed-list'
import { publicContent } from './publicContent'

export const UpdateLogs: CollectionConfig = publicContent(
  {
    slug: 'update-logs',
    // Every page of the admin's list at the cost of the first (src/collections/indexed-list.ts).
    hooks: indexedAdminList(),
    labels: { singular: { zh: '更新日志', en: 'Update log' }, plural: { zh: '更新日志', en: 'Update logs' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'software', 'version', 'releasedAt', '_status'],
      group: { zh: '支持与下载', en: 'Support & downloads' },
      listSearchableFields: ['title', 'version', 'summary'],
    },
    defaultSort: '-releasedAt',
    fields: [
      {
        name: 'software',
        type: 'relationship',
        relationTo: 'software',
        required: true,
        index: true,
        label: { zh: '软件', en: 'Software' },
      },
      { name: 'version', type: 'text', required: true, label: { zh: '版本', en: 'Version' } },
      { name: 'title', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Title' } },
      { name: 'summary', type: 'textarea', localized: true, label: { zh: '摘要', en: 'Summary' } },
      { name: 'content', type: 'richText', localized: true, label: { zh: '更新内容', en: 'Changes' } },
      {
        name: 'releasedAt',
        type: 'date',
        hooks: { beforeChange: [storeIsoDate] },
        required: true,
        index: true,
        label: { zh: '发布时间', en: 'Release time' },
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      seoGroup({ title: 'title', summary: 'summary', path: '/updateLogDetail?id={id}' }),
    ],
  },
  { tags: [TAGS.updateLogs] },
)
