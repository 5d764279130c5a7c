import type { Access, FieldAccess, FieldHook, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { lockHoldersInOtherLanguages } from '@/content/editing-language'
import { isLocale, LOCALES } from '@/i18n/locales'

import { hasRole, roleOf } from './roles'

/**
 * Payload's own collections are open to every signed-in account by default. Here:
 *
 * - Jobs: nobody runs the queue over HTTP (`GET /api/payload-jobs/run` and `/handle-schedules` would change state
 *   on a GET); the server runs it itself on JOBS_CRON. Queueing and cancelling through the API: editors and admins.
 * - Document locks (who is editing what, `payload-locked-documents`): each role reads, takes, takes over and
 *   releases only the locks of documents it may edit — editors content, media and the globals; sales the leads;
 *   everyone their own account; admins all. A lock is taken in one's own name only, and never moved to another
 *   document.
 */
const mayManageJobs = ({ req }: { req: PayloadRequest }) => hasRole('admin', 'editor')(req.user)

export const jobsAccess = { run: () => false, queue: mayManageJobs, cancel: mayManageJobs }

const LOCKED_DOCUMENTS = 'payload-locked-documents'

/**
 * How long a lock outlives its holder's last edit (Payload's default is 5 minutes): an editor who went idle or left
 * without closing the window holds the document two minutes at most; closing the window releases it at once
 * (src/components/admin/EditWindow.tsx). A save after the lock ran out is still checked against what was saved
 * since (src/content/save-guard.ts).
 */
const LOCK_SECONDS = 120

/** Collections only administrators edit (besides one's own account), and those sales edit. */
const ADMIN_ONLY = ['users', 'audit-log', 'lead-channels']
const SALES = ['contact-submissions']

type Relation = { relationTo?: unknown; value?: unknown } | null | undefined

const idOf = (value: unknown): string => {
  if (value && typeof value === 'object' && 'value' in value) return idOf(value.value)
  if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  return String(value)
}

function lockRules(editorCollections: string[]) {
  /** The locks this account may see, take over and release. */
  const scope: Access = ({ req }) => {
    const role = roleOf(req.user)
    if (role === 'admin') return true
    if (!role || !req.user) return false
    const ownAccount: Where = { and: [{ 'document.relationTo': { equals: 'users' } }, { 'document.value': { equals: req.user.id } }] }
    // One `equals` per collection: the database adapters answer `document.relationTo` with `equals` only.
    const collections = role === 'editor' ? editorCollections : SALES
    const mine: Where[] = collections.map((slug) => ({ 'document.relationTo': { equals: slug } }))
    if (role === 'editor') mine.push({ globalSlug: { exists: true } })
    return { or: [...mine, ownAccount] }
  }

  /** A new lock: in one's own name, on a document one may edit. */
  const create: Access = ({ req, data }) => {
    const role = roleOf(req.user)
    if (!role || !req.user || idOf(data?.user) !== String(req.user.id)) return false
    if (role === 'admin') return true
    const document = data?.document as Relation
    const collection = typeof document?.relationTo === 'string' ? document.relationTo : null
    if (collection === 'users') return idOf(document?.value) === String(req.user.id)
    if (role === 'editor') return collection ? editorCollections.includes(collection) : Boolean(data?.globalSlug)
    return collection !== null && SALES.includes(collection)
  }

  /** Taking a lock over: only into one's own name. */
  const ownerUpdate: FieldAccess = ({ req, data }) =>
    Boolean(req.user) && (data?.user === undefined || idOf(data.user) === String(req.user!.id))
  const never: FieldAccess = () => false

  /**
   * Reading locks, as the admin does to say "locked by" and to decide whether to lock: within the scope, without the
   * locks of people editing another language than this request's (src/content/editing-language.ts), so that an
   * editor and a translator work on one document side by side; their saves merge (src/content/save-guard.ts).
   */
  const read: Access = async (args) => {
    const within = await scope(args)
    const language = args.req.locale
    if (within === false || !args.req.user || !isLocale(language) || !LOCALES.includes(language)) return within
    const { others } = await lockHoldersInOtherLanguages(args.req, language)
    if (others.length === 0) return within
    const notOthers: Where = { 'user.value': { not_in: others } }
    return within === true ? notOthers : { and: [within, notOthers] }
  }

  /**
   * Releasing a lock: one's own only. Payload's document view, when it is left, releases "the" lock of the document
   * (the first its read returns); with a lock per language that may be the other language's holder's. Taking a lock
   * over is an update (into one's own name); expired locks are removed by Payload itself, past access.
   */
  const release: Access = async (args) => {
    const within = await scope(args)
    if (within === false || !args.req.user) return false
    const mine: Where = { 'user.value': { equals: args.req.user.id } }
    return within === true ? mine : { and: [within, mine] }
  }

  return { scope, read, release, create, ownerUpdate, never }
}

/** Applies the lock rules to the sanitized config (Payload adds the locks collection while it sanitizes). */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKED_DOCUMENTS)
  if (!locks) return config
  // Only collections with locks: a lock query naming another (`document.relationTo` = a collection without locks) is
  // refused by Payload, and the admin of every editor failed with it.
  const editorCollections = config.collections
    .filter((c) => c.lockDocuments !== false)
    .map((c) => c.slug)
    .filter((slug) => !slug.startsWith('payload-') && !ADMIN_ONLY.includes(slug) && !SALES.includes(slug))
  const rules = lockRules(editorCollections)
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.lockDocuments !== false) entity.lockDocuments = { duration: LOCK_SECONDS }
  }
  locks.access = { ...locks.access, read: rules.read, update: rules.scope, delete: rules.release, create: rules.create }
  for (const field of locks.fields) {
    if (!('name' in field) || field.type === 'ui') continue
    if (field.name === 'document' || field.name === 'globalSlug') field.access = { ...field.access, update: rules.never }
    if (field.name === 'user') {
      field.access = { ...field.access, update: rules.ownerUpdate }
      field.hooks = { ...field.hooks, afterRead: [...(field.hooks?.afterRead ?? []), nameLockHolder] }
    }
  }
  return config
}

/**
 * Who holds a lock, by name: Payload's "文档已锁定 / Document locked" dialog shows the holder's `email`, else their id
 * ("用户: 8"), and an editor may not read other accounts. For a signed-in reader the holder is filled in with their
 * name and address only (read past access for this one account); nothing else of the account is shown.
 */
const nameLockHolder: FieldHook = async ({ value, req, depth }) => {
  const relation = value as Relation
  // depth 0 asks for ids, as for any relationship.
  if (!req.user || !depth || !relation || relation.relationTo !== 'users') return value
  const id = relation.value && typeof relation.value === 'object' ? (relation.value as { id?: unknown }).id : relation.value
  if (typeof id !== 'number' && typeof id !== 'string') return value
  const holder = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, email: true }, req })
    .catch(() => null)
  if (!holder) return value
  const name = typeof holder.name === 'string' && holder.name.trim() ? holder.name.trim() : ''
  return { relationTo: 'users', value: { id: holder.id, email: name ? `${name} (${holder.email})` : holder.email } }
}
