import type { CollectionConfig, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'
import { insightReport } from '@/content/insight/report'
import { adminInEnglish, adminLanguageOf } from '@/i18n/locales'
import { INSIGHT_KINDS } from '@/lib/insight'
import { daysBetween, REPORT_MAX_DAYS } from '@/lib/insight-report'

const nobody: FieldAccess = () => false

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** What is wrong with a report range, or null. */
function checkRange(from: string, to: string): { zh: string; en: string } | null {
  const valid = (d: string) =>
    DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d
  if (!valid(from) || !valid(to)) return { zh: '日期无效：请使用 YYYY-MM-DD 格式', en: 'Invalid date: use YYYY-MM-DD' }
  if (from > to) return { zh: '开始日期不能晚于结束日期', en: 'The start date must not be after the end date' }
  if (daysBetween(from, to).length > REPORT_MAX_DAYS) {
    return { zh: `时间范围最长 ${REPORT_MAX_DAYS} 天`, en: `The range is at most ${REPORT_MAX_DAYS} days` }
  }
  return null
}

/**
 * Daily counts of first-party insight (src/content/insight/): one row per day and kind and dimensions, its `hits`
 * added to by the collector's flushes (an atomic upsert on `key`); rows past the retention are monthly (`day` =
 * `yyyy-MM`). Written by the server alone; read by the admin's Insight page (src/components/admin/insight/) through
 * the report endpoint. Not shown in the admin's navigation: the Insight page is the view.
 */
export const InsightRollups: CollectionConfig = {
  slug: 'insight-rollups',
  labels: { singular: { zh: '访问统计日汇总', en: 'Insight daily count' }, plural: { zh: '访问统计日汇总', en: 'Insight daily counts' } },
  admin: { hidden: true, useAsTitle: 'key' },
  // Nobody reads, writes or deletes raw rows through the REST API: the report endpoint below is the only way out,
  // and it answers each role its sections (sales: the leads). The server writes through src/content/insight/.
  access: {
    read: () => false,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['kind', 'day'] }],
  endpoints: [
    {
      // GET /api/insight-rollups/report?from=yyyy-MM-dd&to=yyyy-MM-dd: the Insight page's tables. Administrators and
      // editors get everything; sales the leads only.
      path: '/report',
      method: 'get',
      handler: async (req) => {
        const zh = !adminInEnglish(req.i18n?.language)
        const traffic = hasRole('admin', 'editor')(req.user)
        const leads = hasRole('admin', 'editor', 'sales')(req.user)
        if (!leads) return Response.json({ message: zh ? '没有权限查看访问统计' : 'You may not see the insight' }, { status: 403 })
        const from = typeof req.query?.from === 'string' ? req.query.from : ''
        const to = typeof req.query?.to === 'string' ? req.query.to : ''
        const range = checkRange(from, to)
        if (range) return Response.json({ message: zh ? range.zh : range.en }, { status: 400 })
        const report = await insightReport(req.payload, { from, to }, { traffic, leads }, adminLanguageOf(req.i18n?.language))
        return Response.json(report, { headers: { 'cache-control': 'no-store' } })
      },
    },
  ],
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
