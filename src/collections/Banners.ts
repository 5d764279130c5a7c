import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
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
      defaultColumns: ['title', 'image', 'link', '_status'],
      group: { zh: '内容', en: 'Content' },
      listSearchableFields: ['title', 'link'],
      description: {
        zh: '首页轮播图，按列表中的顺序播放：拖动行左侧的手柄调整顺序，新建的排在最后',
        en: 'The home page carousel, played in the order of the list: drag a row by its handle to move it; a new one goes last',
      },
    },
    // Drag and drop in the list (sorted by "Order") sets the order visitors see; a new item goes last.
    orderable: true,
    defaultSort: '_order',
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
