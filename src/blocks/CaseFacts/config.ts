import type { Block } from 'payload'

export const CaseFactsBlock: Block = {
  slug: 'caseFacts',
  interfaceName: 'CaseFactsBlock',
  labels: { singular: { zh: '案例概况', en: 'Case facts' }, plural: { zh: '案例概况', en: 'Case facts' } },
  fields: [
    { name: 'clientType', type: 'text', required: true, label: { zh: '客户类型', en: 'Client type' } },
    { name: 'location', type: 'text', required: true, label: { zh: '项目地点', en: 'Location' } },
    { name: 'scale', type: 'text', required: true, label: { zh: '项目规模', en: 'Scale' } },
    { name: 'year', type: 'text', required: true, label: { zh: '年份', en: 'Year' } },
    {
      name: 'results',
      type: 'array',
      minRows: 1,
      label: { zh: '成果', en: 'Results' },
      labels: { singular: { zh: '成果', en: 'Result' }, plural: { zh: '成果', en: 'Results' } },
      fields: [{ name: 'text', type: 'text', required: true, label: { zh: '成果', en: 'Result' } }],
    },
  ],
}
