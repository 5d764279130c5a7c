import type { Block } from 'payload'

import { linkField } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: { zh: '行动号召', en: 'Call to action' }, plural: { zh: '行动号召', en: 'Calls to action' } },
  fields: [
    { name: 'heading', type: 'text', required: true, label: { zh: '标题', en: 'Heading' } },
    { name: 'text', type: 'textarea', label: { zh: '文字', en: 'Text' } },
    {
      name: 'links',
      type: 'array',
      maxRows: 3,
      label: { zh: '按钮', en: 'Buttons' },
      labels: { singular: { zh: '按钮', en: 'Button' }, plural: { zh: '按钮', en: 'Buttons' } },
      fields: [
        { name: 'label', type: 'text', required: true, label: { zh: '按钮文字', en: 'Label' } },
        { name: 'href', type: 'text', required: true, label: { zh: '链接', en: 'Link' }, ...linkField },
        { name: 'newWindow', type: 'checkbox', defaultValue: false, label: { zh: '新窗口打开', en: 'Open in a new window' } },
      ],
    },
  ],
}
