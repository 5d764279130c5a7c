import type { Block } from 'payload'

import { imageOnly, videoOnly } from '@/fields/media'

import { blockHeading } from '../shared/fields'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { zh: '视频', en: 'Video' }, plural: { zh: '视频', en: 'Videos' } },
  fields: [
    blockHeading,
    { name: 'video', type: 'upload', relationTo: 'media', required: true, label: { zh: '视频文件', en: 'Video file' }, ...videoOnly },
    { name: 'poster', type: 'upload', relationTo: 'media', label: { zh: '封面', en: 'Poster' }, ...imageOnly },
    { name: 'caption', type: 'text', label: { zh: '说明', en: 'Caption' } },
  ],
}
