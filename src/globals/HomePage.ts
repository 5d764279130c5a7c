import type { Field, GlobalConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { mediaVisibilityGlobalHook } from '@/content/media-visibility'
import { revalidateGlobal } from '@/content/revalidate'
import { linkField, routeNameField } from '@/fields/link'
import { captionOnly, imageOnly, videoOnly } from '@/fields/media'

import { globalAccess } from './access'

const heading = (name: string, zh: string, en: string): Field => ({
  name,
  type: 'text',
  localized: true,
  label: { zh, en },
})

/** Home page sections 4 to 7 of spec section 2, and the company claims of spec section 1. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { zh: '首页', en: 'Home page' },
  admin: { group: { zh: '产品与页面', en: 'Products & pages' } },
  access: globalAccess,
  // Media are public only while published content uses them (src/content/media-visibility.ts).
  hooks: { afterChange: [mediaVisibilityGlobalHook, ...revalidateGlobal(TAGS.homePage)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'sections',
          label: { zh: '栏目标题', en: 'Section titles' },
          fields: [
            heading('news', '资讯动态', 'News and events'),
            heading('videos', '精彩视频', 'Videos'),
            heading('products', '产品中心', 'Product centre'),
            heading('construction', '数字建造', 'Digital construction'),
            heading('cases', '行业案例', 'Industry cases'),
            heading('about', '关于我们', 'About us'),
            heading('partners', '合作伙伴', 'Partners'),
          ],
        },
        {
          name: 'productCentre',
          label: { zh: '产品中心', en: 'Product centre' },
          fields: [
            {
              name: 'tabs',
              type: 'array',
              localized: true,
              minRows: 1,
              maxRows: 2,
              label: { zh: '标签页', en: 'Tabs' },
              labels: { singular: { zh: '标签页', en: 'Tab' }, plural: { zh: '标签页', en: 'Tabs' } },
              fields: [
                { name: 'key', type: 'text', required: true, label: { zh: '键（1 或 2）', en: 'Key (1 or 2)' } },
                { name: 'label', type: 'text', required: true, label: { zh: '名称', en: 'Label' } },
                {
                  name: 'items',
                  type: 'array',
                  label: { zh: '产品', en: 'Products' },
                  labels: { singular: { zh: '产品', en: 'Product' }, plural: { zh: '产品', en: 'Products' } },
                  fields: [
                    { name: 'title', type: 'text', required: true, label: { zh: '名称', en: 'Title' } },
                    { name: 'summary', type: 'textarea', label: { zh: '简介', en: 'Summary' } },
                    { name: 'route', type: 'text', required: true, label: { zh: '页面路由名', en: 'Page route' }, ...routeNameField },
                    { name: 'video', type: 'upload', relationTo: 'media', label: { zh: '演示视频', en: 'Demo video' }, ...videoOnly },
                    { name: 'poster', type: 'upload', relationTo: 'media', label: { zh: '视频封面', en: 'Video poster' }, ...imageOnly },
                    {
                      name: 'captions',
                      type: 'upload',
                      relationTo: 'media',
                      label: { zh: '演示视频字幕（WebVTT）', en: 'Demo video captions (WebVTT)' },
                      admin: {
                        description: {
                          zh: '本语言的字幕文件（.vtt）；视频静音自动播放，字幕默认显示',
                          en: 'The caption file (.vtt) in this language; the video plays muted, so its captions are on',
                        },
                      },
                      ...captionOnly,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'digitalConstruction',
          label: { zh: '数字建造', en: 'Digital construction' },
          fields: [
            {
              name: 'tabs',
              dbName: 'hp_dc_tabs',
              type: 'array',
              localized: true,
              label: { zh: '顶部标签', en: 'Top tabs' },
              labels: { singular: { zh: '顶部标签', en: 'Top tab' }, plural: { zh: '顶部标签', en: 'Top tabs' } },
              fields: [
                { name: 'label', type: 'text', required: true, label: { zh: '名称', en: 'Label' } },
                {
                  name: 'subTabs',
                  dbName: 'hp_dc_sub',
                  type: 'array',
                  label: { zh: '侧栏子标签', en: 'Sidebar sub tabs' },
                  labels: { singular: { zh: '侧栏子标签', en: 'Sidebar sub tab' }, plural: { zh: '侧栏子标签', en: 'Sidebar sub tabs' } },
                  fields: [
                    { name: 'label', type: 'text', required: true, label: { zh: '名称', en: 'Label' } },
                    {
                      name: 'cards',
                      dbName: 'hp_dc_cards',
                      type: 'array',
                      label: { zh: '卡片', en: 'Cards' },
                      labels: { singular: { zh: '卡片', en: 'Card' }, plural: { zh: '卡片', en: 'Cards' } },
                      fields: [
                        { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
                        { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
                        { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '图片', en: 'Image' }, ...imageOnly },
                        { name: 'route', type: 'text', label: { zh: '页面路由名', en: 'Page route' }, ...routeNameField },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              name: 'cloud',
              type: 'group',
              label: { zh: '云平台', en: 'Cloud set' },
              fields: [
                { name: 'label', type: 'text', localized: true, label: { zh: '标签名称', en: 'Tab label' } },
                {
                  name: 'clouds',
                  type: 'array',
                  localized: true,
                  label: { zh: '云', en: 'Clouds' },
                  labels: { singular: { zh: '云', en: 'Cloud' }, plural: { zh: '云', en: 'Clouds' } },
                  fields: [
                    { name: 'name', type: 'text', required: true, label: { zh: '名称', en: 'Name' } },
                    { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
                    { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '图片', en: 'Image' }, ...imageOnly },
                  ],
                },
                { name: 'tryNowLabel', type: 'text', localized: true, label: { zh: '按钮文字', en: 'Button label' } },
                { name: 'tryNowLink', type: 'text', label: { zh: '立即体验链接', en: 'Try-now link' }, ...linkField },
              ],
            },
          ],
        },
        {
          name: 'cases',
          label: { zh: '行业案例', en: 'Industry cases' },
          fields: [
            {
              name: 'items',
              type: 'array',
              localized: true,
              label: { zh: '案例', en: 'Cases' },
              labels: { singular: { zh: '案例', en: 'Case' }, plural: { zh: '案例', en: 'Cases' } },
              fields: [
                { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
                { name: 'summary', type: 'textarea', label: { zh: '简介', en: 'Summary' } },
                { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '图片', en: 'Image' }, ...imageOnly },
                { name: 'route', type: 'text', required: true, label: { zh: '页面路由名', en: 'Page route' }, ...routeNameField },
              ],
            },
          ],
        },
        {
          name: 'about',
          label: { zh: '关于我们', en: 'About us' },
          fields: [
            { name: 'heading', type: 'text', localized: true, label: { zh: '标题', en: 'Heading' } },
            { name: 'text', type: 'textarea', localized: true, label: { zh: '介绍', en: 'Text' } },
            { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '图片', en: 'Image' }, ...imageOnly },
            { name: 'contactLabel', type: 'text', localized: true, label: { zh: '联系按钮文字', en: 'Contact button label' } },
          ],
        },
        {
          name: 'claims',
          label: { zh: '公司数据', en: 'Company claims' },
          fields: [
            {
              name: 'items',
              type: 'array',
              localized: true,
              label: { zh: '数据', en: 'Figures' },
              labels: { singular: { zh: '数据', en: 'Figure' }, plural: { zh: '数据', en: 'Figures' } },
              fields: [
                { name: 'value', type: 'text', required: true, label: { zh: '数值', en: 'Value' } },
                { name: 'unit', type: 'text', label: { zh: '单位', en: 'Unit' } },
                { name: 'label', type: 'text', required: true, label: { zh: '说明', en: 'Label' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
