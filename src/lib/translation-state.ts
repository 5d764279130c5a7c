/**
 * The translation state of a document (or global): per language complete / missing / outdated, from its localized
 * fields, for every language of the table (src/i18n/locales.ts). A language with a source (English's is Chinese) is
 * `missing` while a localized field filled in its source is empty in it, `outdated` once the source changed after it
 * was last saved (or was copied from the source and not yet saved by an editor), `complete` otherwise. A source
 * language (one without a source: Chinese) is `missing` while a field filled in another language is empty in it.
 * Pure: src/collections/translation.ts computes and stores it on every save.
 *
 * Stored in the group `translation`, two fields per language named from its code: `<code>State` and `<code>ChangedAt`
 * (`zhState`, `enChangedAt`; `zh-Hant` gives `zhHantState`). A language added to the table adds its two fields.
 */

import { LANGUAGES, LOCALES } from '@/i18n/locales'

export { type Locale } from '@/i18n/locales'
export const TRANSLATION_STATES = ['complete', 'missing', 'outdated'] as const
export type TranslationState = (typeof TRANSLATION_STATES)[number]

/** The languages the state is kept for, each with the language it is translated from (null for a source). */
export type LanguageSources = ReadonlyArray<{ code: string; source: string | null }>

/** The site's languages, from the table. */
export const SITE_LANGUAGE_SOURCES: LanguageSources = LOCALES.map((code) => ({ code, source: LANGUAGES[code].source }))

/** A language code as part of a field name: `zh-Hant` → `zhHant`. */
function fieldStem(code: string): string {
  return code.replace(/[-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** The stored state's field of a language (`enState`). */
export function stateFieldName(code: string): string {
  return `${fieldStem(code)}State`
}

/** The stored "last changed" field of a language (`enChangedAt`). */
export function changedAtFieldName(code: string): string {
  return `${fieldStem(code)}ChangedAt`
}

/** What is stored on the document (group `translation`, not localized): `<code>State` and `<code>ChangedAt`. */
export type TranslationRecord = Record<string, string | null | undefined>

function isState(value: unknown): value is TranslationState {
  return typeof value === 'string' && (TRANSLATION_STATES as readonly string[]).includes(value)
}

/** The stored state of one language, or null when there is none (not saved since the state or the language came). */
export function stateOf(record: TranslationRecord | null | undefined, code: string): TranslationState | null {
  const value = record?.[stateFieldName(code)]
  return isState(value) ? value : null
}

/** The languages translated from another (every language but the sources): those the filters and counts are for. */
export function translatedLanguages(languages: LanguageSources = SITE_LANGUAGE_SOURCES): Array<{ code: string; source: string }> {
  return languages.flatMap(({ code, source }) => (source === null ? [] : [{ code, source }]))
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

/**
 * A copy of a document read with `locale: 'all'` without one language's values, in every localized field however
 * deep (groups, tabs, arrays, blocks): the document as published once that language is taken off the site.
 */
export function withoutLanguage<T extends Doc>(fields: FieldLike[], all: T, code: string): T {
  const copy = structuredClone(all)
  walk(
    fields,
    copy,
    '',
    (value) => {
      if (isDoc(value)) delete value[code]
      return value
    },
    new Map(),
  )
  return copy
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
 * The record after a save in `locale`: its timestamp moves when its values changed (not for a copy from its source,
 * which still wants a translator), then every language's state follows from the values and the timestamps.
 */
export function nextTranslationRecord(input: {
  previous: TranslationRecord | null | undefined
  /** The values of every language before the save (empty for a new document). */
  before: Record<string, LocalizedValues>
  /** The values of the language saved, after the save. */
  after: LocalizedValues
  locale: string
  now: Date
  /** A copy of the source into the language's empty fields: its text is not yet an editor's. */
  copy?: boolean
  languages?: LanguageSources
}): TranslationRecord {
  const { previous, before, after, locale, now, copy = false, languages = SITE_LANGUAGE_SOURCES } = input
  const none: LocalizedValues = new Map()
  const values = (code: string) => (code === locale ? after : (before[code] ?? none))
  const stamps = new Map(languages.map(({ code }) => [code, previous?.[changedAtFieldName(code)] ?? null]))
  // A copy from the source leaves the language without an editor's save: outdated until a translator saves it.
  if (copy) stamps.set(locale, null)
  else if (changed(before[locale] ?? none, after)) stamps.set(locale, now.toISOString())
  const record: TranslationRecord = {}
  for (const { code, source } of languages) record[stateFieldName(code)] = languageState(code, source, values, stamps, languages)
  for (const { code } of languages) record[changedAtFieldName(code)] = stamps.get(code) ?? null
  return record
}

function languageState(
  code: string,
  source: string | null,
  values: (code: string) => LocalizedValues,
  stamps: Map<string, string | null>,
  languages: LanguageSources,
): TranslationState {
  const own = values(code)
  if (source === null) return languages.some((other) => other.code !== code && lacks(values(other.code), own)) ? 'missing' : 'complete'
  const from = values(source)
  if (lacks(from, own)) return 'missing'
  const sourceAt = stamps.get(source) ?? null
  const ownAt = stamps.get(code) ?? null
  const outdated = [...from.values()].some(filled) && sourceAt !== null && (ownAt === null || sourceAt > ownAt)
  return outdated ? 'outdated' : 'complete'
}

/** Picks one language from a value stored in all languages (`{ zh, en }`), for `localizedValues`. */
function inLocale(locale: string): (value: unknown) => unknown {
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

/** Whether a stored record has every language's state (documents saved before the state, or a language, have none). */
export function hasRecord(record: TranslationRecord | null | undefined, languages: LanguageSources = SITE_LANGUAGE_SOURCES): boolean {
  return languages.every(({ code }) => stateOf(record, code) !== null)
}

/** The stored record's fields of the languages, and nothing else (a version may hold a language no longer kept). */
function recordOfLanguages(record: TranslationRecord, languages: LanguageSources): TranslationRecord {
  const out: TranslationRecord = {}
  for (const { code } of languages) out[stateFieldName(code)] = record[stateFieldName(code)] ?? null
  for (const { code } of languages) out[changedAtFieldName(code)] = record[changedAtFieldName(code)] ?? null
  return out
}

/** Every language's values of a document read in all languages. */
export function valuesByLanguage(fields: FieldLike[], all: unknown, languages: LanguageSources = SITE_LANGUAGE_SOURCES) {
  return Object.fromEntries(languages.map(({ code }) => [code, localizedValues(fields, all, inLocale(code))])) as Record<
    string,
    LocalizedValues
  >
}

/**
 * The record of each snapshot, oldest first, as the save hook would have stored it: each snapshot is taken as a save
 * of every language at its time (in the table's order), so a language's "last changed" time is the time of the last
 * snapshot whose values in that language differ from the one before (the first snapshot's from nothing), and the
 * states follow from the values and these times with `nextTranslationRecord`. A snapshot with a stored record of
 * every language keeps it, and those after it go on from it. For documents saved before the state was stored (or
 * before a language was added): their versions tell which language changed last.
 */
export function replayTranslationRecords(
  fields: FieldLike[],
  snapshots: Snapshot[],
  languages: LanguageSources = SITE_LANGUAGE_SOURCES,
): TranslationRecord[] {
  let before: Record<string, LocalizedValues> = {}
  let previous: TranslationRecord | null = null
  return snapshots.map((snapshot) => {
    const current = valuesByLanguage(fields, snapshot.all, languages)
    let record: TranslationRecord
    if (snapshot.record && hasRecord(snapshot.record, languages)) record = recordOfLanguages(snapshot.record, languages)
    else {
      const now = new Date(snapshot.at)
      let saved = before
      record = previous ?? {}
      for (const { code } of languages) {
        record = nextTranslationRecord({ previous: record, before: saved, after: current[code], locale: code, now, languages })
        saved = { ...saved, [code]: current[code] }
      }
    }
    before = current
    previous = record
    return record
  })
}

/**
 * The values a start from the source writes into `target`: each top-level localized field whose text in `target` is
 * empty and whose source is filled, as the source (rows without their ids, so that Payload gives the target's rows
 * their own). Fields with text are left alone. Media and related documents stay references to the same documents. A
 * localized field inside rows shared by every language is left out: writing it would rewrite the shared rows.
 */
export function startFromSource(fields: FieldLike[], all: unknown, source: string, target: string): { data: Doc; copied: string[] } {
  const from = localizedValues(fields, all, inLocale(source))
  const own = localizedValues(fields, all, inLocale(target))
  const data: Doc = {}
  const copied: string[] = []
  for (const [path, value] of from) {
    if (!filled(value) || filled(own.get(path)) || /(^|\.)\d+(\.|$)/.test(path)) continue
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

/**
 * The languages, in the table's order, whose title is written in a localized title as read with `locale: 'all'`
 * (`{ zh: '…', en: '' }`): what a version holds, what is on the site, what a list can name an item by.
 */
export function languagesWithTitle(titles: unknown): Array<(typeof LOCALES)[number]> {
  if (!titles || typeof titles !== 'object') return []
  return LOCALES.filter((code) => {
    const title = (titles as Record<string, unknown>)[code]
    return typeof title === 'string' && title.trim() !== ''
  })
}
