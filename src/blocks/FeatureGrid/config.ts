import type { Block } from 'payload'

import { blockHeading } from '../shared/fields'

const FEATURE_ICONS = [
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

const ICON_LABELS: Record<(typeof FEATURE_ICONS)[number], { zh: string; en: string }> = {
  road: { zh: '道路', en: 'Road' },
  bridge: { zh: '桥梁', en: 'Bridge' },
  tunnel: { zh: '隧道', en: 'Tunnel' },
  rail: { zh: '轨道', en: 'Rail' },
  interchange: { zh: '互通立交', en: 'Interchange' },
  chart: { zh: '图表', en: 'Chart' },
  cloud: { zh: '云', en: 'Cloud' },
  cube: { zh: '立方体', en: 'Cube' },
  shield: { zh: '盾牌', en: 'Shield' },
  team: { zh: '团队', en: 'Team' },
  factory: { zh: '工厂', en: 'Factory' },
  camera: { zh: '摄像头', en: 'Camera' },
}

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
      labels: { singular: { zh: '功能项', en: 'Feature' }, plural: { zh: '功能项', en: 'Features' } },
      fields: [
        {
          name: 'icon',
          type: 'select',
          label: { zh: '图标', en: 'Icon' },
          options: FEATURE_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })),
        },
        { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
        { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
      ],
    },
  ],
}
