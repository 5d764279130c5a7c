import type { Block } from 'payload'

import { headedList } from '../shared/fields'

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: { zh: '发展历程', en: 'Timeline' }, plural: { zh: '发展历程', en: 'Timelines' } },
  fields: headedList('items', { singular: { zh: '事件', en: 'Event' }, plural: { zh: '事件', en: 'Events' } }, [
    { name: 'year', type: 'text', required: true, label: { zh: '年份', en: 'Year' } },
    { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
    { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
  ]),
}
