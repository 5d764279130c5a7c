import type { Block } from 'payload'

export const SpecificationsBlock: Block = {
  slug: 'specifications',
  interfaceName: 'SpecificationsBlock',
  labels: { singular: { zh: '规格参数', en: 'Specifications' }, plural: { zh: '规格参数', en: 'Specifications' } },
  fields: [
    { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      label: { zh: '参数', en: 'Rows' },
      fields: [
        { name: 'name', type: 'text', required: true, label: { zh: '项目', en: 'Item' } },
        { name: 'value', type: 'text', required: true, label: { zh: '内容', en: 'Value' } },
      ],
    },
  ],
}
