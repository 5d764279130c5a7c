import type { CollectionConfig, PayloadHandler } from 'payload'

import { editors, hasRole } from '@/access/roles'
import { importRedirectsCsv } from '@/content/redirects'
import { checkRedirect, normalizeRedirect } from '@/content/redirects'
import { afterRedirectChange, afterRedirectDelete } from '@/content/redirects'
import { redirectPushHook } from '@/content/search-push'
import { adminInEnglish } from '@/i18n/locales'

const mayImport = hasRole('admin', 'editor')
const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** `POST /api/redirects/import` with a CSV body (`from,to[,status][,note]`): the admin's "Import CSV" button. */
const importHandler: PayloadHandler = async (req) => {
  const en = adminInEnglish(req.i18n?.language)
  if (!mayImport(req.user))
    return json(403, { errors: [{ message: en ? 'Only editors and administrators may import.' : '只有编辑和管理员可以导入。' }] })
  const text = (await req.text?.().catch(() => '')) ?? ''
  if (text.trim() === '')
    return json(400, { errors: [{ message: en ? 'Send the CSV file as the request body.' : '请把 CSV 文件作为请求内容发送。' }] })
  const report = await importRedirectsCsv(req, text)
  return json(200, report)
}

/**
 * Redirects from old addresses of the site (src/content/redirects.ts, answered by server.ts before Next): editors and
 * administrators add, import and delete them; a page's route change or deletion adds them automatically.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { zh: '跳转', en: 'Redirect' }, plural: { zh: '跳转', en: 'Redirects' } },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'toPage', 'status', 'hits', 'lastHit', 'origin'],
    group: { zh: '设置', en: 'Settings' },
    listSearchableFields: ['from', 'to', 'note'],
    description: {
      zh: '旧地址到新地址的跳转：修改页面路由名或删除页面时自动添加；也可批量导入 CSV（来源,目标,状态码,备注）。',
      en: 'Redirects from old addresses: added automatically when a page’s route name changes or a page is deleted; CSV import (from,to,status,note) for many at once.',
    },
    components: { beforeListTable: ['@/components/admin/ImportRedirectsButton#ImportRedirectsButton'] },
  },
  defaultSort: 'from',
  access: { read: editors, create: editors, update: editors, delete: editors },
  endpoints: [{ path: '/import', method: 'post', handler: importHandler }],
  hooks: {
    beforeValidate: [normalizeRedirect],
    beforeChange: [checkRedirect],
    // A new source address is told to IndexNow (src/content/search-push.ts), when configured.
    afterChange: [afterRedirectChange, redirectPushHook],
    afterDelete: [afterRedirectDelete],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '来源地址', en: 'From' },
      admin: {
        description: {
          zh: '本站的旧路径，如 /old-page、/en/old-page 或 /news.asp?id=3；不带查询参数时，访问者的查询参数会原样带到目标地址',
          en: 'An old path of this site, e.g. /old-page, /en/old-page or /news.asp?id=3; without a query, the visitor’s query is passed on to the target',
        },
      },
    },
    {
      name: 'replacesPage',
      type: 'checkbox',
      defaultValue: false,
      label: { zh: '替换现有页面', en: 'Replace the existing page' },
      admin: {
        description: {
          zh: '来源地址是本站现有页面时必须勾选：访问者将不再看到该页面，而是被跳转到目标地址',
          en: 'Required when the source is a page of this site: its visitors no longer see that page but go to the target',
        },
      },
    },
    {
      name: 'targetType',
      type: 'radio',
      defaultValue: 'path',
      label: { zh: '目标类型', en: 'Target type' },
      options: [
        { value: 'path', label: { zh: '地址', en: 'Address' } },
        { value: 'page', label: { zh: '页面', en: 'Page' } },
      ],
    },
    {
      name: 'to',
      type: 'text',
      label: { zh: '目标地址', en: 'To' },
      admin: {
        condition: (_, sibling) => sibling?.targetType !== 'page',
        description: {
          zh: '本站路径（如 /airoad）或允许的外部网址（https://…）',
          en: 'A path of this site (e.g. /airoad) or an address on an allowed host (https://…)',
        },
      },
    },
    {
      name: 'toPage',
      type: 'relationship',
      relationTo: 'pages',
      label: { zh: '目标页面', en: 'To page' },
      admin: {
        condition: (_, sibling) => sibling?.targetType === 'page',
        description: {
          zh: '页面改名后跳转自动跟随；英文来源地址（/en/…）跳到英文版',
          en: 'Follows the page when its route name changes; English sources (/en/…) lead to the English version',
        },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: { zh: '类型', en: 'Status' },
      options: [
        { value: '301', label: { zh: '301 永久', en: '301 permanent' } },
        { value: '302', label: { zh: '302 临时', en: '302 temporary' } },
      ],
    },
    { name: 'note', type: 'textarea', label: { zh: '备注', en: 'Note' } },
    {
      name: 'origin',
      type: 'select',
      defaultValue: 'manual',
      label: { zh: '来源', en: 'Origin' },
      options: [
        { value: 'manual', label: { zh: '手动添加', en: 'Added by hand' } },
        { value: 'automatic', label: { zh: '自动（页面改名或删除）', en: 'Automatic (page renamed or deleted)' } },
        { value: 'import', label: { zh: 'CSV 导入', en: 'CSV import' } },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'hits',
      type: 'number',
      defaultValue: 0,
      label: { zh: '访问次数', en: 'Hits' },
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: { zh: '约每 30 秒更新', en: 'Updated about every 30 s' } },
    },
    {
      name: 'lastHit',
      type: 'date',
      label: { zh: '最近访问', en: 'Last hit' },
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Set by every change an editor saves (not by the hit counts): until it has stood for a day, browsers keep
      // a permanent redirect for a minute only (src/server/memory-answers.ts).
      name: 'changedAt',
      type: 'date',
      label: { zh: '最后修改', en: 'Last changed' },
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // A redirect that led to another's source was pointed straight at that one's target (src/content/redirects.ts,
      // one hop): its target before, and which redirect did it, so that deleting that redirect puts it back.
      name: 'flattened',
      type: 'group',
      label: { zh: '跳转合并前', en: 'Before joining' },
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
      fields: [
        { name: 'previousTo', type: 'text', label: { zh: '原目标地址', en: 'Former target' } },
        { name: 'by', type: 'text', label: { zh: '合并它的跳转', en: 'Joined by' } },
      ],
    },
  ],
}
