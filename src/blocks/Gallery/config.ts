import type { Block } from 'payload'
import { imageOnly } from '@/fields/media'

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: { zh: '截图画廊', en: 'Gallery' }, plural: { zh: '截图画廊', en: 'Galleries' } },
  fields: [
    { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } },
    {
      name: 'images',
      type: 'array',
      minRows: 1,
      label: { zh: '图片', en: 'Images' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { zh: '图片', en: 'Image' }, ...imageOnly },
        { name: 'caption', type: 'text', label: { zh: '说明', en: 'Caption' } },
      ],
    },
  ],
}
