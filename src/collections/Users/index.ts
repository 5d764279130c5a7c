import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, roleOf, ROLES } from '@/access/roles'
import { keepAccountsOnDelete, keepAnAdministratorOnChange } from '@/auth/account-guards'
import { MIN_PASSWORD_LENGTH } from '@/auth/passwords'
import { forgotPasswordEndpoint, unlockEndpoint } from '@/auth/sign-in'
import { auditUserChanges, auditUserDeletion } from '@/auth/sign-in'
import { afterLogin, beforeAuthOperation, passwordRules } from '@/auth/sign-in'
import { env } from '@/env'

import { endDraftPreview } from './hooks/endDraftPreview'
import { makeFirstUserAdmin } from './hooks/makeFirstUserAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '用户', en: 'User' }, plural: { zh: '用户', en: 'Users' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: { zh: '设置', en: 'Settings' },
    listSearchableFields: ['email', 'name'],
  },
  auth: {
    // No lock of the account after failed sign-ins (anyone knowing the e-mail address could lock its owner out):
    // failures are counted per address and per account instead, and slow down or pause that address
    // (src/auth/sign-in.ts, src/auth/throttle.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // The session cookie is `Secure` whenever the site's public address is https (SERVER_URL): browsers then
    // never send it over plain http. A plain-http SERVER_URL (local runs, tests) keeps it usable there.
    cookies: { secure: env.serverUrl.startsWith('https://'), sameSite: 'Lax' },
  },
  access: {
    // Everyone signed in may open the admin; only admins manage accounts, and each user may read and edit their own.
    admin: ({ req }) => roleOf(req.user) !== null,
    read: ({ req }) => (roleOf(req.user) === 'admin' ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminOnly,
    update: ({ req }) => (roleOf(req.user) === 'admin' ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
  },
  // Payload's forgot-password and unlock answers, replaced by ones that are the same for every address typed.
  endpoints: [forgotPasswordEndpoint, unlockEndpoint],
  fields: [
    {
      // Asked (and checked) only when one changes one's own password or e-mail address; never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { zh: '当前密码', en: 'Current password' },
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id !== undefined && String(user.id) === String(data.id)),
        components: { Field: '@/components/admin/CurrentPasswordField#CurrentPasswordField' },
        description: {
          zh: `修改自己的密码或邮箱地址时必填。新密码至少 ${MIN_PASSWORD_LENGTH} 个字符，且不能容易被猜中（常见密码、键盘排列、重复字符、自己的邮箱或姓名）。`,
          en: `Required to change your own password or e-mail address. A new password needs at least ${MIN_PASSWORD_LENGTH} characters and must not be easy to guess (common passwords, keyboard patterns, repeats, your own e-mail address or name).`,
        },
      },
      hooks: { afterRead: [() => undefined] },
    },
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      label: { zh: '角色', en: 'Role' },
      options: ROLES.map((value) => ({
        value,
        label: {
          admin: { zh: '管理员', en: 'Administrator' },
          editor: { zh: '编辑', en: 'Editor' },
          sales: { zh: '销售', en: 'Sales' },
        }[value],
      })),
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        // Not offered on Payload's first-user screen (nobody is signed in there): the first account is always an
        // administrator (hook below).
        condition: (_data, _siblingData, { user }) => Boolean(user),
        description: {
          zh: '管理员：全部内容、用户和设置；编辑：内容、媒体和设置；销售：咨询留言',
          en: 'Administrator: all content, users and settings; Editor: content, media and settings; Sales: leads',
        },
      },
    },
  ],
  hooks: {
    // Logging out ends draft preview too: the answer clears Next's draft-mode cookie (drafts are shown only with an
    // editor's session anyway, src/content/draft.ts).
    afterLogout: [endDraftPreview],
    beforeOperation: [beforeAuthOperation],
    beforeValidate: [passwordRules],
    afterLogin: [afterLogin],
    // `GET /api/users/me` answers who is signed in and until when, never the session token itself (a page script or
    // a cached answer would hand it out; the admin does not use it, the cookie carries the session).
    afterMe: [({ response }) => (response && typeof response === 'object' ? { ...response, token: undefined } : response)],
    afterChange: [auditUserChanges],
    afterDelete: [auditUserDeletion],
    // Nobody deletes their own account or the last administrator, nor takes the last administrator's role away.
    beforeDelete: [keepAccountsOnDelete],
    // The very first account (Payload's first-user screen, or ADMIN_EMAIL) becomes an administrator.
    beforeChange: [makeFirstUserAdmin, keepAnAdministratorOnChange],
  },
}
