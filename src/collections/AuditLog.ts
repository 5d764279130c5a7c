import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/roles'

const AUDIT_EVENTS = [
  'login',
  'login-failed',
  'lockout',
  'password-changed',
  'email-changed',
  'user-created',
  'role-changed',
  'user-deleted',
  'leads-exported',
  'content-created',
  'content-edited',
  'content-published',
  'content-restored',
  'content-deleted',
  'content-language-unpublished',
] as const
export type AuditEvent = (typeof AUDIT_EVENTS)[number]

const EVENT_LABELS: Record<AuditEvent, { zh: string; en: string }> = {
  login: { zh: '登录', en: 'Sign-in' },
  'login-failed': { zh: '登录失败', en: 'Failed sign-in' },
  lockout: { zh: '暂停登录', en: 'Sign-in paused' },
  'password-changed': { zh: '修改密码', en: 'Password changed' },
  'email-changed': { zh: '修改邮箱地址', en: 'E-mail address changed' },
  'user-created': { zh: '创建用户', en: 'User created' },
  'role-changed': { zh: '角色变更', en: 'Role changed' },
  'user-deleted': { zh: '删除用户', en: 'User deleted' },
  'leads-exported': { zh: '导出留言', en: 'Leads exported' },
  'content-created': { zh: '新建内容', en: 'Content created' },
  'content-edited': { zh: '编辑内容', en: 'Content edited' },
  'content-published': { zh: '发布内容', en: 'Content published' },
  'content-restored': { zh: '恢复版本', en: 'Version restored' },
  'content-deleted': { zh: '删除内容', en: 'Content deleted' },
  'content-language-unpublished': { zh: '撤下一种语言', en: 'Language taken off the site' },
}

/**
 * Who did what, when and from which address: sign-ins, failed sign-ins, pauses, account changes, lead exports and
 * every change of content (created, edited, published, version restored, deleted: src/collections/history.ts)
 * (src/auth/audit.ts writes them). Administrators read it; nobody edits or deletes it through the admin or the
 * API. Entries older than 180 days are deleted (a sweep after a write, at most once an hour per process).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { zh: '审计日志', en: 'Audit entry' }, plural: { zh: '审计日志', en: 'Audit log' } },
  admin: {
    useAsTitle: 'event',
    defaultColumns: ['createdAt', 'event', 'email', 'document', 'detail'],
    group: { zh: '设置', en: 'Settings' },
    listSearchableFields: ['email', 'address', 'document', 'detail'],
    description: {
      zh: '登录、登录失败、暂停登录、账户变更、留言导出以及内容的新建、编辑、发布、恢复版本和删除的记录（谁、何时、从哪个地址），保留 180 天。只读。',
      en: 'Sign-ins, failed sign-ins, pauses, account changes, lead exports and content created, edited, published, restored and deleted (who, when, from which address), kept 180 days. Read-only.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  disableDuplicate: true,
  lockDocuments: false,
  fields: [
    {
      name: 'event',
      type: 'select',
      required: true,
      index: true,
      label: { zh: '事件', en: 'Event' },
      options: AUDIT_EVENTS.map((value) => ({ value, label: EVENT_LABELS[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'email',
      type: 'text',
      index: true,
      label: { zh: '账户（邮箱）', en: 'Account (e-mail)' },
      admin: {
        readOnly: true,
        description: { zh: '操作者；登录失败时为输入的邮箱', en: 'Who acted; for a failed sign-in, the e-mail address typed' },
      },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: { zh: '用户', en: 'User' },
      admin: { readOnly: true },
    },
    {
      name: 'document',
      type: 'text',
      index: true,
      label: { zh: '内容', en: 'Content' },
      admin: {
        readOnly: true,
        description: { zh: '集合/编号，或 globals/名称', en: 'collection/id, or globals/name' },
      },
    },
    { name: 'address', type: 'text', label: { zh: 'IP 地址', en: 'IP address' }, admin: { readOnly: true } },
    { name: 'userAgent', type: 'text', label: { zh: '浏览器', en: 'Browser' }, admin: { readOnly: true } },
    { name: 'detail', type: 'text', label: { zh: '详情', en: 'Details' }, admin: { readOnly: true } },
  ],
}
