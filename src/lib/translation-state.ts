/**
 * The translation state of a document (or global): per language complete / missing / outdated, from its localized
 * fields. Chinese is the source: English is `missing` while a localized field filled in Chinese is empty in English,
 * `outdated` once the Chinese changed after the English was last saved (or was copied from the Chinese and not yet
 * saved by an editor), `complete` otherwise. Chinese is `missing` while a field filled in English is empty in
 * Chinese. Pure: src/collections/translation.ts computes and stores it on every save.
 */

import type { Locale } from '@/i18n/locales'

export { type Locale } from '@/i18n/locales'
export const TRANSLATION_STATES = ['complete', 'missing', 'outdated'] as const
export type TranslationState = (typeof TRANSLATION_STATES)[number]

/** What is stored on the document (group `translation`, not localized). */
export type TranslationRecord = {
  zhState?: TranslationState | null
  enState?: TranslationState | null
  zhChangedAt?: string | null
  enChangedAt?: string | null
}

/** The part of a Payload field config this module reads. */
export type FieldLike = {
  type: string
  name?: string
  localized?: boolean
  fields?: FieldLike[]
  tabs?: { name?: string; localized?: boolean; fields: FieldLike[] }[]
  blocks?: { slug: string; fields: FieldLike[] }[]
}

type Doc = Record<string, unknown>
/** Each localized field's value in one language, by path (`hero.heading`, `layout`). */
export type LocalizedValues = Map<string, unknown>

/**
 * Reads each localized field's value. `pick` turns the stored value into the language's: `v => v?.zh` for a
 * document read with `locale: 'all'`, `v => v` for a document of one language.
 */
export function localizedValues(fields: FieldLike[], doc: unknown, pick: (value: unknown) => unknown): LocalizedValues {
  const out: LocalizedValues = new Map()
  walk(fields, isDoc(doc) ? doc : {}, '', pick, out)
  return out
}

function isDoc(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function walk(fields: FieldLike[], doc: Doc, prefix: string, pick: (value: unknown) => unknown, out: LocalizedValues): void {
  for (const field of fields) {
    if (field.type === 'ui') continue
    const path = field.name ? `${prefix}${field.name}` : prefix
    if (field.name && field.localized) {
      out.set(path, pick(doc[field.name]))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name && tab.localized) out.set(`${prefix}${tab.name}`, pick(doc[tab.name]))
        else if (tab.name) walk(tab.fields, asDoc(doc[tab.name]), `${prefix}${tab.name}.`, pick, out)
        else walk(tab.fields, doc, prefix, pick, out)
      }
      continue
    }
    if (!field.name) {
      if (field.fields) walk(field.fields, doc, prefix, pick, out)
      continue
    }
    if (field.type === 'group' && field.fields) walk(field.fields, asDoc(doc[field.name]), `${path}.`, pick, out)
    else if (field.type === 'array' && field.fields) {
      const rows = Array.isArray(doc[field.name]) ? (doc[field.name] as unknown[]) : []
      rows.forEach((row, i) => walk(field.fields ?? [], asDoc(row), `${path}.${i}.`, pick, out))
    } else if (field.type === 'blocks' && field.blocks) {
      const rows = Array.isArray(doc[field.name]) ? (doc[field.name] as unknown[]) : []
      rows.forEach((row, i) => {
        const block = field.blocks?.find((b) => b.slug === asDoc(row).blockType)
        if (block) walk(block.fields, asDoc(row), `${path}.${i}.`, pick, out)
      })
    }
  }
}

function asDoc(value: unknown): Doc {
  return isDoc(value) ? value : {}
}

/** Whether a value says something: text that is not blank, a number, a list with an entry, rich text with text. */
export function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number' || typeof value === 'boolean') return true
  if (Array.isArray(value)) return value.length > 0
  if (isDoc(value)) {
    if (isDoc(value.root)) return richTextHasContent(value.root)
    return Object.entries(value).some(([key, v]) => key !== 'id' && filled(v))
  }
  return false
}

function richTextHasContent(node: Doc): boolean {
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  // An image, a horizontal rule or a link to a document says something without text.
  if (node.type === 'upload' || node.type === 'relationship' || node.type === 'horizontalrule' || node.type === 'block') return true
  return Array.isArray(node.children) && node.children.some((child) => isDoc(child) && richTextHasContent(child))
}

/**
 * A value as it is meant, for comparison: without row ids, empty values or key order, a related document as its id.
 * The admin sends what it loaded in another shape now and then (a missing `blockName`, an id for a document).
 */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise)
  if (isDoc(value)) {
    if ('relationTo' in value && 'value' in value) return { relationTo: value.relationTo, value: normalise(value.value) }
    if ('id' in value && ('createdAt' in value || 'filename' in value)) return value.id
    const out: Doc = {}
    for (const key of Object.keys(value).sort()) {
      const v = value[key]
      if (key === 'id' || v === null || v === undefined || v === '') continue
      out[key] = normalise(v)
    }
    return out
  }
  return value
}

/** Whether the localized values differ as meant (see `normalise`). */
export function changed(before: LocalizedValues, after: LocalizedValues): boolean {
  const paths = new Set([...before.keys(), ...after.keys()])
  for (const path of paths) {
    const a = before.get(path)
    const b = after.get(path)
    if (!filled(a) && !filled(b)) continue
    if (JSON.stringify(normalise(a)) !== JSON.stringify(normalise(b))) return true
  }
  return false
}

/** Whether a field filled in `source` is empty in `target`. */
function lacks(source: LocalizedValues, target: LocalizedValues): boolean {
  for (const [path, value] of source) if (filled(value) && !filled(target.get(path))) return true
  return false
}

/**
 * The record after a save in `locale`: its timestamp moves when its values changed (not for a copy from Chinese,
 * which still wants a translator), then both states follow from the values and the timestamps.
 */
export function nextTranslationRecord(input: {
  previous: TranslationRecord | null | undefined
  /** The values of both languages before the save (empty for a new document). */
  before: Record<Locale, LocalizedValues>
  /** The values of the language saved, after the save. */
  after: LocalizedValues
  locale: Locale
  now: Date
  /** A copy of the Chinese into the empty English fields: the English is not yet an editor's. */
  copy?: boolean
}): Required<TranslationRecord> {
  const { previous, before, after, locale, now, copy = false } = input
  const values: Record<Locale, LocalizedValues> = { ...before, [locale]: after }
  const stamps = { zh: previous?.zhChangedAt ?? null, en: previous?.enChangedAt ?? null }
  // A copy from Chinese leaves the English without an editor's save: outdated until a translator saves it.
  if (copy) stamps.en = null
  else if (changed(before[locale], after)) stamps[locale] = now.toISOString()
  const enMissing = lacks(values.zh, values.en)
  const zhFilled = [...values.zh.values()].some(filled)
  const enOutdated = zhFilled && stamps.zh !== null && (stamps.en === null || stamps.zh > stamps.en)
  return {
    zhState: lacks(values.en, values.zh) ? 'missing' : 'complete',
    enState: enMissing ? 'missing' : enOutdated ? 'outdated' : 'complete',
    zhChangedAt: stamps.zh,
    enChangedAt: stamps.en,
  }
}

/** Picks one language from a value stored in all languages (`{ zh, en }`), for `localizedValues`. */
export function inLocale(locale: Locale): (value: unknown) => unknown {
  return (value) => (isDoc(value) ? value[locale] : undefined)
}

/** One stored state of a document: a version, or the document itself. */
export type Snapshot = {
  /** Its values, read in all languages (`locale: 'all'`). */
  all: unknown
  /** When it was saved (ISO). */
  at: string
  /** The record stored with it, if any. */
  record?: TranslationRecord | null
}

/** Whether a stored record has both states (documents saved before the translation state have none). */
export function hasRecord(record: TranslationRecord | null | undefined): boolean {
  return Boolean(record?.zhState && record?.enState)
}

/**
 * The record of each snapshot, oldest first, as the save hook would have stored it: each snapshot is taken as a save
 * of both languages at its time, so a language's "last changed" time is the time of the last snapshot whose values
 * in that language differ from the one before (the first snapshot's from nothing), and the states follow from the
 * values and these times with `nextTranslationRecord`. A snapshot with a stored record keeps it, and those after it
 * go on from it. For documents saved before the state was stored: their versions tell which language changed last.
 */
export function replayTranslationRecords(fields: FieldLike[], snapshots: Snapshot[]): Required<TranslationRecord>[] {
  let before: Record<Locale, LocalizedValues> = { zh: new Map(), en: new Map() }
  let previous: TranslationRecord | null = null
  return snapshots.map((snapshot) => {
    const zh = localizedValues(fields, snapshot.all, inLocale('zh'))
    const en = localizedValues(fields, snapshot.all, inLocale('en'))
    let record: Required<TranslationRecord>
    if (snapshot.record && hasRecord(snapshot.record)) {
      const { zhState = null, enState = null, zhChangedAt = null, enChangedAt = null } = snapshot.record
      record = { zhState, enState, zhChangedAt, enChangedAt }
    } else {
      const now = new Date(snapshot.at)
      const afterChinese = nextTranslationRecord({ previous, before, after: zh, locale: 'zh', now })
      record = nextTranslationRecord({ previous: afterChinese, before: { zh, en: before.en }, after: en, locale: 'en', now })
    }
    before = { zh, en }
    previous = record
    return record
  })
}

/**
 * The English values a copy from Chinese writes: each top-level localized field whose English is empty and whose
 * Chinese is filled, as the Chinese (rows without their ids, so that Payload gives the English rows their own).
 * Fields with English text are left alone. Media and related documents stay references to the same documents.
 * A localized field inside rows shared by both languages is left out: writing it would rewrite the shared rows.
 */
export function englishFromChinese(fields: FieldLike[], all: unknown): { data: Doc; copied: string[] } {
  const zh = localizedValues(fields, all, (v) => (isDoc(v) ? v.zh : undefined))
  const en = localizedValues(fields, all, (v) => (isDoc(v) ? v.en : undefined))
  const data: Doc = {}
  const copied: string[] = []
  for (const [path, value] of zh) {
    if (!filled(value) || filled(en.get(path)) || /(^|\.)\d+(\.|$)/.test(path)) continue
    setPath(data, path, withoutIds(value))
    copied.push(path)
  }
  return { data, copied }
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (isDoc(value)) {
    // Rich text and a related document's reference keep their inner ids; rows lose theirs.
    if (isDoc(value.root) || ('relationTo' in value && 'value' in value)) return value
    const out: Doc = {}
    for (const [key, v] of Object.entries(value)) if (key !== 'id') out[key] = withoutIds(v)
    return out
  }
  return value
}

function setPath(target: Doc, path: string, value: unknown): void {
  const parts = path.split('.')
  let node: Doc | unknown[] = target
  parts.forEach((part, i) => {
    const last = i === parts.length - 1
    const key: string | number = /^\d+$/.test(part) ? Number(part) : part
    const container = node as Record<string | number, unknown>
    if (last) {
      container[key] = value
      return
    }
    if (container[key] === undefined) container[key] = /^\d+$/.test(parts[i + 1]) ? [] : {}
    node = container[key] as Doc
  })
}
