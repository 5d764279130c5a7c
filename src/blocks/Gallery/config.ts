import type { Block } from 'payload'

import { imageOnly } from '@/fields/media'

import { headedList } from '../shared/fields'

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: { zh: '截图画廊', en: 'Gallery' }, plural: { zh: '截图画廊', en: 'Galleries' } },
  fields: headedList('images', { singular: { zh: '图片', en: 'Image' }, plural: { zh: '图片', en: 'Images' } }, [
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { zh: '图片', en: 'Image' }, ...imageOnly },
    { name: 'caption', type: 'text', label: { zh: '说明', en: 'Caption' } },
  ]),
}
