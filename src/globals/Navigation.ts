import type { GlobalConfig } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { revalidateGlobal } from '@/content/revalidate'
import { linkField } from '@/fields/link'

import { globalAccess } from './access'

/** The header keys of spec section 2. */
const NAV_KEYS = ['home', 'product', 'programme', 'industry', 'information', 'app', 'user', 'about', 'saas'] as const

/** What each key stands for, as the editor chooses it (the key decides the menu's place and behaviour on the site). */
const NAV_KEY_LABELS: Record<(typeof NAV_KEYS)[number], { zh: string; en: string }> = {
  home: { zh: 'home · 首页', en: 'home · Home' },
  product: { zh: 'product · 产品中心', en: 'product · Products' },
  programme: { zh: 'programme · 解决方案', en: 'programme · Solutions' },
  industry: { zh: 'industry · 行业案例', en: 'industry · Cases' },
  information: { zh: 'information · 新闻视频', en: 'information · News & videos' },
  app: { zh: 'app · 软件下载', en: 'app · Download' },
  user: { zh: 'user · 服务支持', en: 'user · Support' },
  about: { zh: 'about · 关于我们', en: 'about · About us' },
  saas: { zh: 'saas · SaaS 云平台', en: 'saas · SaaS' },
}

/** The header menus of spec section 2: top items, and for dropdowns their groups of links. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { zh: '导航菜单', en: 'Navigation' },
  admin: { group: { zh: '设置', en: 'Settings' } },
  access: globalAccess,
  hooks: { afterChange: revalidateGlobal(TAGS.navigation) },
  fields: [
    {
      name: 'items',
      type: 'array',
      localized: true,
      label: { zh: '顶部菜单', en: 'Top items' },
      labels: { singular: { zh: '菜单项', en: 'Top item' }, plural: { zh: '顶部菜单', en: 'Top items' } },
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          label: { zh: '键', en: 'Key' },
          options: NAV_KEYS.map((value) => ({ value, label: NAV_KEY_LABELS[value] })),
        },
        { name: 'label', type: 'text', required: true, label: { zh: '名称', en: 'Label' } },
        {
          name: 'path',
          type: 'text',
          label: { zh: '路径', en: 'Path' },
          admin: { description: { zh: '如 /pc_index；下拉菜单或 SaaS 可留空', en: 'E.g. /pc_index; empty for a dropdown or SaaS' } },
          ...linkField,
        },
        {
          name: 'groups',
          type: 'array',
          label: { zh: '下拉分组', en: 'Dropdown groups' },
          labels: { singular: { zh: '分组', en: 'Group' }, plural: { zh: '下拉分组', en: 'Dropdown groups' } },
          fields: [
            { name: 'title', type: 'text', label: { zh: '分组标题', en: 'Group title' } },
            {
              name: 'source',
              type: 'select',
              defaultValue: 'links',
              label: { zh: '内容来源', en: 'Source' },
              options: [
                { value: 'links', label: { zh: '下列链接', en: 'The links below' } },
                { value: 'helpDocuments', label: { zh: '各软件帮助文档（自动）', en: 'Help document per software (automatic)' } },
                { value: 'updateLogs', label: { zh: '各软件更新日志（自动）', en: 'Update log per software (automatic)' } },
              ],
            },
            {
              name: 'links',
              type: 'array',
              label: { zh: '链接', en: 'Links' },
              labels: { singular: { zh: '链接', en: 'Link' }, plural: { zh: '链接', en: 'Links' } },
              fields: [
                { name: 'label', type: 'text', required: true, label: { zh: '名称', en: 'Label' } },
                { name: 'path', type: 'text', required: true, label: { zh: '路径', en: 'Path' }, ...linkField },
                { name: 'newWindow', type: 'checkbox', defaultValue: false, label: { zh: '新窗口打开', en: 'New window' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
