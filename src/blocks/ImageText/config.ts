import type { Block } from 'payload'

import { imageOnly } from '@/fields/media'

export const ImageTextBlock: Block = {
  slug: 'imageText',
  interfaceName: 'ImageTextBlock',
  labels: { singular: { zh: '图片与文字', en: 'Image and text' }, plural: { zh: '图片与文字', en: 'Image and text' } },
  fields: [
    { name: 'heading', type: 'text', required: true, label: { zh: '标题', en: 'Heading' } },
    { name: 'text', type: 'textarea', label: { zh: '文字', en: 'Text' } },
    {
      name: 'bullets',
      type: 'array',
      label: { zh: '要点', en: 'Bullet points' },
      labels: { singular: { zh: '要点', en: 'Bullet point' }, plural: { zh: '要点', en: 'Bullet points' } },
      fields: [{ name: 'text', type: 'text', required: true, label: { zh: '要点', en: 'Bullet point' } }],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { zh: '图片', en: 'Image' }, ...imageOnly },
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'right',
      label: { zh: '图片位置', en: 'Image position' },
      options: [
        { value: 'left', label: { zh: '左', en: 'Left' } },
        { value: 'right', label: { zh: '右', en: 'Right' } },
      ],
    },
  ],
}
