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
import { savingAutosave } from '@/content/save-guard'
import { adminText } from '@/i18n/locales'
import { restoredMessage } from '@/lib/restore-texts'

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
const NOT_CONTENT = ['users', 'audit-log', 'insight-rollups', 'contact-submissions']
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

function detailOf(title: string, req: PayloadRequest, extra?: string): string {
  return [title ? `「${title}」` : '', req.locale ? `(${req.locale})` : '', extra ?? ''].filter(Boolean).join(' ')
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
  if (context.isRestoringVersion) return 'content-restored'
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
  const extra = event === 'content-restored' ? (doc._status === 'published' ? '→ published' : '→ draft') : undefined
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

/**
 * `POST /api/{collection}/versions/{id}[?draft=true]`, in place of Payload's: a draft version is restored as a draft,
 * and the answer's message says whether the version was published or restored as a draft.
 */
function restoreEndpoint(slug: string): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const collection = req.payload.collections[slug as 'news']
      const id = String(req.routeParams?.id ?? '')
      const version = await req.payload.findVersionByID({
        collection: slug as 'news',
        id,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
        req,
      })
      const draft = req.searchParams.get('draft') === 'true' || version?.version?._status === 'draft'
      const depth = Number(req.searchParams.get('depth'))
      const doc = await restoreVersionOperation({
        id,
        collection,
        depth: Number.isInteger(depth) && depth >= 0 ? Math.min(depth, 3) : undefined,
        draft,
        req,
      })
      return json(200, { ...doc, message: restoredMessage(draft, req.i18n?.language) })
    },
  }
}

/** `GET /api/{collection}/{id}/version-authors`: `{ authors: { [versionId]: name } }`, for those who read versions. */
function versionAuthorsEndpoint(slug: string): Endpoint {
  return {
    path: '/:id/version-authors',
    method: 'get',
    handler: async (req) => {
      const parent = Number(req.routeParams?.id)
      if (!Number.isInteger(parent) || parent <= 0)
        return json(404, { errors: [{ message: adminText(req.i18n?.language, { zh: '未找到。', en: 'Not found.' }) }] })
      const { docs } = await req.payload.findVersions({
        collection: slug as 'news',
        where: { parent: { equals: parent } },
        depth: 0,
        limit: 500,
        sort: '-updatedAt',
        overrideAccess: false,
        user: req.user,
        req,
      })
      const editorOf = new Map(docs.map((v) => [String(v.id), idOfEditor(v.version.editedBy)]))
      const names = await namesOf(req, [...new Set([...editorOf.values()].filter((id): id is number => id !== null))])
      const authors: Record<string, string> = {}
      for (const [version, user] of editorOf) if (user !== null && names.has(user)) authors[version] = names.get(user) as string
      return json(200, { authors })
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
  const endpoints = hasVersions(config) ? [restoreEndpoint(config.slug), versionAuthorsEndpoint(config.slug)] : []
  return {
    ...config,
    endpoints: [...endpoints, ...(config.endpoints || [])],
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), afterCollectionDelete],
    },
  }
}

export function withHistoryGlobal(config: GlobalConfig): GlobalConfig {
  return { ...config, hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), afterGlobalChange] } }
}
