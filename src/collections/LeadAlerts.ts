import type { CollectionConfig } from 'payload'

import { leadsStaff } from '@/access/roles'

const nobody = () => false

/**
 * (`lead` and `channel` may be empty: a deleted lead or channel leaves its rows, without the link.)
 * One lead's alert to one channel (src/content/lead-alerts.ts writes them; nobody edits them): waiting, or sent and
 * when, with the attempts and the platform's last answer. Each lead lists its alerts (ContactSubmissions' `alerts`).
 */
export const LeadAlerts: CollectionConfig = {
  slug: 'lead-alerts',
  labels: { singular: { zh: '线索提醒记录', en: 'Lead alert' }, plural: { zh: '线索提醒记录', en: 'Lead alerts' } },
  admin: {
    group: { zh: '线索', en: 'Leads' },
    defaultColumns: ['lead', 'channel', 'status', 'sentAt', 'attempts', 'lastError'],
  },
  defaultSort: '-createdAt',
  access: { read: leadsStaff, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  lockDocuments: false,
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'contact-submissions', index: true, label: { zh: '线索', en: 'Lead' } },
    { name: 'channel', type: 'relationship', relationTo: 'lead-channels', index: true, label: { zh: '渠道', en: 'Channel' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: 'pending', label: { zh: '待发送', en: 'Waiting' } },
        { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
      ],
    },
    {
      name: 'sentAt',
      type: 'date',
      index: true,
      label: { zh: '发送时间', en: 'Sent at' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { zh: '尝试次数', en: 'Attempts' } },
    { name: 'nextAttemptAt', type: 'date', index: true, label: { zh: '下次尝试', en: 'Next attempt' } },
    { name: 'lastError', type: 'text', label: { zh: '平台的回答', en: "The platform's answer" } },
    /** One message may carry several leads (a digest): its rows share this id. */
    { name: 'message', type: 'text', index: true, label: { zh: '消息编号', en: 'Message id' } },
  ],
}
