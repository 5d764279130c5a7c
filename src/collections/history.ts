import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionConfig,
  type Endpoint,
  type GlobalAfterChangeHook,
  type GlobalConfig,
  type PayloadRequest,
  restoreVersionOperation,
  type SanitizedCollectionConfig,
} from 'payload'

import { recordAudit, requestOrigin } from '@/auth/audit'
import type { AuditEvent } from '@/collections/AuditLog'
import { unpublishLanguageEndpoint } from '@/collections/language-unpublish'
import { editingLanguageOf } from '@/content/editing-language'
import { savingAutosave } from '@/content/save-guard'
import { adminText, isLocale, LANGUAGES, type Locale, LOCALES } from '@/i18n/locales'
import { languagesWithTitle } from '@/lib/translation-state'
import { emptyLanguageMessage, restoredMessage, unknownLanguageMessage } from '@/lib/version-texts'

/**
 * A history an editor can trust, on every content collection and global:
 *
 * - the audit log records each change of content (who, what, when): created, edited, published, a version restored,
 *   deleted; an editor's autosaves of one document count as one edit per AUTOSAVE_COALESCE_MS;
 * - restoring a version says what it did: a published version is published, a draft version (or one restored "as
 *   draft") becomes the newest draft and the site keeps what it shows (Payload would unpublish the document when a
 *   draft version is restored without "as draft");
 * - `GET /api/{collection}/{id}/version-authors`: the name of whoever saved each version, for the versions list.
 */

/** Not content: accounts (audited by src/auth/sign-in.ts), what only the system writes, and the leads desk. */
const NOT_CONTENT = ['users', 'audit-log', 'insight-rollups', 'contact-submissions', 'lead-alerts']
const AUTOSAVE_COALESCE_MS = 10 * 60 * 1000

type Doc = Record<string, unknown>

function who(req: PayloadRequest): { email: string | null; user: number | null } {
  const user = req.user && req.user.collection === 'users' ? req.user : null
  return { email: user ? String(user.email ?? '') : null, user: user ? Number(user.id) : null }
}

function titleOf(doc: Doc | undefined, useAsTitle: string | undefined): string {
  const title = doc && useAsTitle ? doc[useAsTitle] : undefined
  return typeof title === 'string' ? title.slice(0, 200) : ''
}

/** Where the language of the save is kept as it began (the hooks' reads in each language move `req.locale`). */
const SAVED_LANGUAGE = 'auditLanguage'

/** Remembers the language the save was asked in, before any hook reads another language with this request. */
const rememberLanguage = ({ req }: { req: PayloadRequest }): void => {
  const context = req.context as Record<string, unknown>
  if (context[SAVED_LANGUAGE] === undefined) context[SAVED_LANGUAGE] = req.locale ?? null
}

function detailOf(title: string, req: PayloadRequest, extra?: string): string {
  const saved = (req.context as Record<string, unknown> | undefined)?.[SAVED_LANGUAGE]
  const language = typeof saved === 'string' ? saved : req.locale
  return [title ? `「${title}」` : '', language ? `(${language})` : '', extra ?? ''].filter(Boolean).join(' ')
}

/** Whether this editor's last entry for the document is an edit of less than AUTOSAVE_COALESCE_MS ago. */
async function editedJustNow(req: PayloadRequest, document: string): Promise<boolean> {
  const { user } = who(req)
  if (user === null) return false
  const since = new Date(Date.now() - AUTOSAVE_COALESCE_MS).toISOString()
  const { totalDocs } = await req.payload.count({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    where: {
      and: [
        { document: { equals: document } },
        { user: { equals: user } },
        { event: { equals: 'content-edited' } },
        { createdAt: { greater_than: since } },
      ],
    },
  })
  return totalDocs > 0
}

function changeEvent(doc: Doc, operation: string, context: Record<string, unknown>): AuditEvent {
  if (context.unpublishedLanguage) return 'content-language-unpublished'
  if (context.isRestoringVersion || context.restoredLanguage) return 'content-restored'
  if (doc._status === 'published') return 'content-published'
  return operation === 'create' ? 'content-created' : 'content-edited'
}

async function record(req: PayloadRequest, event: AuditEvent, document: string, detail: string): Promise<void> {
  if (event === 'content-edited' && (await editedJustNow(req, document))) return
  await recordAudit(req.payload, { event, ...who(req), document, detail, ...requestOrigin(req) }, req)
}

const afterCollectionChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  const document = `${collection.slug}/${doc.id}`
  const context = req.context as Record<string, unknown>
  const event = changeEvent(doc as Doc, operation, context)
  // An autosave is an edit, never a publish (autosaves of a published document carry its status).
  const autosave = savingAutosave(req, collection.slug, doc.id)
  const extra =
    event === 'content-language-unpublished'
      ? `→ ${String(context.unpublishedLanguage)} off the site`
      : event === 'content-restored'
        ? doc._status === 'published'
          ? '→ published'
          : '→ draft'
        : undefined
  await record(req, autosave ? 'content-edited' : event, document, detailOf(titleOf(doc, collection.admin?.useAsTitle), req, extra))
  return doc
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await record(req, 'content-deleted', `${collection.slug}/${doc.id}`, detailOf(titleOf(doc, collection.admin?.useAsTitle), req))
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await record(req, 'content-edited', `globals/${global.slug}`, detailOf('', req))
  return doc
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The language the editor is editing: `?locale=` when the request says it, else the admin's language selector. */
async function editingLanguage(req: PayloadRequest): Promise<Locale | 'all' | null> {
  const asked = req.searchParams.get('locale')
  if (asked === 'all') return 'all'
  if (asked !== null) return isLocale(asked) && LOCALES.includes(asked) ? asked : null
  return await editingLanguageOf(req)
}

/** What a version holds in one language, as data for a save of that language (no id, dates or stored state). */
function languageData(version: Doc): Doc {
  const { id: _id, createdAt: _created, updatedAt: _updated, translation: _translation, ...data } = version
  void [_id, _created, _updated, _translation]
  return data
}

/**
 * Restores one language of a version: a published version publishes that language only (Payload's publish of one
 * locale keeps the others' published text), a draft one becomes that language's newest draft; the other languages'
 * drafts stay as they are.
 */
async function restoreLanguage(req: PayloadRequest, slug: string, versionId: string, language: Locale, asDraft: boolean | null) {
  const collection = req.payload.collections[slug as 'news'].config
  const version = await req.payload.findVersionByID({
    collection: slug as 'news',
    id: versionId,
    locale: language,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const all = await req.payload.findVersionByID({
    collection: slug as 'news',
    id: versionId,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const data = languageData(version.version as unknown as Doc)
  const name = adminText(req.i18n?.language, LANGUAGES[language].adminName)
  if (!titleOf(data, collection.admin?.useAsTitle))
    return json(400, { errors: [{ message: emptyLanguageMessage(req.i18n?.language, name) }] })
  const draft = asDraft ?? data._status === 'draft'
  const doc = await req.payload.update({
    collection: slug as 'news',
    id: version.parent,
    locale: language,
    fallbackLocale: false,
    data: { ...data, _status: draft ? 'draft' : 'published' } as never,
    draft,
    ...(draft ? {} : { publishSpecificLocale: language }),
    depth: 0,
    overrideAccess: false,
    // As Payload's restore: a restore is not held back by another editor's lock (their next save meets the version
    // check, src/content/save-guard.ts, and loses nothing).
    overrideLock: true,
    user: req.user,
    context: { restoredLanguage: language, restoredVersion: all.version },
    req,
  })
  return json(200, { ...doc, message: restoredMessage(draft, req.i18n?.language, name) })
}

/**
 * `POST /api/{collection}/versions/{id}[?draft=true][&locale=zh|en|all]`, in place of Payload's: a restore brings back
 * the language being edited (`locale`, else the admin's language selector) and never changes another language's
 * published text or draft; `locale=all` restores every language as Payload does. A draft version is restored as a
 * draft, and the answer's message says which language was restored and whether it was published or is a draft.
 */
function restoreEndpoint(slug: string): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const id = String(req.routeParams?.id ?? '')
      const asDraft = req.searchParams.get('draft') === 'true' ? true : null
      const language = await editingLanguage(req)
      if (language === null) return json(400, { errors: [{ message: unknownLanguageMessage(req.i18n?.language) }] })
      if (language !== 'all') return restoreLanguage(req, slug, id, language, asDraft)
      const version = await req.payload.findVersionByID({
        collection: slug as 'news',
        id,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
        req,
      })
      const draft = asDraft === true || version?.version?._status === 'draft'
      const depth = Number(req.searchParams.get('depth'))
      const doc = await restoreVersionOperation({
        id,
        collection: req.payload.collections[slug as 'news'],
        depth: Number.isInteger(depth) && depth >= 0 ? Math.min(depth, 3) : undefined,
        draft,
        req,
      })
      return json(200, { ...doc, message: restoredMessage(draft, req.i18n?.language, null) })
    },
  }
}

/**
 * `GET /api/{collection}/{id}/version-authors`: `{ authors: { [versionId]: name }, languages: { [versionId]: ["zh",
 * "en"] } }` (who saved each version, and the languages it holds text in), for those who read versions.
 */
function versionAuthorsEndpoint(slug: string): Endpoint {
  return {
    path: '/:id/version-authors',
    method: 'get',
    handler: async (req) => {
      const parent = Number(req.routeParams?.id)
      if (!Number.isInteger(parent) || parent <= 0)
        return json(404, { errors: [{ message: adminText(req.i18n?.language, { zh: '未找到。', en: 'Not found.' }) }] })
      const titleField = req.payload.collections[slug as 'news'].config.admin?.useAsTitle
      const { docs } = await req.payload.findVersions({
        collection: slug as 'news',
        where: { parent: { equals: parent } },
        depth: 0,
        limit: 500,
        sort: '-updatedAt',
        locale: 'all',
        // Only what the list needs: not every version's text in every language.
        select: { version: { editedBy: true, ...(titleField ? { [titleField]: true } : {}) } } as never,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const editorOf = new Map(docs.map((v) => [String(v.id), idOfEditor(v.version.editedBy)]))
      const names = await namesOf(req, [...new Set([...editorOf.values()].filter((id): id is number => id !== null))])
      const authors: Record<string, string> = {}
      for (const [version, user] of editorOf) if (user !== null && names.has(user)) authors[version] = names.get(user) as string
      const languages: Record<string, Locale[]> = {}
      for (const v of docs) languages[String(v.id)] = languagesWithTitle(titleField ? (v.version as unknown as Doc)[titleField] : undefined)
      return json(200, { authors, languages })
    },
  }
}

function idOfEditor(value: unknown): number | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return Number(id) || null
}

/** Each account's name, or its e-mail address when it has none. */
async function namesOf(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
    select: { name: true, email: true },
    req,
  })
  return new Map(docs.map((u) => [u.id, (u.name ?? '').trim() || u.email]))
}

function hasVersions(config: CollectionConfig | SanitizedCollectionConfig): boolean {
  return Boolean(config.versions)
}

export function withHistory(config: CollectionConfig): CollectionConfig {
  if (NOT_CONTENT.includes(config.slug)) return config
  const endpoints = hasVersions(config)
    ? [restoreEndpoint(config.slug), versionAuthorsEndpoint(config.slug), unpublishLanguageEndpoint(config.slug)]
    : []
  return {
    ...config,
    endpoints: [...endpoints, ...(config.endpoints || [])],
    hooks: {
      ...config.hooks,
      beforeOperation: [rememberLanguage, ...(config.hooks?.beforeOperation ?? [])],
      afterChange: [...(config.hooks?.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), afterCollectionDelete],
    },
  }
}

export function withHistoryGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [rememberLanguage, ...(config.hooks?.beforeOperation ?? [])],
      afterChange: [...(config.hooks?.afterChange ?? []), afterGlobalChange],
    },
  }
}
