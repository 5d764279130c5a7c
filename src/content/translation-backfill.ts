import type { Payload, Where } from 'payload'

import {
  changed,
  type FieldLike,
  hasRecord,
  replayTranslationRecords,
  SITE_LANGUAGE_SOURCES,
  type Snapshot,
  stateFieldName,
  type TranslationRecord,
  valuesByLanguage,
} from '@/lib/translation-state'

/**
 * Fills in the translation state (src/collections/translation.ts) of documents, versions and globals saved before it
 * was stored (migration `20261125_212113_translation_state`), or before a language was added to the table, so that
 * the list filters and the dashboard count them.
 * Each document's versions are replayed oldest first with the save hook's own function
 * (`replayTranslationRecords`): which language changed last decides "outdated". A document without versions is
 * read as it is (complete or missing). Written straight to the database: no hooks, no new version, `updatedAt`
 * unchanged; only rows that still have no state are written (a save meanwhile wins). Idempotent: runs after the
 * migrations (src/migrations/run.ts, and as the server starts with MIGRATE_ON_START) and as
 * `npm run translation:backfill`; with nothing to fill it costs one query per collection and its versions.
 */

export type BackfillResult = { documents: number; versions: number; globals: number }

const BATCH = 50

/** A row without the state of one of the languages (`prefix`: `version.` for versions). */
const withoutState = (prefix: string): Where => ({
  or: SITE_LANGUAGE_SOURCES.map(({ code }) => ({ [`${prefix}translation.${stateFieldName(code)}`]: { exists: false } })),
})
const NO_STATE = withoutState('')
const NO_VERSION_STATE = withoutState('version.')

type Doc = Record<string, unknown> & { id: number | string }
type Version = { id: number | string; parent: number | string; createdAt: string; updatedAt?: string; version: Record<string, unknown> }

const hasTranslation = (fields: readonly unknown[]) => fields.some((f) => (f as { name?: string }).name === 'translation')
const recordOf = (value: unknown) => (value as { translation?: TranslationRecord | null }).translation ?? null
const fieldsOf = (fields: readonly unknown[]) => fields as unknown as FieldLike[]
/** When a row was saved (its `updatedAt`, else `createdAt`; the epoch for neither). */
function savedAt(row: object): string {
  const { updatedAt, createdAt } = row as { updatedAt?: unknown; createdAt?: unknown }
  const time = new Date(String(updatedAt ?? createdAt ?? 0))
  return Number.isNaN(time.getTime()) ? new Date(0).toISOString() : time.toISOString()
}

/** Oldest first; versions saved in the same millisecond by their id. */
function byTime(a: Version, b: Version): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1
  return Number(a.id) - Number(b.id)
}

/** The record the document row should carry: that of its newest version with the same values, else its own alone. */
function documentRecord(fields: FieldLike[], doc: Doc, versions: Version[], records: TranslationRecord[]) {
  const own = valuesByLanguage(fields, doc)
  for (let i = versions.length - 1; i >= 0; i--) {
    const theirs = valuesByLanguage(fields, versions[i].version)
    if (SITE_LANGUAGE_SOURCES.every(({ code }) => !changed(own[code], theirs[code]))) return records[i]
  }
  return replayTranslationRecords(fields, [{ all: doc, at: savedAt(doc) }])[0]
}

async function backfillCollection(payload: Payload, slug: string): Promise<{ documents: number; versions: number }> {
  const collection = slug as 'news'
  const config = payload.collections[collection].config
  const fields = fieldsOf(config.fields)
  const versioned = Boolean(config.versions)
  const ids = new Set<number | string>()
  const docsWithout = await payload.find({ collection, where: NO_STATE, select: {}, depth: 0, pagination: false, overrideAccess: true })
  for (const doc of docsWithout.docs) ids.add(doc.id)
  if (versioned) {
    const versionsWithout = await payload.findVersions({
      collection,
      where: NO_VERSION_STATE,
      select: { parent: true } as never,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const v of versionsWithout.docs as unknown as Version[]) if (v.parent !== undefined && v.parent !== null) ids.add(v.parent)
  }
  let documents = 0
  let versionsWritten = 0
  const all = [...ids]
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH)
    const docs = await payload.find({
      collection,
      where: { id: { in: batch } },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const versions = versioned
      ? ((
          await payload.findVersions({
            collection,
            where: { parent: { in: batch } },
            locale: 'all',
            depth: 0,
            pagination: false,
            overrideAccess: true,
          })
        ).docs as unknown as Version[])
      : []
    for (const doc of docs.docs as unknown as Doc[]) {
      const own = versions.filter((v) => String(v.parent) === String(doc.id)).sort(byTime)
      const snapshots: Snapshot[] = own.map((v) => ({ all: v.version, at: savedAt(v), record: recordOf(v.version) }))
      const records = replayTranslationRecords(fields, snapshots)
      for (const [i, v] of own.entries()) {
        if (hasRecord(recordOf(v.version))) continue
        // Both the id (the adapter then sets these columns alone) and a where (only while the state is still null),
        // which the types offer as either-or.
        await payload.db.updateVersion({
          collection,
          id: v.id,
          where: { and: [{ id: { equals: v.id } }, NO_VERSION_STATE] },
          versionData: { version: { translation: records[i], updatedAt: null }, updatedAt: null },
          returning: false,
        } as unknown as Parameters<Payload['db']['updateVersion']>[0])
        versionsWritten++
      }
      if (hasRecord(recordOf(doc))) continue
      await payload.db.updateOne({
        collection,
        where: { and: [{ id: { equals: doc.id } }, NO_STATE] },
        data: { translation: documentRecord(fields, doc, own, records), updatedAt: null },
        returning: false,
      })
      documents++
    }
  }
  return { documents, versions: versionsWritten }
}

export async function backfillTranslationState(payload: Payload): Promise<BackfillResult> {
  const result: BackfillResult = { documents: 0, versions: 0, globals: 0 }
  for (const config of payload.config.collections.filter((c) => hasTranslation(c.fields))) {
    const counts = await backfillCollection(payload, config.slug)
    result.documents += counts.documents
    result.versions += counts.versions
  }
  for (const config of payload.config.globals.filter((g) => hasTranslation(g.fields))) {
    const slug = config.slug as 'site-settings'
    const doc = (await payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true })) as unknown as Partial<Doc>
    // A global never saved has no row yet: its first save stores the state.
    if (doc.id === undefined || doc.id === null || hasRecord(recordOf(doc))) continue
    const [record] = replayTranslationRecords(fieldsOf(config.fields), [{ all: doc, at: savedAt(doc) }])
    await payload.db.updateGlobal({ slug, data: { translation: record, updatedAt: null }, returning: false })
    result.globals++
  }
  return result
}
