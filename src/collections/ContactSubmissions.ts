import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, adminOnlyField, hasRole, leadsStaff } from '@/access/roles'
import { recordAudit, requestOrigin } from '@/auth/audit'
import { CONTACT_LIMITS } from '@/lib/contact-form'
import { toCsv } from '@/lib/csv'
import { formatShanghaiTime } from '@/lib/time'

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const

/**
 * Sales follow a lead up (status, notes) and change nothing else; administrators may correct what the visitor
 * typed. Where it came from (address, browser, fingerprint) is written by the contact form alone and changed by
 * nobody.
 */
const visitorText = { update: adminOnlyField }
const nobody: FieldAccess = () => false
const recorded = { create: nobody, update: nobody }

/** Contact-form submissions ("leads"): created only by the public contact call, read by sales and admins. */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: { zh: '咨询留言', en: 'Lead' }, plural: { zh: '咨询留言', en: 'Leads' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'phone', 'email', 'status', 'createdAt'],
    group: { zh: '线索', en: 'Leads' },
    listSearchableFields: ['name', 'email', 'phone', 'requirement'],
    components: { beforeListTable: ['@/components/admin/ExportLeadsButton#ExportLeadsButton'] },
  },
  defaultSort: '-createdAt',
  access: { read: leadsStaff, create: adminOnly, update: leadsStaff, delete: adminOnly },
  endpoints: [
    {
      // GET /api/contact-submissions/export.csv[?status=new|contacted|closed]: every lead, newest first.
      path: '/export.csv',
      method: 'get',
      handler: async (req) => {
        if (!hasRole('admin', 'sales')(req.user)) return Response.json({ message: 'Forbidden' }, { status: 403 })
        const status = typeof req.query?.status === 'string' && LEAD_STATUSES.includes(req.query.status as never) ? req.query.status : null
        const leads = await req.payload.find({
          collection: 'contact-submissions',
          where: status ? { status: { equals: status } } : {},
          sort: '-createdAt',
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        const csv = toCsv(
          [
            'id',
            '时间 Time',
            '姓名 Name',
            '电话 Phone',
            '邮箱 E-mail',
            '需求 Requirement',
            '状态 Status',
            '语言 Language',
            '备注 Notes',
            '来源页面 Source page',
            '来源网站 Referring site',
          ],
          leads.docs.map((l) => [
            l.id,
            formatShanghaiTime(l.createdAt),
            l.name,
            l.phone,
            l.email,
            l.requirement,
            l.status,
            l.language,
            l.notes,
            l.sourcePage,
            l.referrerHost,
          ]),
        )
        await recordAudit(req.payload, {
          event: 'leads-exported',
          email: typeof req.user?.email === 'string' ? req.user.email : null,
          user: typeof req.user?.id === 'number' ? req.user.id : null,
          ...requestOrigin(req),
          detail: `${leads.docs.length} 条 rows${status ? `, status=${status}` : ''}`,
        })
        return new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
            'cache-control': 'no-store',
          },
        })
      },
    },
  ],
  fields: [
    // The form's bounds count characters as people do (src/lib/contact-form.ts); Payload's maxLength counts UTF-16
    // units, in which an emoji or a rare CJK character takes two: the stored bound allows for that.
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: CONTACT_LIMITS.name * 2,
      label: { zh: '姓名', en: 'Name' },
      access: visitorText,
    },
    {
      name: 'phone',
      type: 'text',
      required: true,
      maxLength: 30,
      label: { zh: '电话/手机', en: 'Phone or mobile' },
      access: visitorText,
      admin: { components: { Cell: '@/components/admin/MaskedPhoneCell#MaskedPhoneCell' } },
    },
    { name: 'email', type: 'email', required: true, label: { zh: '邮箱', en: 'E-mail' }, access: visitorText },
    {
      name: 'requirement',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.requirement * 2,
      label: { zh: '需求', en: 'Requirement' },
      access: visitorText,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: 'new', label: { zh: '新留言', en: 'New' } },
        { value: 'contacted', label: { zh: '已联系', en: 'Contacted' } },
        { value: 'closed', label: { zh: '已关闭', en: 'Closed' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'zh',
      label: { zh: '语言', en: 'Language' },
      access: visitorText,
      options: [
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'English' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'notes', type: 'textarea', label: { zh: '跟进备注', en: 'Follow-up notes' } },
    {
      // sha256 of the normalised fields: the same submission within a minute is stored once.
      name: 'fingerprint',
      type: 'text',
      index: true,
      label: { zh: '指纹', en: 'Fingerprint' },
      access: recorded,
      admin: { hidden: true },
    },
    {
      // The idempotency key (src/content/contact.ts): the form's submission id bound to what was typed. A retried
      // POST or a spool replay with the same key is stored once.
      name: 'submissionKey',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '提交标识', en: 'Submission key' },
      access: recorded,
      admin: { hidden: true },
    },
    {
      name: 'ip',
      type: 'text',
      label: { zh: 'IP 地址', en: 'IP address' },
      access: recorded,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Where the lead wrote from (src/content/insight/): the site path of the page that sent the form, and the
      // host (only) of the site that brought the visitor there.
      name: 'sourcePage',
      type: 'text',
      maxLength: 300,
      label: { zh: '来源页面', en: 'Source page' },
      access: recorded,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'referrerHost',
      type: 'text',
      maxLength: 253,
      label: { zh: '来源网站', en: 'Referring site' },
      access: recorded,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'userAgent',
      type: 'text',
      label: { zh: '浏览器', en: 'Browser' },
      access: recorded,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
