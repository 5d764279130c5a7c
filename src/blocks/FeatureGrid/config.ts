import type { Block } from 'payload'

import { blockHeading } from '../shared/fields'

export const FEATURE_ICONS = [
  'road',
  'bridge',
  'tunnel',
  'rail',
  'interchange',
  'chart',
  'cloud',
  'cube',
  'shield',
  'team',
  'factory',
  'camera',
] as const

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: { zh: '功能网格', en: 'Feature grid' }, plural: { zh: '功能网格', en: 'Feature grids' } },
  fields: [
    blockHeading,
    { name: 'intro', type: 'textarea', label: { zh: '导语', en: 'Introduction' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: { zh: '功能项', en: 'Features' },
      fields: [
        {
          name: 'icon',
          type: 'select',
          label: { zh: '图标', en: 'Icon' },
          options: FEATURE_ICONS.map((value) => ({ value, label: value })),
        },
        { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
        { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
      ],
    },
  ],
}
