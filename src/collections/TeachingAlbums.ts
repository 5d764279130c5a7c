import type { CollectionConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { captionsField } from '@/fields/captions'
import { seoGroup, sortField, storeIsoDate } from '@/fields/common'
import { imageOnly, videoOnly } from '@/fields/media'

import { publicContent } from './publicContent'

export const TeachingAlbums: CollectionConfig = publicContent(
  {
    slug: 'teaching-albums',
    labels: { singular: { zh: '教学视频', en: 'Teaching album' }, plural: { zh: '演示教学', en: 'Teaching albums' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'classification', 'viewCount', 'uploadedAt', '_status'],
      group: { zh: '支持与下载', en: 'Support & downloads' },
      listSearchableFields: ['title', 'summary'],
    },
    // Drag and drop in the list (sorted by "Order") sets the order visitors see; a new item goes last.
    orderable: true,
    defaultSort: '_order',
    fields: [
      {
        name: 'classification',
        type: 'relationship',
        relationTo: 'teaching-classifications',
        required: true,
        index: true,
        label: { zh: '分类', en: 'Classification' },
      },
      { name: 'title', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Title' } },
      { name: 'cover', type: 'upload', relationTo: 'media', required: true, label: { zh: '封面', en: 'Cover' }, ...imageOnly },
      { name: 'video', type: 'upload', relationTo: 'media', required: true, label: { zh: '视频', en: 'Video' }, ...videoOnly },
      { name: 'duration', type: 'number', min: 0, label: { zh: '时长（秒）', en: 'Duration (seconds)' } },
      { name: 'summary', type: 'textarea', localized: true, label: { zh: '内容简介', en: 'Summary' } },
      captionsField,
      {
        name: 'uploadedAt',
        type: 'date',
        hooks: { beforeChange: [storeIsoDate] },
        required: true,
        label: { zh: '上传时间', en: 'Upload time' },
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        // Counted by the public API in one atomic SQL update; editors never write it.
        name: 'viewCount',
        type: 'number',
        defaultValue: 0,
        min: 0,
        label: { zh: '播放次数', en: 'Views' },
        access: { update: () => false },
        admin: { position: 'sidebar', readOnly: true },
      },
      sortField,
      seoGroup({ title: 'title', summary: 'summary', image: 'cover', path: '/demonstrationTeaching?id={id}' }),
    ],
  },
  { tags: [TAGS.teaching] },
)
