import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache'
import { sortField } from '@/fields/common'
import { linkField } from '@/fields/link'
import { imageOnly } from '@/fields/media'

import { withPreview } from './preview'
import { publicContent } from './publicContent'

export const Banners: CollectionConfig = publicContent(
  withPreview('banners', {
    slug: 'banners',
    labels: { singular: { zh: '横幅', en: 'Banner' }, plural: { zh: '首页横幅', en: 'Banners' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'image', 'link', 'sort', '_status'],
      group: { zh: '内容', en: 'Content' },
      listSearchableFields: ['title', 'link'],
      description: { zh: '首页轮播图，按排序数字从小到大播放', en: 'The home page carousel, played in the order of their numbers' },
    },
    defaultSort: 'sort',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Title' } },
      { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { zh: '图片', en: 'Image' }, ...imageOnly },
      {
        name: 'link',
        type: 'text',
        label: { zh: '链接', en: 'Link' },
        admin: { description: { zh: '点击后在新窗口打开；留空则不可点击', en: 'Opens in a new window; leave empty for none' } },
        ...linkField,
      },
      sortField,
    ],
  }),
  { editorial: true, tags: [TAGS.banners] },
)
