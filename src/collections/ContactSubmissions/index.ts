import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOnly, adminOnlyField, hasRole, leadsStaff } from '@/access/roles'
import { recordAudit, requestOrigin } from '@/auth/audit'
import { adminLanguageOf, DEFAULT_LOCALE, isLocale, languageOptions, LANGUAGES } from '@/i18n/locales'
import { CONTACT_LIMITS, REQUEST_KIND_LABELS, REQUEST_KINDS, requestKindLabel } from '@/lib/contact-form'
import { toCsv } from '@/lib/csv'
import { LEAD_STATUS_LABELS, type LeadNote, leadNotesText, leadsExportFileName, leadStatusLabel } from '@/lib/lead-notes'
import { formatShanghaiTime } from '@/lib/time'

import { appendNoteHistory } from './hooks/appendNoteHistory'

const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const

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
    // Sales filter the list by request kind, product, organisation, province and source page (Payload's filters).
    defaultColumns: ['name', 'phone', 'requestKind', 'product', 'organisation', 'status', 'createdAt'],
    group: { zh: '线索', en: 'Leads' },
    listSearchableFields: ['name', 'email', 'phone', 'requirement', 'organisation', 'product'],
    components: { beforeListTable: ['@/components/admin/ExportLeadsButton#ExportLeadsButton'] },
  },
  defaultSort: '-createdAt',
  access: { read: leadsStaff, create: adminOnly, update: leadsStaff, delete: adminOnly },
  hooks: {
    // The follow-up history is only ever added to (src/lib/lead-notes.ts).
    beforeChange: [appendNoteHistory],
  },
  endpoints: [
    {
      // GET /api/contact-submissions/export.csv[?status=new|contacted|closed]: every lead, newest first.
      path: '/export.csv',
      method: 'get',
      handler: async (req) => {
        if (!hasRole('admin', 'sales')(req.user)) return Response.json({ message: 'Forbidden' }, { status: 403 })
        const status = typeof req.query?.status === 'string' && LEAD_STATUSES.includes(req.query.status as never) ? req.query.status : null
        const language = adminLanguageOf(req.i18n?.language)
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
            '请求类型 Request',
            '产品或方案 Product',
            '单位 Organisation',
            '省份 Province',
          ],
          leads.docs.map((l) => [
            l.id,
            formatShanghaiTime(l.createdAt),
            l.name,
            l.phone,
            l.email,
            l.requirement,
            leadStatusLabel(l.status, language),
            isLocale(l.language) ? LANGUAGES[l.language].adminName[language] : l.language,
            leadNotesText(l.noteHistory as LeadNote[] | undefined) || l.notes,
            l.sourcePage,
            l.referrerHost,
            requestKindLabel(l.requestKind, language),
            l.product,
            l.organisation,
            l.province,
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
            'content-disposition': `attachment; filename="${leadsExportFileName(new Date(), status)}"`,
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
    {
      name: 'email',
      type: 'email',
      required: true,
      label: { zh: '邮箱', en: 'E-mail' },
      access: visitorText,
      admin: { components: { Cell: '@/components/admin/LeadContact#EmailCell' } },
    },
    {
      // Call or write with one click: tel: and mailto: links of the lead's phone and address.
      name: 'contactLinks',
      type: 'ui',
      label: { zh: '联系', en: 'Contact' },
      admin: { position: 'sidebar', components: { Field: '@/components/admin/LeadContact#LeadContactLinks' } },
    },
    {
      name: 'requirement',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.requirement * 2,
      label: { zh: '需求', en: 'Requirement' },
      access: visitorText,
    },
    {
      // What the call to action that opened the form asked for, and its product or solution (the page's route name).
      name: 'requestKind',
      type: 'select',
      index: true,
      label: { zh: '请求类型', en: 'Request' },
      access: recorded,
      options: REQUEST_KINDS.map((value) => ({ value, label: { ...REQUEST_KIND_LABELS[value] } })),
      admin: { readOnly: true },
    },
    {
      name: 'product',
      type: 'text',
      index: true,
      maxLength: CONTACT_LIMITS.product,
      label: { zh: '产品或方案', en: 'Product or solution' },
      access: recorded,
      admin: { readOnly: true, description: { zh: '页面的路由名，如 eicad', en: "The page's route name, e.g. eicad" } },
    },
    {
      name: 'organisation',
      type: 'text',
      maxLength: CONTACT_LIMITS.organisation * 2,
      label: { zh: '单位', en: 'Organisation' },
      access: visitorText,
    },
    {
      name: 'province',
      type: 'text',
      index: true,
      maxLength: CONTACT_LIMITS.province * 2,
      label: { zh: '省份', en: 'Province' },
      access: visitorText,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: { zh: '状态', en: 'Status' },
      options: LEAD_STATUSES.map((value) => ({ value, label: { ...LEAD_STATUS_LABELS[value] } })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: DEFAULT_LOCALE,
      label: { zh: '语言', en: 'Language' },
      access: visitorText,
      options: [...languageOptions()],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notes',
      type: 'textarea',
      label: { zh: '跟进备注', en: 'Follow-up note' },
      admin: {
        description: {
          zh: '保存后，这条备注连同时间和记录人加入下方的跟进记录；以前的记录不会被改写或删除。',
          en: 'On saving, this note is added to the history below with the time and your name; earlier entries are never rewritten or removed.',
        },
      },
    },
    {
      name: 'noteHistory',
      type: 'array',
      label: { zh: '跟进记录', en: 'Follow-up history' },
      labels: { singular: { zh: '记录', en: 'Entry' }, plural: { zh: '记录', en: 'Entries' } },
      access: recorded,
      admin: { readOnly: true, components: { RowLabel: '@/components/admin/LeadContact#NoteRowLabel' } },
      fields: [
        {
          name: 'at',
          type: 'date',
          label: { zh: '时间', en: 'Time' },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'author', type: 'text', label: { zh: '记录人', en: 'By' } },
        { name: 'text', type: 'textarea', label: { zh: '内容', en: 'Note' } },
      ],
    },
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
    {
      // Where this lead's alerts went and when (src/content/lead-alerts.ts).
      name: 'alerts',
      type: 'join',
      collection: 'lead-alerts',
      on: 'lead',
      label: { zh: '群提醒', en: 'Group alerts' },
      admin: { defaultColumns: ['channel', 'status', 'sentAt', 'attempts', 'lastError'], allowCreate: false },
    },
  ],
}
