import type { Block } from 'payload'

import { headedList } from '../shared/fields'

export const SpecificationsBlock: Block = {
  slug: 'specifications',
  interfaceName: 'SpecificationsBlock',
  labels: { singular: { zh: '规格参数', en: 'Specifications' }, plural: { zh: '规格参数', en: 'Specifications' } },
  fields: headedList('rows', { singular: { zh: '参数', en: 'Row' }, plural: { zh: '参数', en: 'Rows' } }, [
    { name: 'name', type: 'text', required: true, label: { zh: '项目', en: 'Item' } },
    { name: 'value', type: 'text', required: true, label: { zh: '内容', en: 'Value' } },
  ]),
}
