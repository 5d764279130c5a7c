import type { Block } from 'payload'

export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: { zh: '数据亮点', en: 'Figures' }, plural: { zh: '数据亮点', en: 'Figures' } },
  fields: [
    { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { zh: '数据', en: 'Figures' },
      fields: [
        { name: 'value', type: 'text', required: true, label: { zh: '数值', en: 'Value' } },
        { name: 'unit', type: 'text', label: { zh: '单位', en: 'Unit' } },
        { name: 'label', type: 'text', required: true, label: { zh: '说明', en: 'Label' } },
      ],
    },
  ],
}
