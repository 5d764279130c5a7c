import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { sortField } from '@/fields/common'
import { linkField } from '@/fields/link'
import { imageOnly } from '@/fields/media'
import { PARTNER_ROWS } from '@/lib/content-model'

import { publicContent } from './publicContent'

export const Partners: CollectionConfig = publicContent(
  {
    slug: 'partners',
    labels: { singular: { zh: '合作伙伴', en: 'Partner' }, plural: { zh: '合作伙伴', en: 'Partners' } },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'logo', 'row', '_status'],
      group: { zh: '内容', en: 'Content' },
      listSearchableFields: ['name', 'website'],
    },
    // Drag and drop in the list (sorted by "Order") sets the order visitors see; a new item goes last.
    orderable: true,
    defaultSort: '_order',
    fields: [
      { name: 'name', type: 'text', required: true, localized: true, label: { zh: '名称', en: 'Name' } },
      { name: 'logo', type: 'upload', relationTo: 'media', required: true, label: { zh: '标志', en: 'Logo' }, ...imageOnly },
      {
        name: 'row',
        type: 'select',
        required: true,
        defaultValue: '1',
        label: { zh: '所在行', en: 'Row' },
        options: PARTNER_ROWS.map((size, i) => ({
          value: String(i + 1),
          label: { zh: `第 ${i + 1} 行（${size} 个）`, en: `Row ${i + 1} (${size} logos)` },
        })),
        admin: { position: 'sidebar' },
      },
      { name: 'website', type: 'text', label: { zh: '网址', en: 'Website' }, ...linkField },
      sortField,
    ],
  },
  { tags: [TAGS.partners] },
)
