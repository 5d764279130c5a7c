import type { Block } from 'payload'

import { headedList } from '../shared/fields'

export const SpecificationsBlock: Block = {
  slug: 'specifications',
  interfaceName: 'SpecificationsBlock',
  labels: { singular: { zh: '规格参数', en: 'Specifications' }, plural: { zh: '规格参数', en: 'Specifications' } },
  fields: headedList('rows', { zh: '参数', en: 'Rows' }, [
    { name: 'name', type: 'text', required: true, label: { zh: '项目', en: 'Item' } },
    { name: 'value', type: 'text', required: true, label: { zh: '内容', en: 'Value' } },
  ]),
}
