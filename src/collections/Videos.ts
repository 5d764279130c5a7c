import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { captionsField } from '@/fields/captions'
import { publishedAtField, seoGroup, sortField } from '@/fields/common'
import { imageOnly, videoOnly } from '@/fields/media'

import { indexedAdminList } from './indexed-list'
import { withPreview } from './preview'
import { publicContent } from './publicContent'

export const Videos: CollectionConfig = publicContent(
  withPreview('videos', {
    slug: 'videos',
    // Every page of the admin's list at the cost of the first (src/collections/indexed-list.ts).
    hooks: indexedAdminList(),
    labels: { singular: { zh: '视频', en: 'Video' }, plural: { zh: '精彩视频', en: 'Videos' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'cover', 'duration', 'publishedAt', '_status'],
      group: { zh: '内容', en: 'Content' },
      listSearchableFields: ['title', 'description'],
    },
    defaultSort: '-publishedAt',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, maxLength: 200, label: { zh: '标题', en: 'Title' } },
      { name: 'cover', type: 'upload', relationTo: 'media', required: true, label: { zh: '封面', en: 'Cover' }, ...imageOnly },
      { name: 'file', type: 'upload', relationTo: 'media', required: true, label: { zh: '视频文件', en: 'Video file' }, ...videoOnly },
      {
        name: 'duration',
        type: 'number',
        min: 0,
        label: { zh: '时长（秒）', en: 'Duration (seconds)' },
      },
      { name: 'description', type: 'textarea', localized: true, label: { zh: '简介', en: 'Description' } },
      captionsField,
      publishedAtField,
      sortField,
      seoGroup({ title: 'title', summary: 'description', image: 'cover', path: '/zxyhdVideoDetail?type=information&id={id}' }),
    ],
  }),
  { editorial: true, tags: [TAGS.videos] },
)
