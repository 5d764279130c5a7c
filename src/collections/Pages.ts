import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks'
import { TAGS } from '@/content/cache-tags'
import { redirectDeletedPage, redirectOldRoute, redirectsOffDeletedPage, rememberPublishedRoute } from '@/content/redirects'
import { seoGroup, sortField } from '@/fields/common'
import { linkField } from '@/fields/link'
import { imageOnly } from '@/fields/media'
import { CASE_INDUSTRIES, INDUSTRY_LABELS } from '@/lib/case-industries'
import { PAGE_SLUG_PATTERN } from '@/lib/content-model'

import { withPreview } from './preview'
import { publicContent } from './publicContent'

const PAGE_CATEGORIES = ['product', 'solution', 'case', 'article', 'about', 'saas', 'support', 'other'] as const

const CATEGORY_LABELS: Record<(typeof PAGE_CATEGORIES)[number], { zh: string; en: string }> = {
  product: { zh: '产品', en: 'Product' },
  solution: { zh: '解决方案', en: 'Solution' },
  case: { zh: '案例', en: 'Case' },
  article: { zh: '专题文章 (/news/*)', en: 'Article (/news/*)' },
  about: { zh: '关于我们', en: 'About' },
  saas: { zh: 'SaaS', en: 'SaaS' },
  support: { zh: '支持', en: 'Support' },
  other: { zh: '其他', en: 'Other' },
}

export const Pages: CollectionConfig = publicContent(
  withPreview('pages', {
    slug: 'pages',
    labels: { singular: { zh: '页面', en: 'Page' }, plural: { zh: '产品与页面', en: 'Pages' } },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'category', 'updatedAt', '_status'],
      group: { zh: '产品与页面', en: 'Products & pages' },
      listSearchableFields: ['title', 'slug'],
    },
    // Drag and drop in the list (sorted by "Order") sets the order visitors see; a new item goes last.
    orderable: true,
    defaultSort: '_order',
    // A route change on publish, or a deletion, leaves redirects from the old addresses (src/content/redirects.ts).
    hooks: {
      beforeChange: [rememberPublishedRoute],
      afterChange: [redirectOldRoute],
      beforeDelete: [redirectsOffDeletedPage],
      afterDelete: [redirectDeletedPage],
    },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Title' } },
      {
        name: 'slug',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        label: { zh: '路由名', en: 'Route name' },
        admin: {
          position: 'sidebar',
          description: {
            zh: '页面地址，如 airoad、news/eicad1（区分大小写）',
            en: 'The page address, e.g. airoad or news/eicad1 (case-sensitive)',
          },
        },
        validate: (value: unknown) =>
          typeof value === 'string' && PAGE_SLUG_PATTERN.test(value)
            ? true
            : '格式如 airoad 或 news/eicad1 / Use a route name such as airoad or news/eicad1',
      },
      {
        name: 'category',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'product',
        label: { zh: '类别', en: 'Category' },
        options: PAGE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
        admin: { position: 'sidebar' },
      },
      {
        name: 'industry',
        type: 'select',
        index: true,
        label: { zh: '行业', en: 'Industry' },
        options: CASE_INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] })),
        admin: {
          position: 'sidebar',
          condition: (data) => data?.category === 'case',
          description: { zh: '案例列表 /cases 按此筛选', en: 'The filter of the case list, /cases' },
        },
      },
      {
        name: 'summary',
        type: 'textarea',
        localized: true,
        label: { zh: '摘要', en: 'Summary' },
        admin: { description: { zh: '用于列表和菜单', en: 'Shown in lists and menus' } },
      },
      {
        name: 'hero',
        type: 'group',
        label: { zh: '页首', en: 'Hero' },
        fields: [
          { name: 'kicker', type: 'text', localized: true, label: { zh: '眉题', en: 'Kicker' } },
          { name: 'heading', type: 'text', localized: true, label: { zh: '主标题', en: 'Heading' } },
          { name: 'text', type: 'textarea', localized: true, label: { zh: '导语', en: 'Lead text' } },
          { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '页首图片', en: 'Image' }, ...imageOnly },
          {
            name: 'links',
            type: 'array',
            maxRows: 2,
            localized: true,
            label: { zh: '按钮', en: 'Buttons' },
            labels: { singular: { zh: '按钮', en: 'Button' }, plural: { zh: '按钮', en: 'Buttons' } },
            fields: [
              { name: 'label', type: 'text', required: true, label: { zh: '按钮文字', en: 'Label' } },
              { name: 'href', type: 'text', required: true, label: { zh: '链接', en: 'Link' }, ...linkField },
            ],
          },
        ],
      },
      {
        name: 'layout',
        type: 'blocks',
        localized: true,
        blocks: pageBlocks,
        label: { zh: '页面内容', en: 'Layout' },
        labels: { singular: { zh: '内容块', en: 'Block' }, plural: { zh: '内容块', en: 'Blocks' } },
      },
      seoGroup({ title: 'title', summary: 'summary', image: 'hero.image', path: '/{slug}' }),
      sortField,
    ],
  }),
  { editorial: true, tags: [TAGS.pages] },
)
