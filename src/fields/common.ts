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

/**
 * Where a document's SEO defaults come from (issue 33, item 4): the paths of its title, summary and cover fields
 * in the form, and the address of its page (`{id}` and `{slug}` filled in) for the admin's previews.
 */
export type SeoSource = { title: string; summary: string; image?: string; path: string }

const seoLength = (component: 'SeoTitleField' | 'SeoDescriptionField', source: SeoSource) => ({
  components: { Field: { path: `@/components/admin/SeoFields#${component}`, clientProps: { source } } },
})

/**
 * SEO fields of a public document, per language: meta title, description and share image, each left empty to use
 * the content's own (title, summary, cover; src/content/seo.ts). The admin shows each text's width in columns
 * against its target (a Chinese character counts two: src/lib/display-width.ts) and a live preview of the search
 * result and the share card (src/components/admin/SeoFields.tsx). Named as Payload's SEO plugin names them
 * (`meta.title`, `meta.description`, `meta.image`): docs/product-choices.md, "SEO fields".
 */
export function seoGroup(source: SeoSource): Field {
  return {
    name: 'meta',
    type: 'group',
    label: { zh: '搜索引擎与分享 (SEO)', en: 'Search engines and sharing (SEO)' },
    admin: {
      description: {
        zh: '每种语言各填一份；留空时使用内容的标题、摘要和封面。',
        en: 'One set per language; left empty, the title, summary and cover of the content are used.',
      },
    },
    fields: [
      {
        name: 'title',
        type: 'text',
        localized: true,
        maxLength: 120,
        label: { zh: 'SEO 标题', en: 'SEO title' },
        admin: seoLength('SeoTitleField', source),
      },
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        maxLength: 300,
        label: { zh: 'SEO 描述', en: 'Meta description' },
        admin: seoLength('SeoDescriptionField', source),
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        localized: true,
        label: { zh: '分享图片', en: 'Share image' },
        ...imageOnly,
        admin: {
          ...imageOnly.admin,
          description: {
            zh: '分享到微信、微博等时显示的图片，建议 1200 × 630 像素；留空时使用封面。',
            en: 'Shown when the page is shared (WeChat, Weibo, LinkedIn); 1200 x 630 pixels is best. Left empty, the cover is used.',
          },
        },
      },
      {
        name: 'preview',
        type: 'ui',
        label: { zh: '预览', en: 'Preview' },
        admin: { components: { Field: { path: '@/components/admin/SeoFields#SeoPreview', clientProps: { source } } } },
      },
    ],
  }
}
