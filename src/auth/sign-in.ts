/**
 * Sign-in, password reset and password changes of the users collection (src/collections/Users/):
 *
 * - Every password sign-in (REST, GraphQL, local API) passes `guardLogin` first: refused while its address, or
 *   this account from this address, has failed too often (src/auth/throttle.ts); delayed while the account is
 *   under attack from many addresses; then the password is checked here against the stored hash — or, for an
 *   e-mail address without an account, against nothing at the same cost — so that unknown and existing accounts
 *   take the same time and get the same answer. Payload's own per-account lock (maxLoginAttempts) is off: anyone
 *   who knew an e-mail address could lock its owner out with it.
 * - `POST /api/users/forgot-password` answers at once, the same for every address typed; the reset e-mail (when
 *   there is such an account) is prepared and sent after the answer.
 * - A new password must pass src/auth/passwords.ts (length, and zxcvbn's estimate) on every path: the first-user
 *   screen and any account creation, a change, a reset link. Changing one's own password or e-mail address needs
 *   the current password.
 * - A changed e-mail address is audited (by its owner or an administrator) and the old address is told by e-mail.
 * - `POST /api/users/unlock` answers the same for every address typed (administrators only: nothing is ever
 *   locked here, see maxLoginAttempts).
 * - The audit log (src/auth/audit.ts) gets sign-ins, failures, pauses and account changes.
 */
import {
  addDataAndFileToRequest,
  APIError,
  AuthenticationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type Endpoint,
  Forbidden,
  forgotPasswordOperation,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { roleOf } from '@/access/roles'
import { env } from '@/env'
import { adminText, localeFromLanguage } from '@/i18n/locales'
import { emailChangeNotice } from '@/lib/account-email'
import { crossSiteMessage, isCrossSiteWrite, siteOrigins } from '@/lib/origins'

import { recordAudit, requestOrigin } from './audit'
import { type Bilingual, passwordLengthProblem, passwordMatches, passwordProblem, spendPasswordCheck } from './passwords'
import { loginGate, recordLoginFailure, recordLoginSuccess, takeAccountTurn, takeForgotSlot } from './throttle'

/** The editor's language: the admin's (Payload's i18n: cookie, then Accept-Language), Chinese by default. */
function inLanguage(req: Pick<PayloadRequest, 'i18n'> | undefined, text: Bilingual): string {
  return adminText(req?.i18n?.language, text)
}

function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60))
}

/** A 429 with its reason in the editor's language (logged as info, like a wrong password: see payload.config.ts). */
class TooManyAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManyAttempts'
  }
}

function tooManySignIns(req: PayloadRequest, retryAfterSeconds: number): APIError {
  const m = minutes(retryAfterSeconds)
  return new TooManyAttempts(
    inLanguage(req, {
      zh: `登录失败次数过多，请 ${m} 分钟后再试。`,
      en: `Too many failed sign-ins: try again in ${m} minute${m === 1 ? '' : 's'}.`,
    }),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const normalEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

type StoredUser = { id: number; email?: string; hash?: string; salt?: string }

async function storedUser(req: PayloadRequest, where: Record<string, unknown>): Promise<StoredUser | null> {
  return req.payload.db.findOne<StoredUser>({ collection: 'users', where: where as never, req })
}

/** Counts a wrong password (or unknown account) and writes it, and any pause it starts, to the audit log. */
async function failed(req: PayloadRequest, email: string, user: StoredUser | null, detail = ''): Promise<void> {
  const origin = requestOrigin(req)
  const reached = await recordLoginFailure(email, origin.address)
  await recordAudit(req.payload, { event: 'login-failed', email, user: user?.id ?? null, ...origin, detail })
  if (reached.addressLocked || reached.pairLocked) {
    await recordAudit(req.payload, {
      event: 'lockout',
      email,
      user: user?.id ?? null,
      ...origin,
      detail: reached.addressLocked
        ? '此地址的登录暂停 15 分钟 / sign-ins from this address paused for 15 minutes'
        : '此地址对该账户的登录暂停 15 分钟 / sign-ins to this account from this address paused for 15 minutes',
    })
  }
}

/** The check before Payload's own: see the top of this file. Throws on a refusal or a wrong password. */
/** Origins besides the request's own host whose pages may post here (SERVER_URL, TRUSTED_ORIGINS). */
const trustedOrigins = siteOrigins(env.origins)

async function guardLogin(data: Record<string, unknown>, req: PayloadRequest): Promise<void> {
  // Another site's form would sign the visitor's browser into an account of the attacker's (login CSRF).
  if (req.headers && isCrossSiteWrite('POST', req.headers, trustedOrigins)) {
    throw new APIError(crossSiteMessage(localeFromLanguage(req.i18n?.language)), 403, null, true)
  }
  const email = normalEmail(data.email)
  const password = typeof data.password === 'string' ? data.password : ''
  // Payload itself answers a missing e-mail address or password.
  if (!email || !password.trim()) return
  const { address } = requestOrigin(req)
  const gate = await loginGate(email, address)
  if (gate.refused) throw tooManySignIns(req, gate.retryAfterSeconds)
  if (gate.delayMs > 0) {
    const turn = await takeAccountTurn(email, gate.delayMs)
    if (turn.refused) throw tooManySignIns(req, turn.retryAfterSeconds)
    await sleep(turn.waitMs)
  }
  const user = await storedUser(req, { email: { equals: email } })
  let ok = false
  if (user) ok = await passwordMatches(password, user)
  else await spendPasswordCheck(password)
  if (ok) return
  await failed(req, email, user)
  throw new AuthenticationError(req.t)
}

export const beforeAuthOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = ((args as { data?: unknown }).data ?? {}) as Record<string, unknown>
  if (operation === 'login') {
    await guardLogin(data, req)
  } else if (operation === 'forgotPassword') {
    // Counted already when the request came through the endpoint below (REST); here for GraphQL and local calls.
    if (!req.context.forgotPasswordCounted) await countForgotRequest(req)
  } else if (operation === 'resetPassword') {
    await resetPasswordRules(data, req)
  }
  return args
}

/**
 * A reset link's new password: its length at once; its estimate only for a token that belongs to an account (an
 * unknown or expired token is Payload's to refuse, and nobody without a link makes the server estimate anything).
 */
async function resetPasswordRules(data: Record<string, unknown>, req: PayloadRequest): Promise<void> {
  const refuse = (problem: Bilingual) => passwordError(req, [{ path: 'password', message: inLanguage(req, problem) }])
  const length = passwordLengthProblem(data.password)
  if (length) throw refuse(length)
  const token = typeof data.token === 'string' ? data.token : ''
  if (!token) return
  const user = await req.payload.db.findOne<{ id: number; email?: string; name?: string }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
    req,
  })
  if (!user) return
  const problem = passwordProblem(data.password, { email: user.email, name: user.name })
  if (problem) throw refuse(problem)
}

export const afterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const origin = requestOrigin(req)
  const email = normalEmail((user as { email?: unknown }).email)
  await recordLoginSuccess(email, origin.address)
  await recordAudit(req.payload, { event: 'login', email, user: user.id as number, ...origin }, req)
  return user
}

async function countForgotRequest(req: PayloadRequest): Promise<void> {
  const { address } = requestOrigin(req)
  const slot = await takeForgotSlot(address)
  if (slot.allowed) return
  const m = minutes(slot.retryAfterSeconds)
  throw new TooManyAttempts(
    inLanguage(req, {
      zh: `重置密码的请求过多，请 ${m} 分钟后再试。`,
      en: `Too many password-reset requests: try again in ${m} minute${m === 1 ? '' : 's'}.`,
    }),
  )
}

/**
 * Work that follows an answer: one piece at a time per process, each begun AFTER_ANSWER_MS after the answer or the
 * previous piece. Each piece holds a database connection for its transaction and needs another one outside it
 * (Payload's forgot-password operation), so that many at once could take every connection of the pool and wait on
 * each other for ever. Past MAX_WAITING pieces, new ones are dropped (and logged): the per-address limit keeps
 * honest use far below it.
 */
const MAX_WAITING = 200
const AFTER_ANSWER_MS = 100
let queue: Promise<void> = Promise.resolve()
let waiting = 0

function afterAnswer(req: PayloadRequest, work: () => Promise<unknown>, what = 'The password-reset e-mail'): void {
  if (waiting >= MAX_WAITING) {
    req.payload.logger.error({ msg: `Too many e-mails waiting: ${what} is dropped` })
    return
  }
  waiting += 1
  queue = queue
    // Begun a moment later, so that none of it (the database driver may block the event loop briefly) delays the
    // answer on its way out.
    .then(() => new Promise((resolve) => setTimeout(resolve, AFTER_ANSWER_MS)))
    .then(async () => {
      await work()
    })
    .catch((error: unknown) => req.payload.logger.error({ err: error, msg: `${what} could not be prepared or sent` }))
    .finally(() => {
      waiting -= 1
    })
}

/**
 * `POST /api/users/forgot-password` in place of Payload's: the same answer, at once, whether or not the address
 * belongs to an account; the token and the e-mail (Payload's forgot-password operation) follow after the answer.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email : ''
    if (!email.trim()) {
      throw new APIError(inLanguage(req, { zh: '请输入邮箱地址。', en: 'Enter your e-mail address.' }), 400, null, true)
    }
    await countForgotRequest(req)
    req.context.forgotPasswordCounted = true
    const collection = req.payload.collections.users
    afterAnswer(req, () => forgotPasswordOperation({ collection, data: { email } as never, req }))
    return Response.json({ message: req.t('general:success') }, { status: 200, headers: { 'cache-control': 'no-store' } })
  },
}

/**
 * The refusal of a password, each reason on its field (`data.errors`) and all of them in the message: the admin
 * shows the message in its error toast, and closes the password fields after a failed save (their own errors go with
 * them). No reason holds an ASCII comma, which that toast would take for a list separator.
 */
function passwordError(req: PayloadRequest, errors: { path: string; message: string }[]): ValidationError {
  const error = new ValidationError({ collection: 'users', errors, req }, req.t)
  error.message = `${inLanguage(req, { zh: '无法保存', en: 'Not saved' })}: ${errors.map((e) => e.message).join(', ')}`
  return error
}

/**
 * Before a user is saved: a new password must pass the rule, and whoever changes their own password or e-mail
 * address gives the current password (`currentPassword`, never stored). An administrator setting another account's
 * password or address does not.
 */
export const passwordRules: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const { currentPassword, ...rest } = data as Record<string, unknown>
  const password = rest.password
  const newPassword = typeof password === 'string' && password !== ''
  const newEmail =
    operation === 'update' &&
    originalDoc !== undefined &&
    typeof rest.email === 'string' &&
    normalEmail(rest.email) !== normalEmail((originalDoc as { email?: unknown }).email)
  if (!newPassword && !newEmail) return rest
  const errors: { path: string; message: string }[] = []
  const own = operation === 'update' && req.user?.collection === 'users' && originalDoc && String(req.user.id) === String(originalDoc.id)
  if (own) {
    const email = normalEmail(req.user!.email)
    const { address } = requestOrigin(req)
    const gate = await loginGate(email, address)
    if (gate.refused) throw tooManySignIns(req, gate.retryAfterSeconds)
    if (typeof currentPassword !== 'string' || currentPassword === '') {
      errors.push({
        path: 'currentPassword',
        message: inLanguage(
          req,
          newPassword && newEmail
            ? { zh: '修改密码和邮箱地址需要输入当前密码。', en: 'Enter your current password to change your password and e-mail address.' }
            : newEmail
              ? { zh: '修改邮箱地址需要输入当前密码。', en: 'Enter your current password to change your e-mail address.' }
              : { zh: '修改密码需要输入当前密码。', en: 'Enter your current password to change it.' },
        ),
      })
    } else {
      if (gate.delayMs > 0) await sleep(gate.delayMs)
      const user = await storedUser(req, { id: { equals: originalDoc.id } })
      if (!user || !(await passwordMatches(currentPassword, user))) {
        await failed(
          req,
          email,
          user,
          newEmail
            ? '修改邮箱地址时当前密码错误 / wrong current password when changing the e-mail address'
            : '修改密码时当前密码错误 / wrong current password when changing the password',
        )
        errors.push({
          path: 'currentPassword',
          message: inLanguage(req, { zh: '当前密码不正确。', en: 'The current password is not correct.' }),
        })
      }
    }
  }
  if (newPassword) {
    const before = (originalDoc ?? {}) as { email?: unknown; name?: unknown }
    const problem = passwordProblem(password, { email: rest.email ?? before.email, name: rest.name ?? before.name })
    if (problem) errors.push({ path: 'password', message: inLanguage(req, problem) })
  }
  if (errors.length) throw passwordError(req, errors)
  if (newPassword && operation === 'update' && originalDoc) req.context[`passwordChanged:${originalDoc.id}`] = true
  return rest
}

/** The acting account of a request, for the audit log. */
function actor(req: PayloadRequest): { email: string | null; user: number | null } {
  const user = req.user?.collection === 'users' ? req.user : null
  return { email: user ? normalEmail(user.email) : null, user: user ? user.id : null }
}

const SYSTEM = '（安装脚本或首个用户页面 / setup script or first-user screen）'

export const auditUserChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const origin = requestOrigin(req)
  const who = actor(req)
  const account = String(doc.email ?? '')
  if (operation === 'create') {
    await recordAudit(
      req.payload,
      { event: 'user-created', ...who, ...origin, detail: `${account} (${doc.role})${who.user ? '' : ` ${SYSTEM}`}` },
      req,
    )
    return doc
  }
  if (previousDoc && previousDoc.role !== doc.role) {
    await recordAudit(
      req.payload,
      { event: 'role-changed', ...who, ...origin, detail: `${account}: ${previousDoc.role} → ${doc.role}` },
      req,
    )
  }
  if (req.context[`passwordChanged:${doc.id}`]) {
    delete req.context[`passwordChanged:${doc.id}`]
    await recordAudit(req.payload, { event: 'password-changed', ...who, ...origin, detail: account }, req)
  }
  const previousEmail = normalEmail(previousDoc?.email)
  if (previousDoc && previousEmail && previousEmail !== normalEmail(doc.email)) {
    await recordAudit(
      req.payload,
      { event: 'email-changed', ...who, ...origin, detail: `${previousEmail} → ${normalEmail(doc.email)}` },
      req,
    )
    notifyOldAddress(req, {
      from: previousEmail,
      to: normalEmail(doc.email),
      by: who.email,
      own: who.user === doc.id,
      address: origin.address,
    })
  }
  return doc
}

/**
 * Tells the old address that the account's e-mail address changed (Payload's e-mail adapter, after the answer: a
 * slow or absent mail server never delays or fails the change; a failure is logged).
 */
function notifyOldAddress(
  req: PayloadRequest,
  change: { from: string; to: string; by: string | null; own: boolean; address: string },
): void {
  const { payload } = req
  afterAnswer(
    req,
    async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }).catch(() => null)
      const mail = emailChangeNotice({ ...change, site: settings?.shortName ?? '', at: new Date().toISOString() })
      await payload.sendEmail({ to: change.from, subject: mail.subject, text: mail.text })
    },
    'The notice of a changed e-mail address',
  )
}

/**
 * `POST /api/users/unlock` in place of Payload's, which answered 200 for an existing address and 403 for an unknown
 * one to anyone signed in (who could so tell which addresses have accounts). Nothing is ever locked here
 * (maxLoginAttempts is 0 and the users table has no lock columns, src/collections/Users/), so there is nothing to
 * undo: administrators get Payload's success answer and anyone else 403, whatever the address, without a lookup.
 */
export const unlockEndpoint: Endpoint = {
  path: '/unlock',
  method: 'post',
  handler: async (req) => {
    if (roleOf(req.user) !== 'admin') throw new Forbidden(req.t)
    await addDataAndFileToRequest(req)
    if (!normalEmail(req.data?.email)) {
      throw new APIError(inLanguage(req, { zh: '请输入邮箱地址。', en: 'Enter the e-mail address.' }), 400, null, true)
    }
    return Response.json({ message: req.t('general:success') }, { status: 200, headers: { 'cache-control': 'no-store' } })
  },
}

export const auditUserDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const who = actor(req)
  // An account deleting itself (a system call, or before the rule of src/auth/account-guards.ts): the entry keeps the
  // e-mail, and no link to the row that is gone (the link would fail the entry's foreign key).
  const user = who.user !== null && String(who.user) === String(doc.id) ? null : who.user
  await recordAudit(req.payload, { event: 'user-deleted', ...who, user, ...requestOrigin(req), detail: `${doc.email} (${doc.role})` }, req)
  return doc
}
