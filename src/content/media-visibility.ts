/**
 * Unpublished means private, media included: a media file is public (`isPublic`, read by the collection's access in
 * src/collections/Media/, so its file, its sizes and its listing follow) only while published content uses it.
 * An upload used only by drafts, or by nothing, is seen by signed-in editors alone.
 *
 * Kept by hooks on every collection and global that can use media (src/collections/publicContent.ts, the globals):
 * after a save or a deletion, the media ids the document used before (its published version) and uses now are
 * checked, and only those change: what a published document uses is public at once; only media it stopped using
 * are checked against all published content (a publish that keeps its images reads nothing else). A change of `isPublic` is a save of the media
 * document, whose own hooks drop the caches that name media. `afterMigrations` (src/migrations/run.ts) fills in
 * media stored before the flag existed; the seed, which writes without hooks (`skipRevalidate`), checks every media
 * file at its end.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  Field,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { MEDIA, mediaIdsIn, mediaSelect, relationId, usesMedia } from '@/lib/media-refs'

import { otherLanguageVersionsOf, withOtherLanguageVersions, withVersions } from './image-language'

type Source = { kind: 'collection' | 'global'; slug: string; fields: Field[]; drafts: boolean }

/** The collections and globals whose published documents make media public. */
function sources(payload: Payload): Source[] {
  const list: Source[] = []
  for (const collection of payload.config.collections) {
    // The content visitors see is the collections with drafts (src/collections/publicContent.ts): a document of one
    // is published or not. Other collections (leads, the audit log, accounts) publish nothing.
    if (collection.slug === MEDIA || !collection.versions?.drafts || !usesMedia(collection.fields)) continue
    list.push({ kind: 'collection', slug: collection.slug, fields: collection.fields, drafts: Boolean(collection.versions?.drafts) })
  }
  for (const global of payload.config.globals) {
    if (!usesMedia(global.fields)) continue
    list.push({ kind: 'global', slug: global.slug, fields: global.fields, drafts: Boolean(global.versions?.drafts) })
  }
  return list
}

/**
 * Runs `fn`, whose local API calls read every locale on `req`, and gives `req` back its own locale: Payload's local
 * API writes the locale it was called with onto the request it is given, and the save under way would then store
 * its data under `all`.
 */
async function keepingLocale<T>(req: PayloadRequest | undefined, fn: () => Promise<T>): Promise<T> {
  if (!req) return fn()
  const { locale, fallbackLocale } = req
  try {
    return await fn()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/** The ids of the media that published content uses (every language). */
function publishedMediaIds(payload: Payload, req?: PayloadRequest): Promise<Set<number>> {
  return keepingLocale(req, () => readPublishedMediaIds(payload, req))
}

async function readPublishedMediaIds(payload: Payload, req?: PayloadRequest): Promise<Set<number>> {
  const ids = new Set<number>()
  for (const source of sources(payload)) {
    if (source.kind === 'global') {
      const doc = (await payload.findGlobal({
        slug: source.slug as 'site-settings',
        locale: 'all',
        depth: 0,
        draft: false,
        overrideAccess: true,
        req,
      })) as unknown as { _status?: string }
      if (!source.drafts || doc?._status !== 'draft') mediaIdsIn(source.fields, doc, ids)
      continue
    }
    const { docs } = await payload.find({
      collection: source.slug as 'pages',
      where: source.drafts ? { _status: { equals: 'published' } } : undefined,
      locale: 'all',
      depth: 0,
      draft: false,
      pagination: false,
      overrideAccess: true,
      // Only the fields able to hold media are read.
      select: (mediaSelect(source.fields) ?? undefined) as never,
      req,
    })
    for (const doc of docs) mediaIdsIn(source.fields, doc, ids)
  }
  return withOtherLanguageVersions(payload, ids, req)
}

/**
 * Makes the media among `ids` (all media with `'all'`) public when published content uses them and private when it
 * does not; returns how many changed. Only media whose state changes are saved.
 */
export async function syncMediaVisibility(
  payload: Payload,
  ids: Iterable<number> | 'all',
  req?: PayloadRequest,
  /** Media known to be used by published content (the saved document is published and uses them): no need to look. */
  usedByPublished?: ReadonlySet<number>,
): Promise<number> {
  const wanted = ids === 'all' ? null : [...new Set(ids)]
  if (wanted !== null && wanted.length === 0) return 0
  // Reading all published content is needed only for media that might have lost their last published user.
  const known = wanted !== null && usedByPublished !== undefined && wanted.every((id) => usedByPublished.has(id))
  const published = known ? usedByPublished : await publishedMediaIds(payload, req)
  const { docs } = await payload.find({
    collection: MEDIA,
    where: wanted === null ? undefined : { id: { in: wanted } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { isPublic: true },
    req,
  })
  let changed = 0
  for (const doc of docs as Array<{ id: number; isPublic?: boolean | null }>) {
    const isPublic = published.has(doc.id)
    if (doc.isPublic === isPublic) continue
    await payload.update({ collection: MEDIA, id: doc.id, data: { isPublic }, depth: 0, overrideAccess: true, req })
    changed += 1
  }
  return changed
}

const contextKey = (slug: string, id: unknown) => `mediaBefore:${slug}:${String(id)}`

/**
 * Before a save of a document that can use media: the media its published version uses (a draft save leaves them
 * public; the later publish that drops one must still check it).
 */
const rememberPublished: CollectionBeforeChangeHook = async ({ data, req, operation, originalDoc, collection, context }) => {
  if (operation !== 'update' || !originalDoc?.id || context?.skipRevalidate) return data
  if (data?._status === 'draft' && originalDoc._status !== 'published') return data
  const published = await keepingLocale(req, () =>
    req.payload
      .findByID({
        collection: collection.slug as 'pages',
        id: originalDoc.id,
        draft: false,
        locale: 'all',
        depth: 0,
        overrideAccess: true,
        req,
      })
      .catch(() => null),
  )
  req.context[contextKey(collection.slug, originalDoc.id)] = [
    ...mediaIdsIn(collection.fields, published),
    ...mediaIdsIn(collection.fields, originalDoc),
  ]
  return data
}

/** After a save: the media the document used before and uses now get their state. */
const checkAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection, context }) => {
  // A draft saved over a draft (autosave) changes nothing published. Bulk writes (the seed) check all media at the end.
  if (context?.skipRevalidate || (doc?._status === 'draft' && previousDoc?._status !== 'published')) return doc
  const key = contextKey(collection.slug, doc.id)
  const before = Array.isArray(req.context[key]) ? (req.context[key] as number[]) : []
  delete req.context[key]
  const current = mediaIdsIn(collection.fields, doc)
  const used = [...before, ...mediaIdsIn(collection.fields, previousDoc), ...current]
  // The images' versions in the other language (src/content/image-language.ts), in one query for both sets below.
  const versions = await otherLanguageVersionsOf(req.payload, used, req)
  // What the published document uses, with those versions, is public: no look at the rest of the site. What it no
  // longer uses (or all of it, for a draft over a published document) may have lost its last published user: checked.
  const now = doc?._status === 'published' ? withVersions(current, versions) : new Set<number>()
  const dropped = new Set([...withVersions(used, versions)].filter((id) => !now.has(id)))
  if (now.size > 0) await syncMediaVisibility(req.payload, now, req, now)
  if (dropped.size > 0) await syncMediaVisibility(req.payload, dropped, req)
  return doc
}

/** After a deletion: the media the document used are checked. */
const checkAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection, context }) => {
  if (context?.skipRevalidate) return doc
  const ids = await withOtherLanguageVersions(req.payload, mediaIdsIn(collection.fields, doc), req)
  if (ids.size > 0) await syncMediaVisibility(req.payload, ids, req)
  return doc
}

/** The hooks of a collection whose documents can use media (src/collections/publicContent.ts). */
export const mediaVisibilityHooks = { beforeChange: [rememberPublished], afterChange: [checkAfterChange], afterDelete: [checkAfterDelete] }

/** The hook of a global that can use media (the globals have no drafts: every save is published). */
export const mediaVisibilityGlobalHook: GlobalAfterChangeHook = async ({ doc, previousDoc, req, global, context }) => {
  if (context?.skipRevalidate) return doc
  const ids = await withOtherLanguageVersions(
    req.payload,
    [...mediaIdsIn(global.fields, previousDoc), ...mediaIdsIn(global.fields, doc)],
    req,
  )
  if (ids.size > 0) await syncMediaVisibility(req.payload, ids, req)
  return doc
}

/**
 * Media's afterChange hook: when an image's version in the other language changes, that version (and the one it
 * replaces) gets its state: public whenever the image is.
 */
export const checkOtherLanguageVersion: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const now = relationId(doc?.inOtherLanguage)
  const before = relationId(previousDoc?.inOtherLanguage)
  if (context?.skipRevalidate || now === before) return doc
  await syncMediaVisibility(
    req.payload,
    [now, before].filter((id): id is number => id !== null),
    req,
  )
  return doc
}

/** Media stored before the flag existed (`isPublic` empty): every media file gets its state. */
export async function backfillMediaVisibility(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: MEDIA, where: { isPublic: { exists: false } }, overrideAccess: true })
  if (totalDocs === 0) return 0
  return syncMediaVisibility(payload, 'all')
}
