import type { CollectionConfig, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'
import { INSIGHT_KINDS } from '@/lib/insight'

const nobody: FieldAccess = () => false

/**
 * Daily counts of first-party insight (src/content/insight/): one row per day and kind and dimensions, its `hits`
 * added to by the collector's flushes (an atomic upsert on `key`). Written by the server alone; read by the admin's
 * Insight page (src/components/admin/insight/). Not shown in the admin's navigation: the Insight page is the view.
 */
export const InsightRollups: CollectionConfig = {
  slug: 'insight-rollups',
  labels: { singular: { zh: '访问统计日汇总', en: 'Insight daily count' }, plural: { zh: '访问统计日汇总', en: 'Insight daily counts' } },
  admin: { hidden: true, useAsTitle: 'key' },
  access: {
    read: ({ req }) => hasRole('admin', 'editor', 'sales')(req.user),
    create: () => false,
    update: () => false,
    delete: ({ req }) => hasRole('admin')(req.user),
  },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, access: { update: nobody } },
    { name: 'day', type: 'text', required: true, index: true, label: { zh: '日期', en: 'Day' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: INSIGHT_KINDS.map((k) => ({ label: k, value: k })),
      label: { zh: '类别', en: 'Kind' },
    },
    { name: 'a', type: 'text', label: { zh: '维度 1', en: 'Dimension 1' } },
    { name: 'b', type: 'text', label: { zh: '维度 2', en: 'Dimension 2' } },
    { name: 'c', type: 'text', label: { zh: '维度 3', en: 'Dimension 3' } },
    { name: 'd', type: 'text', label: { zh: '维度 4', en: 'Dimension 4' } },
    { name: 'hits', type: 'number', required: true, defaultValue: 0, label: { zh: '次数', en: 'Count' } },
  ],
}
