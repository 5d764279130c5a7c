import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, roleOf, ROLES } from '@/access/roles'
import { env } from '@/env'

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
    // Repeated failures lock the account for ten minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
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
  fields: [
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
    beforeChange: [
      // The very first account (Payload's first-user screen, or ADMIN_EMAIL) becomes an administrator.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
        if (totalDocs === 0) return { ...data, role: 'admin' }
        return data
      },
    ],
  },
}
