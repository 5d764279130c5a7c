/**
 * Accounts that cannot lock the company out of its own site (docs/security.md, "Accounts"): nobody deletes their own
 * account, and the last administrator is neither deleted nor made something else; each refusal is a 403 in the
 * editor's language and changes nothing. The rules are for people (a request with a signed-in user: the admin, REST);
 * the operator's own scripts calling Payload without a user (a reset of the demo) are not held by them. Every deletion is audited by `auditUserDeletion` (src/auth/sign-in.ts), the
 * actor's e-mail kept in the entry after the account is gone.
 */
import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { adminText } from '@/i18n/locales'

const OWN_ACCOUNT = {
  zh: '不能删除自己的账户。请让另一位管理员删除。',
  en: 'You cannot delete your own account. Ask another administrator to do it.',
}
const LAST_ADMINISTRATOR = {
  zh: '这是最后一位管理员：请先让另一个账户成为管理员，否则将无人能管理网站。',
  en: 'This is the last administrator: make another account an administrator first, or nobody could manage the site.',
}

const refuse = (req: PayloadRequest, text: { zh: string; en: string }) => new APIError(adminText(req.i18n?.language, text), 403, null, true)

/** The administrators other than `id`, counted inside the request's transaction. */
async function otherAdministrators(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

export const keepAccountsOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.user?.collection !== 'users') return
  if (String(req.user.id) === String(id)) throw refuse(req, OWN_ACCOUNT)
  const doomed = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (doomed?.role === 'admin' && (await otherAdministrators(req, id)) === 0) throw refuse(req, LAST_ADMINISTRATOR)
}

export const keepAnAdministratorOnChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.user?.collection !== 'users') return data
  if (originalDoc?.role !== 'admin' || data.role === undefined || data.role === 'admin') return data
  if ((await otherAdministrators(req, originalDoc.id as number)) === 0) throw refuse(req, LAST_ADMINISTRATOR)
  return data
}
