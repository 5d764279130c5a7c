/**
 * The version check of every save (src/content/save-guard.ts): what a save says it was based on, whether that is
 * older than what is stored, the editor's message when it is, and how long autosaves are kept. Pure helpers.
 */
import { adminInEnglish } from '@/i18n/locales'

import { formatShanghaiTime } from './time'

export type Base = { kind: 'none' } | { kind: 'invalid'; raw: string } | { kind: 'at'; at: Date }

/**
 * The version a save was based on: the `If-Match` header (the document's `updatedAt` as it was read, quoted like an
 * ETag or not; `*` asks for no check) wins over the body's `updatedAt` (what the admin's form sends). Neither: none.
 */
export function saveBase(ifMatch: string | null | undefined, bodyUpdatedAt: unknown): Base {
  const header = ifMatch?.trim()
  if (header) {
    if (header === '*') return { kind: 'none' }
    const raw = header
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1')
      .trim()
    return parseInstant(raw)
  }
  if (typeof bodyUpdatedAt === 'string' && bodyUpdatedAt.trim()) return parseInstant(bodyUpdatedAt.trim())
  return { kind: 'none' }
}

function parseInstant(raw: string): Base {
  // An ISO instant with its zone (`2026-11-26T22:00:00.123Z`, `+08:00`); nothing looser, no HTTP date.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw)) return { kind: 'invalid', raw }
  const at = new Date(raw)
  return Number.isNaN(at.getTime()) ? { kind: 'invalid', raw } : { kind: 'at', at }
}

/** Whether what is stored is newer than the version the save was based on (to the millisecond, as stored). */
export function isNewer(stored: string | Date | null | undefined, base: Date): boolean {
  if (!stored) return false
  const at = stored instanceof Date ? stored : new Date(stored)
  return !Number.isNaN(at.getTime()) && at.getTime() > base.getTime()
}

const english = (language: string | undefined): boolean => adminInEnglish(language)

/** The refusal of a save based on an older version: who saved since, when (Beijing time), what to do. */
export function staleSaveMessage(
  language: string | undefined,
  who: string | null,
  at: string | Date | null | undefined,
  /** The save was the same person's, from another admin window. */
  yourOtherWindow = false,
): string {
  const when = formatShanghaiTime(at ?? null)
  if (yourOtherWindow) {
    return english(language)
      ? `Not saved: you saved this document in another window${when ? ` at ${when} (Beijing time)` : ''}, after the version this window's changes are based on. ` +
          'Nothing was overwritten. Copy your changes, reload this page to see the current content, then make them again (or go on in the other window).'
      : `未保存：您已在另一个窗口中${when ? `于${when}（北京时间）` : ''}保存了此文档，本窗口的修改基于较早的版本。` +
          '没有任何内容被覆盖。请先复制本窗口的修改，刷新页面查看最新内容，再重新修改（或在另一个窗口中继续）。'
  }
  if (english(language)) {
    const by = who ? `${who} saved this document` : 'This document was saved'
    return (
      `Not saved: ${by}${when ? ` at ${when} (Beijing time)` : ''}, after the version your changes are based on. ` +
      'Nothing was overwritten. Copy your changes, reload the page to see the current content, then make them again.'
    )
  }
  const by = who ? `${who}已于` : '此文档已于'
  const subject = who ? '保存了此文档' : '被保存'
  return (
    `未保存：${by}${when ? `${when}（北京时间）` : '您打开之后'}${subject}，您的修改基于较早的版本。` +
    '没有任何内容被覆盖。请先复制您的修改，刷新页面查看最新内容，再重新修改。'
  )
}

/** The refusal of a base that is not a time. */
export function badBaseMessage(language: string | undefined): string {
  return english(language)
    ? 'If-Match (or updatedAt) must be the updatedAt of the document as you read it, e.g. "2026-11-26T08:00:00.000Z".'
    : 'If-Match（或 updatedAt）必须是您读取时文档的 updatedAt，例如 "2026-11-26T08:00:00.000Z"。'
}

/**
 * Autosave history: each autosave is a version of its own (not the last one rewritten). Every autosave of the last
 * AUTOSAVE_KEEP_DAYS is kept; older ones are removed except the newest AUTOSAVE_KEEP_NEWEST of the document (20 per
 * language, two languages). Saves and publishes (not autosaves): the newest KEEP_SAVED per document.
 */
export const AUTOSAVE_KEEP_DAYS = 7
export const AUTOSAVE_KEEP_NEWEST = 40
export const KEEP_SAVED = 50

/**
 * The autosaves to remove: those at or before the returned instant (null: none). `nthNewest` is the updatedAt of the
 * autosave just past the newest AUTOSAVE_KEEP_NEWEST (none when there are not that many).
 */
export function autosavePruneBefore(nthNewest: string | Date | null | undefined, now: Date): Date | null {
  if (!nthNewest) return null
  const nth = new Date(nthNewest)
  if (Number.isNaN(nth.getTime())) return null
  const ageLimit = new Date(now.getTime() - AUTOSAVE_KEEP_DAYS * 24 * 60 * 60 * 1000)
  return nth.getTime() < ageLimit.getTime() ? nth : ageLimit
}

/**
 * Payload refuses a save of a document another editor holds the lock of with 423 and an English sentence; this is
 * the answer in the editor's language instead (null for any other error).
 */
export function lockedSaveAnswer(
  error: { status?: unknown; name?: unknown } | null | undefined,
  language: string | undefined,
): { status: 423; response: { errors: { name: 'Locked'; message: string }[] } } | null {
  if (!error || (error.status !== 423 && error.name !== 'Locked')) return null
  const message = english(language)
    ? 'Not saved: another editor holds this document (it is locked while they edit it). View it read-only, or choose “Take over” on the document to edit it.'
    : '未保存：另一位编辑正在编辑此文档（编辑期间已锁定）。您可以只读查看，或在文档页面选择“接管”后再编辑。'
  return { status: 423, response: { errors: [{ name: 'Locked', message }] } }
}

/** A field of a document as the merge sees it: its name, its label, and whether its value is a reference by id. */
export type MergeField = { name: string; label: string; byId: boolean }

/** A value compared for the merge: references as ids, dates as instants, keys in order, undefined as null. */
function comparable(value: unknown, byId: boolean): unknown {
  if (value === undefined || value === null) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map((v) => comparable(v, byId))
  if (byId && typeof value === 'object') {
    const ref = value as { id?: unknown; value?: unknown; relationTo?: unknown }
    if ('relationTo' in ref) return { relationTo: ref.relationTo, value: comparable(ref.value, true) }
    if ('id' in ref) return String(ref.id)
  }
  if (byId && (typeof value === 'number' || typeof value === 'string')) return String(value)
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key]
      if (v !== undefined) out[key] = comparable(v, false)
    }
    return out
  }
  return value
}

const same = (a: unknown, b: unknown, byId: boolean) => JSON.stringify(comparable(a, byId)) === JSON.stringify(comparable(b, byId))

/**
 * A save made on an older version, merged field by field onto what was saved since (a three-way merge; one language
 * at a time, as a save of one language touches only that language's texts and the fields every language shares):
 * - a field only the others changed keeps their value (`keepTheirs`: dropped from the save, so the stored one stays);
 * - a field only this save changed, or both changed alike, takes this save's value;
 * - a field both changed differently is a conflict: the save is refused, naming it, and nothing is written.
 * A field the save does not send is not compared.
 */
export function mergeOntoNewer(
  fields: MergeField[],
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): { keepTheirs: string[]; conflicts: MergeField[] } {
  const keepTheirs: string[] = []
  const conflicts: MergeField[] = []
  for (const field of fields) {
    if (!(field.name in mine)) continue
    const [b, t, m] = [base[field.name], theirs[field.name], mine[field.name]]
    if (same(t, b, field.byId) || same(m, t, field.byId)) continue
    if (same(m, b, field.byId)) keepTheirs.push(field.name)
    else conflicts.push(field)
  }
  return { keepTheirs, conflicts }
}

/** The refusal of a save whose fields someone else changed too since its version: which fields, and that both texts are kept. */
export function conflictingFieldsMessage(language: string | undefined, who: string | null, fields: string[]): string {
  if (english(language)) {
    const by = who ?? 'Another editor'
    return (
      `Not saved: ${by} changed ${fields.join(', ')} after the version your changes are based on, and so did you. ` +
      'Nothing was overwritten: their text is stored and yours is still in your form. Copy your text, reload the page, then merge the two.'
    )
  }
  const by = who ?? '另一位编辑'
  return (
    `未保存：在您的修改所基于的版本之后，${by}也修改了${fields.join('、')}。` +
    '没有任何内容被覆盖：对方的文字已保存，您的文字仍在您的表单中。请先复制您的文字，刷新页面，再把两者合并。'
  )
}
