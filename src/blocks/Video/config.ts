import type { Block } from 'payload'
import { imageOnly, videoOnly } from '@/fields/media'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { zh: '视频', en: 'Video' }, plural: { zh: '视频', en: 'Videos' } },
  fields: [
    { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } },
    { name: 'video', type: 'upload', relationTo: 'media', required: true, label: { zh: '视频文件', en: 'Video file' }, ...videoOnly },
    { name: 'poster', type: 'upload', relationTo: 'media', label: { zh: '封面', en: 'Poster' }, ...imageOnly },
    { name: 'caption', type: 'text', label: { zh: '说明', en: 'Caption' } },
  ],
}
