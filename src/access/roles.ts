import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user']

export function roleOf(user: MaybeUser): Role | null {
  const role = (user as { role?: unknown } | null | undefined)?.role
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : null
}

export const hasRole =
  (...roles: Role[]) =>
  (user: MaybeUser): boolean => {
    const role = roleOf(user)
    return role !== null && roles.includes(role)
  }

const isAdminUser = hasRole('admin')
const isStaffEditor = hasRole('admin', 'editor')
const isLeadsReader = hasRole('admin', 'sales')

/** Admin only (users). */
export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Content and media: admin and editor. */
export const editors: Access = ({ req }) => isStaffEditor(req.user)

/** Leads: admin and sales. */
export const leadsStaff: Access = ({ req }) => isLeadsReader(req.user)

/** Public content: editors see everything (drafts too), everyone else only published documents. */
export const publishedOrEditors: Access = ({ req }) => {
  if (isStaffEditor(req.user)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/**
 * Media: editors see every file; everyone else only files that published content uses (`isPublic`, kept by
 * src/content/media-visibility.ts). The file itself, its sizes and the listing follow this.
 */
export const publicMediaOrEditors: Access = ({ req }) => {
  if (isStaffEditor(req.user)) return true
  const published: Where = { isPublic: { equals: true } }
  return published
}
