import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { sortField } from '@/fields/common'

import { publicContent } from './publicContent'

export const TeachingClassifications: CollectionConfig = publicContent(
  {
    slug: 'teaching-classifications',
    labels: { singular: { zh: '教学分类', en: 'Teaching classification' }, plural: { zh: '教学分类', en: 'Teaching classifications' } },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', '_status'],
      group: { zh: '支持与下载', en: 'Support & downloads' },
      listSearchableFields: ['name'],
    },
    // Drag and drop in the list (sorted by "Order") sets the order visitors see; a new item goes last.
    orderable: true,
    defaultSort: '_order',
    fields: [{ name: 'name', type: 'text', required: true, localized: true, label: { zh: '名称', en: 'Name' } }, sortField],
  },
  { tags: [TAGS.teaching] },
)
