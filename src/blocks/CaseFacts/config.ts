import type { Block } from 'payload'

export const CaseFactsBlock: Block = {
  slug: 'caseFacts',
  interfaceName: 'CaseFactsBlock',
  labels: { singular: { zh: '案例概况', en: 'Case facts' }, plural: { zh: '案例概况', en: 'Case facts' } },
  fields: [
    { name: 'client', type: 'text', label: { zh: '客户', en: 'Client' } },
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
    { name: 'quote', type: 'textarea', label: { zh: '客户评价', en: "Client's words" } },
    {
      name: 'quoteBy',
      type: 'text',
      label: { zh: '评价人', en: 'Quoted' },
      admin: { description: { zh: '姓名与职务，如“李明远，总工程师”', en: 'Name and role, e.g. "Li Mingyuan, chief engineer"' } },
    },
  ],
}
