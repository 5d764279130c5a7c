import type { Field, FieldHook } from 'payload'

import { isoInstant } from '@/lib/time'

import { imageOnly } from './media'

/** A date field's value in the one form the database compares correctly (`isoInstant`). */
export const storeIsoDate: FieldHook = ({ value }) => isoInstant(value)

/**
 * The typed order number of before drag-and-drop ordering (`orderable`, Payload's `_order`): kept for the data
 * stored with it (the migration 20261127_0900_drag_order ordered `_order` by it), no longer shown or read.
 */
export const sortField: Field = {
  name: 'sort',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { hidden: true },
  label: { zh: '排序（旧）', en: 'Order (before drag and drop)' },
}

/** The time shown to visitors (`updateTime` in the API); editors may back-date. */
export const publishedAtField: Field = {
  name: 'publishedAt',
  type: 'date',
  index: true,
  label: { zh: '发布时间', en: 'Published at' },
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    beforeChange: [
      ({ value, siblingData }) => {
        if (value) return isoInstant(value)
        return siblingData?._status === 'published' ? new Date().toISOString() : value
      },
    ],
  },
}

/** SEO fields for pages: title, description, share image (each per language). */
export const seoGroup: Field = {
  name: 'meta',
  type: 'group',
  label: { zh: '搜索引擎优化 (SEO)', en: 'SEO' },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { zh: '页面标题', en: 'Page title' }, maxLength: 120 },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { zh: '页面描述', en: 'Meta description' },
      maxLength: 300,
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '分享图片', en: 'Share image' }, ...imageOnly },
  ],
}
