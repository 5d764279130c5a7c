import type { Block } from 'payload'

import { headedList } from '../shared/fields'

export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: { zh: '数据亮点', en: 'Figures' }, plural: { zh: '数据亮点', en: 'Figures' } },
  fields: headedList('items', { singular: { zh: '数据', en: 'Figure' }, plural: { zh: '数据', en: 'Figures' } }, [
    { name: 'value', type: 'text', required: true, label: { zh: '数值', en: 'Value' } },
    { name: 'unit', type: 'text', label: { zh: '单位', en: 'Unit' } },
    { name: 'label', type: 'text', required: true, label: { zh: '说明', en: 'Label' } },
  ]),
}
