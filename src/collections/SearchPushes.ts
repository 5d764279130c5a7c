import type { CollectionConfig } from 'payload'

import { editors } from '@/access/roles'
import { LANGUAGES, LOCALES } from '@/i18n/locales'
import { PUSH_REASONS, SEARCH_ENGINES } from '@/lib/search-push'

const nobody = () => false

/**
 * The search-engine push console: one row per URL pushed (or waiting) to one engine, with why, when and what the
 * engine answered (src/content/search-push.ts writes them; nobody edits them). Above the list, per engine, what waits
 * and Baidu's quota left today (src/components/admin/SearchPushSummary.tsx). Rows are kept 30 days.
 */
export const SearchPushes: CollectionConfig = {
  slug: 'search-pushes',
  labels: { singular: { zh: '搜索引擎推送', en: 'Search-engine push' }, plural: { zh: '搜索引擎推送', en: 'Search-engine pushes' } },
  admin: {
    group: { zh: '设置', en: 'Settings' },
    useAsTitle: 'url',
    defaultColumns: ['url', 'engine', 'language', 'reason', 'status', 'sentAt', 'answer'],
    listSearchableFields: ['url'],
    components: { beforeListTable: ['@/components/admin/SearchPushSummary#SearchPushSummary'] },
    description: {
      zh: '发布、修改、下线或跳转的网址推送给搜索引擎的记录（近 30 天）。在“站点设置 → 百度统计与搜索引擎推送”中配置。',
      en: 'What was pushed to search engines when pages were published, changed, taken off or redirected (last 30 days). Configured in Site settings → Baidu & search engines.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: editors, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  lockDocuments: false,
  fields: [
    { name: 'url', type: 'text', required: true, index: true, label: { zh: '网址', en: 'URL' } },
    {
      name: 'engine',
      type: 'select',
      required: true,
      index: true,
      label: { zh: '搜索引擎', en: 'Engine' },
      options: SEARCH_ENGINES.map((value) => ({
        value,
        label: value === 'baidu' ? { zh: '百度', en: 'Baidu' } : { zh: 'IndexNow', en: 'IndexNow' },
      })),
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      label: { zh: '语言', en: 'Language' },
      options: LOCALES.map((value) => ({ value, label: LANGUAGES[value].adminName })),
    },
    {
      name: 'reason',
      type: 'select',
      required: true,
      label: { zh: '原因', en: 'Reason' },
      options: PUSH_REASONS.map((value) => ({
        value,
        label: {
          published: { zh: '发布', en: 'Published' },
          changed: { zh: '内容修改', en: 'Changed' },
          unpublished: { zh: '下线', en: 'Unpublished' },
          redirected: { zh: '跳转', en: 'Redirected' },
        }[value],
      })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: 'queued', label: { zh: '排队中', en: 'Queued' } },
        { value: 'sent', label: { zh: '已推送', en: 'Pushed' } },
        { value: 'refused', label: { zh: '被拒绝', en: 'Refused' } },
      ],
    },
    { name: 'answer', type: 'text', label: { zh: '搜索引擎的回答', en: "The engine's answer" } },
    {
      name: 'sentAt',
      type: 'date',
      index: true,
      label: { zh: '推送时间', en: 'Pushed at' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { zh: '尝试次数', en: 'Attempts' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      label: { zh: '下次尝试', en: 'Next attempt' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    /** Baidu's remaining quota for the day, as its answer to this push said. */
    { name: 'remain', type: 'number', label: { zh: '百度剩余配额', en: "Baidu's quota left" } },
    /** What caused the push: `news:5`, `pages:3`, `redirect:/old`. */
    { name: 'document', type: 'text', index: true, label: { zh: '来源', en: 'Source' }, admin: { readOnly: true } },
    /** The fingerprint of the published content pushed (src/lib/search-push.ts): the same content is not pushed twice. */
    { name: 'fingerprint', type: 'text', admin: { hidden: true } },
  ],
}
