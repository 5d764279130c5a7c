/**
 * No lost update (docs/architecture.md, "Version check of every save"; docs/editors.md):
 *
 * - Every update of one document by a signed-in person that says which version it was based on (the admin's form
 *   sends the document's `updatedAt` as it loaded it; REST clients send it as `If-Match` or in the body) is checked
 *   against what is stored, under a lock of the document (PostgreSQL: `SELECT … FOR UPDATE` of its row until the
 *   save commits; SQLite, one process: an in-process lock per document). Stored newer, saved since by anyone else:
 *   409 with the current document, nothing written. Saves with no base (system writes: seed, jobs, scheduled
 *   publishing, migrations, restores) are not checked.
 * - Autosave keeps a history: Payload rewrites the latest autosave version in place; here each autosave becomes a
 *   version of its own (flagged autosave), pruned by age (src/lib/stale-save.ts), and the autosaver keeps the
 *   document lock that Payload drops on every save (so that a second editor sees who is editing, and may take over).
 */
import { eq } from '@payloadcms/db-sqlite/drizzle'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type GlobalAfterChangeHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Where,
} from 'payload'

import { lockHoldersInOtherLanguages } from '@/content/editing-language'
import { isLocale, LOCALES } from '@/i18n/locales'
import { editWindowOf } from '@/lib/edit-window'
import {
  AUTOSAVE_KEEP_NEWEST,
  autosavePruneBefore,
  badBaseMessage,
  conflictingFieldsMessage,
  isNewer,
  KEEP_SAVED,
  type MergeField,
  mergeOntoNewer,
  saveBase,
  staleSaveMessage,
} from '@/lib/stale-save'

const HELD = 'saveGuardHeld'
const AUTOSAVE = 'saveGuardAutosave'
/** Set in a local API call's `context` to write without the check (a system write that carries a user). */
export const SKIP_VERSION_CHECK = 'skipVersionCheck'
/** An in-process lock of a document is freed at the latest after this (a save that failed outside REST). */
const MAX_HOLD_MS = 15_000

type Row = Record<string, unknown>
type Table = Record<string, unknown>
type Query = PromiseLike<unknown> & { for: (strength: 'update') => PromiseLike<unknown> }
type Drizzle = {
  select: (fields: Row) => { from: (table: Table) => Query & { where: (condition: unknown) => Query } }
  update: (table: Table) => { set: (values: Row) => { where: (condition: unknown) => PromiseLike<unknown> } }
}
type DrizzleAdapter = {
  name: string
  drizzle: Drizzle
  sessions?: Record<string, { db: Drizzle }>
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
}

// ---------------------------------------------------------------------------------------------------------------
// The lock of a document while its save is checked and written

const tails = new Map<string, Promise<void>>()

/** Waits for the document's earlier saves in this process, then holds it (freed by `release`, or after MAX_HOLD_MS). */
function acquire(key: string): Promise<() => void> {
  const previous = tails.get(key) ?? Promise.resolve()
  let free!: () => void
  const mine = new Promise<void>((resolve) => {
    free = resolve
  })
  const tail = previous.then(() => mine)
  tails.set(key, tail)
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key)
  })
  return previous.then(() => {
    const timer = setTimeout(free, MAX_HOLD_MS)
    timer.unref?.()
    return () => {
      clearTimeout(timer)
      free()
    }
  })
}

function held(req: PayloadRequest): Map<string, () => void> {
  const context = req.context as Record<string, unknown>
  if (!(context[HELD] instanceof Map)) context[HELD] = new Map<string, () => void>()
  return context[HELD] as Map<string, () => void>
}

function releaseKey(req: PayloadRequest, key: string): void {
  const mine = held(req)
  mine.get(key)?.()
  mine.delete(key)
}

/** Frees every document this request held (on its error: src/payload.config.ts afterError). */
export function releaseSaveGuard(req: PayloadRequest | undefined): void {
  const context = req?.context
  const map = context?.[HELD]
  if (!(map instanceof Map)) return
  for (const free of map.values()) (free as () => void)()
  map.clear()
}

function adapter(req: PayloadRequest): DrizzleAdapter {
  return req.payload.db as unknown as DrizzleAdapter
}

async function session(req: PayloadRequest): Promise<Drizzle> {
  const db = adapter(req)
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions?.[String(id)]?.db) || db.drizzle
}

function tableName(req: PayloadRequest, slug: string): string {
  const snake = slug.replace(/-/g, '_')
  return adapter(req).tableNameMap?.get(snake) ?? snake
}

/** PostgreSQL: the document's row locked until this save's transaction ends, so a concurrent save waits here. */
async function lockRow(req: PayloadRequest, slug: string, id: number | string | null): Promise<void> {
  const db = adapter(req)
  if (db.name !== 'postgres' || !req.transactionID) return
  const table = db.tables[tableName(req, slug)]
  if (!table?.id) return
  const tx = await session(req)
  const rows = tx.select({ id: table.id }).from(table)
  await (id === null ? rows : rows.where(eq(table.id as never, id as never))).for('update')
}

async function hold(req: PayloadRequest, key: string, slug: string, id: number | string | null): Promise<void> {
  const mine = held(req)
  if (mine.has(key)) return
  mine.set(key, await acquire(key))
  await lockRow(req, slug, id)
}

// ---------------------------------------------------------------------------------------------------------------
// What is stored, and who saved it

type Stored = { updatedAt?: string | null; editedBy?: unknown; editedIn?: string | null }

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'id' in value) return String(value.id)
  return String(value)
}

function hasDrafts(config: { versions?: unknown }): boolean {
  const versions = config.versions as { drafts?: unknown } | undefined
  return Boolean(versions && typeof versions === 'object' && versions.drafts)
}

function hasAutosave(config: { versions?: unknown }): boolean {
  const drafts = (config.versions as { drafts?: unknown } | undefined)?.drafts
  return Boolean(drafts && typeof drafts === 'object' && (drafts as { autosave?: unknown }).autosave)
}

/** A document's newest version (the one the admin shows where drafts are on), or undefined. */
async function latestVersion(req: PayloadRequest, collection: SanitizedCollectionConfig, id: number | string) {
  const { docs } = await req.payload.db.findVersions({
    collection: collection.slug,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  return docs[0]
}

/** The document as the admin shows it: its latest version where drafts are on, else its row. */
async function storedCollectionDoc(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  id: number | string,
): Promise<Stored | null> {
  if (hasDrafts(collection)) {
    const latest = await latestVersion(req, collection, id)
    if (latest) return latest.version
  }
  return (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: id } }, req })) as Stored | null
}

/**
 * Whether every save after `base` was this person's own, from this admin window when the save names one (a window's
 * autosaves overtaking each other): the same person's other window counts as someone else (src/lib/edit-window.ts).
 * A document without the window field (`editedIn` undefined) is told apart by person only.
 */
async function onlyOwnSince(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig | null,
  id: number | string | null,
  base: Date,
  stored: Stored,
): Promise<boolean> {
  const me = String(req.user!.id)
  const editWindow = editWindowOf(req.headers)
  const own = (saved: Stored) =>
    idOf(saved.editedBy) === me && (editWindow === null || saved.editedIn === undefined || (saved.editedIn ?? null) === editWindow)
  if (collection && id !== null && hasDrafts(collection)) {
    const { docs } = await req.payload.db.findVersions({
      collection: collection.slug,
      where: { and: [{ parent: { equals: id } }, { 'version.updatedAt': { greater_than: base.toISOString() } }] },
      sort: '-updatedAt',
      limit: 200,
      pagination: false,
      req,
    })
    if (docs.length > 0) return docs.length < 200 && docs.every((v) => own(v.version as Stored))
  }
  return own(stored)
}

async function conflict(
  req: PayloadRequest,
  stored: Stored,
  current: () => Promise<unknown>,
  conflictingFields: string[] = [],
): Promise<APIError> {
  const editorId = idOf(stored.editedBy)
  let who: string | null = null
  if (editorId) {
    const user = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: editorId } }, req })) as {
      name?: string | null
      email?: string | null
    } | null
    who = user?.name || user?.email || null
  }
  let doc: unknown = null
  try {
    doc = await current()
  } catch {
    doc = null
  }
  const yourOtherWindow = editorId !== null && editorId === String(req.user?.id)
  const message =
    conflictingFields.length > 0 && !yourOtherWindow
      ? conflictingFieldsMessage(req.i18n?.language, who, conflictingFields)
      : staleSaveMessage(req.i18n?.language, who, stored.updatedAt, yourOtherWindow)
  return new APIError(
    message,
    409,
    {
      updatedAt: stored.updatedAt ?? null,
      editedBy: editorId ? { id: editorId, name: who } : null,
      current: doc,
      ...(conflictingFields.length > 0 ? { fields: conflictingFields } : {}),
    },
    true,
  )
}

function baseOf(req: PayloadRequest, data: unknown) {
  const body = data && typeof data === 'object' ? (data as { updatedAt?: unknown }).updatedAt : undefined
  const base = saveBase(req.headers?.get?.('if-match'), body)
  if (base.kind === 'invalid') throw new APIError(badBaseMessage(req.i18n?.language), 400, null, true)
  return base
}

const checked = (req: PayloadRequest) => Boolean(req.user) && !(req.context as Record<string, unknown> | undefined)?.[SKIP_VERSION_CHECK]

// ---------------------------------------------------------------------------------------------------------------
// Hooks

/** The document as the editor saving it reads it (the current values a refusal answers with). */
const asTheEditor = (req: PayloadRequest) => ({
  depth: 0,
  locale: req.locale ?? undefined,
  fallbackLocale: false as const,
  overrideAccess: false,
  user: req.user,
})

/** What merging a save onto what was saved since its version gave: merged (the save goes on), or the fields both changed. */
type Merged = { merged: true } | { merged: false; conflicts: string[]; by: Stored | null }

/** The fields a save of one language writes and the merge compares: every data field but the stored state and dates. */
const NOT_MERGED = new Set(['id', 'createdAt', 'updatedAt', '_status', 'editedBy', 'editedIn', 'translation', 'translationStatus'])

function mergeFields(collection: SanitizedCollectionConfig, adminLanguage: string | undefined): MergeField[] {
  return collection.flattenedFields
    .filter((field) => field.type !== 'join' && !NOT_MERGED.has(field.name))
    .map((field) => {
      const label = 'label' in field ? field.label : undefined
      const named =
        typeof label === 'string'
          ? label
          : label && typeof label === 'object'
            ? (label[adminLanguage ?? ''] ?? Object.values(label)[0])
            : undefined
      return { name: field.name, label: named || field.name, byId: field.type === 'relationship' || field.type === 'upload' }
    })
}

/**
 * A save of one language based on an older version, merged onto the newest (src/lib/stale-save.ts `mergeOntoNewer`):
 * the base is the newest version at or before the one the save was based on, both read in the language being saved.
 * Fields only the others changed are dropped from the save (Payload keeps the stored value of a field a save does
 * not send); null when there is nothing to merge onto (no such version kept, or a save of every language at once).
 */
async function mergeSave(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  id: number | string,
  base: Date,
  data: Record<string, unknown>,
): Promise<Merged | null> {
  const locale = req.locale
  if (!locale || locale === 'all') return null
  const read = async (where: Where) =>
    (
      await req.payload.findVersions({
        collection: collection.slug as 'news',
        where: { and: [{ parent: { equals: id } }, where] },
        sort: '-updatedAt',
        limit: 1,
        locale,
        fallbackLocale: false,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
    ).docs[0]?.version as unknown as Record<string, unknown> | undefined
  const [older, newest] = await Promise.all([read({ 'version.updatedAt': { less_than_equal: base.toISOString() } }), read({})])
  if (!older || !newest) return null
  const { keepTheirs, conflicts } = mergeOntoNewer(mergeFields(collection, req.i18n?.language), older, newest, data)
  if (conflicts.length > 0) {
    // Named in the refusal: the last other person who saved since (the newest save may be this person's own).
    const { docs } = await req.payload.db.findVersions({
      collection: collection.slug,
      where: {
        and: [
          { parent: { equals: id } },
          { 'version.updatedAt': { greater_than: base.toISOString() } },
          { 'version.editedBy': { not_equals: req.user!.id } },
        ],
      },
      sort: '-updatedAt',
      limit: 1,
      pagination: false,
      req,
    })
    return { merged: false, conflicts: conflicts.map((field) => field.label), by: docs[0]?.version ?? null }
  }
  for (const name of keepTheirs) delete data[name]
  return { merged: true }
}

/**
 * Holds the document for this save, then refuses the save (409 with the current document) when the stored version is
 * newer than the one the save was based on and someone else wrote it, unless it merges onto what they saved (a
 * document with versions); the document is let go again on a refusal.
 */
async function refuseStaleSave(
  req: PayloadRequest,
  key: string,
  base: Date,
  target: {
    slug: string
    id: number | string | null
    stored: () => Promise<Stored | null>
    ownSince: (stored: Stored) => Promise<boolean>
    current: () => Promise<unknown>
    merge?: () => Promise<Merged | null>
  },
): Promise<void> {
  await hold(req, key, target.slug, target.id)
  try {
    const stored = await target.stored()
    if (stored && isNewer(stored.updatedAt, base) && !(await target.ownSince(stored))) {
      const merged = target.merge ? await target.merge() : null
      if (!merged) throw await conflict(req, stored, target.current)
      if (!merged.merged) throw await conflict(req, merged.by ?? stored, target.current, merged.conflicts)
    }
  } catch (error) {
    releaseKey(req, key)
    throw error
  }
}

/**
 * A save of one language is not stopped by the locks of people editing another language (Payload refuses a save with
 * 423 while someone else holds the document): it goes on, merged onto their saves (`mergeSave`). A lock held in the
 * same language still stops it.
 */
async function passOtherLanguagesLocks(req: PayloadRequest, slug: string, id: number | string, args: { overrideLock?: boolean }) {
  const language = req.locale
  if (args.overrideLock !== false || !isLocale(language) || !LOCALES.includes(language)) return
  const { others, sameLanguage } = await lockHoldersInOtherLanguages(req, language, { collection: slug, id })
  if (others.length > 0 && sameLanguage === 0) args.overrideLock = true
}

export const guardCollectionSave: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'update') return args
  const a = args as { id?: number | string; data?: unknown; autosave?: boolean }
  if (a.id === undefined || a.id === null) return args
  const id = a.id
  // Each autosave a version of its own: Payload creates a new version for a save that is not an autosave, and
  // rewrites the latest one for an autosave; the version is flagged autosave after it is written (below).
  if (a.autosave && hasAutosave(collection)) {
    ;(req.context as Record<string, unknown>)[AUTOSAVE] = `${collection.slug}:${id}`
    a.autosave = false
  }
  if (!checked(req)) return args
  await passOtherLanguagesLocks(req, collection.slug, id, args)
  const base = baseOf(req, a.data)
  if (base.kind !== 'at') return args
  await refuseStaleSave(req, `${collection.slug}:${id}`, base.at, {
    slug: collection.slug,
    id,
    stored: () => storedCollectionDoc(req, collection, id),
    ownSince: (stored) => onlyOwnSince(req, collection, id, base.at, stored),
    merge:
      hasDrafts(collection) && a.data && typeof a.data === 'object'
        ? () => mergeSave(req, collection, id, base.at, a.data as Record<string, unknown>)
        : undefined,
    current: () =>
      req.payload.findByID({
        collection: collection.slug as 'news',
        id: id,
        draft: true,
        ...asTheEditor(req),
      }),
  })
  return args
}

export const guardGlobalSave: GlobalBeforeOperationHook = async ({ args, operation, req, global }) => {
  if (operation !== 'update' || !checked(req)) return args
  const base = baseOf(req, (args as { data?: unknown }).data)
  if (base.kind !== 'at') return args
  await refuseStaleSave(req, `global:${global.slug}`, base.at, {
    slug: global.slug,
    id: null,
    stored: async () => await req.payload.db.findGlobal({ slug: global.slug, req }),
    ownSince: (stored) => onlyOwnSince(req, null, null, base.at, stored),
    current: () =>
      req.payload.findGlobal({
        slug: global.slug as 'home-page',
        ...asTheEditor(req),
      }),
  })
  return args
}

/** Whether the save being written is an autosave of this document (until afterCollectionSave has run). */
export function savingAutosave(req: PayloadRequest, slug: string, id: unknown): boolean {
  return (req.context as Record<string, unknown>)[AUTOSAVE] === `${slug}:${id}`
}

/** After the write: the autosave flagged and its history pruned, the autosaver's lock kept, the document freed. */
export const afterCollectionSave: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  const key = `${collection.slug}:${doc?.id}`
  try {
    const context = req.context as Record<string, unknown>
    if (operation === 'update' && context[AUTOSAVE] === key) {
      context[AUTOSAVE] = null
      await flagAutosave(req, collection, doc.id)
      if (req.user) await keepLock(req, collection.slug, doc.id)
    }
    // Payload's own limit is off where autosave is on (src/collections/publicContent.ts): pruned here after each save.
    if (hasAutosave(collection) && doc?.id !== undefined) await pruneVersions(req, collection, doc.id)
  } finally {
    releaseKey(req, key)
  }
  return doc
}

export const afterGlobalSave: GlobalAfterChangeHook = ({ doc, global, req }) => {
  releaseKey(req, `global:${global.slug}`)
  return doc
}

async function flagAutosave(req: PayloadRequest, collection: SanitizedCollectionConfig, id: number | string) {
  const latest = await latestVersion(req, collection, id)
  if (!latest) return
  const table = adapter(req).tables[`_${tableName(req, collection.slug)}_v`]
  if (!table?.id || !table.autosave) return
  const tx = await session(req)
  await tx
    .update(table)
    .set({ autosave: true })
    .where(eq(table.id as never, latest.id as never))
}

/** The newest KEEP_SAVED saves; autosaves by age (src/lib/stale-save.ts). The latest version is never removed. */
async function pruneVersions(req: PayloadRequest, collection: SanitizedCollectionConfig, id: number | string) {
  const parent: Where = { parent: { equals: id } }
  const notLatest: Where = { latest: { not_equals: true } }
  for (const autosave of [true, false]) {
    const kind: Where = autosave ? { autosave: { equals: true } } : { autosave: { not_equals: true } }
    const keep = autosave ? AUTOSAVE_KEEP_NEWEST : KEEP_SAVED
    const { docs } = await req.payload.db.findVersions({
      collection: collection.slug,
      where: { and: [parent, kind] },
      sort: '-updatedAt',
      limit: 1,
      page: keep + 1,
      pagination: false,
      req,
    })
    const past = docs[0]?.updatedAt
    const before = autosave ? autosavePruneBefore(past, new Date()) : past ? new Date(past) : null
    if (!before) continue
    await req.payload.db.deleteVersions({
      collection: collection.slug,
      where: { and: [parent, kind, notLatest, { updatedAt: { less_than_equal: before.toISOString() } }] },
      req,
    })
  }
}

/** Payload drops the document's locks on every save; the autosaver keeps theirs (lock: src/access/system.ts). */
async function keepLock(req: PayloadRequest, slug: string, id: number | string) {
  const existing = await req.payload.db.findOne({
    collection: 'payload-locked-documents',
    where: {
      and: [{ 'document.relationTo': { equals: slug } }, { 'document.value': { equals: id } }, { 'user.value': { equals: req.user!.id } }],
    },
    req,
  })
  if (existing) return
  await req.payload.db.create({
    collection: 'payload-locked-documents',
    data: { document: { relationTo: slug, value: id }, user: { relationTo: req.user!.collection, value: req.user!.id } },
    returning: false,
    req,
  })
}
